import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutListSchema, checkoutOutcomeSchema, checkoutStartedSchema, type CheckoutOutcomeAnswer } from '../../src/contracts/payments';
import { creditCheckouts, creditTransactions, stripeEvents } from '../../src/db/schema';
import { createCreditService } from '../../src/server/modules/credits/service';
import { createPaymentsRepo } from '../../src/server/modules/payments/repo';
import { createPaymentsService } from '../../src/server/modules/payments/service';
import { createPaymentSettings } from '../../src/server/modules/payments/settings';
import { createStripeClients } from '../../src/server/modules/payments/stripe-client';
import { StripeStandIn, type StandInSession } from '../support/stripe-stand-in';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress, migrationStatements } from './helpers';
import { queryRows } from '../../src/db/query-rows';
import { createMember } from './sessions';
import { createOutbound } from '../../src/server/net/outbound';

const SECRET_KEY = 'sk_test_standin_checkout_0001';
const WEBHOOK_SECRET = 'whsec_standin_checkout_secret_0001';
const ORIGIN = 'https://sprig.test';
const WEBHOOK = '/api/payments/stripe/webhook';

let ctx: TestContext;
let stripe: StripeStandIn;
const members: string[] = [];

beforeAll(async () => {
  stripe = await new StripeStandIn({ webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY }).start();
  ctx = await createTestContext({
    seed: false,
    publicUrl: ORIGIN,
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url },
  });
});

afterAll(async () => {
  // Whatever each test did, every member's ledger still sums to their balance.
  for (const id of members) await expectLedgerMatchesBalance(ctx.database.db, id);
  await ctx?.close();
  await stripe?.close();
});

async function member(): Promise<{ id: string; cookie: string }> {
  const created = await createMember(ctx.database.db);
  members.push(created.id);
  return created;
}

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: freshAddress() });
}

async function startCheckout(cookie: string, packId = 'cook'): Promise<StandInSession> {
  const res = await call('POST', '/api/credits/checkout', cookie, { packId });
  expect(res.statusCode, res.body).toBe(200);
  const { url, sessionId } = checkoutStartedSchema.parse(res.json());
  expect(url).toBe(`${stripe.url}/pay/${sessionId}`);
  return stripe.session(sessionId);
}

/** Posts an event as Stripe would: the exact bytes, signed with Stripe's own helper. */
function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const { payload, signature } = stripe.signedDelivery(event, secret);
  return ctx.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

async function deliverOk(event: Record<string, unknown>): Promise<{ received: true; duplicate: boolean }> {
  const res = await deliver(event);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function confirm(cookie: string, sessionId: string): Promise<CheckoutOutcomeAnswer> {
  const res = await call('POST', '/api/credits/checkout/confirm', cookie, { sessionId });
  expect(res.statusCode, res.body).toBe(200);
  return checkoutOutcomeSchema.strict().parse(res.json());
}

const balanceOf = (userId: string) => expectLedgerMatchesBalance(ctx.database.db, userId);

async function ledgerKinds(userId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ kind: creditTransactions.kind })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(creditTransactions.id);
  return rows.map((r) => r.kind);
}

async function checkoutStatus(sessionId: string): Promise<string | undefined> {
  const [row] = await ctx.database.db.select({ status: creditCheckouts.status }).from(creditCheckouts).where(eq(creditCheckouts.sessionId, sessionId));
  return row?.status;
}

describe('starting a checkout', () => {
  it('creates the Stripe session from the pack (amount, metadata, return addresses) and an open checkout row', async () => {
    const { id, cookie } = await member();
    const before = stripe.requests.length;
    const session = await startCheckout(cookie, 'cook');
    const sent = stripe.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: id,
      metadata: { userId: id, packId: 'cook', credits: '120' },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '999', product_data: { name: 'Cook: 120 credits' } } }],
      success_url: `${ORIGIN}/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/credits?checkout=cancelled`,
    });
    expect(session.amount_total).toBe(999);
    const [row] = await ctx.database.db.select().from(creditCheckouts).where(eq(creditCheckouts.sessionId, session.id));
    expect(row).toMatchObject({ userId: id, packId: 'cook', credits: 120, amountCents: 999, currency: 'usd', status: 'open', paymentIntentId: null });
    expect(await balanceOf(id)).toBe(0);
  });

  it('needs a signed-in member, an existing active pack, and a valid body', async () => {
    expectApiError(await call('POST', '/api/credits/checkout', undefined, { packId: 'cook' }), 401, 'UNAUTHORIZED');
    const { cookie } = await member();
    const unknown = expectApiError(await call('POST', '/api/credits/checkout', cookie, { packId: 'platinum' }), 400, 'VALIDATION_ERROR');
    expect(unknown.message).toContain('packId');
    const missing = expectApiError(await call('POST', '/api/credits/checkout', cookie, {}), 400, 'VALIDATION_ERROR');
    expect(missing.message).toContain('packId');
    // The browser does not choose the price or the credits.
    const extra = expectApiError(await call('POST', '/api/credits/checkout', cookie, { packId: 'cook', priceCents: 1 }), 400, 'VALIDATION_ERROR');
    expect(extra.message).toContain('priceCents');
  });

  it('answers 502 when Stripe fails, and writes no checkout', async () => {
    const { id, cookie } = await member();
    stripe.failNext(500, 'api_error');
    stripe.failNext(500, 'api_error');
    stripe.failNext(500, 'api_error');
    const res = await call('POST', '/api/credits/checkout', cookie, { packId: 'starter' });
    expectApiError(res, 502, 'PAYMENT_PROVIDER_ERROR');
    const rows = await ctx.database.db.select().from(creditCheckouts).where(eq(creditCheckouts.userId, id));
    expect(rows).toHaveLength(0);
  });
});

describe('the webhook', () => {
  it('fulfils a paid checkout once, from a Stripe-signed checkout.session.completed', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    const event = stripe.event('checkout.session.completed', stripe.pay(session.id));
    expect(await deliverOk(event)).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(id)).toBe(120);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
    const [purchase] = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, id), eq(creditTransactions.kind, 'purchase')));
    expect(purchase).toMatchObject({ amount: 120, reference: session.id });

    // The same event delivered again (Stripe retries): acknowledged, nothing added.
    expect(await deliverOk(event)).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(id)).toBe(120);
    const [handled] = await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id as string));
    expect(handled?.type).toBe('checkout.session.completed');
  });

  it('credits once for two different events about one session (completed, then async_payment_succeeded)', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    const paid = stripe.pay(session.id);
    await deliverOk(stripe.event('checkout.session.completed', paid));
    await deliverOk(stripe.event('checkout.session.async_payment_succeeded', paid));
    expect(await balanceOf(id)).toBe(50);
    expect(await ledgerKinds(id)).toEqual(['purchase']);
  });

  it('waits for a delayed payment: completed but unpaid adds nothing until async_payment_succeeded', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'chef');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id, { delayed: true })));
    expect(await balanceOf(id)).toBe(0);
    expect(await checkoutStatus(session.id)).toBe('processing');
    expect((await confirm(cookie, session.id)).status).toBe('pending');
    await deliverOk(stripe.event('checkout.session.async_payment_succeeded', stripe.settleDelayed(session.id)));
    expect(await balanceOf(id)).toBe(300);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
  });

  it('marks a failed delayed payment and an expired session, adding nothing', async () => {
    const { id, cookie } = await member();
    const failed = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(failed.id, { delayed: true })));
    await deliverOk(stripe.event('checkout.session.async_payment_failed', stripe.settleDelayed(failed.id, false)));
    expect(await checkoutStatus(failed.id)).toBe('failed');
    expect((await confirm(cookie, failed.id)).status).toBe('failed');

    const abandoned = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.expired', stripe.expire(abandoned.id)));
    expect(await checkoutStatus(abandoned.id)).toBe('expired');
    expect(await balanceOf(id)).toBe(0);
  });

  it('rejects a forged, missing or wrongly keyed signature with 400 and changes nothing', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    const event = stripe.event('checkout.session.completed', stripe.pay(session.id));

    const wrongSecret = await deliver(event, 'whsec_someone_else_secret_000');
    expectApiError(wrongSecret, 400, 'VALIDATION_ERROR');

    const { payload, signature } = stripe.signedDelivery(event);
    const tampered = payload.replace('"amount_total": 999', '"amount_total": 1');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: tampered,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(expectApiError(forged, 400, 'VALIDATION_ERROR').message).toContain('stripe-signature');

    const unsigned = await ctx.app.inject({ method: 'POST', url: WEBHOOK, payload, headers: { 'content-type': 'application/json' } });
    expect(expectApiError(unsigned, 400, 'VALIDATION_ERROR').message).toContain('stripe-signature');

    expect(await balanceOf(id)).toBe(0);
    expect(await checkoutStatus(session.id)).toBe('open');
    const seen = await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id as string));
    expect(seen).toHaveLength(0);
    // The genuine delivery still works afterwards.
    await deliverOk(event);
    expect(await balanceOf(id)).toBe(120);
  });

  it('does not credit a signed session whose amount or metadata differ from the checkout', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'chef');
    const paid = stripe.pay(session.id);
    await deliverOk(stripe.event('checkout.session.completed', { ...paid, amount_total: 1 }));
    await deliverOk(stripe.event('checkout.session.completed', { ...paid, metadata: { ...paid.metadata, credits: '99999' } }));
    expect(await balanceOf(id)).toBe(0);
    expect(await checkoutStatus(session.id)).toBe('open');
  });

  it('acknowledges events about sessions and payments that are not credit checkouts', async () => {
    const foreign = stripe.event('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
    });
    expect(await deliverOk(foreign)).toEqual({ received: true, duplicate: false });
    expect(await deliverOk(stripe.event('customer.created', { id: 'cus_123', object: 'customer' }))).toEqual({ received: true, duplicate: false });
  });

  it('keeps JSON parsing for the rest of the API (the raw body parser is scoped to the webhook)', async () => {
    const { cookie } = await member();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/credits/checkout',
      payload: '{"packId":"nope"}',
      headers: { cookie, 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expectApiError(res, 400, 'VALIDATION_ERROR');
  });
});

describe('confirming from the success page', () => {
  it('confirm first, then the webhook: credited once', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    const paid = stripe.pay(session.id);
    expect(await confirm(cookie, session.id)).toEqual({ status: 'fulfilled', credits: 120, balance: 120 });
    await deliverOk(stripe.event('checkout.session.completed', paid));
    expect(await confirm(cookie, session.id)).toEqual({ status: 'fulfilled', credits: 120, balance: 120 });
    expect(await ledgerKinds(id)).toEqual(['purchase']);
  });

  it('the webhook first, then confirm: credited once, and confirm does not call Stripe again', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    const before = stripe.requests.length;
    expect(await confirm(cookie, session.id)).toEqual({ status: 'fulfilled', credits: 50, balance: 50 });
    expect(stripe.requests.length).toBe(before);
    expect(await ledgerKinds(id)).toEqual(['purchase']);
  });

  it('answers pending while not paid, and fulfils once paid', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    expect(await confirm(cookie, session.id)).toEqual({ status: 'pending', credits: 50, balance: 0 });
    stripe.pay(session.id);
    const [a, b] = await Promise.all([confirm(cookie, session.id), confirm(cookie, session.id)]);
    expect([a.status, b.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(await balanceOf(id)).toBe(50);
  });

  it("is only for the checkout's owner: another member gets 404, a visitor 401, a bad id 400", async () => {
    const owner = await member();
    const other = await member();
    const session = await startCheckout(owner.cookie, 'cook');
    stripe.pay(session.id);
    const stranger = await call('POST', '/api/credits/checkout/confirm', other.cookie, { sessionId: session.id });
    expectApiError(stranger, 404, 'NOT_FOUND');
    expectApiError(await call('POST', '/api/credits/checkout/confirm', undefined, { sessionId: session.id }), 401, 'UNAUTHORIZED');
    const bad = expectApiError(await call('POST', '/api/credits/checkout/confirm', owner.cookie, { sessionId: 'nope' }), 400, 'VALIDATION_ERROR');
    expect(bad.message).toContain('sessionId');
    expect(await balanceOf(other.id)).toBe(0);
    expect(await balanceOf(owner.id)).toBe(0);
  });
});

describe('refunds and disputes', () => {
  it('a full refund takes the credits back (a refund row in the ledger)', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    expect(await balanceOf(id)).toBe(120);
    const refunded = stripe.event('charge.refunded', stripe.refund(session.id));
    await deliverOk(refunded);
    await deliverOk(refunded);
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund']);
    expect(await checkoutStatus(session.id)).toBe('reversed');
    expect((await confirm(cookie, session.id)).status).toBe('failed');
    // The admin dashboard marks it and does not count it as sold (issue 21).
    const admin = await createMember(ctx.database.db, 'admin');
    const dashboard = (await call('GET', '/api/admin/dashboard', admin.cookie)).json() as {
      totals: { creditsSold: number };
      recent: { purchases: { userId: string; status: string }[] };
    };
    expect(dashboard.recent.purchases.find((p) => p.userId === id)?.status).toBe('refunded');
    const [others] = await queryRows<{ n: number }>(ctx.database.db, sql`select coalesce(sum(amount), 0)::int as n from credit_transactions where kind = 'purchase' and user_id <> ${id}`);
    expect(dashboard.totals.creditsSold).toBe(others!.n);
  });

  it('a partial refund keeps the credits', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.refunded', stripe.refund(session.id, 100)));
    expect(await balanceOf(id)).toBe(120);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
  });

  it('a dispute takes back what is left of the purchase (spent credits stay spent)', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund']);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });

  it('a refund that arrives before fulfilment is not lost: the late completed event and confirm add nothing', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'chef');
    const paid = stripe.pay(session.id);
    // Stripe does not order events: the refund overtakes checkout.session.completed.
    await deliverOk(stripe.event('charge.refunded', stripe.refund(session.id)));
    expect(await checkoutStatus(session.id)).toBe('reversed');
    await deliverOk(stripe.event('checkout.session.completed', paid));
    expect(await confirm(cookie, session.id)).toEqual({ status: 'failed', credits: 300, balance: 0 });
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual([]);
  });

  it('a dispute racing the fulfilment ends with the credits taken back', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    const paid = stripe.pay(session.id);
    await Promise.all([
      deliverOk(stripe.event('checkout.session.completed', paid)),
      deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id))),
      confirm(cookie, session.id),
    ]);
    expect(await balanceOf(id)).toBe(0);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });
});

describe('disputes the site wins', () => {
  const closed = (sessionId: string, status: 'won' | 'lost' | 'warning_closed') => stripe.event('charge.dispute.closed', { ...stripe.dispute(sessionId), status });

  it('a won dispute gives back what the dispute took, once (credits spent before it stay spent)', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    const credits = createCreditService(ctx.database.db);
    const { holdId, cost } = await credits.hold(id, 'recipe_analysis');
    await credits.settle(holdId);
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    expect(await balanceOf(id)).toBe(0);

    const won = closed(session.id, 'won');
    await deliverOk(won);
    await deliverOk(won);
    await deliverOk(closed(session.id, 'won'));
    expect(await balanceOf(id)).toBe(50 - cost);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'hold', 'spend', 'refund', 'grant']);
    const [grant] = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, id), eq(creditTransactions.kind, 'grant')));
    expect(grant).toMatchObject({ amount: 50 - cost, note: 'Dispute won: the purchase stands' });
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
  });

  it('a lost dispute keeps the credits taken back', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    await deliverOk(closed(session.id, 'lost'));
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund']);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });

  it('a won dispute that overtook the fulfilment credits the purchase', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'cook');
    const paid = stripe.pay(session.id);
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    await deliverOk(stripe.event('checkout.session.completed', paid));
    expect(await balanceOf(id)).toBe(0);
    await deliverOk(closed(session.id, 'won'));
    expect(await balanceOf(id)).toBe(120);
    expect(await ledgerKinds(id)).toEqual(['purchase']);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
  });

  it('a won dispute on a refunded payment gives nothing back: the member has the money', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.refunded', stripe.refund(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    await deliverOk(closed(session.id, 'won'));
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund']);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });

  it('a refund after a won dispute takes back what the win gave back', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    await deliverOk(closed(session.id, 'won'));
    expect(await balanceOf(id)).toBe(50);
    const refunded = stripe.event('charge.refunded', stripe.refund(session.id));
    await deliverOk(refunded);
    await deliverOk(stripe.event('charge.refunded', stripe.refund(session.id)));
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund', 'grant', 'refund']);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });

  it('an inquiry closed without a chargeback gives back what it took', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', { ...stripe.dispute(session.id), status: 'warning_needs_response' }));
    expect(await balanceOf(id)).toBe(0);
    await deliverOk(closed(session.id, 'warning_closed'));
    expect(await balanceOf(id)).toBe(50);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
  });

  it('a chargeback after an inquiry closed without one takes the credits back again', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', { ...stripe.dispute(session.id), status: 'warning_needs_response' }));
    await deliverOk(closed(session.id, 'warning_closed'));
    expect(await balanceOf(id)).toBe(50);
    const chargeback = stripe.event('charge.dispute.created', stripe.dispute(session.id));
    await deliverOk(chargeback);
    await deliverOk(chargeback);
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund', 'grant', 'refund']);
    expect(await checkoutStatus(session.id)).toBe('reversed');
    await deliverOk(closed(session.id, 'lost'));
    expect(await balanceOf(id)).toBe(0);
  });

  it('a chargeback after a closed inquiry, won as well, gives the credits back again', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', { ...stripe.dispute(session.id), status: 'warning_needs_response' }));
    await deliverOk(closed(session.id, 'warning_closed'));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    expect(await balanceOf(id)).toBe(0);
    const won = closed(session.id, 'won');
    await deliverOk(won);
    await deliverOk(won);
    expect(await balanceOf(id)).toBe(50);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund', 'grant', 'refund', 'grant']);
    // A refund after all that takes back what the second win gave back.
    await deliverOk(stripe.event('charge.refunded', stripe.refund(session.id)));
    expect(await balanceOf(id)).toBe(0);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });

  it('a refund handled while a won dispute is being handled: the member ends with nothing, whichever finishes first', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    // A second process handles the win; right after it has read the checkout (not yet refunded),
    // the first handles the whole refund, which finds no given-back credits to take.
    const real = createPaymentsRepo(ctx.database.db);
    let refundNow = true;
    const racing = createPaymentsService({
      repo: {
        ...real,
        async checkoutByPaymentIntent(paymentIntentId: string) {
          const row = await real.checkoutByPaymentIntent(paymentIntentId);
          if (refundNow) {
            refundNow = false;
            await deliverOk(stripe.event('charge.refunded', stripe.refund(session.id)));
          }
          return row;
        },
      },
      settings: createPaymentSettings({ repo: real, appSecret: 'test-secret-test-secret-test-secret-000', env: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url }, warn: () => {} }),
      credits: createCreditService(ctx.database.db),
      stripeFor: createStripeClients(createOutbound({ allowPrivateNetworks: true })),
      log: ctx.app.log,
    });
    const { payload, signature } = stripe.signedDelivery(closed(session.id, 'won'), WEBHOOK_SECRET);
    await racing.webhook(Buffer.from(payload), signature);
    expect(refundNow).toBe(false);
    expect(await balanceOf(id)).toBe(0);
    expect(await checkoutStatus(session.id)).toBe('reversed');
  });

  it('a won dispute retried after a failure half-way gives the credits back once', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(stripe.event('charge.dispute.created', stripe.dispute(session.id)));
    // The first delivery gave the credits back and then failed before moving the checkout on.
    await createCreditService(ctx.database.db).reinstate(session.id, 'Dispute won: the purchase stands');
    expect(await checkoutStatus(session.id)).toBe('reversed');
    await deliverOk(closed(session.id, 'won'));
    expect(await balanceOf(id)).toBe(50);
    expect(await ledgerKinds(id)).toEqual(['purchase', 'refund', 'grant']);
    expect(await checkoutStatus(session.id)).toBe('fulfilled');
  });

  it('a won dispute on a purchase never reversed changes nothing', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id)));
    await deliverOk(closed(session.id, 'won'));
    expect(await balanceOf(id)).toBe(50);
    expect(await ledgerKinds(id)).toEqual(['purchase']);
  });
});

describe("the member's purchases", () => {
  it('lists recent checkouts, newest first, and needs sign-in', async () => {
    const { cookie } = await member();
    const first = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(first.id)));
    const second = await startCheckout(cookie, 'chef');
    const res = await call('GET', '/api/credits/checkouts', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = checkoutListSchema.strict().parse(res.json());
    expect(items.map((i) => [i.sessionId, i.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'fulfilled'],
    ]);
    expect(items[1]).toMatchObject({ packId: 'starter', packName: 'Starter', credits: 50, amountCents: 499, currency: 'usd' });
    expectApiError(await call('GET', '/api/credits/checkouts'), 401, 'UNAUTHORIZED');
  });

  async function unsettled(cookie: string) {
    const res = await call('GET', '/api/credits/checkouts?unsettled=true', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return checkoutListSchema.strict().parse(res.json()).items;
  }

  it('lists a bank debit until it clears and a failed one after it failed, to their owner only', async () => {
    const { id, cookie } = await member();
    const other = await member();
    const clearing = await startCheckout(cookie, 'cook');
    const started = Date.now();
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(clearing.id, { delayed: true })));
    const refused = await startCheckout(cookie, 'starter');
    // The success page's confirm notes a bank debit as well as the webhook does.
    stripe.pay(refused.id, { delayed: true });
    expect((await confirm(cookie, refused.id)).status).toBe('pending');
    // A checkout left at Stripe's page is nothing the member bought: not listed.
    await startCheckout(cookie, 'chef');

    const waiting = await unsettled(cookie);
    expect(waiting.map((i) => [i.sessionId, i.status])).toEqual([
      [refused.id, 'processing'],
      [clearing.id, 'processing'],
    ]);
    expect(waiting[1]).toMatchObject({ packName: 'Cook', credits: 120, amountCents: 999, currency: 'usd', fulfilledAt: null, failedAt: null });
    expect(Date.parse(waiting[1]!.createdAt)).toBeGreaterThanOrEqual(started - 5000);

    // Another member sees none of it, in either list.
    expect(await unsettled(other.cookie)).toEqual([]);
    expect(checkoutListSchema.parse((await call('GET', '/api/credits/checkouts', other.cookie)).json()).items).toEqual([]);

    await deliverOk(stripe.event('checkout.session.async_payment_failed', stripe.settleDelayed(refused.id, false)));
    await deliverOk(stripe.event('checkout.session.async_payment_succeeded', stripe.settleDelayed(clearing.id)));
    const after = await unsettled(cookie);
    expect(after.map((i) => [i.sessionId, i.status])).toEqual([[refused.id, 'failed']]);
    expect(Date.parse(after[0]!.failedAt!)).toBeGreaterThanOrEqual(started - 5000);
    expect((await confirm(cookie, refused.id)).status).toBe('failed');
    expect(await balanceOf(id)).toBe(120);
  });

  it('stops listing a failed purchase 30 days after it failed', async () => {
    const { cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    await deliverOk(stripe.event('checkout.session.completed', stripe.pay(session.id, { delayed: true })));
    await deliverOk(stripe.event('checkout.session.async_payment_failed', stripe.settleDelayed(session.id, false)));
    expect((await unsettled(cookie)).map((i) => i.status)).toEqual(['failed']);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await ctx.database.db.update(creditCheckouts).set({ failedAt: daysAgo(29) }).where(eq(creditCheckouts.sessionId, session.id));
    expect(await unsettled(cookie)).toHaveLength(1);
    await ctx.database.db.update(creditCheckouts).set({ failedAt: daysAgo(31) }).where(eq(creditCheckouts.sessionId, session.id));
    expect(await unsettled(cookie)).toEqual([]);
  });

  it('refuses an unknown unsettled value, naming it', async () => {
    const { cookie } = await member();
    const error = expectApiError(await call('GET', '/api/credits/checkouts?unsettled=yes', cookie), 400, 'VALIDATION_ERROR');
    expect(error.message).toContain('unsettled');
  });
});

describe('migration 0010: checkouts waiting for or refused by the bank', () => {
  it('marks linked open checkouts processing and linked expired ones failed, and leaves the rest', async () => {
    const backfill = migrationStatements('0010_checkout_outcomes.sql').filter((statement) => statement.includes('UPDATE'));
    expect(backfill).toHaveLength(2);
    const { id } = await member();
    const row = (suffix: string, status: 'open' | 'expired' | 'fulfilled', paymentIntentId: string | null) => ({
      sessionId: `cs_test_backfill_${suffix}`,
      userId: id,
      packId: 'starter',
      credits: 50,
      amountCents: 499,
      currency: 'usd',
      status,
      paymentIntentId,
    });
    await ctx.database.db
      .insert(creditCheckouts)
      .values([
        row('clearing', 'open', 'pi_backfill_clearing'),
        row('abandoned', 'open', null),
        row('refused', 'expired', 'pi_backfill_refused'),
        row('lapsed', 'expired', null),
        row('paid', 'fulfilled', 'pi_backfill_paid'),
      ]);
    for (const statement of backfill) await ctx.database.db.execute(sql.raw(statement));
    const after = await ctx.database.db
      .select({ sessionId: creditCheckouts.sessionId, status: creditCheckouts.status, failedAt: creditCheckouts.failedAt, createdAt: creditCheckouts.createdAt })
      .from(creditCheckouts)
      .where(eq(creditCheckouts.userId, id));
    const byId = Object.fromEntries(after.map((r) => [r.sessionId.replace('cs_test_backfill_', ''), r]));
    expect(Object.fromEntries(Object.entries(byId).map(([k, r]) => [k, r.status]))).toEqual({
      clearing: 'processing',
      abandoned: 'open',
      refused: 'failed',
      lapsed: 'expired',
      paid: 'fulfilled',
    });
    expect(byId.refused!.failedAt).toEqual(byId.refused!.createdAt);
  });
});

describe("the stand-in's hosted checkout page", () => {
  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${address}${WEBHOOK}`;
  });

  it('pays, sends the signed webhook to the listening app and returns to the success page', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('4.99 USD');
    const paid = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({ method: 'card' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(`${ORIGIN}/credits?checkout=success&session_id=${session.id}`);
    expect(stripe.deliveries.at(-1)?.status).toBe(200);
    expect(await balanceOf(id)).toBe(50);
    expect(await confirm(cookie, session.id)).toEqual({ status: 'fulfilled', credits: 50, balance: 50 });
  });

  it('a bank debit waits until the bank clears it over HTTP (failed here), each step by signed webhook', async () => {
    const { id, cookie } = await member();
    const session = await startCheckout(cookie, 'starter');
    const paid = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ method: 'bank_debit' }), redirect: 'manual' });
    expect(paid.status).toBe(302);
    expect(await checkoutStatus(session.id)).toBe('processing');
    const settle = (outcome: string) => fetch(`${session.url!}/settle`, { method: 'POST', body: new URLSearchParams({ outcome }) });
    expect((await settle('maybe')).status).toBe(400);
    const failed = await settle('failed');
    expect(failed.status, await failed.clone().text()).toBe(200);
    expect(await failed.json()).toEqual({ delivered: 200 });
    expect(stripe.deliveries.at(-1)?.event.type).toBe('checkout.session.async_payment_failed');
    expect(await checkoutStatus(session.id)).toBe('failed');
    expect(await balanceOf(id)).toBe(0);
  });
});
