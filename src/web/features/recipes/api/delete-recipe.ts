import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { myRecipesQuery } from './my-recipes';
import { onRecipeChanged } from './recipe-changed';
import { recipeKey } from './recipes';

/** DELETE /api/recipes/{id} (204); the recipe leaves the member's list at once. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch('DELETE', `/api/recipes/${id}`);
    },
    onSuccess: (_, id) => {
      queryClient.setQueryData(myRecipesQuery.queryKey, (list) => list?.filter((recipe) => recipe.id !== id));
      queryClient.removeQueries({ queryKey: recipeKey(id), exact: true });
      void onRecipeChanged(queryClient);
    },
  });
}
