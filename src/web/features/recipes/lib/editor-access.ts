/**
 * Where the member's recipe screens are (see src/web/app/router.tsx). Kept with the recipes
 * feature, whose pages link to them, so that feature never depends on the editor's. Who may edit
 * is src/domain/access.ts.
 */
export const MY_RECIPES_PATH = '/my-recipes';
export const NEW_RECIPE_PATH = '/my-recipes/new';
/** The new-recipe screen with the cursor in the import panel's address field. */
export const IMPORT_PATH = '/my-recipes/new?import';

export function editRecipePath(id: number): string {
  return `/my-recipes/${id}/edit`;
}
