import { useQuery } from '@tanstack/react-query';
import type { RecipeSummary } from '../../../../../contracts/recipe';
import { RECIPES_KEY } from '../../api/recipes';

/**
 * Server reads of the recipe detail screen, through the default query
 * function (the key joined as a path).
 */

export function relatedRecipesKey(id: number) {
  return [...RECIPES_KEY, String(id), 'related'] as const;
}

/** SPEC section 9: at most 3 related recipes. */
export const RELATED_LIMIT = 3;

/** GET /api/recipes/{id}/related: at most 3, never the recipe itself. */
export function useRelatedRecipes(id: number) {
  return useQuery<RecipeSummary[], Error, RecipeSummary[]>({
    queryKey: relatedRecipesKey(id),
    select: (recipes) => (Array.isArray(recipes) ? recipes : []).filter((r) => r.id !== id).slice(0, RELATED_LIMIT),
  });
}
