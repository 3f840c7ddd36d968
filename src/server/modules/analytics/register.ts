import type { FastifyInstance } from 'fastify';
import { REPORT_RETENTION_DAYS } from '../../../contracts/admin-analytics';
import type { Db } from '../../../db/client';
import { daysAgo, type Housekeeping } from '../../housekeeping';
import { createAnalyticsEventsRepo } from './events-repo';
import { createAnalyticsReportRepo } from './report-repo';
import { analyticsRoutes } from './routes';

/** The browser's page-view, affiliate-click and engagement events, and the admin's report over them. */
export async function registerAnalytics(app: FastifyInstance, deps: { db: Db; housekeeping: Housekeeping }): Promise<void> {
  const reports = createAnalyticsReportRepo(deps.db);
  await app.register(analyticsRoutes, { events: createAnalyticsEventsRepo(deps.db), reports });
  deps.housekeeping.add('old page-view events', () => reports.purgeBefore(daysAgo(REPORT_RETENTION_DAYS)));
}
