import { z } from 'zod';
import { recipeInputSchema, type RecipeInput } from '../../../../contracts/recipe-input';
import { recipeIssuesToFieldErrors } from './field-keys';
import { inputFromForm, type RecipeForm } from './recipe-form';

/**
 * The editor's form as the recipe it sends: its text shaped into a recipe input (inputFromForm),
 * checked by the shared contract, and each message put under the editor field it names (one label
 * or tip under the input that holds them all), the first per field.
 */
export const recipeFormSchema = z.custom<RecipeForm>().transform((form, ctx): RecipeInput => {
  const checked = recipeInputSchema.safeParse(inputFromForm(form));
  if (checked.success) return checked.data;
  for (const [field, message] of Object.entries(recipeIssuesToFieldErrors(checked.error.issues))) {
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: message ?? '' });
  }
  return z.NEVER;
});
