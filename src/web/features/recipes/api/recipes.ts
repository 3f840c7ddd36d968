import { useQuery } from '@tanstack/react-query';
import type { Recipe, RecipeSummary } from '../../../../contracts/recipe';

/**
 * The prefix of every key under GET /api/recipes (a recipe, the lists, related, featured), so one
 * invalidation refreshes them all.
 */
export const RECIPES_KEY = ['/api/recipes'] as const;

export const FEATURED_RECIPES_KEY = ['/api/recipes/featured'] as const;

/** The same value as the server's initial data for a recipe page (src/server/modules/seo/service.ts). */
export function recipeKey(id: string | number) {
  return [...RECIPES_KEY, encodeURIComponent(String(id))] as const;
}

/** GET /api/recipes/featured through the default query function. */
export function useFeaturedRecipes() {
  return useQuery<RecipeSummary[]>({ queryKey: FEATURED_RECIPES_KEY });
}

/**
 * GET /api/recipes/{id} through the default query function. `latest` fetches again even when the
 * recipe is cached (the editors: they must start from the stored version).
 */
export function useRecipe(id: string | undefined, options: { latest?: boolean } = {}) {
  return useQuery<Recipe>({
    queryKey: recipeKey(id ?? ''),
    enabled: id !== undefined && id !== '',
    ...(options.latest ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Path of a recipe's detail screen. */
export function recipePath(id: number | string): string {
  return `/recipes/${id}`;
}

/*
 * The member's recipe screens (src/web/app/router.tsx), kept here with the recipe's own path so
 * the recipes feature, whose pages link to them, never depends on the editor's (and the recipe
 * page loads no chunk for four constants).
 */
export const MY_RECIPES_PATH = '/my-recipes';
export const NEW_RECIPE_PATH = '/my-recipes/new';
/** The new-recipe screen with the cursor in the import panel's address field. */
export const IMPORT_PATH = '/my-recipes/new?import';

export function editRecipePath(id: number): string {
  return `/my-recipes/${id}/edit`;
}

/** Public profile path of a recipe's author, or null when the author has no username. */
export function authorPath(author: RecipeSummary['author']): string | null {
  return author?.username ? `/profile/${encodeURIComponent(author.username)}` : null;
}
