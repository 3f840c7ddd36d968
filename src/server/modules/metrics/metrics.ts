import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { usageRoute } from '../api-usage/aggregator';

/** Seconds; a kept answer takes well under a millisecond, a first-time search a few, an AI call seconds. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const AI_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/**
 * What a request is counted under: the route pattern for the API, '(pages)' for web pages (as API
 * usage counts them), '(uploads)' for pictures and '(files)' for the rest; never the raw address,
 * so ids and queries make no new series.
 */
export function metricsRoute(routePattern: string | undefined, rawUrl: string): string {
  return usageRoute(routePattern, rawUrl) ?? (rawUrl.startsWith('/uploads/') ? '(uploads)' : '(files)');
}

/** What a scrape reads from the database and the caches, as each instance sees them now. */
export interface MetricsSources {
  /** Newsletter recipients waiting to be sent (pending or being sent). */
  campaignBacklog(): Promise<number>;
  /** Messages whose sending failed in the last hour. */
  mailFailedLastHour(): Promise<number>;
  /** Credits held by AI calls not settled or released yet, and spent in all. */
  credits(): Promise<{ held: number; spent: number }>;
  /** The PostgreSQL pool's connections (null on PGlite: one connection, in process). */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Hits and misses of each kept-answer cache, counted since start. */
  caches(): { name: string; hits: number; misses: number }[];
  /** How many times this instance ran each background job since it started. */
  jobs(): { job: string; runs: number }[];
}

/**
 * The instance's Prometheus metrics (prom-client), in a registry of its own: the process's memory,
 * CPU and event-loop lag; HTTP request durations by route and status; database query time (on a
 * PostgreSQL server) and pool use; newsletter backlog and failed mail; AI calls by outcome and
 * duration; credits held and spent; kept-answer hits and misses. Counters are this process's
 * since it started; Prometheus sums the instances.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http = new Histogram({
    name: 'sprig_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const dbQueries = new Histogram({ name: 'sprig_db_query_duration_seconds', help: 'Time of each query on the PostgreSQL server', buckets: DB_BUCKETS, registers });
  const aiCalls = new Histogram({
    name: 'sprig_ai_call_duration_seconds',
    help: 'Time of each call to the AI provider, by feature and outcome (the count is the number of calls)',
    labelNames: ['feature', 'outcome'] as const,
    buckets: AI_BUCKETS,
    registers,
  });
  const aiCredits = new Counter({ name: 'sprig_ai_credits_charged_total', help: 'Credits taken for AI calls by this instance', labelNames: ['feature'] as const, registers });

  new Gauge({
    name: 'sprig_db_pool_connections',
    help: "The PostgreSQL pool's connections: open in all, idle, and queries waiting for one",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'sprig_newsletter_recipients_waiting',
    help: 'Newsletter recipients not sent yet (pending or being sent)',
    registers,
    async collect() {
      this.set(await sources.campaignBacklog());
    },
  });
  new Gauge({
    name: 'sprig_mail_failed_last_hour',
    help: 'Messages whose sending failed in the last hour',
    registers,
    async collect() {
      this.set(await sources.mailFailedLastHour());
    },
  });
  new Gauge({
    name: 'sprig_credits',
    help: 'Credits held by AI calls in progress, and spent in all (the ledger)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const { held, spent } = await sources.credits();
      this.set({ state: 'held' }, held);
      this.set({ state: 'spent' }, spent);
    },
  });
  // The caches count their own lookups; each scrape adds what is new since the last one.
  const counted = new Map<string, number>();
  new Counter({
    name: 'sprig_kept_answer_lookups_total',
    help: 'Lookups of kept answers, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      for (const { name, hits, misses } of sources.caches()) {
        for (const [result, total] of [['hit', hits], ['miss', misses]] as const) {
          const key = `${name} ${result}`;
          const added = total - (counted.get(key) ?? 0);
          if (added > 0) this.inc({ cache: name, result }, added);
          counted.set(key, total);
        }
      }
    },
  });

  const jobRuns = new Map<string, number>();
  new Counter({
    name: 'sprig_background_job_runs_total',
    help: 'Background jobs this instance ran (each runs once per period across the instances: summed, one per period)',
    labelNames: ['job'] as const,
    registers,
    collect() {
      for (const { job, runs } of sources.jobs()) {
        this.inc({ job }, runs - (jobRuns.get(job) ?? 0));
        jobRuns.set(job, runs);
      }
    },
  });

  return {
    registry,
    /** One response, through Fastify or the kept-answer fast path, under its metricsRoute. */
    response(method: string, route: string, status: number, elapsedMs: number): void {
      http.observe({ method, route, status: String(status) }, elapsedMs / 1000);
    },
    query(seconds: number): void {
      dbQueries.observe(seconds);
    },
    aiCall(call: { feature: string; outcome: string; durationMs: number; credits: number }): void {
      aiCalls.observe({ feature: call.feature, outcome: call.outcome }, call.durationMs / 1000);
      if (call.credits > 0) aiCredits.inc({ feature: call.feature }, call.credits);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
