import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsRangeQuerySchema, apiUsageReportSchema } from '../../../contracts/admin-analytics';
import { apiErrorSchema } from '../../../contracts/errors';
import { ANALYTICS_ADMINS_ONLY } from '../analytics/routes';
import type { ApiUsageCollector } from './collector';
import type { ApiUsageRepo } from './repo';
import { apiUsageReport } from './service';

/** GET /api/admin/api-usage?days=1..90 (admin). */
export const apiUsageRoutes: FastifyPluginAsyncZod<{ repo: ApiUsageRepo; collector: ApiUsageCollector }> = async (app, { repo, collector }) => {
  app.get(
    '/api/admin/api-usage',
    {
      config: { access: 'admin', denied: ANALYTICS_ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Requests per route and per day with status classes and p50/p95 latency (admin)',
        querystring: analyticsRangeQuerySchema,
        response: { 200: apiUsageReportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      // This process's latest minute is written first, so the screen is current; other
      // processes' counts arrive with their next flush.
      await collector.flush().catch((err: unknown) => request.log.warn({ err }, 'writing API usage before the report failed'));
      return apiUsageReport(repo, request.query.days);
    },
  );
};
