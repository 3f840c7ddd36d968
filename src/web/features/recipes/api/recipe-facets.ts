import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecipeFacetsAnswer } from '../../../../contracts/recipe';
import { apiRequest } from '../../../lib/api';
import { filterParams, LIST_FILTER_KEYS, type RecipeListFilters } from './recipe-list';
import { RECIPES_KEY } from './recipes';

/**
 * GET /api/recipes/facets for the list's filters (its order aside). `search` is the search the list
 * answered: the corrected one when the typed one found nothing. The last counts stay shown while
 * the next load, so the panel does not jump.
 */
export function useRecipeFacets(filters: RecipeListFilters, search: string | undefined) {
  const asked = { ...filters, search };
  return useQuery({
    queryKey: [...RECIPES_KEY, 'facets', Object.fromEntries(LIST_FILTER_KEYS.map((key) => [key, asked[key] ?? null]))],
    queryFn: ({ signal }) => apiRequest<RecipeFacetsAnswer>('GET', `/api/recipes/facets?${filterParams(asked).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
