import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { registerApiUsageCollector, type ApiUsageCollector } from './collector';
import { createApiUsageRepo, type ApiUsageRepo } from './repo';

/**
 * The collecting hook of API usage, on the root instance: call it before registering the routes
 * it should count, and register apiUsageRoutes with the answer.
 */
export function registerApiUsage(app: FastifyInstance, db: Db, flushIntervalMs?: number): { repo: ApiUsageRepo; collector: ApiUsageCollector } {
  const repo = createApiUsageRepo(db);
  return { repo, collector: registerApiUsageCollector(app, repo, flushIntervalMs) };
}
