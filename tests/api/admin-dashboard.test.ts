import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, dashboardSchema, type Dashboard } from '../../src/contracts/admin-dashboard';
import { aiCalls, creditCheckouts, creditTransactions, newsletterSubscriptions, recipes, users } from '../../src/db/schema';
import { createCreditService } from '../../src/server/modules/credits/service';
import { NOT_AUDITED } from '../../src/server/modules/admin/audit';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

const DAY_MS = 86_400_000;

let ctx: TestContext;
let admin: { id: string; cookie: string };

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const { db } = ctx.database;
  const now = Date.now();
  const threeDaysAgo = new Date(now - 3 * DAY_MS);
  const longAgo = new Date(now - 90 * DAY_MS);
  admin = await createMember(db, 'admin');
  // 4 users: the admin (today), one today, one 3 days ago (disabled), one 90 days ago.
  const alice = randomUUID();
  const bob = randomUUID();
  const old = randomUUID();
  await db.insert(users).values([
    { id: alice, email: 'alice@test.example', firstName: 'Alice', lastName: 'Cook' },
    { id: bob, email: 'bob@test.example', createdAt: threeDaysAgo, disabledAt: threeDaysAgo },
    { id: old, email: 'old@test.example', createdAt: longAgo },
  ]);
  // 3 public recipes (one 3 days ago, one long ago), 2 private.
  await db.insert(recipes).values([
    { title: 'Green soup', authorId: alice },
    { title: 'Old bread', authorId: old, createdAt: longAgo },
    { title: 'Bean stew', authorId: bob, createdAt: threeDaysAgo },
    { title: 'Secret salad', authorId: alice, privacyLevel: 'private' },
    { title: 'Hidden pie', authorId: old, privacyLevel: 'private', createdAt: longAgo },
  ]);
  await db.insert(newsletterSubscriptions).values([
    { email: 'a@test.example' },
    { email: 'b@test.example' },
    { email: 'c@test.example', status: 'unsubscribed' },
  ]);
  const credits = createCreditService(db);
  await credits.purchase(alice, 50, 'cs_test_1');
  await credits.purchase(bob, 20, 'cs_test_2');
  const settled = await credits.hold(alice, 'recipe_transform');
  await credits.settle(settled.holdId);
  const released = await credits.hold(alice, 'recipe_transform');
  await credits.release(released.holdId);
  // An admin revoke is not AI spending.
  await credits.adminAdjust(alice, -5, `admin:${randomUUID()}`, 'test', NOT_AUDITED);
  // Bob's purchase happened 3 days ago.
  await db.update(creditTransactions).set({ createdAt: threeDaysAgo }).where(eq(creditTransactions.reference, 'cs_test_2'));
  await db.insert(aiCalls).values([
    { userId: alice, feature: 'recipe_transform', model: 'm', outcome: 'success', durationMs: 1200, credits: settled.cost, holdId: settled.holdId },
    { userId: alice, feature: 'recipe_transform', model: 'm', outcome: 'error', durationMs: 300, holdId: released.holdId },
    { userId: null, feature: 'recipe_ideas', model: 'm', outcome: 'timeout', durationMs: 30000, createdAt: threeDaysAgo },
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

async function dashboard(): Promise<Dashboard> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return dashboardSchema.parse(res.json());
}

describe('GET /api/admin/dashboard', () => {
  it('refuses visitors and members', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' }), 401, 'UNAUTHORIZED');
    const member = await createMember(ctx.database.db);
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: member.cookie } }), 403, 'FORBIDDEN');
    await ctx.database.db.delete(users).where(eq(users.id, member.id));
  });

  it('counts the totals of a known dataset', async () => {
    const { totals } = await dashboard();
    expect(totals).toEqual({
      users: 4,
      admins: 1,
      disabledUsers: 1,
      publicRecipes: 3,
      privateRecipes: 2,
      activeSubscribers: 2,
      creditsSold: 70,
      creditsSpent: 10,
      aiCalls: 3,
    });
  });

  it('has 30 UTC days ending today, oldest first, with each day’s numbers', async () => {
    const { series } = await dashboard();
    expect(series).toHaveLength(DASHBOARD_DAYS);
    const today = utcDay(new Date());
    const threeDaysAgo = utcDay(new Date(Date.now() - 3 * DAY_MS));
    expect(series.at(-1)!.day).toBe(today);
    expect(series[0]!.day).toBe(utcDay(new Date(Date.now() - (DASHBOARD_DAYS - 1) * DAY_MS)));
    expect(series.at(-1)).toEqual({ day: today, newUsers: 2, newRecipes: 2, creditsSold: 50, creditsSpent: 10, aiCalls: 2 });
    expect(series.find((d) => d.day === threeDaysAgo)).toEqual({ day: threeDaysAgo, newUsers: 1, newRecipes: 1, creditsSold: 20, creditsSpent: 0, aiCalls: 1 });
    const sum = (key: 'newUsers' | 'newRecipes' | 'creditsSold' | 'creditsSpent' | 'aiCalls') => series.reduce((n, d) => n + d[key], 0);
    // The 90-day-old user and recipes are outside the window.
    expect([sum('newUsers'), sum('newRecipes'), sum('creditsSold'), sum('creditsSpent'), sum('aiCalls')]).toEqual([3, 3, 70, 10, 3]);
  });

  it('lists recent sign-ups, recipes, purchases and AI calls, newest first', async () => {
    const { recent } = await dashboard();
    expect(recent.signUps.map((u) => u.email).slice(-2)).toEqual(['bob@test.example', 'old@test.example']);
    expect(recent.signUps.find((u) => u.email === 'alice@test.example')!.name).toBe('Alice Cook');
    expect(recent.recipes).toHaveLength(5);
    expect(recent.recipes.find((r) => r.title === 'Green soup')).toMatchObject({ authorName: 'Alice Cook', privacyLevel: 'public' });
    expect(recent.purchases.map((p) => [p.email, p.amount, p.status])).toEqual([
      ['bob@test.example', 20, 'paid'],
      ['alice@test.example', 50, 'paid'],
    ]);
    expect(recent.aiCalls.map((c) => c.outcome)).toEqual(['timeout', 'error', 'success']);
    expect(recent.aiCalls[2]).toMatchObject({ email: 'alice@test.example', credits: 10, durationMs: 1200 });
  });

  it('counts a refunded or disputed purchase as not sold, marks it in the list, and counts it again once a dispute is won (issue 21)', async () => {
    const carol = (await createMember(ctx.database.db)).id;
    const credits = createCreditService(ctx.database.db);
    const checkout = (sessionId: string, userId: string, status: 'fulfilled' | 'reversed', refunded: boolean) =>
      ctx.database.db.insert(creditCheckouts).values({ sessionId, userId, packId: 'starter', credits: 30, amountCents: 500, currency: 'usd', status, refundedAt: refunded ? new Date() : null });
    await checkout('cs_test_refunded', carol, 'reversed', true);
    await credits.purchase(carol, 30, 'cs_test_refunded');
    await checkout('cs_test_disputed', carol, 'reversed', false);
    await credits.purchase(carol, 30, 'cs_test_disputed');
    await checkout('cs_test_won', carol, 'fulfilled', false);
    await credits.purchase(carol, 30, 'cs_test_won');

    const { totals, series, recent } = await dashboard();
    // 70 before, plus the one whose dispute was won.
    expect(totals.creditsSold).toBe(100);
    expect(series.reduce((n, d) => n + d.creditsSold, 0)).toBe(100);
    expect(recent.purchases.slice(0, 3).map((p) => [p.amount, p.status])).toEqual([
      [30, 'paid'],
      [30, 'disputed'],
      [30, 'refunded'],
    ]);
  });
});
