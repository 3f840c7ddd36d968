import type { AuthUser } from '../../../../contracts/auth';
import type { Recipe } from '../../../../contracts/recipe';

/**
 * Whether a recipe page offers the editor, and where the member's recipe screens are (see
 * src/web/app/router.tsx). Kept with the recipes feature, whose pages link to them, so that feature
 * never depends on the editor's; one module, so the recipe page loads one small chunk for both.
 */
export const MY_RECIPES_PATH = '/my-recipes';
export const NEW_RECIPE_PATH = '/my-recipes/new';
/** The new-recipe screen with the cursor in the import panel's address field. */
export const IMPORT_PATH = '/my-recipes/new?import';

export function editRecipePath(id: number): string {
  return `/my-recipes/${id}/edit`;
}

/**
 * Who the server lets change a recipe (src/server/modules/recipes/authoring.ts): its author while
 * a member, or any admin. The screens only use this to offer the editor; the server decides.
 */
export function canEditRecipe(user: Pick<AuthUser, 'id' | 'role'> | null, recipe: Pick<Recipe, 'authorId'>): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return user.role === 'member' && recipe.authorId !== null && recipe.authorId === user.id;
}
