import { z } from 'zod';
import { nutritionAnalysisSchema } from './nutrition-analysis';
import { idValue } from './ids';
import { recipeImportRequestSchema, recipeInputSchema } from './recipe-input';

/**
 * The AI tools (Recipe AI, Recipe Ideas) and what they answer. Every figure of nutrition in these
 * answers comes from the nutrition engine over the recipe's ingredients, never from the model.
 */

/** GET /api/ai/status: whether a provider is configured; without one the AI screens say so and nothing is charged. */
export const aiStatusSchema = z.object({
  configured: z.boolean(),
  /** True when the provider can make pictures (an image model is set). */
  images: z.boolean(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const AI_GOALS = [
  'healthier',
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'low-carb',
  'high-protein',
  'lower-calorie',
  'custom',
] as const;
export type AiGoal = (typeof AI_GOALS)[number];
export const AI_GOAL_LABELS: Record<AiGoal, string> = {
  healthier: 'Healthier',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'low-carb': 'Low-carb',
  'high-protein': 'High-protein',
  'lower-calorie': 'Lower-calorie',
  custom: 'My own goal',
};

export const AI_LIMITS = { pastedText: 20_000, customGoal: 500, ingredientsOnHand: 30, ingredientOnHand: 80, cuisine: 60, imageStyle: 300 } as const;

/** A recipe on the site; ids are PostgreSQL integers, so a larger number is a bad request rather than a failed query. */
const recipeIdSchema = idValue('recipeId must be a recipe id');

/** Where the recipe to transform comes from: a recipe on the site (mine, or any public one), pasted text, or a web page. */
export const recipeSourceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('recipe'), recipeId: recipeIdSchema }).strict(),
    z
      .object({
        type: z.literal('text'),
        text: z
          .string('text must be the recipe as text')
          .trim()
          .min(20, 'Paste the whole recipe: at least 20 characters')
          .max(AI_LIMITS.pastedText, `The pasted recipe must be at most ${AI_LIMITS.pastedText} characters`),
      })
      .strict(),
    z.object({ type: z.literal('url'), url: recipeImportRequestSchema.shape.url }).strict(),
  ],
  'source must be a recipe, pasted text or a web address',
);
export type RecipeSource = z.infer<typeof recipeSourceSchema>;

/** POST /api/ai/recipe-transform (cost recipe_transform). */
export const recipeTransformRequestSchema = z
  .object({
    source: recipeSourceSchema,
    goal: z.enum(AI_GOALS, 'goal must be one of: ' + AI_GOALS.join(', ')),
    /** Required for the 'custom' goal; an extra wish otherwise. */
    instructions: z
      .string('instructions must be text')
      .trim()
      .max(AI_LIMITS.customGoal, `instructions must be at most ${AI_LIMITS.customGoal} characters`)
      .optional(),
  })
  .strict()
  .refine((r) => r.goal !== 'custom' || Boolean(r.instructions), { message: 'Describe your goal', path: ['instructions'] });
export type RecipeTransformRequest = z.infer<typeof recipeTransformRequestSchema>;

/** One change the model made, and why. */
export const recipeChangeSchema = z.object({
  change: z.string(),
  reason: z.string(),
});
export type RecipeChange = z.infer<typeof recipeChangeSchema>;

/** A recipe as the editor holds it, with its nutrition worked out by the engine. */
export const analysedDraftSchema = z.object({
  draft: recipeInputSchema,
  analysis: nutritionAnalysisSchema,
});
export type AnalysedDraft = z.infer<typeof analysedDraftSchema>;

/** A transformed recipe as it is kept in the member's history. */
export const storedTransformSchema = z.object({
  original: analysedDraftSchema,
  transformed: analysedDraftSchema,
  /** One or two sentences on what the new version is. */
  summary: z.string(),
  changes: z.array(recipeChangeSchema),
});
export type StoredTransform = z.infer<typeof storedTransformSchema>;

/** What a paid call answers besides its result: where the result is kept, the credits taken and the balance after. */
const paidSchema = z.object({
  /** The result in the member's history (GET /api/ai/results/{resultId}). */
  resultId: z.string(),
  credits: z.number().int(),
  balance: z.number().int(),
});

export const recipeTransformSchema = storedTransformSchema.extend(paidSchema.shape);
export type RecipeTransform = z.infer<typeof recipeTransformSchema>;

/** POST /api/ai/recipe-analysis (cost recipe_analysis): the model's reading of a recipe on the site. */
export const recipeAnalysisRequestSchema = z
  .object({ recipeId: recipeIdSchema })
  .strict();

export const storedAnalysisSchema = z.object({
  recipeId: z.number().int(),
  /** The analysed recipe's title when it was analysed. */
  title: z.string(),
  /** The engine's figures the model was given (per serving). */
  analysis: nutritionAnalysisSchema,
  /**
   * Lines with an amount the figures leave out (ADR 0011), so calories read '≥ 520'. Absent on
   * results kept before it was recorded.
   */
  notCounted: z.number().int().nonnegative().optional(),
  summary: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  /** 1 (least) to 10 (most): how well the recipe fits a balanced diet, in the model's judgement. */
  healthScore: z.number().int().min(1).max(10),
});
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

export const recipeAnalysisSchema = storedAnalysisSchema.extend(paidSchema.shape);
export type RecipeAnalysis = z.infer<typeof recipeAnalysisSchema>;

/** The Recipe AI results a member's history keeps (a picture is kept on its recipe instead). */
export const AI_RESULT_FEATURES = ['recipe_transform', 'recipe_analysis'] as const;
export type AiResultFeature = (typeof AI_RESULT_FEATURES)[number];

/** Ids of kept results and idea sets: random, URL-safe. */
export const AI_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One line of GET /api/ai/results (latest first). */
export const aiResultSummarySchema = z.object({
  id: z.string(),
  feature: z.enum(AI_RESULT_FEATURES),
  title: z.string(),
  createdAt: z.string(),
});
export type AiResultSummary = z.infer<typeof aiResultSummarySchema>;
export const aiResultListSchema = z.object({ results: z.array(aiResultSummarySchema) });
export type AiResultList = z.infer<typeof aiResultListSchema>;

/** GET /api/ai/results/{id}: one kept result, whole. */
export const aiResultSchema = z.discriminatedUnion('feature', [
  aiResultSummarySchema.extend({ feature: z.literal('recipe_transform'), transform: storedTransformSchema }),
  aiResultSummarySchema.extend({ feature: z.literal('recipe_analysis'), analysis: storedAnalysisSchema }),
]);
export type AiResult = z.infer<typeof aiResultSchema>;

/** POST /api/ai/recipe-image (cost image_generation): a picture for one of my recipes, set as its featured image. */
export const recipeImageRequestSchema = z
  .object({
    recipeId: recipeIdSchema,
    /** Extra wishes for the picture (style, setting). */
    style: z.string('style must be text').trim().max(AI_LIMITS.imageStyle, `style must be at most ${AI_LIMITS.imageStyle} characters`).optional(),
  })
  .strict();

export const recipeImageSchema = z.object({
  recipeId: z.number().int(),
  featuredImage: z.string(),
  credits: z.number().int(),
  balance: z.number().int(),
});
export type RecipeImage = z.infer<typeof recipeImageSchema>;

export const IDEA_TIMES = ['any', '15', '30', '45', '60'] as const;

/** POST /api/ai/recipe-ideas (cost recipe_suggestion). */
export const recipeIdeasRequestSchema = z
  .object({
    ingredients: z
      .array(
        z
          .string('Each ingredient must be text')
          .trim()
          .min(1, 'Ingredients cannot be empty')
          .max(AI_LIMITS.ingredientOnHand, `Each ingredient must be at most ${AI_LIMITS.ingredientOnHand} characters`),
        'ingredients must be a list',
      )
      .min(1, 'Add at least one ingredient you have')
      .max(AI_LIMITS.ingredientsOnHand, `At most ${AI_LIMITS.ingredientsOnHand} ingredients`),
    /** Dietary preferences (the profile's by default on the screen). */
    diet: z
      .array(z.string('Each diet must be text').trim().min(1).max(60, 'Each diet must be at most 60 characters'), 'diet must be a list')
      .max(10, 'At most 10 diets')
      .default([]),
    cuisine: z.string('cuisine must be text').trim().max(AI_LIMITS.cuisine, `cuisine must be at most ${AI_LIMITS.cuisine} characters`).optional(),
    /** Most minutes in all; 'any' for no limit. */
    maxMinutes: z.enum(IDEA_TIMES, 'maxMinutes must be one of: ' + IDEA_TIMES.join(', ')).default('any'),
    servings: z.number('servings must be a number').int('servings must be a whole number').min(1, 'servings must be at least 1').max(24, 'servings must be at most 24').default(2),
  })
  .strict();
export type RecipeIdeasRequest = z.infer<typeof recipeIdeasRequestSchema>;

export const recipeIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Minutes in all, as the model estimates it. */
  totalMinutes: z.number().int().nullable(),
  /** Which of the given ingredients it uses, and what else it needs. */
  uses: z.array(z.string()),
  alsoNeeds: z.array(z.string()),
});
export type RecipeIdea = z.infer<typeof recipeIdeaSchema>;

export const recipeIdeasSchema = z.object({
  /** Names this set of ideas for expanding one of them (included in what was paid). */
  setId: z.string(),
  ideas: z.array(recipeIdeaSchema).min(3).max(5),
  credits: z.number().int(),
  balance: z.number().int(),
});
export type RecipeIdeas = z.infer<typeof recipeIdeasSchema>;

/** POST /api/ai/recipe-ideas/{setId}/expand: one idea of a paid set as a full recipe (no further charge). */
export const expandIdeaRequestSchema = z
  .object({ index: z.number('index must be a number').int('index must be a whole number').min(0, 'index must be 0 to 4').max(4, 'index must be 0 to 4') })
  .strict();

export const expandedIdeaSchema = analysedDraftSchema;
export type ExpandedIdea = z.infer<typeof expandedIdeaSchema>;

/** One line of GET /api/ai/recipe-ideas (latest first): a paid set, named by the ingredients it was asked for. */
export const ideaSetSummarySchema = z.object({
  setId: z.string(),
  ingredients: z.array(z.string()),
  titles: z.array(z.string()),
  createdAt: z.string(),
});
export type IdeaSetSummary = z.infer<typeof ideaSetSummarySchema>;
export const ideaSetListSchema = z.object({ sets: z.array(ideaSetSummarySchema) });
export type IdeaSetList = z.infer<typeof ideaSetListSchema>;

/** GET /api/ai/recipe-ideas/{setId}: a kept set with the ideas already written out in full (by index '0'..'4'). */
export const ideaSetSchema = z.object({
  setId: z.string(),
  ideas: z.array(recipeIdeaSchema),
  expansions: z.record(z.string(), analysedDraftSchema),
  createdAt: z.string(),
});
export type IdeaSet = z.infer<typeof ideaSetSchema>;
