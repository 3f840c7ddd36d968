import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { apiFetch } from '../../../lib/api';

/** GET /api/user/saved-recipes: the member's saved recipes (each with an id). */
export const SAVED_RECIPES_KEY = ['/api/user/saved-recipes'] as const;

/** Through the default query function; the saved-recipes tab reads the whole summaries, the hearts only the ids. */
export const savedRecipesQuery = queryOptions<RecipeSummary[] | null>({ queryKey: SAVED_RECIPES_KEY });

/**
 * Ids of the recipes the signed-in member has saved; empty for visitors (no request) and when the
 * list cannot be loaded.
 */
export function useSavedRecipeIds(enabled: boolean): ReadonlySet<number> {
  const { data } = useQuery({ ...savedRecipesQuery, enabled });
  const ids = new Set<number>();
  if (enabled && Array.isArray(data)) for (const recipe of data) ids.add(Number(recipe.id));
  return ids;
}

export interface SaveToggle {
  recipeId: number;
  /** true saves (POST), false removes (DELETE). */
  save: boolean;
}

/**
 * POST or DELETE /api/recipes/{id}/save (SPEC sections 4 and 7). Not optimistic: the heart changes
 * only when the server agrees, so a failure leaves the state as it was.
 */
export function useToggleSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipeId, save }: SaveToggle) => {
      await apiFetch(save ? 'POST' : 'DELETE', `/api/recipes/${recipeId}/save`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_RECIPES_KEY }),
  });
}
