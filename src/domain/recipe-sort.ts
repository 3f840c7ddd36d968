/**
 * The orders of a recipe list (issue 19, ADR 0022), stated once: the repository's SQL follows
 * these rules and the tests hold it to them. Every order ends newest first (id descending), so a
 * page cursor is the last item's sort key and id.
 */
import type { Nutrition, RecipeSort } from '../contracts/recipe';
import { notCountedLines, type CountableLine } from './nutrition-coverage';
import { normalizeTerm, searchTerms, type RecipeFilters } from './search';

/** The sort a list is read in: relevance only means something with free text, and is its default. */
export function effectiveSort(sort: RecipeSort | undefined, filters: RecipeFilters): RecipeSort {
  if (sort === undefined || sort === 'relevance') return filters.text ? 'relevance' : 'newest';
  return sort;
}

/** Text as whole words: lower-cased, every run of other characters one space, a space at each end. */
export function wholeWords(text: string): string {
  return ` ${normalizeTerm(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

/**
 * How well a recipe's title answers a search: 0 when every term of it is a whole word (or phrase)
 * of the title, 1 when every term is in the title, as part of a word, 2 otherwise (found in the
 * other fields). Excluded terms play no part.
 */
export function relevanceTier(title: string, text: string): 0 | 1 | 2 {
  return relevanceTierOf(title, searchTerms(text).include);
}

/** relevanceTier for a query already read into its terms (`searchTerms(text).include`). */
export function relevanceTierOf(title: string, include: readonly string[]): 0 | 1 | 2 {
  const words = wholeWords(title);
  if (include.map(wholeWords).every((term) => term.trim() !== '' && words.includes(term))) return 0;
  const lower = normalizeTerm(title);
  return include.every((term) => lower.includes(term)) ? 1 : 2;
}

/** One serving's calories where every line with an amount was counted; null otherwise (a lower bound would sort as lighter). */
export function caloriesToSort(nutrition: Pick<Nutrition, 'calories'> | null, ingredients: readonly CountableLine[]): number | null {
  return nutrition && notCountedLines(ingredients).length === 0 ? nutrition.calories : null;
}

/** Whether a sort puts higher keys first (most protein); every other puts lower keys first. */
export function isDescending(sort: RecipeSort): boolean {
  return sort === 'protein';
}

/** What a list card shows that its order reads. */
export interface SortableCard {
  title: string;
  totalTime: { value: number } | null;
  nutrition: Pick<Nutrition, 'calories' | 'protein'> | null;
  /** lines with an amount the nutrition leaves out (the card's count, notCountedLines) */
  notCounted: number;
}

/** A card's key in a list's order, as the list sorted it (its cursor's key): null newest first. */
export function cardSortKey(sort: RecipeSort, card: SortableCard, text: string): number | null {
  switch (sort) {
    case 'newest':
      return null;
    case 'relevance':
      return relevanceTier(card.title, text);
    case 'quickest':
      return card.totalTime?.value ?? null;
    case 'calories':
      return card.nutrition && card.notCounted === 0 ? card.nutrition.calories : null;
    case 'protein':
      return card.nutrition?.protein ?? null;
  }
}

/** The sort key of an item: lower first, except protein (higher first); null (no figure) always last. */
export interface SortKey {
  key: number | null;
  id: number;
}

/** The nextCursor of a page that ends with `last`: its id alone when newest first. */
export function sortCursor(sort: RecipeSort, last: SortKey): string {
  return sort === 'newest' ? String(last.id) : `${last.key ?? 'n'}_${last.id}`;
}

/** A cursor (recipeListCursorSchema) read for a sort; null when it was written for another sort. */
export function readSortCursor(sort: RecipeSort, cursor: string): SortKey | null {
  const at = cursor.indexOf('_');
  if ((sort === 'newest') !== (at === -1)) return null;
  const id = Number(cursor.slice(at + 1));
  if (at === -1) return { key: null, id };
  const key = cursor.slice(0, at);
  return { key: key === 'n' ? null : Number(key), id };
}

/** Items in a list's order: by key, lower first (higher with `descending`), no key last, then newest first. */
export function inListOrder<T extends { id: number }>(items: readonly T[], keyOf: (item: T) => number | null, descending = false): T[] {
  return [...items].sort((a, b) => compareInListOrder({ key: keyOf(a), id: a.id }, { key: keyOf(b), id: b.id }, descending));
}

/** The order of inListOrder for two sort keys: negative when `a` comes first. */
export function compareInListOrder(a: SortKey, b: SortKey, descending: boolean): number {
  if (a.key !== b.key) {
    if (a.key === null) return 1;
    if (b.key === null) return -1;
    return descending ? b.key - a.key : a.key - b.key;
  }
  return b.id - a.id;
}
