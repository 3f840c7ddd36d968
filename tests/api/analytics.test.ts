import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

function send(payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/analytics/event', payload: payload as object, remoteAddress: freshAddress() });
}

async function rowCount(): Promise<number> {
  const rows = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  return Number(rows[0]!.n);
}

async function latest() {
  const rows = await ctx.database.db.select().from(analyticsEvents).orderBy(sql`${analyticsEvents.id} desc`).limit(1);
  return rows[0]!;
}

describe('POST /api/analytics/event', () => {
  it('records a page view: 202 and one row with its path', async () => {
    const res = await send({ eventType: 'page_view', data: { path: '/recipes?category=Seafood', referrer: '' } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    expect(await rowCount()).toBe(1);
    const row = await latest();
    expect(row.eventType).toBe('page_view');
    expect(row.path).toBe('/recipes?category=Seafood');
    expect(row.data).toEqual({ path: '/recipes?category=Seafood', referrer: '' });
    expect(row.userId).toBeNull();
  });

  it('records an affiliate link click with its tool', async () => {
    const data = { toolId: 7, toolName: "Chef's Knife", amazonLink: 'https://www.amazon.com/dp/B000000000?tag=sprig-20' };
    const res = await send({ eventType: 'affiliate_link_click', data });
    expect(res.statusCode, res.body).toBe(202);
    expect(await rowCount()).toBe(2);
    const row = await latest();
    expect(row.eventType).toBe('affiliate_link_click');
    expect(row.data).toEqual(data);
    expect(row.path).toBeNull();
  });

  it('records an event without data', async () => {
    expect((await send({ eventType: 'engagement' })).statusCode).toBe(202);
    expect(await rowCount()).toBe(3);
    expect((await latest()).data).toEqual({});
  });

  it('rejects an unknown event type, bad or oversize data and unknown fields with 400 and stores nothing', async () => {
    const bad: { payload: unknown; field: string }[] = [
      { payload: { eventType: 'purchase' }, field: 'eventType' },
      { payload: { eventType: '' }, field: 'eventType' },
      { payload: {}, field: 'eventType' },
      { payload: { eventType: 'page_view', data: { path: 'x'.repeat(501) } }, field: 'data' },
      {
        payload: { eventType: 'page_view', data: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'y'.repeat(400)])) },
        field: 'data',
      },
      { payload: { eventType: 'page_view', data: { nested: { deep: true } } }, field: 'data' },
      { payload: { eventType: 'page_view', data: 'text' }, field: 'data' },
      { payload: { eventType: 'page_view', userId: 'someone-else' }, field: 'userId' },
      { payload: [{ eventType: 'page_view' }], field: '' },
    ];
    for (const { payload, field } of bad) {
      const body = expectApiError(await send(payload), 400, 'VALIDATION_ERROR');
      expect(body.message, JSON.stringify(payload).slice(0, 80)).toContain(field);
    }
    expect(await rowCount()).toBe(3);
  });

  it('a body over 64 KB answers 413 JSON and stores nothing', async () => {
    const res = await send({ eventType: 'page_view', data: { path: 'x'.repeat(70 * 1024) } });
    expectApiError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await rowCount()).toBe(3);
  });
});
