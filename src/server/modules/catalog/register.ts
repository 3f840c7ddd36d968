import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { createCatalogRepo } from './repo';
import { catalogRoutes } from './routes';

/** The category and tag lists (GET /api/categories, /api/tags). */
export async function registerCatalog(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(catalogRoutes, { repo: createCatalogRepo(deps.db) });
}
