import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { apiFetch } from '../../../lib/api';
import { recipeKey } from '../../recipes/api/recipes';
import { SAVED_RECIPES_KEY } from '../../recipes/api/saved-recipes';

/** GET /api/user/recipes: the signed-in member's own recipes, private ones too, newest first. */
export const MY_RECIPES_KEY = ['/api/user/recipes'] as const;

/**
 * Fetched again each time the list opens: the privacy switch on a recipe page changes a badge
 * here without knowing about this list.
 */
export function useMyRecipes() {
  return useQuery<RecipeSummary[]>({ queryKey: MY_RECIPES_KEY, refetchOnMount: 'always' });
}

/** After a recipe is written or deleted, every list that may show it (and its author's count). */
export function refreshRecipeLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: MY_RECIPES_KEY });
  void queryClient.invalidateQueries({ queryKey: ['/api/recipes'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
  void queryClient.invalidateQueries({ queryKey: SAVED_RECIPES_KEY });
}

/** DELETE /api/recipes/{id} (204); the recipe leaves the list at once. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch('DELETE', `/api/recipes/${id}`);
    },
    onSuccess: (_, id) => {
      queryClient.setQueryData<RecipeSummary[]>(MY_RECIPES_KEY, (list) => list?.filter((recipe) => recipe.id !== id));
      queryClient.removeQueries({ queryKey: recipeKey(id), exact: true });
      refreshRecipeLists(queryClient);
    },
  });
}
