import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { healthRoutes } from './routes';

/** /healthz and /readyz (the database answers). */
export async function registerHealth(app: FastifyInstance, deps: { database: Database }): Promise<void> {
  await app.register(healthRoutes, { database: deps.database });
}
