import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { idValue } from '../../../contracts/ids';
import type { NutritionRecompute } from './recompute';
import { auditOf } from '../admin/audit';

export const ADMINS_ONLY = 'Only administrators can recompute nutrition';

export const recomputeRequestSchema = z
  .object({
    ids: z
      .array(idValue('Recipe ids must be recipe ids (whole numbers from 1)'), 'ids must be a list')
      .min(1, 'ids must name at least one recipe; leave it out for all recipes')
      .max(10_000, 'At most 10000 ids')
      .optional(),
  })
  .strict();

export const recomputeResultSchema = z.object({
  /** Recipes whose stored nutrition changed and was written. */
  updated: z.number().int().nonnegative(),
  /** Recipes whose stored nutrition was already what the engine computes. */
  unchanged: z.number().int().nonnegative(),
  /** Of those, recipes where no ingredient line could be counted (their nutrition is null). */
  withoutMatches: z.number().int().nonnegative(),
});
export type RecomputeResult = z.infer<typeof recomputeResultSchema>;


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
