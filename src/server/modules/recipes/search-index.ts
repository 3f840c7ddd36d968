import type { RecipeSort } from '../../../contracts/constants';
import { compareInListOrder, isDescending, relevanceTierOf, type SortKey } from '../../../domain/recipe-sort';
import { SEARCH_FIELD_SEPARATOR, searchTermsMatch, type SearchTerms } from '../../../domain/search';
import { ingredientsMatch, wordPart, type IngredientFilters } from '../../../domain/ingredient-filter';
import { BUCKETS, emptyTally, FACET_GROUPS, passesFacets, tallyRecipe, tallyValue, withinBucket, KEY_GROUPS, NUMBER_GROUPS, type FacetFilters, type FacetGroup, type FacetTally, type KeyGroup, type NumberGroup } from '../../../domain/recipe-facets';
import { Bits, eachWord, isOneWord, VocabularyBuilder, type Vocabulary } from './search-vocabulary';
import { CORRECTABLE_LENGTH, innerTrigrams, trigramSimilarity, wordTrigrams } from '../../../domain/trigram';

/**
 * The visitors' catalogue as a word index in memory (ADR 0023): what a public recipe is searched
 * and ordered by, so a list of visitors' recipes is worked out without the database reading every
 * match. Exactly the rules of domain/search and domain/recipe-sort, by construction:
 *
 * - A term of letters and digits only is inside some field iff it is inside one of that field's
 *   words (maximal runs of letters and digits), so the recipes holding it are the union of the
 *   postings of every indexed word containing it. Terms with other characters (a quoted phrase,
 *   'pan-fried') are not answered here (`answerable`); the database answers them.
 * - Relevance tiers come from the title's words the same way: a term is a whole word of the title
 *   iff it equals one of them, and in the title iff it is inside one.
 *
 * Recipes that changed since the index was built are kept beside it (`overlay`) and matched with
 * the domain's own functions; their slots in the built part are dead.
 */

/** What the index holds of one public recipe. */
export interface IndexedRecipe {
  id: number;
  /** the search text as the database stores it: lower-cased fields joined by SEARCH_FIELD_SEPARATOR, the title first */
  searchText: string;
  categoryKeys: string[];
  tagKeys: string[];
  dietKeys: string[];
  /** each ingredient line's key (domain/ingredient-filter ingredientKey) */
  ingredientKeys: string[];
  totalMinutes: number | null;
  caloriesToSort: number | null;
  proteinToSort: number | null;
}

/** What a list or its facets are filtered by: the terms, the ingredients, the facet filters. */
export interface IndexFilters {
  terms: SearchTerms;
  ingredients?: IngredientFilters;
  facets: FacetFilters;
}

export interface IndexQuery extends IndexFilters {
  sort: RecipeSort;
  after?: SortKey;
  limit: number;
}

/** One answer: a recipe and its sort key (the tier for relevance, null when newest first). */
export interface Ranked {
  id: number;
  key: number | null;
}

/** Whether the index can answer these terms (letters and digits only), or the database must. */
export function answerable(terms: SearchTerms): boolean {
  return [...terms.include, ...terms.exclude].every(isOneWord);
}

type SortedBy = Exclude<RecipeSort, 'newest' | 'relevance'>;
const SORTED_BY = ['quickest', 'calories', 'protein'] as const satisfies readonly SortedBy[];
/** The key of each sort other than newest and relevance. */
const SORTED: Record<SortedBy, (recipe: IndexedRecipe) => number | null> = {
  quickest: (r) => r.totalMinutes,
  calories: (r) => r.caloriesToSort,
  protein: (r) => r.proteinToSort,
};
/** The figure a number facet reads is a sort's key. */
const FIGURE_KEYS: Record<NumberGroup, SortedBy> = { maxMinutes: 'quickest', maxCalories: 'calories', minProtein: 'protein' };

/** A sorted answer takes its found slots and sorts them when they are at most 1/2^SPARSE_SHIFT of the index (1/32). */
const SPARSE_SHIFT = 5;

function isAfter(item: Ranked, after: SortKey, descending: boolean): boolean {
  return compareInListOrder(item, after, descending) > 0;
}

/**
 * Takes the visitors' recipes newest first (id descending), one at a time, keeping only what the
 * index needs of each (not their text), so a build holds little more than the index it makes.
 */
export class SearchIndexBuilder {
  private readonly ids: number[] = [];
  private readonly words = new VocabularyBuilder();
  private readonly titleWords = new VocabularyBuilder();
  private readonly categories = new Map<string, number[]>();
  private readonly tags = new Map<string, number[]>();
  private readonly diets = new Map<string, number[]>();
  private readonly ingredientLines = new VocabularyBuilder();
  private readonly ingredientWords = new VocabularyBuilder();
  private readonly keys: Record<SortedBy, number[]> = { quickest: [], calories: [], protein: [] };

  add(recipe: IndexedRecipe): void {
    const slot = this.ids.length;
    if (slot > 0 && recipe.id >= this.ids[slot - 1]!) throw new Error('search index: recipes must come newest first');
    this.ids.push(recipe.id);
    this.words.addSlot(recipe.searchText);
    this.titleWords.addSlot(titleOf(recipe));
    for (const key of recipe.categoryKeys) listAdd(this.categories, key, slot);
    for (const key of recipe.tagKeys) listAdd(this.tags, key, slot);
    for (const key of recipe.dietKeys) listAdd(this.diets, key, slot);
    this.ingredientLines.addSlotEntries(recipe.ingredientKeys);
    this.ingredientWords.addSlotEntries([...new Set(recipe.ingredientKeys.flatMap((key) => key.split(' ')).filter((word) => word !== ''))]);
    for (const sort of SORTED_BY) this.keys[sort].push(SORTED[sort](recipe) ?? NaN);
  }

  build(): SearchIndex {
    const postings = (lists: Map<string, number[]>) => new Map([...lists].map(([key, slots]) => [key, Int32Array.from(slots)]));
    return new SearchIndex({
      ids: Int32Array.from(this.ids),
      words: this.words.build(),
      titleWords: this.titleWords.build(),
      keyed: { category: postings(this.categories), tag: postings(this.tags), diet: postings(this.diets) },
      ingredientLines: this.ingredientLines.build(),
      ingredientWords: this.ingredientWords.build(),
      keys: new Map(SORTED_BY.map((sort) => [sort, Float64Array.from(this.keys[sort])])),
    });
  }
}

interface Built {
  ids: Int32Array;
  words: Vocabulary;
  titleWords: Vocabulary;
  /** each key's slots, by group: category, tag, diet */
  keyed: Record<KeyGroup, Map<string, Int32Array>>;
  /** the distinct ingredient line keys, each with its slots */
  ingredientLines: Vocabulary;
  /** the words of the ingredient line keys, each with the slots of the recipes having a line with it */
  ingredientWords: Vocabulary;
  keys: Map<SortedBy, Float64Array>;
}

/** The built part: immutable once made, but for slots marked dead when their recipe changes. */
export class SearchIndex {
  private readonly ids: Int32Array;
  private readonly words: Vocabulary;
  private readonly titleWords: Vocabulary;
  private readonly keyed: Record<KeyGroup, Map<string, Int32Array>>;
  private readonly ingredientLines: Vocabulary;
  private readonly ingredientWords: Vocabulary;
  private readonly keys: Map<SortedBy, Float64Array>;
  /** Each sort's slots in its order. */
  private readonly orders: Map<SortedBy, Int32Array>;
  /** Each sort's place of each slot in its order (the inverse of `orders`). */
  private readonly places: Map<SortedBy, Int32Array>;
  private readonly dead: Bits;
  /**
   * Recipes changed since the build: their current form with its fields (split once, not per
   * answer), or null when visitors no longer see them.
   */
  private readonly overlay = new Map<number, { recipe: IndexedRecipe; fields: string[] } | null>();
  /** The words of the changed recipes visitors see, each with how many of them hold it (for closestWord). */
  private readonly overlayWords = new Map<string, number>();

  constructor(built: Built) {
    ({ ids: this.ids, words: this.words, titleWords: this.titleWords, keyed: this.keyed, ingredientLines: this.ingredientLines, ingredientWords: this.ingredientWords, keys: this.keys } = built);
    this.orders = new Map(SORTED_BY.map((sort) => [sort, inOrder(this.ids, this.keys.get(sort)!, isDescending(sort))]));
    this.places = new Map(
      [...this.orders].map(([sort, order]) => {
        const place = new Int32Array(order.length);
        order.forEach((slot, i) => (place[slot] = i));
        return [sort, place];
      }),
    );
    this.dead = new Bits(this.ids.length);
  }

  get size(): number {
    return this.ids.length;
  }

  /** How many recipes changed since the build (a rebuild is due when many have). */
  get changedSinceBuild(): number {
    return this.overlay.size;
  }

  /** A recipe as visitors now see it (null: they no longer do). */
  update(id: number, recipe: IndexedRecipe | null): void {
    const slot = this.slotOf(id);
    if (slot !== -1) this.dead.add(slot);
    const before = this.overlay.get(id);
    if (before) for (const word of wordsOf(before.recipe.searchText)) this.overlayWords.set(word, this.overlayWords.get(word)! - 1);
    if (recipe) for (const word of wordsOf(recipe.searchText)) this.overlayWords.set(word, (this.overlayWords.get(word) ?? 0) + 1);
    this.overlay.set(id, recipe && { recipe, fields: recipe.searchText.split(SEARCH_FIELD_SEPARATOR) });
  }

  /**
   * The word of visitors' recipes most alike `term` (domain/trigram, pg_trgm's similarity), at least
   * `least` alike and of CORRECTABLE_LENGTH, the one more recipes hold on a tie, then the first in
   * order: what the database's closestWord answers from search_words. `term` is one word of three
   * letters or more. Only words some recipe visitors see holds now are taken.
   */
  closestWord(term: string, least: number): string | null {
    const wanted = wordTrigrams(term);
    const chars = [...term];
    // Shared inner trigrams, counted per word: a word as alike as `least` shares one or begins with the same two letters (domain/trigram).
    const shared = new Map<number, number>();
    for (const trigram of innerTrigrams(term)) for (const word of this.words.wordsContaining(trigram)) shared.set(word, (shared.get(word) ?? 0) + 1);
    for (const word of this.words.wordsStartingWith(chars[0]! + chars[1]!)) if (!shared.has(word)) shared.set(word, 0);
    const candidates = new Map<string, number>();
    // Beside its inner trigrams a word shares the padded ends' only as it begins and ends like `term`;
    // at least `least` of `term`'s own must be shared (the union is no smaller than them).
    const [first, second, beforeLast, last] = [chars[0]!, chars[0]! + chars[1]!, chars.at(-2)!, chars.at(-1)!];
    for (const [number, inner] of shared) {
      const word = this.words.word(number);
      const ends = Number(word.startsWith(first)) + Number(word.startsWith(second)) + Number(word.endsWith(beforeLast + last));
      if (inner + ends >= least * wanted.size) candidates.set(word, number);
    }
    for (const [word, count] of this.overlayWords) if (count > 0 && !candidates.has(word)) candidates.set(word, this.words.find(word));
    let best: { word: string; similarity: number; count: number } | null = null;
    for (const [word, number] of candidates) {
      const length = [...word].length;
      if (length < CORRECTABLE_LENGTH.min || length > CORRECTABLE_LENGTH.max) continue;
      const similarity = trigramSimilarity(wanted, wordTrigrams(word));
      if (similarity < least || (best && similarity < best.similarity)) continue;
      const count = (number === -1 ? 0 : this.words.liveCount(number, this.dead)) + (this.overlayWords.get(word) ?? 0);
      if (count === 0) continue;
      if (!best || similarity > best.similarity || count > best.count || (count === best.count && word < best.word)) best = { word, similarity, count };
    }
    return best?.word ?? null;
  }

  /** Up to `limit` recipes matching the query, in its order, after its cursor. */
  answer(query: IndexQuery): Ranked[] {
    const descending = isDescending(query.sort);
    const built = this.builtAnswer(query);
    const changed: Ranked[] = [];
    for (const entry of this.overlay.values()) {
      if (entry === null || !matches(entry.recipe, entry.fields, query)) continue;
      const item = { id: entry.recipe.id, key: keyOf(entry.recipe, entry.fields[0]!, query) };
      if (!query.after || isAfter(item, query.after, descending)) changed.push(item);
    }
    if (changed.length === 0) return built;
    return [...built, ...changed].sort((a, b) => compareInListOrder(a, b, descending)).slice(0, query.limit);
  }

  /**
   * The facets of the list `filters` make (domain/recipe-facets): each group counted over the
   * recipes passing every filter but its own.
   */
  facetTally(filters: IndexFilters): FacetTally {
    const base = this.baseFound(filters);
    const groups = new Map<FacetGroup, Bits>();
    for (const group of FACET_GROUPS) {
      const bits = this.groupBits(group, filters.facets);
      if (bits) groups.set(group, bits);
    }
    const passingAllBut = (skipped: FacetGroup | null) => {
      const found = base.copy();
      for (const [group, bits] of groups) if (group !== skipped) found.and(bits);
      return found;
    };
    const tally = emptyTally();
    const all = passingAllBut(null);
    tally.total = all.count();
    for (const group of KEY_GROUPS) {
      const found = groups.has(group) ? passingAllBut(group) : all;
      for (const [key, slots] of this.keyed[group]) {
        let count = 0;
        for (const slot of slots) if (found.has(slot)) count++;
        if (count > 0) tallyValue(tally, group, key, count);
      }
    }
    for (const group of NUMBER_GROUPS) {
      const found = groups.has(group) ? passingAllBut(group) : all;
      const figures = this.keys.get(FIGURE_KEYS[group])!;
      found.forEach((slot) => {
        const figure = keyAt(figures, slot);
        for (const value of BUCKETS[group]) if (withinBucket(group, figure, value)) tallyValue(tally, group, value);
      });
    }
    for (const entry of this.overlay.values()) {
      if (entry !== null && matchesBeforeFacets(entry.recipe, entry.fields, filters)) tallyRecipe(tally, entry.recipe, filters.facets);
    }
    return tally;
  }

  /** How many recipes the filters find. */
  count(filters: IndexFilters): number {
    let count = this.builtFound(filters).count();
    for (const entry of this.overlay.values()) if (entry !== null && matches(entry.recipe, entry.fields, filters)) count++;
    return count;
  }

  /** The built slots (changed ones aside) every filter finds. */
  private builtFound(filters: IndexFilters): Bits {
    const found = this.baseFound(filters);
    for (const group of FACET_GROUPS) {
      const bits = this.groupBits(group, filters.facets);
      if (bits) found.and(bits);
    }
    return found;
  }

  /** The built slots (changed ones aside) the terms and ingredients find, before the facet filters. */
  private baseFound({ terms, ingredients }: IndexFilters): Bits {
    const size = this.size;
    const found = Bits.all(size).andNot(this.dead);
    for (const term of terms.include) found.and(this.words.containing(term, new Bits(size)));
    for (const term of terms.exclude) found.andNot(this.words.containing(term, new Bits(size)));
    for (const wanted of ingredients?.with ?? []) found.and(this.linesHolding(wanted.alternatives, false));
    for (const avoided of ingredients?.without ?? []) found.andNot(this.linesHolding(avoided.alternatives, true));
    return found;
  }

  /**
   * Slots with a line holding one of the alternatives (domain/ingredient-filter lineHolds). A
   * one-word alternative is a word of the line (avoided: a line word ending with it), read from the
   * line words' postings; only alternatives of several words, which must share one line, search
   * the lines themselves. At 85k distinct real ingredient lines (data/ingredient-lines) searching
   * the lines took 2.4-8.8 ms a name.
   */
  private linesHolding(alternatives: string[][], avoided: boolean): Bits {
    const found = new Bits(this.size);
    const several: string[][] = [];
    for (const words of alternatives) {
      if (words.length !== 1) several.push(words.map((word) => wordPart(word, avoided)));
      else if (avoided) this.ingredientWords.endingWith(words[0]!, found);
      else this.ingredientWords.exact(words[0]!, found);
    }
    // A line several alternatives find (a food's names overlap) has its slots read once.
    return several.length === 0 ? found : this.ingredientLines.containingAny(several, found);
  }

  /** The slots passing one facet filter; null when the group is not filtered. */
  private groupBits(group: FacetGroup, filters: FacetFilters): Bits | null {
    const wanted = filters[group];
    if (wanted === undefined) return null;
    const bits = new Bits(this.size);
    if (typeof wanted === 'string') return bits.addAll(this.keyed[group as KeyGroup].get(wanted) ?? new Int32Array());
    const figures = this.keys.get(FIGURE_KEYS[group as NumberGroup])!;
    for (let slot = 0; slot < this.size; slot++) if (withinBucket(group as NumberGroup, keyAt(figures, slot), wanted)) bits.add(slot);
    return bits;
  }

  private builtAnswer(query: IndexQuery): Ranked[] {
    const size = this.size;
    const found = this.builtFound(query);
    const out: Ranked[] = [];
    const { sort, after, limit } = query;
    if (sort === 'newest' || sort === 'relevance') {
      const tiers = sort === 'relevance' ? this.tiers(query.terms.include, found) : [found];
      tiers.forEach((tier, key) => {
        const rank = sort === 'relevance' ? key : null;
        if (after && rank !== null && (after.key === null || rank < after.key)) return;
        const from = after && (rank === null || rank === after.key) ? this.firstOlderThan(after.id) : 0;
        for (let slot = tier.nextSet(from); slot !== -1 && out.length < limit; slot = tier.nextSet(slot + 1)) out.push({ id: this.ids[slot]!, key: rank });
      });
      return out;
    }
    const keys = this.keys.get(sort)!;
    const descending = isDescending(sort);
    const ranked = (slot: number) => ({ id: this.ids[slot]!, key: keyAt(keys, slot) });
    if (found.count() <= size >>> SPARSE_SHIFT) {
      // Few found: their slots sorted by place in the order cost less than walking the whole order.
      const place = this.places.get(sort)!;
      const slots: number[] = [];
      found.forEach((slot) => {
        if (!after || isAfter(ranked(slot), after, descending)) slots.push(slot);
      });
      return slots.sort((a, b) => place[a]! - place[b]!).slice(0, limit).map(ranked);
    }
    for (const slot of this.orders.get(sort)!) {
      if (out.length === limit) break;
      if (!found.has(slot)) continue;
      const item = ranked(slot);
      if (!after || isAfter(item, after, descending)) out.push(item);
    }
    return out;
  }

  /** The found slots split by relevance tier (domain/recipe-sort relevanceTier): whole words of the title, in the title, elsewhere. */
  private tiers(include: string[], found: Bits): Bits[] {
    const size = this.size;
    const whole = found.copy();
    const inTitle = found.copy();
    for (const term of include) {
      whole.and(this.titleWords.exact(term, new Bits(size)));
      inTitle.and(this.titleWords.containing(term, new Bits(size)));
    }
    return [whole, inTitle.andNot(whole), found.andNot(inTitle).andNot(whole)];
  }

  private slotOf(id: number): number {
    const slot = this.firstOlderThan(id + 1);
    return slot < this.size && this.ids[slot] === id ? slot : -1;
  }

  /** The first slot whose id is below `id` (slots run newest first). */
  private firstOlderThan(id: number): number {
    let [low, high] = [0, this.size];
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.ids[mid]! < id) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}

/** Slots in a sort's order (compareInListOrder; NaN is no key); slots run newest first, so ids fall as slots rise. */
function inOrder(ids: Int32Array, keys: Float64Array, descending: boolean): Int32Array {
  const ranked = Array.from(ids, (id, slot): Ranked => ({ id, key: keyAt(keys, slot) }));
  return Int32Array.from(ids.keys()).sort((a, b) => compareInListOrder(ranked[a]!, ranked[b]!, descending));
}

/** A slot's sort key (NaN stands for none in the key arrays). */
function keyAt(keys: Float64Array, slot: number): number | null {
  return Number.isNaN(keys[slot]!) ? null : keys[slot]!;
}

/** Each word of a text once. */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  eachWord(text, (word) => words.add(word));
  return words;
}

function listAdd(lists: Map<string, number[]>, key: string, slot: number): void {
  const list = lists.get(key);
  if (list === undefined) lists.set(key, [slot]);
  else if (list.at(-1) !== slot) list.push(slot);
}

function titleOf(recipe: IndexedRecipe): string {
  const end = recipe.searchText.indexOf(SEARCH_FIELD_SEPARATOR);
  return end === -1 ? recipe.searchText : recipe.searchText.slice(0, end);
}

/** Whether a changed recipe passes the terms and ingredients (the facet filters aside). */
function matchesBeforeFacets(recipe: IndexedRecipe, fields: string[], filters: IndexFilters): boolean {
  if (filters.ingredients && !ingredientsMatch(recipe.ingredientKeys, filters.ingredients)) return false;
  return searchTermsMatch(fields, filters.terms);
}

function matches(recipe: IndexedRecipe, fields: string[], query: IndexFilters): boolean {
  return passesFacets(recipe, query.facets) && matchesBeforeFacets(recipe, fields, query);
}

function keyOf(recipe: IndexedRecipe, title: string, query: IndexQuery): number | null {
  if (query.sort === 'newest') return null;
  if (query.sort === 'relevance') return relevanceTierOf(title, query.terms.include);
  return SORTED[query.sort](recipe);
}
