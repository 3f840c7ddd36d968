import { z } from 'zod';
import { privacyLevelSchema, recipeSourceSchema } from './recipe';

/**
 * What a member sends to create or change a recipe (POST /api/recipes, PUT /api/recipes/{id}),
 * and what an import answers for review. One schema for the editor and the server: every message
 * names its field. Nutrition is never sent: the server works it out from the ingredients.
 */

export const RECIPE_LIMITS = {
  title: 200,
  subtitle: 200,
  description: 5000,
  servings: 100,
  yieldText: 100,
  minutes: 10_080,
  labels: 20,
  label: 60,
  ingredients: 100,
  ingredientName: 200,
  unit: 30,
  preparation: 200,
  instructions: 100,
  instruction: 2000,
  tips: 10,
  tip: 500,
} as const;

const L = RECIPE_LIMITS;

const optionalText = (field: string, max: number) =>
  z
    .string(`${field} must be text`)
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v === '' ? null : v));

const minutes = (field: string) =>
  z
    .number(`${field} must be a number of minutes`)
    .int(`${field} must be a whole number of minutes`)
    .min(0, `${field} cannot be negative`)
    .max(L.minutes, `${field} must be at most ${L.minutes} minutes (a week)`)
    .nullable();

/** Categories, tags, dietary attributes, kitchen tools: short labels, duplicates (any case) dropped. */
const labels = (field: string) =>
  z
    .array(
      z.string(`${field} must be text`).trim().min(1, `${field} cannot be empty`).max(L.label, `Each of ${field} must be at most ${L.label} characters`),
      `${field} must be a list`,
    )
    .max(L.labels, `At most ${L.labels} ${field}`)
    .transform((list) => list.filter((item, i) => list.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i));

export const ingredientInputSchema = z.object({
  name: z.string('Ingredient name must be text').trim().min(1, 'Every ingredient needs a name').max(L.ingredientName, `Ingredient names must be at most ${L.ingredientName} characters`),
  quantity: z.number('Quantity must be a number').positive('Quantity must be greater than 0').max(100_000, 'Quantity is too large').nullable(),
  unit: optionalText('Unit', L.unit),
  preparation: optionalText('Preparation', L.preparation),
});
export type IngredientInput = z.infer<typeof ingredientInputSchema>;

export const instructionInputSchema = z.object({
  instruction: z.string('Step text must be text').trim().min(1, 'Every step needs its text').max(L.instruction, `Steps must be at most ${L.instruction} characters`),
  tips: z
    .array(z.string('Tips must be text').trim().min(1, 'Tips cannot be empty').max(L.tip, `Tips must be at most ${L.tip} characters`))
    .max(L.tips, `At most ${L.tips} tips per step`)
    .default([]),
});
export type InstructionInput = z.infer<typeof instructionInputSchema>;

/** A stored recipe picture: what POST /api/recipes/images answers. */
export const RECIPE_IMAGE_PATH = /^\/uploads\/recipes\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}\.webp$/;

export const recipeInputSchema = z
  .object({
    title: z.string('Title is required').trim().min(1, 'Title is required').max(L.title, `Title must be at most ${L.title} characters`),
    subtitle: optionalText('Subtitle', L.subtitle).default(null),
    description: optionalText('Description', L.description).default(null),
    featuredImage: z
      .string('Image must be an uploaded picture')
      .regex(RECIPE_IMAGE_PATH, 'Image must be a picture uploaded for this recipe')
      .refine((v) => !v.includes('..'), 'Image must be a picture uploaded for this recipe')
      .nullable()
      .default(null),
    servings: z
      .number('Servings must be a number')
      .int('Servings must be a whole number')
      .min(1, 'Servings must be at least 1')
      .max(L.servings, `Servings must be at most ${L.servings}`),
    yieldText: optionalText('Yield', L.yieldText).default(null),
    prepMinutes: minutes('Prep time').default(null),
    cookMinutes: minutes('Cook time').default(null),
    /** As the page or the member gives it: it may count resting or chilling that prep and cook do not. */
    totalMinutes: minutes('Total time').default(null),
    categories: labels('categories').default([]),
    tags: labels('tags').default([]),
    dietaryAttributes: labels('dietary attributes').default([]),
    recipeTools: labels('kitchen tools').default([]),
    ingredients: z
      .array(ingredientInputSchema, 'Ingredients must be a list')
      .min(1, 'Add at least one ingredient')
      .max(L.ingredients, `At most ${L.ingredients} ingredients`),
    instructions: z
      .array(instructionInputSchema, 'Instructions must be a list')
      .min(1, 'Add at least one step')
      .max(L.instructions, `At most ${L.instructions} steps`),
    privacyLevel: privacyLevelSchema.default('private'),
    /**
     * The import's sealed record of where the recipe came from (what POST /api/recipes/import
     * puts in its draft). The server reads the source from it, never from the client; a recipe
     * keeps its first source for good.
     */
    importToken: z.string('importToken must be the token of an import').max(8000, 'importToken must be the token of an import').nullable().default(null),
  })
  .strict();
export type RecipeInput = z.infer<typeof recipeInputSchema>;
/** What the editor holds before parsing (defaults not yet applied). */
export type RecipeInputDraft = z.input<typeof recipeInputSchema>;

/** POST /api/recipes/import: a web page to read a recipe from. */
export const recipeImportRequestSchema = z
  .object({
    url: z
      .string('Enter the web address of a recipe page')
      .trim()
      .max(2000, 'The web address must be at most 2000 characters')
      .url('Enter the web address of a recipe page, like https://example.com/soup')
      .refine((v) => /^https?:\/\//i.test(v), 'The web address must start with http:// or https://'),
  })
  .strict();

/**
 * What an import answers: a draft for the editor (not saved; its importToken carries the source
 * to the save), where it came from, and whether the page said how many it serves (when not, the
 * draft's servings are a starting point the member should check).
 */
export const recipeImportSchema = z.object({
  draft: recipeInputSchema,
  sourceUrl: z.string(),
  source: recipeSourceSchema,
  servingsStated: z.boolean(),
});
export type RecipeImport = z.infer<typeof recipeImportSchema>;
