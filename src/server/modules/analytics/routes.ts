import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsRangeQuerySchema, analyticsReportSchema } from '../../../contracts/admin-analytics';
import { analyticsEventSchema } from '../../../contracts/analytics';
import { apiErrorSchema } from '../../../contracts/errors';
import type { AnalyticsEventsRepo } from './events-repo';
import { analyticsReport } from './report';
import type { AnalyticsReportRepo } from './report-repo';

/** The admin reports' refusal (analytics, API usage, AI timing). */
export const ANALYTICS_ADMINS_ONLY = 'Only administrators can see site analytics';

/** Fire-and-forget events from the browser; one insert, no rules beyond the contract. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ events: AnalyticsEventsRepo; reports: AnalyticsReportRepo }> = async (app, { events, reports }) => {
  app.post(
    '/api/analytics/event',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view, affiliate click or engagement event',
        body: analyticsEventSchema,
        response: { 202: z.object({ ok: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = request.body.data ?? {};
      await events.record({
        eventType: request.body.eventType,
        path: typeof data.path === 'string' ? data.path : null,
        data,
        userId: request.viewer?.id ?? null,
      });
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin', denied: ANALYTICS_ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Page views per day, top pages and recipes, affiliate clicks by tool and engagement (admin)',
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsReportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => analyticsReport(reports, request.query.days),
  );
};
