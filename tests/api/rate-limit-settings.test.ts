import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitSettingsSchema } from '../../src/contracts/rate-limits';
import { createCreditService } from '../../src/server/modules/credits/service';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/** The Advanced settings' rate limits: the environment's defaults, the admin's values, applied at once. */
let ctx: TestContext;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };

const URL = '/api/admin/settings/rate-limits';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, aiRateLimit: 8 });
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'PUT' | 'DELETE', cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({ method, url: URL, payload: payload as Record<string, unknown> | undefined, headers: cookie ? { cookie } : {} });
}

/** An AI request by this member; the limiter counts it before anything else looks at it. */
const memberWithCredits = async () => {
  const member = await createMember(ctx.database.db);
  await createCreditService(ctx.database.db).grant(member.id, 50);
  return member;
};
const aiRequest = (cookie: string) => ctx.app.inject({ method: 'POST', url: '/api/ai/recipe-analysis', headers: { cookie }, payload: {} });
const signUp = (n: number) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `limit-${Date.now()}-${n}@example.org`, password: 'rate-limit-pass-1' } });

describe('who may see and change the rate limits', () => {
  it('visitors get 401 and members 403, on every method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expectApiError(await call(method, undefined, { aiPerMinute: 1, signupsPer15Minutes: 1, signInsPer15Minutes: 1 }), 401, 'UNAUTHORIZED');
      expectApiError(await call(method, member.cookie, { aiPerMinute: 1, signupsPer15Minutes: 1, signInsPer15Minutes: 1 }), 403, 'FORBIDDEN');
    }
    const res = await call('GET', admin.cookie);
    expect(rateLimitSettingsSchema.parse(res.json()).custom).toBe(false);
  });
});

describe('changing the rate limits', () => {
  it("starts from the environment's values", async () => {
    const res = await call('GET', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(rateLimitSettingsSchema.parse(res.json())).toEqual({
      limits: { aiPerMinute: 8, signupsPer15Minutes: 10, signInsPer15Minutes: 30 },
      defaults: { aiPerMinute: 8, signupsPer15Minutes: 10, signInsPer15Minutes: 30 },
      custom: false,
    });
  });

  it('refuses bad values naming the field, and changes nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ aiPerMinute: 0, signupsPer15Minutes: 5, signInsPer15Minutes: 5 }, 'aiPerMinute'],
      [{ aiPerMinute: 2.5, signupsPer15Minutes: 5, signInsPer15Minutes: 5 }, 'aiPerMinute'],
      [{ aiPerMinute: '5', signupsPer15Minutes: 5, signInsPer15Minutes: 5 }, 'aiPerMinute'],
      [{ aiPerMinute: 5, signupsPer15Minutes: 100_001, signInsPer15Minutes: 5 }, 'signupsPer15Minutes'],
      [{ aiPerMinute: 5, signInsPer15Minutes: 5 }, 'signupsPer15Minutes'],
      [{ aiPerMinute: 5, signupsPer15Minutes: 5, signInsPer15Minutes: -1 }, 'signInsPer15Minutes'],
    ];
    for (const [body, field] of bad) {
      const error = expectApiError(await call('PUT', admin.cookie, body), 400, 'VALIDATION_ERROR');
      expect(error.message, JSON.stringify(body)).toContain(field);
    }
    expectApiError(await call('PUT', admin.cookie, { aiPerMinute: 5, signupsPer15Minutes: 5, signInsPer15Minutes: 5, extra: 1 }), 400, 'VALIDATION_ERROR');
    expect(rateLimitSettingsSchema.parse((await call('GET', admin.cookie)).json()).custom).toBe(false);
  });

  it("the admin's AI limit applies at once, per member; a reset goes back to the default", async () => {
    const saved = await call('PUT', admin.cookie, { aiPerMinute: 2, signupsPer15Minutes: 10, signInsPer15Minutes: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(rateLimitSettingsSchema.parse(saved.json())).toMatchObject({ limits: { aiPerMinute: 2 }, custom: true });

    // AI requests count once the balance could pay for them (a 402 does not count: issue 21).
    const cook = await memberWithCredits();
    expect((await aiRequest(cook.cookie)).statusCode).not.toBe(429);
    expect((await aiRequest(cook.cookie)).statusCode).not.toBe(429);
    const third = expectApiError(await aiRequest(cook.cookie), 429, 'RATE_LIMITED');
    expect(third.message).toBeTruthy();
    // Another member has their own count.
    const other = await memberWithCredits();
    expect((await aiRequest(other.cookie)).statusCode).not.toBe(429);

    const reset = await call('DELETE', admin.cookie);
    expect(rateLimitSettingsSchema.parse(reset.json())).toMatchObject({ limits: { aiPerMinute: 8 }, custom: false });
    // The same minute: the count of 3 is under the default of 8 again.
    expect((await aiRequest(cook.cookie)).statusCode).not.toBe(429);
  });

  it("the admin's sign-up limit applies at once", async () => {
    await call('PUT', admin.cookie, { aiPerMinute: 8, signupsPer15Minutes: 2, signInsPer15Minutes: 30 });
    expect((await signUp(1)).statusCode).toBe(202);
    expect((await signUp(2)).statusCode).toBe(202);
    expectApiError(await signUp(3), 429, 'RATE_LIMITED');
    await call('PUT', admin.cookie, { aiPerMinute: 8, signupsPer15Minutes: 5, signInsPer15Minutes: 30 });
    expect((await signUp(4)).statusCode).toBe(202);
    await call('DELETE', admin.cookie);
  });

  it("the admin's sign-in limit applies at once", async () => {
    await call('PUT', admin.cookie, { aiPerMinute: 8, signupsPer15Minutes: 10, signInsPer15Minutes: 2 });
    const signIn = () => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.org', password: 'not-the-password' } });
    expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(401);
    expectApiError(await signIn(), 429, 'RATE_LIMITED');
    await call('DELETE', admin.cookie);
    expect((await signIn()).statusCode).toBe(401);
  });
});
