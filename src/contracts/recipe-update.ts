import { z } from 'zod';
import { recipeInputSchema } from './recipe-input';

/**
 * PUT /api/recipes/{id}: the recipe, and the updatedAt the editor was opened on. When given and
 * the recipe changed since (its author, an admin, a category rename), the save is refused (409)
 * instead of silently undoing that change.
 */
export const recipeUpdateSchema = recipeInputSchema.extend({
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be the recipe’s updatedAt' }).optional(),
});
export type RecipeUpdate = z.infer<typeof recipeUpdateSchema>;

/** The 409 of a save from an editor opened on an older version. */
export const RECIPE_CHANGED_MESSAGE = 'This recipe was changed after you opened it. Reload the page to see the changes, then edit again.';
