import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { createSavedRecipeRepo } from './repo';
import { savedRecipeRoutes } from './routes';

/** A member's saved recipes (save, unsave, the list). */
export async function registerSavedRecipes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(savedRecipeRoutes, { repo: createSavedRecipeRepo(deps.db) });
}
