import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { nutritionAnalysisRequestSchema, nutritionAnalysisSchema } from '../../../contracts/nutrition-analysis';
import type { NutritionAnalyzer } from './analyzer';

/**
 * The editor asks again each time the member pauses typing; a person writing a recipe stays far
 * below this, a script walking the food table does not.
 */
export const ANALYZE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** POST /api/nutrition/analyze: open to everyone (it reads public food data), limited per address. */
export const nutritionRoutes: FastifyPluginAsyncZod<{ analyzer: NutritionAnalyzer }> = async (app, { analyzer }) => {
  app.post(
    '/api/nutrition/analyze',
    {
      config: { access: 'public', rateLimit: ANALYZE_RATE_LIMIT },
      schema: {
        tags: ['nutrition'],
        summary: "A recipe's nutrition per serving worked out from its ingredients and USDA food figures",
        description:
          'Each line is matched to a food by name (exact name or alias, else the closest name by trigram similarity, ' +
          'with its confidence) and its amount turned into grams with the food\'s USDA household measures. Lines ' +
          'that cannot be matched or weighed are listed with the reason and left out of the totals. Nothing is stored.',
        body: nutritionAnalysisRequestSchema,
        response: { 200: nutritionAnalysisSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    (request) => analyzer.analyze(request.body.ingredients, request.body.servings),
  );
};
