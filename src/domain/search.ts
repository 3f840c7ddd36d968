/**
 * Search semantics of SPEC section 5, shared by the SQL repository (which indexes the text built
 * here) and by tests (which use `matchesRecipeFilters` as the reference implementation).
 */

/** Separates fields in the indexed search text so a term never matches across two fields. */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

export interface SearchableRecipe {
  title: string;
  description: string | null;
  tags: string[];
  categories: string[];
  authorUsername: string | null;
}

export interface RecipeFilters {
  /** free text, matched by substring against title, description, tags and categories */
  text?: string;
  /** '@name' searches: substring of the author's username */
  username?: string;
  /** must equal one of the recipe's categories (case-insensitive) */
  category?: string;
  /** must equal one of the recipe's tags (case-insensitive) */
  tag?: string;
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
}): RecipeFilters {
  const search = query.search != null && normalizeTerm(query.search) === 'all' ? undefined : query.search;
  const filters: RecipeFilters = { ...parseSearchText(search) };
  const category = normalizeFilterValue(query.category);
  const tag = normalizeFilterValue(query.tag);
  if (category) filters.category = category;
  if (tag) filters.tag = tag;
  return filters;
}

/** The lower-cased text the database indexes for free-text search. */
export function buildSearchText(recipe: Pick<SearchableRecipe, 'title' | 'description' | 'tags' | 'categories'>): string {
  return [recipe.title, recipe.description ?? '', ...recipe.tags, ...recipe.categories]
    .map((part) => normalizeTerm(part))
    .join(SEARCH_FIELD_SEPARATOR);
}

/** Lower-cased keys stored beside categories and tags for exact, case-insensitive matching. */
export function buildKeys(values: string[]): string[] {
  return [...new Set(values.map((v) => normalizeTerm(v)).filter((v) => v !== ''))];
}

/**
 * The reference implementation of SPEC section 5: every active filter must hold (AND). Filter
 * values are normalized here too, so callers that build `RecipeFilters` by hand (not through
 * `buildFilters`) still get case-insensitive matching and 'all' meaning no filter.
 */
export function matchesRecipeFilters(recipe: SearchableRecipe, filters: RecipeFilters): boolean {
  const category = normalizeFilterValue(filters.category);
  const tag = normalizeFilterValue(filters.tag);
  const text = filters.text == null ? undefined : normalizeTerm(filters.text) || undefined;
  const username = filters.username == null ? undefined : normalizeTerm(filters.username) || undefined;

  if (category && !buildKeys(recipe.categories).includes(category)) return false;
  if (tag && !buildKeys(recipe.tags).includes(tag)) return false;
  // Each field is tested on its own so a term never matches across a field boundary.
  if (text && !buildSearchText(recipe).split(SEARCH_FIELD_SEPARATOR).some((field) => field.includes(text))) {
    return false;
  }
  if (username && !normalizeTerm(recipe.authorUsername ?? '').includes(username)) return false;
  return true;
}
