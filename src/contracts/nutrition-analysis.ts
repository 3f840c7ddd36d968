import { z } from 'zod';
import { ingredientNutritionSchema, nutritionSchema } from './recipe';
import { RECIPE_LIMITS, recipeInputSchema } from './recipe-input';

/**
 * POST /api/nutrition/analyze: the nutrition of a recipe worked out from its ingredients and
 * USDA food figures, as the editor shows it while a member writes. The same engine fills a
 * recipe's stored nutrition when it is saved.
 */
export const nutritionAnalysisRequestSchema = z
  .object({
    servings: recipeInputSchema.shape.servings,
    ingredients: z
      .array(recipeInputSchema.shape.ingredients.element, 'Ingredients must be a list')
      .max(RECIPE_LIMITS.ingredients, `At most ${RECIPE_LIMITS.ingredients} ingredients`),
  })
  .strict();
export type NutritionAnalysisRequest = z.infer<typeof nutritionAnalysisRequestSchema>;

/**
 * What became of one ingredient line:
 * - matched: a food was found and the amount converted to grams; it counts in the totals;
 * - no-amount: a food was found but the line has no quantity ('salt to taste'); it adds nothing;
 * - unconverted: a food was found but its amount could not be turned into grams (an unknown unit,
 *   or a count with no known weight per piece); left out of the totals;
 * - uncertain: the closest food only resembles the name weakly (a fuzzy match below the threshold);
 *   shown as a guess with the food, left out of the totals until the member names the food;
 * - unmatched: no food is close enough to the name; left out of the totals.
 */
export const ingredientMatchStatusSchema = z.enum(['matched', 'no-amount', 'unconverted', 'uncertain', 'unmatched']);
export type IngredientMatchStatus = z.infer<typeof ingredientMatchStatusSchema>;

export const matchedFoodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'sr28' with the NDB number, or 'fdc' with the FoodData Central id: where the figures come from. */
  source: z.enum(['sr28', 'fdc']),
  sourceId: z.string(),
  /**
   * 1 for an exact name or alias; else how close (0..1): for a name that ends in the food's name
   * ('free-range eggs' -> egg) the share of its words that name the food, otherwise the fuzzy
   * similarity of the closest name.
   */
  confidence: z.number().min(0).max(1),
});
export type MatchedFood = z.infer<typeof matchedFoodSchema>;

export const ingredientAnalysisSchema = z.object({
  /** Position of the line in the request. */
  index: z.number().int().nonnegative(),
  name: z.string(),
  status: ingredientMatchStatusSchema,
  food: matchedFoodSchema.nullable(),
  /** Grams of the line as written (whole recipe); null unless matched. */
  grams: z.number().nonnegative().nullable(),
  /** Protein, fat and carbs of the line as written (whole recipe); null unless matched. */
  nutrition: ingredientNutritionSchema.nullable(),
  /** Why the line is left out of the totals, for the member to fix; null when matched. */
  problem: z.string().nullable(),
});
export type IngredientAnalysis = z.infer<typeof ingredientAnalysisSchema>;

export const nutritionAnalysisSchema = z.object({
  /** Per serving; null when no line was matched. */
  nutrition: nutritionSchema.nullable(),
  ingredients: z.array(ingredientAnalysisSchema),
});
export type NutritionAnalysis = z.infer<typeof nutritionAnalysisSchema>;
