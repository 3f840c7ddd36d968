import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { apiUsage } from '../../../db/schema';
import type { UsageEntry } from './aggregator';

/** Rows per INSERT: 7 parameters each, far below PostgreSQL's 65 535. */
const CHUNK = 1_000;

export interface RouteStatusRow {
  method: string;
  route: string;
  statusClass: string;
  requests: number;
  totalMs: number;
}
export interface DayStatusRow {
  day: string;
  statusClass: string;
  requests: number;
}
export interface HistogramCell<K> {
  key: K;
  index: number;
  count: number;
}

export function createApiUsageRepo(db: Db) {
  return {
    /**
     * Adds cells to api_usage: a row that exists (another process, an earlier flush of the same
     * minute) gets the counts, time and histogram added element-wise in the same statement.
     * Throws with nothing written for the failed chunk; `written` tells the caller how far it got.
     */
    async add(entries: readonly UsageEntry[], written: (n: number) => void = () => {}): Promise<void> {
      for (let start = 0; start < entries.length; start += CHUNK) {
        const chunk = entries.slice(start, start + CHUNK);
        const values = chunk.map(
          (e) =>
            sql`(${new Date(e.bucket).toISOString()}::timestamptz, ${e.method}, ${e.route}, ${e.statusClass}, ${e.count}, ${e.totalMs}, ${`{${e.histogram.join(',')}}`}::int[])`,
        );
        await db.execute(sql`
          insert into ${apiUsage} as u (bucket, method, route, status_class, count, total_ms, histogram)
          values ${sql.join(values, sql`, `)}
          on conflict (bucket, method, route, status_class) do update set
            count = u.count + excluded.count,
            total_ms = u.total_ms + excluded.total_ms,
            histogram = (
              select array_agg(coalesce(a, 0) + coalesce(b, 0) order by i)
              from unnest(u.histogram, excluded.histogram) with ordinality as h(a, b, i)
            )`);
        written(start + chunk.length);
      }
    },

    async byRouteAndStatus(since: Date): Promise<RouteStatusRow[]> {
      const res = await queryRows<RouteStatusRow>(db, sql`
        select method, route, status_class as "statusClass", sum(count)::float8 as requests, sum(total_ms)::float8 as "totalMs"
        from ${apiUsage} where bucket >= ${since.toISOString()}::timestamptz
        group by method, route, status_class`);
      return res.map((r) => ({ ...r, requests: Number(r.requests), totalMs: Number(r.totalMs) }));
    },

    async byDayAndStatus(since: Date): Promise<DayStatusRow[]> {
      const res = await queryRows<DayStatusRow>(db, sql`
        select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD') as day, status_class as "statusClass", sum(count)::float8 as requests
        from ${apiUsage} where bucket >= ${since.toISOString()}::timestamptz
        group by 1, 2`);
      return res.map((r) => ({ ...r, requests: Number(r.requests) }));
    },

    /** Histograms summed per route (key 'METHOD route'). */
    async routeHistograms(since: Date): Promise<HistogramCell<string>[]> {
      const res = await queryRows<HistogramCell<string>>(db, sql`
        select method || ' ' || route as key, (h.i - 1)::int as index, sum(h.n)::float8 as count
        from ${apiUsage}, unnest(histogram) with ordinality as h(n, i)
        where bucket >= ${since.toISOString()}::timestamptz
        group by 1, 2`);
      return res.map((r) => ({ key: r.key, index: Number(r.index), count: Number(r.count) }));
    },

    /** Histograms summed per UTC day (key YYYY-MM-DD). */
    async dayHistograms(since: Date): Promise<HistogramCell<string>[]> {
      const res = await queryRows<HistogramCell<string>>(db, sql`
        select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD') as key, (h.i - 1)::int as index, sum(h.n)::float8 as count
        from ${apiUsage}, unnest(histogram) with ordinality as h(n, i)
        where bucket >= ${since.toISOString()}::timestamptz
        group by 1, 2`);
      return res.map((r) => ({ key: r.key, index: Number(r.index), count: Number(r.count) }));
    },

    /** Deletes the minutes before the date; answers how many rows went (counted in SQL: the first purge may be large). */
    async purgeBefore(date: Date): Promise<number> {
      const res = await queryRows<{ n: number }>(db, sql`
        with gone as (delete from ${apiUsage} where bucket < ${date.toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`);
      return Number(res[0]?.n ?? 0);
    },
  };
}
export type ApiUsageRepo = ReturnType<typeof createApiUsageRepo>;
