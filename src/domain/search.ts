/**
 * What a search matches (SPEC section 5, widened by issue 19, ADR 0022), shared by the database
 * (whose trigger builds the same indexed text, migration 0025) and by tests (which use
 * `matchesRecipeFilters` as the reference implementation).
 */
import { authorSearchName, type NameParts } from './authors';
import { wantedIngredient, type IngredientFilters } from './ingredient-filter';
import type { FacetFilters } from './recipe-facets';

/** Separates fields in the indexed search text so a term never matches across two fields. */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

export interface SearchableRecipe {
  title: string;
  subtitle: string | null;
  description: string | null;
  tags: string[];
  categories: string[];
  dietaryAttributes: string[];
  ingredients: { name: string }[];
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  /** an author with a private profile is anonymous: their name finds nothing (issue 14) */
  authorProfileVisible: boolean | null;
}

export interface RecipeFilters extends FacetFilters {
  /** free text: its words (searchTerms), each matched by substring against any searched field */
  text?: string;
  /** '@name' searches: substring of the author's username */
  username?: string;
  /** must equal one of the recipe's categories (case-insensitive) */
  category?: string;
  /** must equal one of the recipe's tags (case-insensitive) */
  tag?: string;
  /**
   * the with/without ingredient filters (domain/ingredient-filter): each name as typed, until the
   * server widens it by the names of its food (recipes/service.ts)
   */
  ingredients?: IngredientFilters;
}

export function normalizeTerm(value: string): string {
  return value.split(SEARCH_FIELD_SEPARATOR).join(' ').trim().toLowerCase();
}

/** 'all', empty or absent mean no filter. */
export function normalizeFilterValue(value: string | undefined | null): string | undefined {
  if (value == null) return undefined;
  const v = normalizeTerm(value);
  return v === '' || v === 'all' ? undefined : v;
}

/**
 * Reads the search box: '@' followed by at least one character is a username search;
 * a bare '@' is no search at all.
 */
export function parseSearchText(raw: string | undefined | null): Pick<RecipeFilters, 'text' | 'username'> {
  if (raw == null) return {};
  const trimmed = raw.trim();
  if (trimmed.startsWith('@')) {
    const username = normalizeTerm(trimmed.slice(1));
    return username === '' ? {} : { username };
  }
  const text = normalizeTerm(trimmed);
  return text === '' ? {} : { text };
}

/**
 * Turns the browse query parameters into filters. SPEC section 2 says 'all' or an absent value means
 * no filter for every one of search, category and tag, so `?search=all` lists everything rather
 * than searching for the substring 'all'.
 */
export function buildFilters(query: {
  search?: string | null;
  category?: string | null;
  tag?: string | null;
  diet?: string | null;
  with?: string | null;
  without?: string | null;
  maxMinutes?: number | null;
  maxCalories?: number | null;
  minProtein?: number | null;
}): RecipeFilters {
  const search = query.search != null && normalizeTerm(query.search) === 'all' ? undefined : query.search;
  const filters: RecipeFilters = { ...parseSearchText(search) };
  const category = normalizeFilterValue(query.category);
  const tag = normalizeFilterValue(query.tag);
  const diet = normalizeFilterValue(query.diet);
  if (category) filters.category = category;
  if (tag) filters.tag = tag;
  if (diet) filters.diet = diet;
  const wanted = ingredientNames(query.with).map((name) => wantedIngredient(name));
  const avoided = ingredientNames(query.without).map((name) => wantedIngredient(name));
  if (wanted.length > 0 || avoided.length > 0) filters.ingredients = { with: wanted, without: avoided };
  for (const key of ['maxMinutes', 'maxCalories', 'minProtein'] as const) {
    const value = query[key];
    if (value != null) filters[key] = value;
  }
  return filters;
}

/** A with/without filter's names: comma-separated, trimmed and lower-cased, each once. */
export function ingredientNames(list: string | null | undefined): string[] {
  return [...new Set((list ?? '').split(',').map(normalizeTerm).filter((name) => name !== ''))];
}

/**
 * The fields free text searches, each lower-cased: title, subtitle, description, tags, categories,
 * diet attributes, ingredient names and the author's name (none for a private profile).
 */
export function searchFields(recipe: SearchableRecipe): string[] {
  const author: NameParts = { first_name: recipe.authorFirstName, last_name: recipe.authorLastName, username: recipe.authorUsername };
  return [
    recipe.title,
    recipe.subtitle ?? '',
    recipe.description ?? '',
    ...recipe.tags,
    ...recipe.categories,
    ...recipe.dietaryAttributes,
    ...recipe.ingredients.map((line) => line.name),
    recipe.authorProfileVisible === true ? authorSearchName(author) : '',
  ].map((part) => normalizeTerm(part));
}

/** The text the database indexes for free-text search (built there by migration 0025's trigger). */
export function buildSearchText(recipe: SearchableRecipe): string {
  return searchFields(recipe).join(SEARCH_FIELD_SEPARATOR);
}

/** Words that say nothing about a recipe: left out of a query that has others ('chicken and rice'). */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'with', 'in', 'on', 'for', 'to', 'or', '&']);

export interface SearchTerms {
  /** each must be found in some field */
  include: string[];
  /** none may be found in any field */
  exclude: string[];
}

/**
 * The words of a free-text query (lower-cased): each must be found, in any field, in any order.
 * "a phrase" in quotes is one term; -word excludes. Punctuation typed around a word ('chicken,')
 * is dropped, and filler words when others remain. Each only widens SPEC's one-substring match,
 * whose every answer is still found, except -word, which issue 19 asks for.
 */
export function searchTerms(text: string): SearchTerms {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [, minus, phrase, word] of normalizeTerm(text).matchAll(/(-?)(?:"([^"]*)"?|(\S+))/g)) {
    const term = phrase !== undefined ? phrase.split(/\s+/).filter(Boolean).join(' ') : trimPunctuation(word!);
    if (term === '') continue;
    (minus ? exclude : include).push(term);
  }
  const meaningful = include.filter((term) => !FILLER_WORDS.has(term));
  return { include: meaningful.length > 0 ? meaningful : include, exclude };
}

/** A query that `searchTerms` reads back as `terms` (a corrected search, shown to the cook). */
export function termsText({ include, exclude }: SearchTerms): string {
  // Quoted when it holds a space, or starts with '-' (unquoted it would read as an exclusion).
  const term = (t: string) => (/\s|^-/.test(t) ? `"${t}"` : t);
  return [...include.map(term), ...exclude.map((t) => `-${term(t)}`)].join(' ');
}

/** 'chicken,' -> 'chicken'; a term that is nothing but punctuation ('%', '...') stays as typed. */
function trimPunctuation(word: string): string {
  const trimmed = word.replace(/^[,.;:!?]+|[,.;:!?]+$/g, '');
  return trimmed === '' ? word : trimmed;
}

/** Whether lower-cased fields hold every included term and no excluded one. */
export function searchTermsMatch(fields: readonly string[], { include, exclude }: SearchTerms): boolean {
  // Each field is tested on its own so a term never matches across a field boundary.
  const found = (term: string) => fields.some((field) => field.includes(term));
  return include.every(found) && !exclude.some(found);
}

/** Lower-cased keys stored beside categories and tags for exact, case-insensitive matching. */
export function buildKeys(values: string[]): string[] {
  return [...new Set(values.map((v) => normalizeTerm(v)).filter((v) => v !== ''))];
}

/**
 * The reference implementation of SPEC section 5 as issue 19 widens it: every active filter must
 * hold (AND). Filter values are normalized here too, so callers that build `RecipeFilters` by hand
 * (not through `buildFilters`) still get case-insensitive matching and 'all' meaning no filter.
 */
export function matchesRecipeFilters(recipe: SearchableRecipe, filters: RecipeFilters): boolean {
  const category = normalizeFilterValue(filters.category);
  const tag = normalizeFilterValue(filters.tag);
  const username = filters.username == null ? undefined : normalizeTerm(filters.username) || undefined;

  if (category && !buildKeys(recipe.categories).includes(category)) return false;
  if (tag && !buildKeys(recipe.tags).includes(tag)) return false;
  if (filters.text != null && !searchTermsMatch(searchFields(recipe), searchTerms(filters.text))) return false;
  if (username && !normalizeTerm(recipe.authorUsername ?? '').includes(username)) return false;
  return true;
}
