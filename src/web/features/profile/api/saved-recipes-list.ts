import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { SAVED_RECIPES_KEY, savedRecipesQuery } from '../../recipes';

/** GET /api/user/saved-recipes; no refetch on window focus (SPEC section 7). */
export function useSavedRecipes() {
  return useQuery({ ...savedRecipesQuery, refetchOnWindowFocus: false });
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
