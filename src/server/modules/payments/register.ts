import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { StripeConfig } from '../../config';
import type { Outbound } from '../../net/outbound';
import type { CreditService } from '../credits/service';
import { createPaymentsRepo } from './repo';
import { paymentRoutes } from './routes';
import { createPaymentsService } from './service';
import { createPaymentSettings } from './settings';
import { createStripeClients } from './stripe-client';
import { stripeWebhookRoutes } from './webhook-routes';

export interface PaymentsOptions {
  db: Db;
  credits: CreditService;
  appSecret: string;
  stripe: StripeConfig | undefined;
  publicUrl: string | undefined;
  /** The address policy on every connection to the Stripe API. */
  outbound: Outbound;
}

/** Wires the payments module into the app (one call from app.ts). */
export async function registerPayments(app: FastifyInstance, options: PaymentsOptions): Promise<void> {
  const repo = createPaymentsRepo(options.db);
  const settings = createPaymentSettings({
    repo,
    appSecret: options.appSecret,
    env: options.stripe,
    warn: (message) => app.log.warn(message),
  });
  const service = createPaymentsService({ repo, settings, credits: options.credits, stripeFor: createStripeClients(options.outbound), log: app.log });
  await app.register(paymentRoutes, { service, publicUrl: options.publicUrl });
  await app.register(stripeWebhookRoutes, { service });
}
