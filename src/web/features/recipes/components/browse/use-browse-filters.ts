import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from '../../../../lib/router';
import { RECIPE_SORTS } from '../../../../../contracts/constants';
import { ingredientNames, normalizeFilterValue, parseSearchText } from '../../../../../domain/search';
import { LIST_FILTER_KEYS, type RecipeListFilters } from '../../api/recipe-list';

export type BrowseFilterKey = keyof RecipeListFilters;
export const BROWSE_FILTER_KEYS: readonly BrowseFilterKey[] = [...LIST_FILTER_KEYS, 'sort'];
const NUMBER_KEYS: readonly BrowseFilterKey[] = ['maxMinutes', 'maxCalories', 'minProtein'];

/**
 * The value a filter really has: trimmed, and undefined when absent, empty or 'all' (SPEC section 2),
 * or, for the search, a bare '@' (SPEC section 5); a figure only as a whole number.
 */
export function activeFilterValue(key: BrowseFilterKey, raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (key === 'sort') return RECIPE_SORTS.find((sort) => sort === value);
  if (NUMBER_KEYS.includes(key)) return value && /^\d{1,5}$/.test(value) ? String(Number(value)) : undefined;
  if (!value || normalizeFilterValue(value) === undefined) return undefined;
  if ((key === 'with' || key === 'without') && ingredientNames(value).length === 0) return undefined;
  if (key === 'search' && Object.keys(parseSearchText(value)).length === 0) return undefined;
  return value;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * Browse filters and the order live in the address (/recipes?search=&category=&tag=&diet=&with=&…&sort=), so a list can be
 * shared and the back button walks through earlier filters.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // One string holds them all, so the filters object changes only when one of them does.
  const shown = JSON.stringify(BROWSE_FILTER_KEYS.map((key) => activeFilterValue(key, params.get(key)) ?? null));
  const filters = useMemo<RecipeListFilters>(() => {
    const values = JSON.parse(shown) as (string | null)[];
    return Object.fromEntries(BROWSE_FILTER_KEYS.flatMap((key, i) => (values[i] === null ? [] : [[key, values[i]]]))) as RecipeListFilters;
  }, [shown]);

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
