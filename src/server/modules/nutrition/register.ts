import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { NutritionAnalyzer } from './analyzer';
import { createNutritionRecompute } from './recompute';
import { createRecomputeRepo } from './recompute-repo';
import { recomputeRoutes } from './recompute-routes';
import { nutritionRoutes } from './routes';

/** The editor's nutrition analysis (POST /api/nutrition/analyze) and the admin's recompute of stored nutrition. */
export async function registerNutrition(
  app: FastifyInstance,
  deps: {
    db: Db;
    analyzer: NutritionAnalyzer;
    /** Drops a recomputed recipe from every process's cache. */
    recipeChanged: (id: number) => Promise<void>;
  },
): Promise<void> {
  await app.register(nutritionRoutes, { analyzer: deps.analyzer });
  await app.register(recomputeRoutes, {
    recompute: createNutritionRecompute({ repo: createRecomputeRepo(deps.db), analyzer: deps.analyzer, changed: deps.recipeChanged }),
  });
}
