import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditSettingsSchema, creditTransactionPageSchema, featureCostsSchema, type CreditTransactionPage } from '../../src/contracts/credits';
import { creditTransactions, users } from '../../src/db/schema';
import { AppError } from '../../src/server/errors';
import { createCreditService, type CreditService } from '../../src/server/modules/credits/service';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress, signUp } from './helpers';
import { createMember } from './sessions';

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let credits: CreditService;
let admin: { id: string; cookie: string };
const members: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  credits = createCreditService(ctx.database.db);
  admin = await createMember(ctx.database.db, 'admin');
});

afterAll(async () => {
  // Whatever each test did, every member's ledger still sums to their balance.
  for (const id of members) await expectLedgerMatchesBalance(ctx.database.db, id);
  await ctx?.close();
});

async function member(): Promise<{ id: string; cookie: string }> {
  const created = await createMember(ctx.database.db);
  members.push(created.id);
  return created;
}

/** A service whose clock is `days` ahead, as the sweep would see it then. */
const inDays = (days: number) => createCreditService(ctx.database.db, { now: () => new Date(Date.now() + days * DAY) });

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: freshAddress() });
}

async function page(cookie: string, query = ''): Promise<CreditTransactionPage> {
  const res = await call('GET', `/api/credits/transactions${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return creditTransactionPageSchema.strict().parse(res.json());
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the sign-up bonus', () => {
  it('gives a new account 20 promotional credits expiring in 90 days, in the same answer', async () => {
    const res = await signUp(ctx.app, ctx.database.db, { email: 'bonus@credits.example', password: 'correct horse' });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<{ user: { id: string; credits: number } }>().user;
    members.push(user.id);
    expect(user.credits).toBe(20);
    const cookie = res.headers['set-cookie']!.toString().split(';')[0]!;
    const { balance, items } = await page(cookie);
    expect(balance).toBe(20);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'promotional_grant', reason: 'signup_bonus', amount: 20, balanceAfter: 20, feature: null, holdState: null });
    expect(Math.abs(Date.parse(items[0]!.expiresAt!) - (Date.now() + 90 * DAY))).toBeLessThan(60_000);
  });

  it('is granted once per account, however often the grant runs', async () => {
    const { id } = await member();
    const { db } = ctx.database;
    await db.transaction((tx) => credits.grantSignupBonus(tx, id));
    await db.transaction((tx) => credits.grantSignupBonus(tx, id));
    expect(await expectLedgerMatchesBalance(db, id)).toBe(20);
  });

  it('follows the admin’s setting, and none at all at 0', async () => {
    const set = (body: unknown) => call('PUT', '/api/admin/credits/signup-bonus', admin.cookie, body);
    expect((await set({ amount: 0, validDays: 30 })).json()).toEqual({ amount: 0, validDays: 30 });
    const none = await signUp(ctx.app, ctx.database.db, { email: 'nobonus@credits.example', password: 'correct horse' });
    expect(none.json<{ user: { credits: number } }>().user.credits).toBe(0);
    const noneId = none.json<{ user: { id: string } }>().user.id;
    expect(await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, noneId))).toEqual([]);

    expect((await set({ amount: 5, validDays: 1 })).statusCode).toBe(200);
    const some = await signUp(ctx.app, ctx.database.db, { email: 'smallbonus@credits.example', password: 'correct horse' });
    const someId = some.json<{ user: { id: string; credits: number } }>().user.id;
    members.push(someId);
    expect(some.json<{ user: { credits: number } }>().user.credits).toBe(5);
    const [grant] = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, someId));
    expect(Math.abs(grant!.expiresAt!.getTime() - (Date.now() + DAY))).toBeLessThan(60_000);
    await set({ amount: 20, validDays: 90 });
  });
});

describe('GET /api/credits/transactions', () => {
  it('answers 401 to a visitor', async () => {
    expectApiError(await call('GET', '/api/credits/transactions'), 401, 'UNAUTHORIZED');
  });

  it('lists only the member’s own entries, newest first, in pages', async () => {
    const one = await member();
    const other = await member();
    await credits.grant(other.id, 99);
    for (let i = 1; i <= 5; i += 1) await credits.grant(one.id, i);
    const first = await page(one.cookie, '?limit=2');
    expect(first.balance).toBe(15);
    expect(first.items.map((i) => i.amount)).toEqual([5, 4]);
    expect(first.items.map((i) => i.balanceAfter)).toEqual([15, 10]);
    const second = await page(one.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.amount)).toEqual([3, 2]);
    const last = await page(one.cookie, `?limit=2&cursor=${second.nextCursor}`);
    expect(last.items.map((i) => i.amount)).toEqual([1]);
    expect(last.nextCursor).toBeNull();
    expect((await page(one.cookie)).items).toHaveLength(5);
  });

  it('answers 400 naming the field for a bad limit, cursor or unknown parameter', async () => {
    const { cookie } = await member();
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=abc', 'limit'],
      ['?cursor=-1', 'cursor'],
      ['?cursor=abc', 'cursor'],
      ['?page=2', 'page'],
    ] as const) {
      const error = expectApiError(await call('GET', `/api/credits/transactions${query}`, cookie), 400, 'VALIDATION_ERROR');
      expect(error.message, query).toContain(`'${field}'`);
    }
  });
});

describe('holds', () => {
  it('take the cost in force, and are settled (spent) or released (given back) once', async () => {
    const { id, cookie } = await member();
    await credits.grant(id, 30);
    const a = await credits.hold(id, 'recipe_transform');
    expect(a).toMatchObject({ cost: 10, balance: 20 });
    const b = await credits.hold(id, 'image_generation');
    expect(b).toMatchObject({ cost: 8, balance: 12 });

    const spent = await credits.settle(a.holdId);
    expect(spent).toMatchObject({ kind: 'spend', amount: 0, balanceAfter: 12, relatedId: a.holdId, feature: 'recipe_transform' });
    expect((await credits.settle(a.holdId)).id).toBe(spent.id);
    expect((await failure(credits.release(a.holdId))).statusCode).toBe(409);

    const released = await credits.release(b.holdId);
    expect(released).toMatchObject({ kind: 'release', amount: 8, balanceAfter: 20, relatedId: b.holdId });
    expect((await credits.release(b.holdId)).id).toBe(released.id);
    expect((await failure(credits.settle(b.holdId))).statusCode).toBe(409);

    const c = await credits.hold(id, 'recipe_suggestion');
    const states = (await page(cookie)).items.filter((i) => i.kind === 'hold').map((i) => [i.id, i.holdState]);
    expect(states).toEqual([
      [c.holdId, 'held'],
      [b.holdId, 'released'],
      [a.holdId, 'settled'],
    ]);
    expect((await failure(credits.settle(spent.id))).statusCode).toBe(404);
    expect((await failure(credits.release(999_999))).statusCode).toBe(404);
  });

  it('answer 402 naming what is missing and where to buy, and take nothing', async () => {
    const { id } = await member();
    await credits.grant(id, 3);
    const error = await failure(credits.hold(id, 'recipe_transform'));
    expect(error).toMatchObject({ statusCode: 402, errorCode: 'INSUFFICIENT_CREDITS' });
    expect(error.message).toBe('Not enough credits: Recipe transformation costs 10 credits and you have 3. Buy at least 7 more on the Credits page to use it.');
    expect(error.details).toEqual({ feature: 'recipe_transform', cost: 10, balance: 3, missing: 7, buyUrl: '/credits' });
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(3);
  });

  it('take promotional credits before purchased ones', async () => {
    const { id } = await member();
    await credits.purchase(id, 10, `cs_order_${id}`);
    const grant = await credits.promotionalGrant(id, 6, new Date(Date.now() + DAY));
    await credits.settle((await credits.hold(id, 'recipe_suggestion')).holdId); // 5 of the 6 promotional
    await inDays(2).expireDue(id);
    const [expiry] = await ctx.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.relatedId, grant.id), eq(creditTransactions.kind, 'expiry')));
    expect(expiry).toMatchObject({ amount: -1, balanceAfter: 10 });
  });

  it('are listed with what is left of each and its date, soonest first, on every page', async () => {
    const { id, cookie } = await member();
    const later = await credits.promotionalGrant(id, 8, new Date(Date.now() + 9 * DAY));
    const sooner = await credits.promotionalGrant(id, 4, new Date(Date.now() + 3 * DAY));
    await credits.purchase(id, 10, `cs_listed_${id}`);
    await credits.settle((await credits.hold(id, 'recipe_suggestion')).holdId); // 4 of sooner, then 1 of later
    const expected = [{ grantId: later.id, remaining: 7, expiresAt: later.expiresAt!.toISOString() }];
    expect((await page(cookie)).promotional).toEqual(expected);
    expect((await page(cookie, `?limit=1&cursor=${sooner.id}`)).promotional).toEqual(expected);
  });
});

describe('purchases and refunds', () => {
  it('credit a purchase once per reference, and refund what is left of it once', async () => {
    const { id } = await member();
    const first = await credits.purchase(id, 50, 'cs_test_1');
    expect((await credits.purchase(id, 50, 'cs_test_1')).id).toBe(first.id);
    await credits.purchase(id, 20, 'cs_test_2');
    await credits.settle((await credits.hold(id, 'recipe_transform')).holdId); // from the oldest purchase
    const refund = await credits.refund('cs_test_1');
    expect(refund).toMatchObject({ kind: 'refund', amount: -40, balanceAfter: 20, relatedId: first.id });
    expect((await credits.refund('cs_test_1')).id).toBe(refund.id);
    expect((await failure(credits.refund('cs_unknown'))).statusCode).toBe(404);
    expect((await failure(credits.purchase(id, 0, 'cs_zero'))).statusCode).toBe(400);
  });

  it('never expire', async () => {
    const { id } = await member();
    await credits.purchase(id, 12, `cs_keep_${id}`);
    await credits.grant(id, 3);
    await inDays(10_000).expireDue();
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(15);
  });
});

describe('promotional credits', () => {
  it('expire by themselves when the member reads their credits', async () => {
    const { id, cookie } = await member();
    await credits.grant(id, 4);
    const grant = await credits.promotionalGrant(id, 7, new Date(Date.now() - 1000));
    const { balance, items } = await page(cookie);
    expect(balance).toBe(4);
    expect(items[0]).toMatchObject({ kind: 'expiry', amount: -7, balanceAfter: 4, relatedId: grant.id });
  });

  it('expire once per grant however many sweeps run at once, and only what is left', async () => {
    const { id } = await member();
    const grant = await credits.promotionalGrant(id, 20, new Date(Date.now() + 5 * DAY));
    await credits.settle((await credits.hold(id, 'image_generation')).holdId);
    expect(await inDays(4).expireDue(id)).toBe(0);
    await Promise.all([1, 2, 3, 4, 5].map(() => inDays(6).expireDue()));
    const closing = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.relatedId, grant.id));
    expect(closing).toMatchObject([{ kind: 'expiry', amount: -12, balanceAfter: 0 }]);
  });

  it('are expired before a hold, so they cannot pay for it after their date', async () => {
    const { id } = await member();
    await credits.promotionalGrant(id, 10, new Date(Date.now() - 1000));
    expect((await failure(credits.hold(id, 'recipe_transform'))).statusCode).toBe(402);
  });
});

describe('feature costs', () => {
  it('are public, at the SPEC defaults', async () => {
    const res = await call('GET', '/api/credits/costs');
    expect(res.statusCode).toBe(200);
    expect(featureCostsSchema.parse(res.json()).costs).toEqual([
      { feature: 'recipe_transform', cost: 10, upcoming: null },
      { feature: 'recipe_suggestion', cost: 5, upcoming: null },
      { feature: 'recipe_analysis', cost: 5, upcoming: null },
      { feature: 'image_generation', cost: 8, upcoming: null },
    ]);
  });

  it('change only 30 days after the admin changes them; holds take the cost in force', async () => {
    const res = await call('PUT', '/api/admin/credits/costs/recipe_analysis', admin.cookie, { cost: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const analysis = featureCostsSchema.parse(res.json()).costs.find((c) => c.feature === 'recipe_analysis')!;
    expect(analysis.cost).toBe(5);
    expect(Math.abs(Date.parse(analysis.upcoming!.effectiveAt) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect(analysis.upcoming!.cost).toBe(7);

    const { id } = await member();
    await credits.grant(id, 100);
    expect((await credits.hold(id, 'recipe_analysis')).cost).toBe(5);
    expect((await inDays(29).hold(id, 'recipe_analysis')).cost).toBe(5);
    expect((await inDays(30.001).hold(id, 'recipe_analysis')).cost).toBe(7);

    // Asking for the cost in force cancels the pending change.
    const back = await call('PUT', '/api/admin/credits/costs/recipe_analysis', admin.cookie, { cost: 5 });
    expect(featureCostsSchema.parse(back.json()).costs.find((c) => c.feature === 'recipe_analysis')!.upcoming).toBeNull();
  });

  it('and the sign-up bonus are the admin’s: 401 for a visitor, 403 for a member', async () => {
    const { cookie } = await member();
    const requests = [
      ['GET', '/api/admin/credits/settings', undefined],
      ['PUT', '/api/admin/credits/costs/recipe_transform', { cost: 1 }],
      ['PUT', '/api/admin/credits/signup-bonus', { amount: 1, validDays: 1 }],
    ] as const;
    for (const [method, url, body] of requests) {
      expectApiError(await call(method, url, undefined, body), 401, 'UNAUTHORIZED');
      expectApiError(await call(method, url, cookie, body), 403, 'FORBIDDEN');
    }
    const res = await call('GET', '/api/admin/credits/settings', admin.cookie);
    expect(res.statusCode).toBe(200);
    const settings = creditSettingsSchema.parse(res.json());
    expect(settings.signupBonus).toEqual({ amount: 20, validDays: 90 });
    expect(settings.costs.find((c) => c.feature === 'recipe_transform')!.cost).toBe(10);
  });

  it('answer 400 naming the field for bad input', async () => {
    const cases = [
      ['/api/admin/credits/costs/teleport', { cost: 1 }, 'feature'],
      ['/api/admin/credits/costs/recipe_transform', { cost: -1 }, 'cost'],
      ['/api/admin/credits/costs/recipe_transform', { cost: 1.5 }, 'cost'],
      ['/api/admin/credits/costs/recipe_transform', { cost: '5' }, 'cost'],
      ['/api/admin/credits/costs/recipe_transform', {}, 'cost'],
      ['/api/admin/credits/costs/recipe_transform', { cost: 5, effectiveAt: 'now' }, 'effectiveAt'],
      ['/api/admin/credits/signup-bonus', { amount: -1, validDays: 1 }, 'amount'],
      ['/api/admin/credits/signup-bonus', { amount: 5, validDays: 0 }, 'validDays'],
      ['/api/admin/credits/signup-bonus', { amount: 5 }, 'validDays'],
    ] as const;
    for (const [url, body, field] of cases) {
      const error = expectApiError(await call('PUT', url, admin.cookie, body), 400, 'VALIDATION_ERROR');
      expect(error.message, `${url} ${JSON.stringify(body)}`).toContain(`'${field}'`);
    }
  });
});

describe('the database', () => {
  it('refuses a negative balance and a negative balance_after', async () => {
    const { id } = await member();
    const { db } = ctx.database;
    await expect(db.update(users).set({ credits: -1 }).where(eq(users.id, id))).rejects.toThrow();
    await expect(
      db.insert(creditTransactions).values({ userId: id, kind: 'grant', amount: -1, balanceAfter: -1 }),
    ).rejects.toThrow();
    await expect(db.execute(sql`insert into credit_transactions (user_id, kind, amount, balance_after) values (${id}, 'gift', 1, 1)`)).rejects.toThrow();
  });
});
