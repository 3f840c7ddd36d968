import type { NutritionAnalysis } from '../../../contracts/nutrition-analysis';
import { analyzeLines, type FoodForLine } from '../../../domain/nutrition/analyze';
import { detectLanguage, englishFoodName } from '../../../domain/language';
import { STATE_WORDS, changedState, containedNames, countedName, foodList, formKind, headNoun, lookupNames, namesHead, plainName, unnamedKind, wordForms, wordRuns, wordsBeyond, writtenFood, type FoodState, type LookupName } from '../../../domain/nutrition/food-name';
import type { WrittenAmount } from '../../../domain/nutrition/grams';
import type { FoodMatch, FoodsRepo } from './foods-repo';

/**
 * The least pg_trgm similarity at which a written name is taken to mean a food with confidence,
 * provided the food is named by the written name's head noun (headNoun: 'crisp sweet apples'
 * is about apples, so potato chips at 0.5 are not taken). Chosen on the demo catalogue's 232
 * distinct ingredient names: every best match at or above 0.5 names the right food or a close
 * stand-in ('cooked brown basmati rice' -> cooked brown rice 0.72, 'low-sodium vegetable broth'
 * -> vegetable broth 0.59); below it they are often wrong ('extra-lean ham' -> extra-lean ground
 * beef 0.42). A match with the head noun below it is a guess: shown, marked uncertain, not counted.
 * `npm run bench -- nutrition` prints the catalogue's match rate at this threshold.
 */
export const MATCH_THRESHOLD = 0.5;

/** Fuzzy candidates read per name: enough for one named by the head noun to be among them. */
const FUZZY_CANDIDATES = 10;

/** A food for a written name, and whether it was found with confidence or is only a guess. */
export interface NameMatch {
  match: FoodMatch;
  confident: boolean;
}

/** The name a line's list of foods is read from: its first food as written, describing words and all (see foodList). */
const literalName = (names: readonly LookupName[]) => names.find((n) => !n.exactOnly)?.name ?? '';

/** The name a line's close match is judged by: its first food, without notes or describing words. */
const baseName = (names: readonly LookupName[]) => plainName(literalName(names));

/**
 * Whether every name of the food adds words to the written name, which it has all of: a kind of
 * it. Describing words do not make a kind ('frozen mixed berries' is still 'mixed berries').
 */
const narrower = (written: string, match: FoodMatch) => {
  const names = [match.food.name, ...match.food.aliases];
  return wordsBeyond(written, names).length === 0 && names.every((n) => wordsBeyond(plainName(writtenFood(n)), [written]).length > 0);
};

/** What changedState reads of a found food. */
const foodState = ({ food }: FoodMatch): FoodState => ({
  names: [food.name, ...food.aliases],
  description: food.description,
  category: food.category,
  energyKcal: food.nutrients.energyKcal,
});

/** The key a line is matched once under, however many lines repeat it: the names it is looked up by. */
const lookupKey = (names: readonly LookupName[]) => names.map((n) => `${n.choice}${n.exactOnly ? '=' : ':'}${n.name.toLowerCase()}`).join('|');

/** A line's lookup names by the food they try, in the order the line offers its foods (see alternatives). */
function byChoice(names: readonly LookupName[]): LookupName[][] {
  const choices: LookupName[][] = [];
  for (const n of names) (choices[n.choice] ??= []).push(n);
  return choices.filter((c) => c !== undefined);
}

/**
 * Matches are remembered for a while: the editor asks again on every keystroke pause with
 * mostly the same names, and a fuzzy lookup is the slow part (tens of ms each on PGlite). The
 * foods table changes only by seeding or an import, so a few minutes of staleness is harmless.
 */
const MATCH_CACHE_ENTRIES = 5_000;
const MATCH_CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * Matches ingredient names to foods and works out a recipe's nutrition (the pure part is
 * src/domain/nutrition). Each distinct name is looked up once: exact names and aliases for the
 * whole recipe in one query, the fuzzy search (one query too) only for what that leaves; all the
 * matched foods' measures come in one query. Nothing here depends on who asks.
 */
export function createNutritionAnalyzer(foods: FoodsRepo, now: () => number = Date.now) {
  const cache = new Map<string, { match: NameMatch | null; until: number }>();

  function cached(key: string): NameMatch | null | undefined {
    const hit = cache.get(key);
    return hit && hit.until > now() ? hit.match : undefined;
  }

  function remember(key: string, match: NameMatch | null): void {
    cache.delete(key);
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= MATCH_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { match, until: now() + MATCH_CACHE_TTL_MS });
  }

  /**
   * The food for each set of lookup names: exact hits for all of them in one query (with the
   * shorter names they end in and each of their words, for the rules below), then one fuzzy
   * query for every name of the choices before the first with an exact hit. A line that offers
   * several foods ('candlenuts or macadamia nuts') takes the first it offers that is found with
   * confidence, and otherwise the first guess.
   */
  async function matchAll(wanted: Map<string, LookupName[]>): Promise<Map<string, NameMatch | null>> {
    // Each line's names by the food they try, worked out once for the three passes below.
    const choicesOf = new Map([...wanted].map(([key, names]) => [key, byChoice(names)]));
    const exactKeys = new Set<string>();
    for (const choices of choicesOf.values()) {
      for (const choice of choices) {
        for (const n of choice) exactKeys.add(n.name);
        const base = baseName(choice);
        for (const c of containedNames(base)) exactKeys.add(c.name);
        for (const word of base.split(' ')) for (const form of wordForms(word)) exactKeys.add(form);
        for (const run of wordRuns(literalName(choice))) exactKeys.add(run);
      }
    }
    const exact = await foods.findExact([...exactKeys]);
    const exactHit = (choice: readonly LookupName[]) => choice.map((n) => exact.get(n.name)).find((m) => m !== undefined);
    const beforeExact = (choices: LookupName[][]) => {
      const hit = choices.findIndex((c) => exactHit(c) !== undefined);
      return hit === -1 ? choices : choices.slice(0, hit);
    };
    const fuzzyWanted = [...choicesOf.values()].flatMap(beforeExact);
    const fuzzyNames = [...new Set(fuzzyWanted.flat().filter((n) => !n.exactOnly).map((n) => n.name))];
    const candidates = fuzzyNames.length === 0 ? new Map<string, FoodMatch[]>() : await foods.findBestMatchesOf(fuzzyNames, FUZZY_CANDIDATES);
    const matches = new Map<string, NameMatch | null>();
    for (const [key, choices] of choicesOf) {
      let guess: NameMatch | null = null;
      let found: NameMatch | null = null;
      // A state written on the first choice is that of the others too: 'smoked cod or haddock'.
      const carried = baseName(choices[0] ?? []).split(' ').filter((w) => Object.hasOwn(STATE_WORDS, w.toLowerCase())).join(' ');
      for (const choice of choices) {
        const hit = exactHit(choice);
        const match = hit ? { match: hit, confident: changedState(carried, foodState(hit)).length === 0 } : closeMatch(choice, exact, candidates, carried);
        if (match?.confident) {
          found = match;
          break;
        }
        guess ??= match;
      }
      matches.set(key, found ?? guess);
    }
    return matches;
  }

  /**
   * For a name with no exact hit, the better of two ways to a food, a confident one before a guess:
   * - contained: the longest shorter name it ends in that is a food ('free-range eggs' -> egg,
   *   'king edward potatoes' -> potato), scored by the share of its words that name the food;
   * - fuzzy: the closest food by similarity that shares its head noun (never 'garlic salt' ->
   *   garlic, 'starchy potatoes' -> potato flour) and, for a form ('ginger juice'), the word that
   *   says whose form it is (never grape juice); with none, there is no fuzzy match.
   * Either is confident only if no word the food leaves unexplained names another food ('garlic
   * salt' -> salt, 'orange sugar' -> sugar, 'lamb stock' -> beef broth are guesses), and a fuzzy
   * one only at MATCH_THRESHOLD or above. Neither is offered, even as a guess, when it is plainly
   * another food: a form of another food than written ('ginger juice' -> juice, 'tuna steak' ->
   * steak: see formKind), or a narrower kind of what is written ('pork' -> salt pork, 'cheese' ->
   * cottage cheese: a generic name is not one of its kinds, and a guess is shown to the cook).
   */
  function closeMatch(names: readonly LookupName[], exact: Map<string, FoodMatch>, candidates: Map<string, FoodMatch[]>, carried = ''): NameMatch | null {
    const base = baseName(names);
    // Words the food leaves unexplained that name another food.
    const otherFoodWords = (match: FoodMatch) =>
      wordsBeyond(base, [match.food.name, ...match.food.aliases]).filter((word) =>
        wordForms(word).some((form) => {
          const food = exact.get(form)?.food;
          return food !== undefined && food.id !== match.food.id;
        }),
      );
    // A word the food leaves unexplained may name another food, or another state of it ('smoked
    // mackerel' against raw mackerel: see changedState).
    const namesOtherFood = (match: FoodMatch) =>
      changedState(`${carried} ${base}`, foodState(match)).length > 0 ||
      otherFoodWords(match).length > 0 ||
      unnamedKind(base, [match.food.name, ...match.food.aliases]) !== undefined;
    const kind = formKind(base);
    const otherForm = (match: FoodMatch) => kind !== undefined && otherFoodWords(match).some((word) => wordForms(word).includes(kind));
    const options: NameMatch[] = [];
    const words = base.split(' ').length;
    const contained = containedNames(base).find((c) => exact.has(c.name));
    if (contained) {
      const match = { ...exact.get(contained.name)!, exact: false, score: Math.round((contained.name.split(' ').length / words) * 1000) / 1000 };
      if (!otherForm(match)) options.push({ match, confident: !namesOtherFood(match) });
    }
    // A run of foods of like kind with nothing between them is the first of them (see foodList).
    const [first] = foodList(literalName(names), (n) => (exact.has(n) ? (exact.get(n)!.food.category ?? '') : undefined));
    if (first !== undefined) options.push({ match: { ...exact.get(first)!, exact: false, score: Math.round((first.split(' ').length / words) * 1000) / 1000 }, confident: true });
    // A head noun that names no food may be a typo of one ('cucmbers'), tried when no food has the head itself: see namesHead.
    const fuzzyOf = (typoHead: boolean) => {
      let best: FoodMatch | null = null;
      for (const { name } of names.filter((n) => !n.exactOnly)) {
        const match = candidates.get(name)?.find((c) => namesHead(name, [c.food.name, ...c.food.aliases], c.food.category, typoHead));
        if (match && (best === null || match.score > best.score)) best = match;
      }
      return best;
    };
    const strict = fuzzyOf(false);
    const fuzzy = strict ?? (headNoun(base).some((w) => exact.has(w)) ? null : fuzzyOf(true));
    // A food found through a typo of the head is confident only when it has every other word
    // written too, give or take a typo ('kosher sale' is kosher salt; 'pickling cucmbers' no plain cucumber).
    const byTypo = (match: FoodMatch) => match !== strict && wordsBeyond(base, [match.food.name, ...match.food.aliases], true).length > 0;
    if (fuzzy && !otherForm(fuzzy) && !narrower(base, fuzzy))
      options.push({ match: fuzzy, confident: fuzzy.score >= MATCH_THRESHOLD && !namesOtherFood(fuzzy) && !byTypo(fuzzy) });
    options.sort((a, b) => Number(b.confident) - Number(a.confident) || b.match.score - a.match.score);
    return options[0] ?? null;
  }

  /** Each line's lookup key, and the food found for each key (null: none). */
  async function matchLines(lines: readonly WrittenAmount[]) {
    // Foods are named in English: a recipe in another language is looked up by the English names.
    const language = detectLanguage(lines.map((line) => `${line.name} ${line.preparation ?? ''}`));
    const matches = new Map<string, NameMatch | null>();
    const wanted = new Map<string, LookupName[]>();
    // Each line's names are worked out once; its key finds its food again.
    const keys = new Map<WrittenAmount, string>();
    for (const line of lines) {
      const names = lookupNames(countedName(englishFoodName(line.name, language), line), line.preparation);
      const key = lookupKey(names);
      keys.set(line, key);
      const hit = cached(key);
      if (hit !== undefined) matches.set(key, hit);
      else wanted.set(key, names);
    }
    for (const [key, match] of await matchAll(wanted)) {
      remember(key, match);
      matches.set(key, match);
    }
    return { keys, matches };
  }

  let names: { list: Promise<string[][]>; until: number } | null = null;
  /** Each name's food's names by exact lookup (sameFoodNames), remembered like a match. */
  const sameNames = new Map<string, { names: string[]; until: number }>();

  return {
    /** Each curated food's names (its name, then aliases), remembered as long as a match (the table changes only by seeding or an import). */
    async knownNames(): Promise<string[][]> {
      if (!names || names.until <= now()) names = { list: foods.curatedNames(), until: now() + MATCH_CACHE_TTL_MS };
      const kept = names;
      return kept.list.catch((error: unknown) => {
        if (names === kept) names = null;
        throw error;
      });
    },

    /**
     * For each name, the names (its own, then its aliases) of the food it names exactly (a name or
     * alias of the food, or its simple singular); none when no food has it. No fuzzy lookup: what a
     * cook filters by is a food's own name, and this is asked on every new list a visitor filters.
     */
    async sameFoodNames(wanted: readonly string[]): Promise<string[][]> {
      const keyOf = (name: string) => name.trim().toLowerCase();
      const unknown = [...new Set(wanted.map(keyOf))].filter((key) => (sameNames.get(key)?.until ?? 0) <= now());
      if (unknown.length > 0) {
        const found = await foods.findExact(unknown);
        for (const key of unknown) {
          const food = found.get(key)?.food;
          sameNames.delete(key);
          if (sameNames.size >= MATCH_CACHE_ENTRIES) sameNames.delete(sameNames.keys().next().value!);
          sameNames.set(key, { names: food ? [food.name, ...food.aliases] : [], until: now() + MATCH_CACHE_TTL_MS });
        }
      }
      return wanted.map((name) => sameNames.get(keyOf(name))?.names ?? []);
    },

    /** The food each line names, in the lines' order (null: no food close enough), as analyze matches them. */
    async foodsOf(lines: readonly WrittenAmount[]): Promise<(NameMatch | null)[]> {
      const { keys, matches } = await matchLines(lines);
      return lines.map((line) => matches.get(keys.get(line)!) ?? null);
    },

    async analyze(lines: readonly WrittenAmount[], servings: number): Promise<NutritionAnalysis> {
      const { keys, matches } = await matchLines(lines);
      const found = [...matches.values()].filter((m): m is NameMatch => m !== null);
      const portions = await foods.portionsOf([...new Set(found.map((m) => m.match.food.id))]);
      const byKey = new Map<string, FoodForLine | null>();
      for (const [key, entry] of matches) {
        if (entry === null) {
          byKey.set(key, null);
          continue;
        }
        const { match, confident } = entry;
        const { food } = match;
        byKey.set(key, {
          name: food.name,
          gramsPerMl: food.gramsPerMl,
          refusePct: food.refusePct,
          portions: portions.get(food.id) ?? [],
          per100g: food.nutrients,
          confident,
          match: { id: food.id, name: food.name, source: food.source, sourceId: food.sourceId, confidence: match.score },
        });
      }
      return analyzeLines(lines, servings, (line) => byKey.get(keys.get(line)!) ?? null);
    },
  };
}

export type NutritionAnalyzer = ReturnType<typeof createNutritionAnalyzer>;
