import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { STRIPE_WEBHOOK_PATH } from '../../../contracts/payments';
import type { PaymentsService } from './service';

/** Stripe's events are small; this only bounds what an unauthenticated caller can make us buffer. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Stripe's webhook. The signature covers the exact bytes sent, so this route keeps the body as a
 * Buffer. Registered as its own plugin: the raw parser lives only in this encapsulated context
 * and the rest of the API keeps parsing JSON.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { access: 'public' },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (signed): checkout completed or settled, expired or failed, refunds and disputes',
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { duplicate } = await service.webhook(body, typeof signature === 'string' ? signature : undefined);
      return { received: true as const, duplicate };
    },
  );
};
