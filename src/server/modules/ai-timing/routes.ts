import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiTimingReportSchema, analyticsRangeQuerySchema } from '../../../contracts/admin-analytics';
import { apiErrorSchema } from '../../../contracts/errors';
import { ANALYTICS_ADMINS_ONLY } from '../analytics/routes';
import type { AiTimingRepo } from './repo';
import { aiTimingReport } from './service';

/** GET /api/admin/ai-timing?days=1..90 (admin). */
export const aiTimingRoutes: FastifyPluginAsyncZod<{ repo: AiTimingRepo }> = async (app, { repo }) => {
  app.get(
    '/api/admin/ai-timing',
    {
      config: { access: 'admin', denied: ANALYTICS_ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'AI calls per feature and model: success rate, p50/p95 duration, tokens, credits; and per day (admin)',
        querystring: analyticsRangeQuerySchema,
        response: { 200: aiTimingReportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => aiTimingReport(repo, request.query.days),
  );
};
