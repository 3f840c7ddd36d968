import type { FastifyInstance } from 'fastify';
import { REPORT_RETENTION_DAYS } from '../../../contracts/admin-analytics';
import type { Db } from '../../../db/client';
import { daysAgo, type Housekeeping } from '../../housekeeping';
import { registerApiUsageCollector } from './collector';
import { createApiUsageRepo } from './repo';
import { apiUsageRoutes } from './routes';

/**
 * API usage: the hook on the root instance that counts every response per route pattern in
 * memory (flushed to api_usage), and the admin's report over it.
 */
export async function registerApiUsage(app: FastifyInstance, deps: { db: Db; housekeeping: Housekeeping }): Promise<void> {
  const repo = createApiUsageRepo(deps.db);
  const collector = registerApiUsageCollector(app, repo);
  await app.register(apiUsageRoutes, { repo, collector });
  deps.housekeeping.add('old API usage', () => repo.purgeBefore(daysAgo(REPORT_RETENTION_DAYS)));
}
