import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecipeSuggestions } from '../../../../contracts/recipe';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/recipes/suggestions?q= : recipe titles and ingredients for what the box holds so far.
 * Disabled while `term` is null. A request for text the box no longer holds is cancelled (its
 * query loses its last observer); the previous answer stays on screen while the next loads.
 */
export function useRecipeSuggestions(term: string | null) {
  return useQuery({
    queryKey: ['/api/recipes/suggestions', term?.toLowerCase() ?? ''],
    queryFn: ({ signal }) => apiRequest<RecipeSuggestions>('GET', `/api/recipes/suggestions?${new URLSearchParams({ q: term ?? '' })}`, { signal }),
    enabled: term !== null,
    placeholderData: keepPreviousData,
  });
}
