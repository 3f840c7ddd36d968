import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiProviderSettingsInputSchema, aiProviderSettingsSchema } from '../../../contracts/ai-provider';
import { apiErrorSchema } from '../../../contracts/errors';
import { auditOf } from '../admin/audit';
import type { ProviderSettings } from './provider-settings';
import { refuseForbiddenHost, type Outbound } from '../../net/outbound';

const ADMINS_ONLY = 'Only administrators can see or change the AI provider settings';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };


/** GET/PUT/DELETE /api/admin/ai/settings: the AI provider used when the environment sets none. */
export const providerSettingsRoutes: FastifyPluginAsyncZod<{ settings: ProviderSettings; outbound: Outbound }> = async (app, { settings, outbound }) => {
  app.get(
    '/api/admin/ai/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['ai'],
        summary: 'The AI provider settings; the key only as set or not and its last 4 characters (admin)',
        response: { 200: aiProviderSettingsSchema, ...errors },
      },
    },
    () => settings.view(),
  );

  app.put(
    '/api/admin/ai/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['ai'],
        summary: 'Sets the AI provider (an empty apiKey keeps the stored one); the environment, when set, still wins (admin)',
        body: aiProviderSettingsInputSchema,
        response: { 200: aiProviderSettingsSchema, ...errors },
      },
    },
    async (request) => {
      // The key is sent to this address: one the server may not connect to is refused now, not at the first AI call.
      await refuseForbiddenHost(outbound, new URL(request.body.baseUrl).hostname, 'baseUrl');
      return settings.save(request.body, auditOf(request));
    },
  );

  app.delete(
    '/api/admin/ai/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['ai'], summary: 'Forgets the stored AI provider (admin)', response: { 200: aiProviderSettingsSchema, ...errors } },
    },
    (request) => settings.clear(auditOf(request)),
  );
};
