import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from '../../../../lib/router';
import { RECIPE_SORTS, type RecipeSort } from '../../../../../contracts/constants';
import { normalizeFilterValue, parseSearchText } from '../../../../../domain/search';
import type { RecipeListFilters } from '../../api/recipe-list';

export type BrowseFilterKey = keyof RecipeListFilters;
export const BROWSE_FILTER_KEYS: readonly BrowseFilterKey[] = ['search', 'category', 'tag', 'sort'];

/**
 * The value a filter really has: trimmed, and undefined when absent, empty or 'all' (SPEC section 2),
 * or, for the search, a bare '@' (SPEC section 5).
 */
export function activeFilterValue(key: BrowseFilterKey, raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (key === 'sort') return RECIPE_SORTS.find((sort) => sort === value);
  if (!value || normalizeFilterValue(value) === undefined) return undefined;
  if (key === 'search' && Object.keys(parseSearchText(value)).length === 0) return undefined;
  return value;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * Browse filters and the order live in the address (/recipes?search=&category=&tag=&sort=), so a list can be
 * shared and the back button walks through earlier filters.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = activeFilterValue('search', params.get('search'));
  const category = activeFilterValue('category', params.get('category'));
  const tag = activeFilterValue('tag', params.get('tag'));
  const sort = activeFilterValue('sort', params.get('sort')) as RecipeSort | undefined;
  const filters = useMemo<RecipeListFilters>(() => ({ search, category, tag, sort }), [search, category, tag, sort]);

  /** Sets (or, with undefined, removes) some filters and keeps the others. */
  const setFilters = useCallback(
    (changes: Partial<RecipeListFilters>, { replace = false }: NavigateOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of BROWSE_FILTER_KEYS) {
            if (!(key in changes)) continue;
            const value = activeFilterValue(key, changes[key] as string | undefined);
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  /** Back to /recipes with no filter at all. */
  const clearFilters = useCallback(() => navigate('/recipes'), [navigate]);

  return { filters, setFilters, clearFilters };
}
