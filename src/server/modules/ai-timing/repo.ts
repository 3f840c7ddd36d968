import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { aiCalls } from '../../../db/schema';

export interface FeatureTimingRow {
  feature: string;
  model: string;
  calls: number;
  successes: number;
  errors: number;
  timeouts: number;
  invalidOutputs: number;
  p50: number | null;
  p95: number | null;
  promptTokens: number;
  completionTokens: number;
  credits: number;
}
export interface DayTimingRow {
  day: string;
  calls: number;
  successes: number;
  p50: number | null;
  p95: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Reads over ai_calls: exact percentiles (percentile_cont) of duration_ms. */
export function createAiTimingRepo(db: Db) {
  const t = aiCalls;
  return {
    async byFeatureAndModel(since: Date): Promise<FeatureTimingRow[]> {
      const res = await queryRows(db, sql`
        select ${t.feature} as feature, ${t.model} as model,
          count(*)::float8 as calls,
          count(*) filter (where ${t.outcome} = 'success')::float8 as successes,
          count(*) filter (where ${t.outcome} = 'error')::float8 as errors,
          count(*) filter (where ${t.outcome} = 'timeout')::float8 as timeouts,
          count(*) filter (where ${t.outcome} = 'invalid_output')::float8 as "invalidOutputs",
          percentile_cont(0.5) within group (order by ${t.durationMs})::float8 as p50,
          percentile_cont(0.95) within group (order by ${t.durationMs})::float8 as p95,
          coalesce(sum(${t.promptTokens}), 0)::float8 as "promptTokens",
          coalesce(sum(${t.completionTokens}), 0)::float8 as "completionTokens",
          coalesce(sum(${t.credits}), 0)::float8 as credits
        from ${t} where ${t.createdAt} >= ${since.toISOString()}::timestamptz
        group by 1, 2 order by calls desc, feature, model`);
      return res.map((r) => ({
        feature: String(r.feature),
        model: String(r.model),
        calls: num(r.calls),
        successes: num(r.successes),
        errors: num(r.errors),
        timeouts: num(r.timeouts),
        invalidOutputs: num(r.invalidOutputs),
        p50: numOrNull(r.p50),
        p95: numOrNull(r.p95),
        promptTokens: num(r.promptTokens),
        completionTokens: num(r.completionTokens),
        credits: num(r.credits),
      }));
    },

    async byDay(since: Date): Promise<DayTimingRow[]> {
      const res = await queryRows(db, sql`
        select to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
          count(*)::float8 as calls,
          count(*) filter (where ${t.outcome} = 'success')::float8 as successes,
          percentile_cont(0.5) within group (order by ${t.durationMs})::float8 as p50,
          percentile_cont(0.95) within group (order by ${t.durationMs})::float8 as p95
        from ${t} where ${t.createdAt} >= ${since.toISOString()}::timestamptz
        group by 1`);
      return res.map((r) => ({ day: String(r.day), calls: num(r.calls), successes: num(r.successes), p50: numOrNull(r.p50), p95: numOrNull(r.p95) }));
    },

    async overall(since: Date): Promise<{ p50: number | null; p95: number | null }> {
      const res = await queryRows(db, sql`
        select percentile_cont(0.5) within group (order by ${t.durationMs})::float8 as p50,
          percentile_cont(0.95) within group (order by ${t.durationMs})::float8 as p95
        from ${t} where ${t.createdAt} >= ${since.toISOString()}::timestamptz`);
      const r = res[0] ?? {};
      return { p50: numOrNull(r.p50), p95: numOrNull(r.p95) };
    },
  };
}
export type AiTimingRepo = ReturnType<typeof createAiTimingRepo>;
