import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  checkoutListQuerySchema,
  checkoutListSchema,
  checkoutOutcomeSchema,
  checkoutStartedSchema,
  confirmCheckoutSchema,
  creditPacksSchema,
  paymentSettingsSchema,
  publicCreditPacksSchema,
  startCheckoutSchema,
  updatePaymentSettingsSchema,
} from '../../../contracts/payments';
import { auditOf } from '../admin/audit';
import type { PaymentsService } from './service';
import { siteOrigin } from '../../net/site-origin';

const ADMINS_ONLY = 'Only administrators can change payment settings';
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const memberErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema };


const BUY_SIGN_IN = 'Please sign in to buy credits';

export interface PaymentRouteOptions {
  service: PaymentsService;
  publicUrl: string | undefined;
}

/** Credit packs (public list, admin editing), checkout and its confirmation, and the admin's Stripe keys. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { service, publicUrl }) => {
  // Stripe sends the member back here, so it must be the address they use (or the configured one).
  const originOf = (request: FastifyRequest) => siteOrigin(request, publicUrl);

  app.get(
    '/api/credits/packs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The credit packs on sale, and whether buying is possible on this site',
        response: { 200: publicCreditPacksSchema },
      },
    },
    () => service.publicPacks(),
  );

  app.post(
    '/api/credits/checkout',
    {
      config: { access: 'signed-in', denied: BUY_SIGN_IN, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['payments'],
        summary: "Starts a Stripe Checkout for a pack; send the browser to the answered url (Stripe's payment page)",
        body: startCheckoutSchema,
        response: { 200: checkoutStartedSchema, ...memberErrors },
      },
    },
    (request) => service.startCheckout(request.viewer!.id, request.body.packId, originOf(request)),
  );

  app.post(
    '/api/credits/checkout/confirm',
    {
      config: { access: 'signed-in', denied: BUY_SIGN_IN, rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        tags: ['payments'],
        summary: 'From the success page: asks Stripe about the checkout and adds the credits when paid (once, whatever the webhook did)',
        body: confirmCheckoutSchema,
        response: { 200: checkoutOutcomeSchema, ...memberErrors },
      },
    },
    (request) => service.confirm(request.viewer!.id, request.body.sessionId),
  );

  app.get(
    '/api/credits/checkouts',
    {
      config: { access: 'signed-in', denied: BUY_SIGN_IN },
      schema: {
        tags: ['payments'],
        summary:
          "The signed-in member's 20 latest credit purchases, newest first; with unsettled=true, those still waiting for a slow payment (bank debit) and those whose payment failed in the last 30 days",
        querystring: checkoutListQuerySchema,
        response: { 200: checkoutListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.checkouts(request.viewer!.id, { unsettled: request.query.unsettled === 'true' }),
  );

  app.get(
    '/api/admin/credits/packs',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['payments'], summary: 'Every credit pack, active or not (admin)', response: { 200: creditPacksSchema, ...adminErrors } },
    },
    async () => ({ packs: await service.adminPacks() }),
  );

  app.put(
    '/api/admin/credits/packs',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['payments'],
        summary: 'Replaces the credit packs (admin); open checkouts keep the price and credits they started with',
        body: creditPacksSchema,
        response: { 200: creditPacksSchema, ...adminErrors },
      },
    },
    async (request) => ({ packs: await service.setPacks(request.body.packs, auditOf(request)) }),
  );

  app.get(
    '/api/admin/payments/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['payments'],
        summary: 'Whether Stripe keys are set (and their last 4 characters), never the keys (admin)',
        response: { 200: paymentSettingsSchema, ...adminErrors },
      },
    },
    () => service.paymentSettings(),
  );

  app.put(
    '/api/admin/payments/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['payments'],
        summary: 'Stores the Stripe secret key and webhook signing secret, encrypted; empty strings remove them (admin)',
        body: updatePaymentSettingsSchema,
        response: { 200: paymentSettingsSchema, ...adminErrors, 409: apiErrorSchema },
      },
    },
    (request) => service.setPaymentSettings(request.body, auditOf(request)),
  );
};
