import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTimingReportSchema } from '../../src/contracts/admin-analytics';
import { aiCalls } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;
let admin: string;
let member: string;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
  member = (await createMember(ctx.database.db)).cookie;
  const now = Date.now();
  type Outcome = 'success' | 'error' | 'timeout' | 'invalid_output';
  const row = (feature: string, model: string, durationMs: number, outcome: Outcome, ageDays = 0, credits = 0) => ({
    feature,
    model,
    durationMs,
    outcome,
    credits,
    promptTokens: outcome === 'success' ? 100 : null,
    completionTokens: outcome === 'success' ? 50 : null,
    createdAt: new Date(now - ageDays * DAY),
  });
  await ctx.database.db.insert(aiCalls).values([
    row('recipe_transform', 'model-a', 100, 'success', 0, 10),
    row('recipe_transform', 'model-a', 200, 'success', 0, 10),
    row('recipe_transform', 'model-a', 300, 'success', 1, 10),
    row('recipe_transform', 'model-a', 400, 'error', 1),
    row('recipe_transform', 'model-a', 1000, 'timeout', 2),
    row('recipe_suggestion', 'model-b', 50, 'success', 0, 5),
    row('recipe_suggestion', 'model-b', 70, 'invalid_output', 0),
    // outside a 30-day range
    row('recipe_transform', 'model-a', 99_999, 'success', 40, 10),
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

async function report(query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/ai-timing${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return aiTimingReportSchema.parse(res.json());
}

describe('GET /api/admin/ai-timing', () => {
  it('answers per feature and model: calls, success rate, exact p50/p95, tokens, credits', async () => {
    const body = await report('?days=30');
    expect(body.features).toHaveLength(2);
    const t = body.features.find((f) => f.feature === 'recipe_transform')!;
    expect(t).toMatchObject({
      model: 'model-a',
      calls: 5,
      successes: 3,
      successRate: 0.6,
      outcomes: { success: 3, error: 1, timeout: 1, invalid_output: 0 },
      p50Ms: 300,
      // percentile_cont: 400 + 0.8 * (1000 - 400)
      p95Ms: 880,
      promptTokens: 300,
      completionTokens: 150,
      credits: 30,
    });
    const s = body.features.find((f) => f.feature === 'recipe_suggestion')!;
    expect(s).toMatchObject({ model: 'model-b', calls: 2, successRate: 0.5, p50Ms: 60, credits: 5 });
    expect(body.totals).toMatchObject({ calls: 7, credits: 35 });
    expect(body.totals.successRate).toBeCloseTo(4 / 7);
  });

  it('has a point for every day of the range, with per-day calls and percentiles', async () => {
    const body = await report('?days=7');
    expect(body.perDay).toHaveLength(7);
    const today = body.perDay.at(-1)!;
    expect(today).toMatchObject({ calls: 4, successes: 3 });
    expect(body.perDay.reduce((n, d) => n + d.calls, 0)).toBe(7);
    expect(body.perDay[0]!.p50Ms).toBeNull();
  });

  it('a wider range reaches older calls', async () => {
    const body = await report('?days=90');
    expect(body.features.find((f) => f.feature === 'recipe_transform')!.calls).toBe(6);
  });

  it('refuses visitors and members, validates days', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/ai-timing' }), 401, 'UNAUTHORIZED');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/ai-timing', headers: { cookie: member } }), 403, 'FORBIDDEN');
    const err = expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/ai-timing?days=100', headers: { cookie: admin } }), 400, 'VALIDATION_ERROR');
    expect(err.message).toContain('days');
  });
});
