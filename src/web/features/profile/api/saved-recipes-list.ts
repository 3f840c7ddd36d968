import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { apiFetch, getQueryFn } from '../../../lib/api';
import { SAVED_RECIPES_KEY } from '../../recipes';

/** GET /api/user/saved-recipes; no refetch on window focus (SPEC section 7). */
export function useSavedRecipes() {
  return useQuery<RecipeSummary[] | null>({
    queryKey: SAVED_RECIPES_KEY,
    queryFn: getQueryFn<RecipeSummary[]>({ on401: 'throw' }),
    refetchOnWindowFocus: false,
  });
}

/** DELETE /api/recipes/{id}/save, then the list is fetched again (SPEC section 4). */
export function useRemoveSavedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recipeId: number) => {
      await apiFetch('DELETE', `/api/recipes/${recipeId}/save`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_RECIPES_KEY }),
  });
}
