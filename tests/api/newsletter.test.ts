import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

function subscribe(payload: unknown, remoteAddress = freshAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress });
}

async function rowCount(): Promise<number> {
  const rows = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
  return Number(rows[0]!.n);
}

async function rows() {
  return ctx.database.db.select().from(newsletterSubscriptions);
}

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a new address: 201, alreadySubscribed false, one row stored', async () => {
    const res = await subscribe({
      email: '  Reader.One@Example.COM ',
      firstName: ' Ada ',
      lastName: 'Lovelace',
      interests: ['recipes', 'nutrition'],
      consent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you for subscribing to our newsletter!', alreadySubscribed: false });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'reader.one@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      interests: ['recipes', 'nutrition'],
      consent: true,
      status: 'active',
    });
  });

  it('subscribes with the email alone (home form)', async () => {
    const res = await subscribe({ email: 'minimal@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ alreadySubscribed: false });
    const stored = (await rows()).find((r) => r.email === 'minimal@example.com');
    expect(stored).toMatchObject({ firstName: null, lastName: null, interests: [], consent: true });
    expect(await rowCount()).toBe(2);
  });

  it('the same address again, in any case, answers 200 alreadySubscribed true and stores nothing new', async () => {
    for (const email of ['reader.one@example.com', 'READER.ONE@EXAMPLE.COM', '  Reader.One@example.com']) {
      const res = await subscribe({ email, consent: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: "You're already subscribed to our newsletter!", alreadySubscribed: true });
    }
    expect(await rowCount()).toBe(2);
    // The first sign-up's details are kept.
    expect((await rows()).find((r) => r.email === 'reader.one@example.com')).toMatchObject({ firstName: 'Ada' });
  });

  it('an invalid email answers 400 naming email, and changes nothing', async () => {
    for (const email of ['not-an-email', '', 'a@', '@b.com', 'a b@c.com', `${'x'.repeat(250)}@example.com`]) {
      const res = await subscribe({ email, consent: true });
      const body = expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(body.message).toContain('email');
      if (email.length < 100 && email !== '') expect(body.message).toContain('Please enter a valid email address');
    }
    const missing = expectApiError(await subscribe({ consent: true }), 400, 'VALIDATION_ERROR');
    expect(missing.message).toContain('email');
    const wrongType = expectApiError(await subscribe({ email: 42 }), 400, 'VALIDATION_ERROR');
    expect(wrongType.message).toContain('email');
    expect(await rowCount()).toBe(2);
  });

  it("consent false answers 400 'You must agree to receive our newsletter' and changes nothing", async () => {
    const res = await subscribe({ email: 'noconsent@example.com', consent: false });
    const body = expectApiError(res, 400, 'VALIDATION_ERROR');
    expect(body.message).toContain('consent');
    expect(body.message).toContain('You must agree to receive our newsletter');
    expect(await rowCount()).toBe(2);
  });

  it('an unknown field answers 400 naming it and changes nothing', async () => {
    const body = expectApiError(await subscribe({ email: 'extra@example.com', isAdmin: true }), 400, 'VALIDATION_ERROR');
    expect(body.message).toContain('isAdmin');
    expect(await rowCount()).toBe(2);
  });

  it('bad interests answer 400 naming interests and change nothing', async () => {
    for (const interests of [['gossip'], 'recipes', [1], ['recipes', 'tips', 'nutrition', 'recipes']]) {
      const body = expectApiError(await subscribe({ email: 'interests@example.com', interests }), 400, 'VALIDATION_ERROR');
      expect(body.message, JSON.stringify(interests)).toContain('interests');
    }
    expect(await rowCount()).toBe(2);
  });

  it('over-long names and non-object bodies answer 400 and change nothing', async () => {
    expectApiError(await subscribe({ email: 'long@example.com', firstName: 'x'.repeat(101) }), 400, 'VALIDATION_ERROR');
    expectApiError(await subscribe(['a@example.com']), 400, 'VALIDATION_ERROR');
    const stringBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '"a@example.com"',
      remoteAddress: freshAddress(),
    });
    expectApiError(stringBody, 400, 'VALIDATION_ERROR');
    expect(await rowCount()).toBe(2);
  });

  it('two simultaneous sign-ups of one address store one row and report one creation', async () => {
    const results = await Promise.all([
      subscribe({ email: 'race@example.com' }),
      subscribe({ email: 'RACE@example.com' }),
      subscribe({ email: 'race@example.com ' }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 201]);
    expect((await rows()).filter((r) => r.email === 'race@example.com')).toHaveLength(1);
  });

  it('the 11th request from one address within a minute answers 429 JSON', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await subscribe({ email: `limit${i}@example.com` }, address);
      expect(res.statusCode, `request ${i + 1}: ${res.body}`).toBe(201);
    }
    const before = await rowCount();
    const res = await subscribe({ email: 'limit-over@example.com' }, address);
    const body = expectApiError(res, 429, 'RATE_LIMITED');
    expect(body.message.length).toBeGreaterThan(0);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await rowCount()).toBe(before);
    // Another client is not affected.
    expect((await subscribe({ email: 'other-client@example.com' })).statusCode).toBe(201);
  });
});
