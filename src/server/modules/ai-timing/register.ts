import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { createAiTimingRepo } from './repo';
import { aiTimingRoutes } from './routes';

/** The admin's report on AI calls: success rate, durations, tokens and credits per feature and model. */
export async function registerAiTiming(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  await app.register(aiTimingRoutes, { repo: createAiTimingRepo(deps.db) });
}
