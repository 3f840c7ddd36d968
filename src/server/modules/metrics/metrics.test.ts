import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics, metricsRoute, type MetricsSources } from './metrics';

function sources(overrides: Partial<MetricsSources> = {}): MetricsSources {
  return {
    campaignBacklog: async () => 3,
    mailFailedLastHour: async () => 1,
    credits: async () => ({ held: 5, spent: 42 }),
    pool: () => null,
    caches: () => [],
    jobs: () => [],
    ...overrides,
  };
}

const valueOf = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.slice(series.length + 1));

describe('the instance metrics', () => {
  it('counts the background jobs this instance ran, adding what is new at each scrape', async () => {
    let housekeeping = 1;
    const metrics = createMetrics(sources({ jobs: () => [{ job: 'housekeeping', runs: housekeeping }, { job: 'credit expiry', runs: 0 }] }));
    expect(valueOf(await metrics.registry.metrics(), 'sprig_background_job_runs_total{job="housekeeping"}')).toBe(1);
    housekeeping = 3;
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'sprig_background_job_runs_total{job="housekeeping"}')).toBe(3);
    expect(valueOf(text, 'sprig_background_job_runs_total{job="credit expiry"}')).toBe(0);
  });

  it('labels a request by its route pattern, never its address', () => {
    expect(metricsRoute('/api/recipes/:id', '/api/recipes/12?x=1')).toBe('/api/recipes/:id');
    expect(metricsRoute(undefined, '/api/nowhere/12')).toBe('(unmatched)');
    expect(metricsRoute(undefined, '/recipes/12')).toBe('(pages)');
    expect(metricsRoute(undefined, '/uploads/avatars/a.webp')).toBe('(uploads)');
    expect(metricsRoute(undefined, '/assets/app-1.js')).toBe('(files)');
  });

  it('counts AI calls by feature and outcome with their duration, and the credits charged', async () => {
    const metrics = createMetrics(sources());
    metrics.aiCall({ feature: 'transform', outcome: 'success', durationMs: 1500, credits: 2 });
    metrics.aiCall({ feature: 'transform', outcome: 'timeout', durationMs: 60_000, credits: 0 });
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'sprig_ai_call_duration_seconds_count{feature="transform",outcome="success"}')).toBe(1);
    expect(valueOf(text, 'sprig_ai_call_duration_seconds_sum{feature="transform",outcome="timeout"}')).toBe(60);
    expect(valueOf(text, 'sprig_ai_credits_charged_total{feature="transform"}')).toBe(2);
    expect(valueOf(text, 'sprig_credits{state="held"}')).toBe(5);
    expect(valueOf(text, 'sprig_credits{state="spent"}')).toBe(42);
    expect(valueOf(text, 'sprig_newsletter_recipients_waiting')).toBe(3);
    expect(valueOf(text, 'sprig_mail_failed_last_hour')).toBe(1);
  });

  it('adds what each cache counted since the last scrape, so the total follows the cache', async () => {
    const lookups = { hits: 10, misses: 2 };
    const metrics = createMetrics(sources({ caches: () => [{ name: 'visitors', ...lookups }] }));
    expect(valueOf(await metrics.registry.metrics(), 'sprig_kept_answer_lookups_total{cache="visitors",result="hit"}')).toBe(10);
    lookups.hits = 25;
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'sprig_kept_answer_lookups_total{cache="visitors",result="hit"}')).toBe(25);
    expect(valueOf(text, 'sprig_kept_answer_lookups_total{cache="visitors",result="miss"}')).toBe(2);
  });

  it('reports the pool when there is one, and a response under its route and status', async () => {
    const metrics = createMetrics(sources({ pool: () => ({ total: 4, idle: 3, waiting: 0 }) }));
    metrics.response('GET', '/api/recipes', 200, 12);
    metrics.query(0.002);
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'sprig_db_pool_connections{state="idle"}')).toBe(3);
    expect(valueOf(text, 'sprig_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/recipes",status="200"}')).toBe(1);
    expect(valueOf(text, 'sprig_db_query_duration_seconds_count')).toBe(1);
  });

  it('serves every series the Grafana dashboard in docs/ charts', async () => {
    const metrics = createMetrics(sources({ pool: () => ({ total: 1, idle: 1, waiting: 0 }), caches: () => [{ name: 'visitors', hits: 1, misses: 1 }] }));
    metrics.response('GET', '/api/recipes', 200, 1);
    metrics.query(0.001);
    metrics.aiCall({ feature: 'ideas', outcome: 'success', durationMs: 1000, credits: 1 });
    const served = new Set((await metrics.registry.metrics()).split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/[{ ]/)[0]));
    const dashboard = JSON.parse(readFileSync('docs/grafana-dashboard.json', 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const charted = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => t.expr.match(/\b(?:sprig|process|nodejs)_[a-z0-9_]+/g) ?? []));
    expect(charted.length).toBeGreaterThan(10);
    for (const name of charted) expect(served, name).toContain(name);
  });
});
