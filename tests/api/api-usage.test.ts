import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsageReportSchema } from '../../src/contracts/admin-analytics';
import { apiUsage } from '../../src/db/schema';
import type { UsageEntry } from '../../src/server/modules/api-usage/aggregator';
import { registerApiUsageCollector } from '../../src/server/modules/api-usage/collector';
import { createApiUsageRepo, type ApiUsageRepo } from '../../src/server/modules/api-usage/repo';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;
let admin: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
  member = (await createMember(ctx.database.db)).cookie;
});

afterAll(async () => {
  await ctx?.close();
});

async function report(days?: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/api-usage${days ? `?days=${days}` : ''}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return apiUsageReportSchema.parse(res.json());
}

async function storedRows() {
  return ctx.database.db.select().from(apiUsage);
}

describe('API usage collection', () => {
  it('counts requests by route pattern after a flush, not by raw URL', async () => {
    for (const id of [1, 2, 3]) await ctx.app.inject({ method: 'GET', url: `/api/recipes/${id}?utm=${id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    await ctx.app.apiUsage.flush();

    const rows = await storedRows();
    const routes = rows.map((r) => r.route);
    expect(routes).toContain('/api/recipes/:id');
    expect(routes).toContain('/api/categories');
    expect(routes).toContain('(unmatched)');
    expect(routes.some((r) => /\/api\/recipes\/\d/.test(r) || r.includes('no-such-thing'))).toBe(false);
    const recipeRows = rows.filter((r) => r.route === '/api/recipes/:id' && r.method === 'GET');
    const count = recipeRows.reduce((n, r) => n + r.count, 0);
    expect(count).toBe(3);
    for (const r of recipeRows) {
      expect(r.histogram).toHaveLength(11);
      expect(r.histogram.reduce((a, b) => a + b, 0)).toBe(r.count);
    }
    expect(ctx.app.apiUsage.aggregator.size).toBe(0);
  });

  it('answers per route and per day with status classes and percentiles', async () => {
    const body = await report(7);
    expect(body.days).toBe(7);
    expect(body.perDay).toHaveLength(7);
    const recipe = body.routes.find((r) => r.route === '/api/recipes/:id' && r.method === 'GET')!;
    expect(recipe.requests).toBe(3);
    expect(recipe.statuses['2xx'] + recipe.statuses['4xx']).toBe(3);
    expect(recipe.p50Ms).not.toBeNull();
    expect(recipe.p95Ms!).toBeGreaterThanOrEqual(recipe.p50Ms!);
    const today = body.perDay.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.requests).toBeGreaterThanOrEqual(5);
    expect(today.p50Ms).not.toBeNull();
    expect(body.totals.requests).toBe(body.perDay.reduce((n, d) => n + d.requests, 0));
  });

  it('flushes this process before reporting: the report sees its own earlier call', async () => {
    const before = (await report()).routes.find((r) => r.route === '/api/admin/api-usage')?.requests ?? 0;
    const after = (await report()).routes.find((r) => r.route === '/api/admin/api-usage')?.requests ?? 0;
    expect(after).toBe(before + 1);
  });

  it('adds to an existing row: counts, time and histogram element-wise', async () => {
    const repo = createApiUsageRepo(ctx.database.db);
    const bucket = Date.UTC(2020, 0, 1, 0, 0);
    const cell = (count: number, histogram: number[]): UsageEntry => ({
      bucket,
      method: 'GET',
      route: '/api/test/:id',
      statusClass: '2xx',
      count,
      totalMs: count * 10,
      histogram,
    });
    await repo.add([cell(3, [1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0])]);
    await repo.add([cell(2, [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1])]);
    const rows = await ctx.database.db.select().from(apiUsage).where(sql`${apiUsage.route} = '/api/test/:id'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 5, totalMs: 50, histogram: [1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 1] });
  });

  it('keeps counts when a flush fails and writes them on the next one', async () => {
    const written: UsageEntry[] = [];
    let fail = true;
    const repo = {
      add: async (entries: readonly UsageEntry[]) => {
        if (fail) throw new Error('database down');
        written.push(...entries);
      },
    } as unknown as ApiUsageRepo;
    const app = Fastify();
    const collector = registerApiUsageCollector(app, repo, 3_600_000);
    app.get('/api/ping', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/ping' });
    await app.inject({ method: 'GET', url: '/api/ping' });
    await expect(collector.flush()).rejects.toThrow('database down');
    expect(collector.aggregator.size).toBe(1);
    await app.inject({ method: 'GET', url: '/api/ping' });
    fail = false;
    await collector.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ method: 'GET', route: '/api/ping', statusClass: '2xx', count: 3 });
    // and on close, whatever is left is written
    await app.inject({ method: 'GET', url: '/api/ping' });
    await app.close();
    expect(written.reduce((n, e) => n + e.count, 0)).toBe(4);
  });
});

describe('GET /api/admin/api-usage access and validation', () => {
  it('refuses visitors (401) and members (403)', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/api-usage' }), 401, 'UNAUTHORIZED');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/api-usage', headers: { cookie: member } }), 403, 'FORBIDDEN');
  });

  it.each(['0', '91', 'abc', '1.5', '-3'])('rejects days=%s naming the field', async (days) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/api-usage?days=${days}`, headers: { cookie: admin } });
    const err = expectApiError(res, 400, 'VALIDATION_ERROR');
    expect(err.message).toContain('days');
  });
});
