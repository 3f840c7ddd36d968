import type { NutritionAnalysis } from '../../../contracts/nutrition-analysis';
import { analyzeLines, type FoodForLine } from '../../../domain/nutrition/analyze';
import { detectLanguage, englishFoodName } from '../../../domain/language';
import { lookupNames, type LookupName } from '../../../domain/nutrition/food-name';
import type { WrittenAmount } from '../../../domain/nutrition/grams';
import type { FoodMatch, FoodsRepo } from './foods-repo';

/**
 * The least pg_trgm similarity at which a written name is taken to mean a food. Chosen on the
 * demo catalogue's 232 distinct ingredient names (after lookupNames drops notes and descriptive
 * words): every best match at or above 0.5 names the right food or a close stand-in ('cooked
 * brown basmati rice' -> cooked brown rice 0.72, 'low-sodium vegetable broth' -> vegetable broth
 * 0.59); below it they are wrong ('extra-lean ham' -> extra-lean ground beef 0.42, 'agar-agar
 * powder' -> garlic powder 0.44, 'dried Italian herbs' -> poultry seasoning 0.48).
 * `npm run bench -- nutrition` prints the catalogue's match rate at this threshold.
 */
export const MATCH_THRESHOLD = 0.5;

/** The key a line is matched once under, however many lines repeat it: the names it is looked up by. */
const lookupKey = (names: readonly LookupName[]) => names.map((n) => `${n.exactOnly ? '=' : ''}${n.name.toLowerCase()}`).join('|');

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
 * whole recipe in one query, the fuzzy search only for what that leaves; all the matched foods'
 * measures come in one query. Nothing here depends on who asks.
 */
export function createNutritionAnalyzer(foods: FoodsRepo, now: () => number = Date.now) {
  const cache = new Map<string, { match: FoodMatch | null; until: number }>();

  function cached(key: string): FoodMatch | null | undefined {
    const hit = cache.get(key);
    return hit && hit.until > now() ? hit.match : undefined;
  }

  function remember(key: string, match: FoodMatch | null): void {
    cache.delete(key);
    // Oldest first out: a Map iterates in insertion order.
    if (cache.size >= MATCH_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { match, until: now() + MATCH_CACHE_TTL_MS });
  }

  /**
   * The food for each set of lookup names: exact hits for all of them in one query, then the
   * fuzzy search, name by name, only for the sets without one.
   */
  async function matchAll(wanted: Map<string, LookupName[]>): Promise<Map<string, FoodMatch | null>> {
    const exact = await foods.findExact([...new Set([...wanted.values()].flat().map((n) => n.name))]);
    const matches = new Map<string, FoodMatch | null>();
    for (const [key, names] of wanted) {
      const hit = names.map((n) => exact.get(n.name)).find((m) => m !== undefined);
      matches.set(key, hit ?? (await fuzzyMatch(names)));
    }
    return matches;
  }

  async function fuzzyMatch(names: readonly LookupName[]): Promise<FoodMatch | null> {
    let best: FoodMatch | null = null;
    for (const { name } of names.filter((n) => !n.exactOnly)) {
      const [match] = await foods.findBestMatches(name, 1);
      if (match && (best === null || match.score > best.score)) best = match;
    }
    return best !== null && best.score >= MATCH_THRESHOLD ? best : null;
  }

  return {
    async analyze(lines: readonly WrittenAmount[], servings: number): Promise<NutritionAnalysis> {
      // Foods are named in English: a recipe in another language is looked up by the English names.
      const language = detectLanguage(lines.map((line) => `${line.name} ${line.preparation ?? ''}`));
      const keyOf = (line: WrittenAmount) => lookupKey(lookupNames(englishFoodName(line.name, language), line.preparation));
      const matches = new Map<string, FoodMatch | null>();
      const wanted = new Map<string, LookupName[]>();
      for (const line of lines) {
        const names = lookupNames(englishFoodName(line.name, language), line.preparation);
        const key = lookupKey(names);
        const hit = cached(key);
        if (hit !== undefined) matches.set(key, hit);
        else wanted.set(key, names);
      }
      for (const [key, match] of await matchAll(wanted)) {
        remember(key, match);
        matches.set(key, match);
      }
      const found = [...matches.values()].filter((m): m is FoodMatch => m !== null);
      const portions = await foods.portionsOf([...new Set(found.map((m) => m.food.id))]);
      const byKey = new Map<string, FoodForLine | null>();
      for (const [key, match] of matches) {
        if (match === null) {
          byKey.set(key, null);
          continue;
        }
        const { food } = match;
        byKey.set(key, {
          name: food.name,
          gramsPerMl: food.gramsPerMl,
          portions: portions.get(food.id) ?? [],
          per100g: food.nutrients,
          match: { id: food.id, name: food.name, source: food.source, sourceId: food.sourceId, confidence: match.score },
        });
      }
      return analyzeLines(lines, servings, (line) => byKey.get(keyOf(line)) ?? null);
    },
  };
}

export type NutritionAnalyzer = ReturnType<typeof createNutritionAnalyzer>;
