import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeSummary } from '../../../../contracts/recipe';

/**
 * GET /api/user/recipes: the signed-in member's own recipes, private ones too, newest first. Owned
 * here with the other recipe reads, so a recipe change (onRecipeChanged) refreshes it too.
 */
export const MY_RECIPES_KEY = ['/api/user/recipes'] as const;

/**
 * Fetched again each time the list opens: the privacy switch on a recipe page changes a badge
 * here without knowing about this list.
 */
export const myRecipesQuery = queryOptions<RecipeSummary[]>({ queryKey: MY_RECIPES_KEY, refetchOnMount: 'always' });

export function useMyRecipes() {
  return useQuery(myRecipesQuery);
}
