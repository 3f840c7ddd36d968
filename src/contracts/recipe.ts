import { z } from 'zod';
import { idParams, idText, MAX_ID } from './ids';
import { INGREDIENT_FILTER_NAMES, RECIPE_PAGE_DEFAULT, RECIPE_PAGE_MAX, RECIPE_SORTS, type RecipeSort } from './constants';
import { kitchenToolSchema } from './kitchen-tools';

/** Macros carried by one ingredient line, in grams for the quantity given. */
export const ingredientNutritionSchema = z.object({
  protein: z.number().nonnegative(),
  fat: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
});

export const ingredientSchema = z.object({
  name: z.string().min(1),
  quantity: z.number().positive().nullable(),
  unit: z.string().nullable(),
  preparation: z.string().nullable(),
  nutrition: ingredientNutritionSchema.nullable(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const instructionSchema = z.object({
  instruction: z.string().min(1),
  tips: z.array(z.string()).optional(),
});
export type Instruction = z.infer<typeof instructionSchema>;

/** Per-serving nutrition. Grams unless noted; sodium and cholesterol in milligrams. */
export const nutritionSchema = z.object({
  calories: z.number().nonnegative(),
  fat: z.object({
    total: z.number().nonnegative(),
    saturated: z.number().nonnegative(),
    monounsaturated: z.number().nonnegative(),
    polyunsaturated: z.number().nonnegative(),
    trans: z.number().nonnegative(),
  }),
  carbs: z.object({
    total: z.number().nonnegative(),
    fiber: z.number().nonnegative(),
    sugars: z.number().nonnegative(),
  }),
  protein: z.number().nonnegative(),
  sodium: z.number().nonnegative(),
  cholesterol: z.number().nonnegative(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const durationSchema = z.object({ value: z.number().int().nonnegative(), unit: z.literal('minutes') });
export type Duration = z.infer<typeof durationSchema>;

export const privacyLevelSchema = z.enum(['public', 'private']);
export type PrivacyLevel = z.infer<typeof privacyLevelSchema>;

export const recipeAuthorSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
});

/**
 * Where an imported recipe came from (issue 15): the page, its site's name and the original
 * author as the page gave them. Set by the server from its own record of the import; no request
 * can change or remove it.
 */
export const recipeSourceSchema = z.object({
  url: z.string(),
  siteName: z.string().nullable(),
  author: z.string().nullable(),
});
export type RecipeSource = z.infer<typeof recipeSourceSchema>;

export const recipeSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  featuredImage: z.string().nullable(),
  authorId: z.string().nullable(),
  author: recipeAuthorSchema.nullable(),
  /** The serving count per-serving nutrition divides by. */
  servings: z.number().int().positive(),
  /** What the recipe makes when that is not plain servings: '24 cookies', '1 loaf, 12 slices'. */
  yieldText: z.string().nullable(),
  prepTime: durationSchema.nullable(),
  cookTime: durationSchema.nullable(),
  totalTime: durationSchema.nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  dietaryAttributes: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(instructionSchema),
  nutrition: nutritionSchema.nullable(),
  recipeTools: z.array(z.string()),
  /**
   * The catalogue tools `recipeTools` name ('Everyday Kitchen Helpers', SPEC section 9), matched by
   * the server (domain/kitchen-tools matchRecipeTools), essentials first. Read-only.
   */
  kitchenTools: z.array(kitchenToolSchema),
  source: recipeSourceSchema.nullable(),
  privacyLevel: privacyLevelSchema,
  isFeatured: z.boolean(),
  ratings: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * Card-sized projection used by lists: no ingredients, instructions or source. In place of the
 * lines, how many of them the nutrition leaves out, so a card can mark a partial figure (ADR 0011).
 */
export const recipeSummarySchema = recipeSchema
  .omit({ ingredients: true, instructions: true, recipeTools: true, kitchenTools: true, source: true })
  .extend({
    /** Ingredient lines with an amount that add nothing to `nutrition` (domain/nutrition-coverage): 0 when every one counts. */
    notCounted: z.number().int().nonnegative(),
  });
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/** A page cursor is the id of the last item of the previous page. */
export const recipeCursorSchema = idText('cursor must be the nextCursor of a previous page');

export { RECIPE_PAGE_DEFAULT, RECIPE_PAGE_MAX, RECIPE_SORTS, type RecipeSort };

const LIST_CURSOR_MESSAGE = 'cursor must be the nextCursor of a previous page';
/**
 * A list's page cursor: the last item's id, after its sort key when the list is not newest first
 * ('0_1234', '12.5_77', 'n_99' for an item without that figure).
 */
export const recipeListCursorSchema = z
  .string(LIST_CURSOR_MESSAGE)
  .regex(/^(?:(?:n|\d{1,9}(?:\.\d{1,17})?(?:e-?\d{1,3})?)_)?[1-9]\d{0,9}$/, LIST_CURSOR_MESSAGE)
  .refine((v) => Number(v.slice(v.indexOf('_') + 1)) <= MAX_ID, LIST_CURSOR_MESSAGE);

/** A with/without filter: ingredient names separated by commas ('chicken, spinach'). */
const ingredientNamesSchema = (field: 'with' | 'without') =>
  z
    .string()
    .trim()
    .max(300, `${field} must be at most 300 characters`)
    .refine((list) => list.split(',').filter((name) => name.trim() !== '').length <= INGREDIENT_FILTER_NAMES, `${field} takes at most ${INGREDIENT_FILTER_NAMES} ingredients`)
    .refine((list) => list.split(',').every((name) => name.trim().length <= 60), `${field}: each ingredient must be at most 60 characters`);

/** A whole number query parameter in a range, its message naming it. */
const wholeNumber = (field: string, min: number, max: number, what: string) =>
  z.coerce.number(`${field} must be a number`).int(`${field} must be a whole number of ${what}`).min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`);

/** The filters of a recipe list and of its facets (SPEC section 5, widened by issue 19). */
export const recipeFilterQueryShape = {
  search: z.string().trim().max(200).optional(),
  category: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(100).optional(),
  diet: z.string().trim().max(100).optional(),
  with: ingredientNamesSchema('with').optional(),
  without: ingredientNamesSchema('without').optional(),
  maxMinutes: wholeNumber('maxMinutes', 1, 10_000, 'minutes').optional(),
  maxCalories: wholeNumber('maxCalories', 1, 100_000, 'calories').optional(),
  minProtein: wholeNumber('minProtein', 0, 10_000, 'grams').optional(),
};

export const recipeListQuerySchema = z
  .object({
    ...recipeFilterQueryShape,
    sort: z.enum(RECIPE_SORTS, `sort must be one of ${RECIPE_SORTS.join(', ')}`).optional(),
    limit: z.coerce.number().int().min(1).max(RECIPE_PAGE_MAX).default(RECIPE_PAGE_DEFAULT),
    cursor: recipeListCursorSchema.optional(),
  })
  .strict();
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

export const recipeFacetsQuerySchema = z.object(recipeFilterQueryShape).strict();

/** GET /api/recipes/suggestions: what the search box has so far. */
export const recipeSuggestionsQuerySchema = z
  .object({ q: z.string('q must be text').trim().min(1, 'q must not be empty').max(100, 'q must be at most 100 characters') })
  .strict();
/**
 * What the search box offers while a cook types: up to RECIPE_SUGGESTIONS public recipes whose
 * title holds every word, and ingredients (curated food names) with how many public recipes hold each.
 */
export const recipeSuggestionsSchema = z.object({
  recipes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  ingredients: z.array(z.object({ name: z.string(), recipes: z.number().int().positive() })),
});
export type RecipeSuggestions = z.infer<typeof recipeSuggestionsSchema>;
export type RecipeFacetsQuery = z.infer<typeof recipeFacetsQuerySchema>;

const keyCountSchema = z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() }));
const bucketCountSchema = z.array(z.object({ value: z.number(), count: z.number().int().nonnegative() }));
/**
 * GET /api/recipes/facets: how many recipes the list's filters find (`total`) and, for each group,
 * how many each value would show with the list's other filters (domain/recipe-facets).
 */
export const recipeFacetsSchema = z.object({
  total: z.number().int().nonnegative(),
  category: keyCountSchema,
  tag: keyCountSchema,
  diet: keyCountSchema,
  maxMinutes: bucketCountSchema,
  maxCalories: bucketCountSchema,
  minProtein: bucketCountSchema,
});
export type RecipeFacetsAnswer = z.infer<typeof recipeFacetsSchema>;

/**
 * A page of recipes, newest first. `nextCursor` is passed back as `cursor` to get the next
 * page; it is null on the last page.
 */
export const recipeListSchema = z.object({
  items: z.array(recipeSummarySchema),
  nextCursor: z.string().nullable(),
  /** Set when `search` found nothing and its misspelt words were corrected: the search these items answer. */
  correctedSearch: z.string().optional(),
});
export type RecipeList = z.infer<typeof recipeListSchema>;

export const recipeIdParamsSchema = idParams('id must be a positive whole number');

/** PUT /api/recipes/{id}/privacy. */
export const recipePrivacySchema = z
  .object({ privacyLevel: z.enum(['private', 'public'], "privacyLevel must be 'private' or 'public'") })
  .strict();
