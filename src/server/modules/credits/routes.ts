import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditSettingsSchema,
  creditTransactionPageSchema,
  creditTransactionsQuerySchema,
  featureCostsSchema,
  featureParamsSchema,
  scheduleCostSchema,
  signupBonusSchema,
} from '../../../contracts/credits';
import { apiErrorSchema } from '../../../contracts/errors';
import { auditOf } from '../admin/audit';
import type { CreditService } from './service';

const ADMINS_ONLY = 'Only administrators can change credit settings';
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };


/** Credits: the member's ledger, the feature costs (public), and the admin's credit settings. */
export const creditRoutes: FastifyPluginAsyncZod<{ service: CreditService }> = async (app, { service }) => {
  app.get(
    '/api/credits/transactions',
    {
      config: { access: 'signed-in', denied: 'Please sign in to see your credits' },
      schema: {
        tags: ['credits'],
        summary: "The signed-in member's balance and credit transactions, newest first, paged",
        querystring: creditTransactionsQuerySchema,
        response: { 200: creditTransactionPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.transactions(request.viewer!.id, request.query),
  );

  app.get(
    '/api/credits/costs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['credits'],
        summary: 'What each AI feature costs now, and any change announced for it (effective 30 days after it was made)',
        response: { 200: featureCostsSchema },
      },
    },
    async () => ({ costs: await service.costs() }),
  );

  app.get(
    '/api/admin/credits/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['credits'], summary: 'Sign-up bonus and feature costs (admin)', response: { 200: creditSettingsSchema, ...adminErrors } },
    },
    () => service.settings(),
  );

  app.put(
    '/api/admin/credits/costs/:feature',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['credits'],
        summary: "Schedules a feature's new cost, in force 30 days from now; the cost in force now cancels a pending change (admin)",
        params: featureParamsSchema,
        body: scheduleCostSchema,
        response: { 200: featureCostsSchema, ...adminErrors },
      },
    },
    async (request) => ({ costs: await service.scheduleCost(request.params.feature, request.body.cost, auditOf(request)) }),
  );

  app.put(
    '/api/admin/credits/signup-bonus',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['credits'],
        summary: 'Sets the promotional credits each new account gets and the days they last (admin)',
        body: signupBonusSchema,
        response: { 200: signupBonusSchema, ...adminErrors },
      },
    },
    (request) => service.setSignupBonus(request.body, auditOf(request)),
  );
};
