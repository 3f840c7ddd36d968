import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';

const TOKEN = 'metrics-token-0123456789';

/** One sample line's value, e.g. sample(text, 'sprig_credits{state="held"}'). */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('/metrics (issue 20)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ metrics: { token: TOKEN, port: 0, host: '127.0.0.1' } });
  });
  afterAll(() => ctx?.close());

  const scrape = (authorization?: string) => ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the bearer token, or with another one, and names nothing else', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Basic eDp5']) {
      const res = await scrape(authorization);
      expectApiError(res, 401, 'UNAUTHORIZED');
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('sprig_');
    }
  });

  it('answers the Prometheus text with the token: requests by route pattern and status, process and cache figures', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/recipes?search=salmon' });
    await ctx.app.inject({ method: 'GET', url: '/api/recipes?search=salmon' });
    await ctx.app.inject({ method: 'GET', url: '/api/recipes/987654' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    // The route pattern, never the address: no ids, no queries.
    expect(sample(text, 'sprig_http_request_duration_seconds_count{method="GET",route="/api/recipes",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sprig_http_request_duration_seconds_count{method="GET",route="/api/recipes/:id",status="404"}')).toBe(1);
    expect(text).not.toContain('/api/recipes/987654');
    expect(text).not.toContain('salmon');
    expect(sample(text, 'sprig_kept_answer_lookups_total{cache="visitors",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sprig_credits{state="held"}')).toBe(0);
    expect(sample(text, 'sprig_newsletter_recipients_waiting')).toBe(0);
    expect(sample(text, 'sprig_mail_failed_last_hour')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Pool figures and query times on a PostgreSQL server only.
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'sprig_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'sprig_db_query_duration_seconds_count')).toBeGreaterThan(0);
    } else expect(text).not.toContain('sprig_db_pool_connections{');
  });

  it('answers on METRICS_PORT alone, asking the token there too when one is set', async () => {
    const { port } = ctx.app.metricsServer!.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('sprig_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/api/recipes`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('is off when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const off = await createTestContext({ seed: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sprig_');
      expect(off.app.metricsServer).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
