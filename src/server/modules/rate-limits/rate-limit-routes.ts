import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { rateLimitSettingsSchema, rateLimitsSchema } from '../../../contracts/rate-limits';
import type { RateLimitStore } from './rate-limits';
import { auditOf } from '../admin/audit';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** /api/admin/settings/rate-limits: what the Advanced settings screen shows and changes. */
export const rateLimitRoutes: FastifyPluginAsyncZod<{ limits: RateLimitStore }> = async (app, { limits }) => {
  app.get(
    '/api/admin/settings/rate-limits',
    {
      config: { access: 'admin', denied: 'Only administrators can see or change the site settings' },
      schema: {
        tags: ['settings'],
        summary: "The rate limits in force and the server's defaults (admin)",
        response: { 200: rateLimitSettingsSchema, ...errors },
      },
    },
    () => limits.settings(),
  );

  app.put(
    '/api/admin/settings/rate-limits',
    {
      config: { access: 'admin', denied: 'Only administrators can see or change the site settings' },
      schema: {
        tags: ['settings'],
        summary: 'Sets AI requests per minute per member, and sign-ups and sign-ins per address every 15 minutes (admin); every process follows within 10 s',
        body: rateLimitsSchema,
        response: { 200: rateLimitSettingsSchema, ...errors },
      },
    },
    (request) => limits.save(request.body, auditOf(request)),
  );

  app.delete(
    '/api/admin/settings/rate-limits',
    {
      config: { access: 'admin', denied: 'Only administrators can see or change the site settings' },
      schema: { tags: ['settings'], summary: "Goes back to the server's defaults (admin)", response: { 200: rateLimitSettingsSchema, ...errors } },
    },
    (request) => limits.reset(auditOf(request)),
  );
};
