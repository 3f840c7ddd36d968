import { useInfiniteQuery } from '@tanstack/react-query';
import { RECIPE_PAGE_DEFAULT } from '../../../../contracts/constants';
import type { RecipeList, RecipeSort, RecipeSummary } from '../../../../contracts/recipe';
import { apiRequest } from '../../../lib/api';
import { RECIPES_KEY } from './recipes';

/** The filters of GET /api/recipes, as the address holds them; an absent value is no filter. */
export interface RecipeListFilters {
  search?: string;
  category?: string;
  tag?: string;
  diet?: string;
  /** ingredient names separated by commas */
  with?: string;
  without?: string;
  /** whole numbers, as written in the address */
  maxMinutes?: string;
  maxCalories?: string;
  minProtein?: string;
  /** absent: the server's default (relevance with free text, else newest) */
  sort?: RecipeSort;
}

/** Every filter of a list but its order, in the order the address and the query key write them. */
export const LIST_FILTER_KEYS = ['search', 'category', 'tag', 'diet', 'with', 'without', 'maxMinutes', 'maxCalories', 'minProtein'] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** The filters that are set, as query parameters (the facets' query; the list adds its order and page). */
export function filterParams(filters: RecipeListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Cards per page: 8 rows of 3 on a desktop. */
export const RECIPE_LIST_PAGE_SIZE = RECIPE_PAGE_DEFAULT;

/** Under RECIPES_KEY, so a recipe change (onRecipeChanged) refreshes the lists with the recipes. */
export function recipeListKey(filters: RecipeListFilters) {
  return [...RECIPES_KEY, 'list', { ...Object.fromEntries(LIST_FILTER_KEYS.map((key) => [key, filters[key] ?? null])), sort: filters.sort ?? null }] as const;
}

/** GET /api/recipes with the filters that are set, a page size and an optional cursor. */
export function recipeListUrl(filters: RecipeListFilters, cursor?: string | null): string {
  const params = filterParams(filters);
  if (filters.sort) params.set('sort', filters.sort);
  params.set('limit', String(RECIPE_LIST_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/recipes?${params.toString()}`;
}

/**
 * Server-side search (SPEC section 5) in the chosen order, one page at a time: `fetchNextPage` follows
 * `nextCursor`, so the browser never holds more than it has shown.
 */
export function useRecipeList(filters: RecipeListFilters) {
  return useInfiniteQuery({
    queryKey: recipeListKey(filters),
    queryFn: ({ pageParam, signal }) => apiRequest<RecipeList>('GET', recipeListUrl(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? null,
  });
}

/** The loaded pages as one list, without repeats (a recipe added between pages cannot show twice). */
export function flattenRecipePages(pages: readonly RecipeList[] | undefined): RecipeSummary[] {
  if (!pages) return [];
  const seen = new Set<number>();
  const recipes: RecipeSummary[] = [];
  for (const page of pages) {
    for (const recipe of page.items) {
      if (seen.has(recipe.id)) continue;
      seen.add(recipe.id);
      recipes.push(recipe);
    }
  }
  return recipes;
}
