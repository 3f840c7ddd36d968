import type { QueryClient } from '@tanstack/react-query';
import type { Recipe } from '../../../../contracts/recipe';
import { PUBLIC_USERS_KEY } from '../../../lib/api';
import { MY_RECIPES_KEY } from './my-recipes';
import { FEATURED_RECIPES_KEY, recipeKey, RECIPES_KEY } from './recipes';
import { SAVED_RECIPES_KEY } from './saved-recipes';

/**
 * After a recipe is written, deleted, re-pictured or made private or public: every read that may
 * show it is fetched again (the recipe itself, browse, featured, related, the member's own list,
 * saved recipes, and authors' profiles with their recipe lists and counts). The one list of what a
 * recipe change touches; every mutation that changes a recipe ends here.
 *
 * `saved`, the recipe as the server answered, is put in the cache after the invalidation, so its
 * page opens from it without another request.
 */
export function onRecipeChanged(queryClient: QueryClient, saved?: Recipe): Promise<unknown> {
  const refreshed = Promise.all(
    [RECIPES_KEY, FEATURED_RECIPES_KEY, MY_RECIPES_KEY, SAVED_RECIPES_KEY, PUBLIC_USERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
  if (saved) queryClient.setQueryData(recipeKey(saved.id), saved);
  return refreshed;
}
