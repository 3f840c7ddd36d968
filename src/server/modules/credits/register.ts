import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Housekeeping } from '../../housekeeping';
import { creditRoutes } from './routes';
import { createCreditService, type CreditService } from './service';

const EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Credits: the balance and history routes, and the service every paid feature charges through.
 * Promotional credits expire by themselves: one instance sweeps now and then (expiry is idempotent
 * per grant besides), and a member's own reads expire theirs first.
 */
export async function registerCredits(app: FastifyInstance, deps: { db: Db; housekeeping: Housekeeping }): Promise<CreditService> {
  const credits = createCreditService(deps.db);
  deps.housekeeping.every({ name: 'credit expiry', everyMs: EXPIRY_INTERVAL_MS, task: () => credits.expireDue() });
  await app.register(creditRoutes, { service: credits });
  return credits;
}
