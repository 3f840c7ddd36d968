import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { recomputeRequestSchema, recomputeResultSchema } from '../../../contracts/nutrition-recompute';
import type { NutritionRecompute } from './recompute';
import { auditOf } from '../admin/audit';

export const ADMINS_ONLY = 'Only administrators can recompute nutrition';

/** POST /api/admin/recipes/nutrition: recompute stored nutrition of all (or the given) recipes. */
export const recomputeRoutes: FastifyPluginAsyncZod<{ recompute: NutritionRecompute }> = async (app, { recompute }) => {
  app.post(
    '/api/admin/recipes/nutrition',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['nutrition'],
        summary: 'Recomputes the stored nutrition of every recipe, or of the recipes in `ids` (admin)',
        description: 'Unknown ids are skipped. Answers how many recipes changed, were already right, and have no countable line.',
        // No body at all (null here) means every recipe.
        body: recomputeRequestSchema.nullish(),
        response: { 200: recomputeResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    (request) => recompute.recompute(request.body?.ids ?? null, auditOf(request)),
  );
};
