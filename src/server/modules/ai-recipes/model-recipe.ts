import { z } from 'zod';
import { RECIPE_IMAGE_PATH, RECIPE_LIMITS as L, recipeInputSchema, type RecipeInput } from '../../../contracts/recipe-input';
import { AppError } from '../../errors';
import { cut, fitIngredient, fitLabels, fitMinutes, fitStep } from '../recipe-import/draft';

/**
 * The recipe shape the model writes. It is kept plain on purpose (every field present, nullable
 * rather than optional, no transforms, few bounds) because it is sent to the provider as a JSON
 * schema and small models follow simple schemas best. Values are fitted to the editor's limits
 * here instead (`toDraft`), the way an imported page is: the member reviews every field anyway.
 *
 * What a recipe may lack is read as empty when the model leaves it out (`.default`): without strict
 * mode (most providers but OpenAI) models drop the fields a pasted recipe has nothing for, and a
 * missing description is no reason to refuse an answer the member paid to wait for. The JSON schema
 * the provider is sent still lists every field as required (zod's output side).
 */
export const modelIngredientSchema = z.object({
  name: z.string().describe('The ingredient alone, e.g. "red onion" (no amount, no preparation)'),
  quantity: z.number().nullable().default(null).describe('How much, as a number (0.5 for a half); null for "to taste"'),
  unit: z.string().nullable().default(null).describe('g, ml, cup, tbsp, tsp, can, clove...; null for a count of whole items'),
  preparation: z.string().nullable().default(null).describe('e.g. "finely chopped"; null when none'),
});

export const modelStepSchema = z.object({
  instruction: z.string(),
  tips: z.array(z.string()).default([]).describe('Short practical tips for this step; may be empty'),
});

export const modelRecipeSchema = z.object({
  title: z.string(),
  description: z.string().nullable().default(null).describe('One or two sentences'),
  servings: z.number(),
  prepMinutes: z.number().nullable().default(null),
  cookMinutes: z.number().nullable().default(null),
  categories: z.array(z.string()).default([]).describe('e.g. "Dinner", "Soups"'),
  tags: z.array(z.string()).default([]),
  dietaryAttributes: z.array(z.string()).default([]).describe('e.g. "Vegan", "Gluten-free": only what the recipe really is'),
  recipeTools: z.array(z.string()).default([]).describe('Kitchen tools needed, e.g. "Dutch oven"'),
  ingredients: z.array(modelIngredientSchema).min(1),
  instructions: z.array(modelStepSchema).min(1),
});
export type ModelRecipe = z.infer<typeof modelRecipeSchema>;

/** A recipe in any loose form (the model's, a stored one) before it is fitted to the editor. */
export type LooseRecipe = Omit<ModelRecipe, 'instructions'> & {
  subtitle?: string | null;
  instructions: { instruction: string; tips?: string[] | undefined }[];
};

/**
 * The answer of the model was read but cannot become a recipe (no usable ingredient or step
 * left). Thrown inside the runner's accept step, so the hold is released: the member does not
 * pay for an answer they cannot use.
 */
export function unusableAnswer(detail: string): AppError {
  // The detail is recorded with the call (ai_calls.error) and helps the member little, but harms nothing.
  return new AppError('AI_INVALID_OUTPUT', 502, `The AI service gave an answer that could not be used (${detail}). Your credits were not charged. Please try again.`);
}

type DraftExtras = { privacyLevel: 'private' | 'public'; featuredImage: string | null };

/** The model's recipe as a draft; `unusableAnswer` (502, credits released) when nothing cookable is left. */
export function toDraft(recipe: LooseRecipe, extra: DraftExtras): RecipeInput {
  const fitted = fitDraft(recipe, extra);
  if (!fitted.ok) throw unusableAnswer(fitted.problem);
  return fitted.draft;
}

/**
 * A loose recipe as a draft recipeInputSchema accepts: texts cut to their limits, blank lines
 * dropped, numbers the editor cannot hold left out; the first problem when that is not enough.
 */
export function fitDraft(recipe: LooseRecipe, extra: DraftExtras): { ok: true; draft: RecipeInput } | { ok: false; problem: string } {
  const parsed = recipeInputSchema.safeParse({
    title: cut(recipe.title, L.title),
    subtitle: recipe.subtitle ? cut(recipe.subtitle, L.subtitle) : null,
    description: recipe.description ? cut(recipe.description, L.description) : null,
    featuredImage: extra.featuredImage !== null && RECIPE_IMAGE_PATH.test(extra.featuredImage) ? extra.featuredImage : null,
    servings: Number.isFinite(recipe.servings) ? Math.min(Math.max(Math.round(recipe.servings), 1), L.servings) : 1,
    prepMinutes: fitMinutes(recipe.prepMinutes),
    cookMinutes: fitMinutes(recipe.cookMinutes),
    categories: fitLabels(recipe.categories),
    tags: fitLabels(recipe.tags),
    dietaryAttributes: fitLabels(recipe.dietaryAttributes),
    recipeTools: fitLabels(recipe.recipeTools),
    ingredients: recipe.ingredients
      .filter((line) => line.name.trim() !== '')
      .slice(0, L.ingredients)
      .map(fitIngredient),
    instructions: recipe.instructions
      .filter((step) => step.instruction.trim() !== '')
      .slice(0, L.instructions)
      .map(fitStep),
    privacyLevel: extra.privacyLevel,
  });
  if (parsed.success) return { ok: true, draft: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: issue ? `${issue.path.join('.') || 'recipe'}: ${issue.message}` : 'not a recipe' };
}
