import { z } from 'zod';
import { idValue } from './ids';

/** POST /api/admin/recipes/nutrition: recompute the stored nutrition of all (or the given) recipes (admin). */
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
