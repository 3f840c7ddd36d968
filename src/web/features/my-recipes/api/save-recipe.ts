import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe } from '../../../../contracts/recipe';
import type { RecipeInput } from '../../../../contracts/recipe-input';
import { apiRequest } from '../../../lib/api';
import { onRecipeChanged } from '../../recipes';

/**
 * POST /api/recipes (a new recipe) or PUT /api/recipes/{id}; the answer is the saved recipe, so
 * its page opens without another request. An edit sends the updatedAt it was opened on, so a
 * change made meanwhile by someone else is refused (409) rather than overwritten.
 */
export function useSaveRecipe(recipeId: number | undefined, openedAt?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) =>
      recipeId === undefined
        ? apiRequest<Recipe>('POST', '/api/recipes', { body: input })
        : apiRequest<Recipe>('PUT', `/api/recipes/${recipeId}`, { body: openedAt ? { ...input, expectedUpdatedAt: openedAt } : input }),
    onSuccess: (recipe) => {
      void onRecipeChanged(queryClient, recipe);
    },
  });
}
