import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_SUCCESS_PATH,
  FAILED_PURCHASE_SHOWN_DAYS,
  type CheckoutList,
  type CheckoutOutcome,
  type CheckoutOutcomeAnswer,
  type CheckoutStarted,
  type CreditPack,
  type PublicCreditPacks,
  type UpdatePaymentSettings,
} from '../../../contracts/payments';
import { AppError } from '../../errors';
import type { Audit } from '../admin/audit';
import type { CreditService } from '../credits/service';
import type { CheckoutRow, PaymentsRepo } from './repo';
import type { PaymentSettingsStore, StripeKeys } from './settings';
import type { StripeClients } from './stripe-client';

const RECENT_CHECKOUTS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

function paymentError(code: 'PAYMENTS_NOT_CONFIGURED' | 'PAYMENT_PROVIDER_ERROR', status: number, message: string): AppError {
  return new AppError(code, status, message);
}

const notConfigured = () =>
  paymentError('PAYMENTS_NOT_CONFIGURED', 503, 'Buying credits is not available yet: this site has no payment provider configured.');

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What the signed session says that our checkout row must agree with; null when all agree. */
function mismatch(row: CheckoutRow, session: Stripe.Checkout.Session): string | null {
  const metadata = session.metadata ?? {};
  if (session.mode !== 'payment') return `mode ${session.mode}`;
  if (session.client_reference_id !== row.userId || metadata.userId !== row.userId) return 'user';
  if (metadata.packId !== row.packId || metadata.credits !== String(row.credits)) return 'pack';
  if (session.amount_total !== row.amountCents || session.currency !== row.currency) {
    return `amount ${session.amount_total} ${session.currency} instead of ${row.amountCents} ${row.currency}`;
  }
  return null;
}

export interface PaymentsServiceOptions {
  repo: PaymentsRepo;
  settings: PaymentSettingsStore;
  credits: Pick<CreditService, 'purchase' | 'refund' | 'reinstate' | 'revokeReinstated'>;
  stripeFor: StripeClients;
  log: FastifyBaseLogger;
}

/**
 * Credit packs bought with Stripe Checkout. Credits are added by one idempotent path (`settle`)
 * reached from the webhook and from the success page's confirm, whichever comes first; the
 * ledger's purchase reference (the session id) makes the second a no-op. Refunds and disputes
 * mark the checkout reversed before taking the credits back, and fulfilment re-checks the mark
 * after crediting, so a reversal that overtakes fulfilment is never lost (see `fulfil`).
 */
export function createPaymentsService({ repo, settings, credits, stripeFor, log }: PaymentsServiceOptions) {
  async function requireKeys(): Promise<StripeKeys> {
    const keys = await settings.keys();
    if (!keys) throw notConfigured();
    return keys;
  }

  /** A Stripe call; its failures become one 502 answer (details in the log, not the answer). */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      // The SDK is loaded by now: every call starts from a client (stripe-client.ts).
      const { errors } = (await import('stripe')).default;
      if (!(err instanceof errors.StripeError)) throw err;
      log.error({ err, stripeCode: err.code, stripeType: err.type }, `Stripe refused or failed to ${what}`);
      throw paymentError('PAYMENT_PROVIDER_ERROR', 502, 'The payment provider could not be reached. Please try again in a moment.');
    }
  }

  /** Takes back what is left of a purchase; nothing to do when it was never credited. */
  async function reversePurchase(sessionId: string): Promise<void> {
    try {
      await credits.refund(sessionId);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return;
      throw err;
    }
  }

  /**
   * Credits a paid checkout once. The purchase is written first, then the status is moved; if a
   * refund marked the checkout reversed in between, that refund may have looked for the purchase
   * before it existed, so the reversal is done here (refund is idempotent, so both doing it is fine).
   */
  async function fulfil(row: CheckoutRow): Promise<CheckoutOutcome> {
    await credits.purchase(row.userId, row.credits, row.sessionId);
    // A paid session is credited whatever was noted before: the money was taken.
    if (await repo.transition(row.sessionId, ['open', 'processing', 'expired', 'failed'], 'fulfilled')) return 'fulfilled';
    const now = await repo.checkout(row.sessionId);
    if (now?.status === 'fulfilled') return 'fulfilled';
    await reversePurchase(row.sessionId);
    return 'failed';
  }

  /** The one path from a Stripe session (webhook payload or fetched) to credits. */
  async function settle(row: CheckoutRow, session: Stripe.Checkout.Session): Promise<CheckoutOutcome> {
    const problem = mismatch(row, session);
    if (problem) {
      // Signed by Stripe yet not what we asked for: someone changed the session. Never credit it.
      log.error({ sessionId: row.sessionId, problem }, 'Stripe session does not match its checkout; not crediting');
      return 'failed';
    }
    const paymentIntentId = idOf(session.payment_intent);
    if (paymentIntentId && row.paymentIntentId !== paymentIntentId) await repo.linkPaymentIntent(row.sessionId, paymentIntentId);
    if (row.status === 'reversed') return 'failed';
    if (session.payment_status === 'paid') return fulfil(row);
    if (session.status === 'expired') {
      await repo.transition(row.sessionId, ['open'], 'expired');
      return 'failed';
    }
    if (row.status === 'expired' || row.status === 'failed') return 'failed';
    // Complete but unpaid: a delayed method (bank debit); async_payment_succeeded or _failed follows.
    // Noted, so the member's list shows the purchase until it settles.
    if (session.status === 'complete') await repo.transition(row.sessionId, ['open'], 'processing');
    return 'pending';
  }

  /**
   * A refund or dispute names only the payment. When it overtakes checkout.session.completed the
   * payment is not linked yet, so Stripe is asked which session it paid.
   */
  async function reverse(stripe: Stripe, paymentIntentId: string, why: string): Promise<void> {
    let row = await repo.checkoutByPaymentIntent(paymentIntentId);
    if (!row) {
      const found = await callStripe('find the session of a payment', () =>
        stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 }),
      );
      const session = found.data[0];
      row = session ? await repo.checkout(session.id) : null;
      if (!row) {
        log.info({ paymentIntentId, why }, 'Stripe reversal of a payment that is not a credit checkout; ignored');
        return;
      }
      await repo.linkPaymentIntent(row.sessionId, paymentIntentId);
    }
    // Mark first, then take the credits: a fulfilment running now sees the mark (see fulfil).
    // A refund is noted too: money given back is never followed by credits given back.
    if (why === 'refund') await repo.markRefunded(row.sessionId);
    await repo.transition(row.sessionId, ['open', 'processing', 'fulfilled', 'failed', 'expired'], 'reversed');
    await reversePurchase(row.sessionId);
    // After a dispute the site won (or an inquiry closed without a chargeback), a refund or a
    // new dispute also takes back what that gave back.
    await credits.revokeReinstated(row.sessionId);
    log.info({ sessionId: row.sessionId, paymentIntentId, why }, 'credit purchase reversed');
  }

  /**
   * A dispute closed in the site's favour (or an inquiry closed without a chargeback): the money
   * stayed with the site, so the member gets back what the dispute took. Not when the payment
   * was refunded: the member has the money. The credits come first and only then the checkout
   * moves to fulfilled, so a retried event after a failure in between still gives them back;
   * both steps happen once however often the event arrives. A purchase the dispute overtook
   * (never credited) is credited now.
   */
  async function disputeWon(paymentIntentId: string): Promise<void> {
    const row = await repo.checkoutByPaymentIntent(paymentIntentId);
    if (row?.status !== 'reversed') return;
    if (row.refundedAt) {
      log.info({ sessionId: row.sessionId, paymentIntentId }, 'dispute won on a refunded payment; nothing given back');
      return;
    }
    try {
      await credits.reinstate(row.sessionId, 'Dispute won: the purchase stands');
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 404)) throw err;
      await credits.purchase(row.userId, row.credits, row.sessionId);
    }
    await repo.transition(row.sessionId, ['reversed'], 'fulfilled');
    // A refund handled at this very moment may have looked for these credits before they were
    // written and found nothing to take: read again, and if the payment was refunded meanwhile,
    // take them back here (both steps are idempotent, so the refund doing it too is fine).
    if ((await repo.checkout(row.sessionId))?.refundedAt) {
      await reversePurchase(row.sessionId);
      await credits.revokeReinstated(row.sessionId);
      await repo.transition(row.sessionId, ['fulfilled'], 'reversed');
      log.info({ sessionId: row.sessionId, paymentIntentId }, 'dispute won while the payment was refunded; nothing given back');
      return;
    }
    log.info({ sessionId: row.sessionId, paymentIntentId }, 'dispute won; credits given back');
  }

  async function handle(stripe: Stripe, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const row = await repo.checkout(session.id);
        if (row) await settle(row, session);
        return;
      }
      case 'checkout.session.async_payment_failed':
        await repo.transition(event.data.object.id, ['open', 'processing'], 'failed');
        return;
      case 'checkout.session.expired':
        await repo.transition(event.data.object.id, ['open'], 'expired');
        return;
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntentId = idOf(charge.payment_intent);
        // A partial refund (a goodwill gesture) leaves the credits; a full refund takes them back.
        if (!charge.refunded) log.info({ paymentIntentId }, 'partial refund; credits kept');
        else if (paymentIntentId) await reverse(stripe, paymentIntentId, 'refund');
        return;
      }
      case 'charge.dispute.created': {
        const paymentIntentId = idOf(event.data.object.payment_intent);
        if (paymentIntentId) await reverse(stripe, paymentIntentId, 'dispute');
        return;
      }
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        const paymentIntentId = idOf(dispute.payment_intent);
        // 'lost' keeps the reversal made when the dispute opened; 'won', or an inquiry closed
        // without a chargeback ('warning_closed'), undoes it.
        if ((dispute.status === 'won' || dispute.status === 'warning_closed') && paymentIntentId) await disputeWon(paymentIntentId);
        return;
      }
      default:
        return;
    }
  }

  async function activePacks(): Promise<CreditPack[]> {
    return (await settings.packs()).filter((pack) => pack.active);
  }

  return {
    async publicPacks(): Promise<PublicCreditPacks> {
      return { packs: await activePacks(), purchasesEnabled: (await settings.keys()) !== null };
    },

    async startCheckout(userId: string, packId: string, origin: string): Promise<CheckoutStarted> {
      const keys = await requireKeys();
      const pack = (await activePacks()).find((p) => p.id === packId);
      if (!pack) {
        const message = `No credit pack '${packId}' is on sale`;
        throw AppError.field('packId', message);
      }
      const metadata = { userId, packId: pack.id, credits: String(pack.credits) };
      const stripe = await stripeFor(keys);
      const session = await callStripe('create a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: pack.currency,
                unit_amount: pack.priceCents,
                product_data: { name: `${pack.name}: ${pack.credits} credits` },
              },
            },
          ],
          client_reference_id: userId,
          metadata,
          // Copied to the payment, so the Stripe dashboard shows whose credits a payment bought.
          payment_intent_data: { metadata },
          success_url: `${origin}${CHECKOUT_SUCCESS_PATH}`,
          cancel_url: `${origin}${CHECKOUT_CANCEL_PATH}`,
        }),
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      // The amount and credits are taken from the pack now and kept: later edits of the pack do not change this checkout.
      await repo.insertCheckout({
        sessionId: session.id,
        userId,
        packId: pack.id,
        packName: pack.name,
        credits: pack.credits,
        amountCents: pack.priceCents,
        currency: pack.currency,
      });
      return { url: session.url, sessionId: session.id };
    },

    /** The success page asks Stripe itself, so credits come even when the webhook is late or blocked. */
    async confirm(userId: string, sessionId: string): Promise<CheckoutOutcomeAnswer> {
      const row = await repo.checkout(sessionId);
      // Another member's checkout is answered like a missing one: its existence is not theirs to learn.
      if (row?.userId !== userId) throw AppError.notFound('No such checkout');
      let status: CheckoutOutcome;
      if (row.status === 'fulfilled') status = 'fulfilled';
      else if (row.status === 'reversed' || row.status === 'failed') status = 'failed';
      else {
        const stripe = await stripeFor(await requireKeys());
        const session = await callStripe('read a checkout session', () => stripe.checkout.sessions.retrieve(sessionId));
        status = await settle(row, session);
      }
      return { status, credits: row.credits, balance: await repo.balance(userId) };
    },

    /** Answers whether the event was new. A forged or stale signature is a 400 and changes nothing. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      const keys = await requireKeys();
      if (!signature) throw AppError.field('stripe-signature', 'is required', { where: 'header', said: 'it is required' });
      const stripe = await stripeFor(keys);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch (err) {
        // Not the error itself: it carries the whole body and header, which may hold customer data.
        log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'Stripe webhook with a bad signature');
        throw AppError.field('stripe-signature', 'does not match', { where: 'header', said: 'the signature does not match' });
      }
      if (await repo.eventHandled(event.id)) return { duplicate: true };
      // Recorded only after handling: a failure mid-way answers 500, Stripe redelivers and the
      // handling (idempotent on the session) runs again instead of being skipped.
      await handle(stripe, event);
      await repo.recordEvent(event.id, event.type);
      return { duplicate: false };
    },

    /**
     * The member's 20 latest checkouts, or (`unsettled`) every purchase still waiting for its
     * payment and those whose payment failed lately: the ones the member has to know about.
     */
    async checkouts(userId: string, { unsettled }: { unsettled: boolean }): Promise<CheckoutList> {
      const rows = unsettled
        ? await repo.unsettledCheckouts(userId, new Date(Date.now() - FAILED_PURCHASE_SHOWN_DAYS * DAY_MS))
        : await repo.recentCheckouts(userId, RECENT_CHECKOUTS);
      // Checkouts from before names were kept are named by the pack as it is now.
      const names = new Map((await settings.packs()).map((pack) => [pack.id, pack.name]));
      return {
        items: rows.map((row) => ({
          sessionId: row.sessionId,
          packId: row.packId,
          packName: row.packName ?? names.get(row.packId) ?? row.packId,
          credits: row.credits,
          amountCents: row.amountCents,
          currency: row.currency,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
          failedAt: row.failedAt?.toISOString() ?? null,
        })),
      };
    },

    adminPacks: () => settings.packs(),
    setPacks: (packs: CreditPack[], audit: Audit) => settings.setPacks(packs, audit),
    paymentSettings: () => settings.describe(),

    async setPaymentSettings(update: UpdatePaymentSettings, audit: Audit) {
      if ((await settings.describe()).fromEnvironment) {
        throw new AppError('CONFLICT', 409, 'The Stripe keys are set by the environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET); change them there.');
      }
      await settings.setKeys(update, audit);
      return settings.describe();
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
