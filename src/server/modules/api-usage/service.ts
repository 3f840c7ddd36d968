import { API_LATENCY_BUCKETS_MS, type ApiUsageReport, type StatusClass } from '../../../contracts/admin-analytics';
import { emptyHistogram, percentileFromHistogram } from '../../../domain/latency-histogram';
import { rangeDays, rangeStart } from '../../../domain/report-range';
import type { ApiUsageRepo, HistogramCell } from './repo';

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const p = (h: readonly number[], q: number) => round(percentileFromHistogram(API_LATENCY_BUCKETS_MS, h, q));

function histogramsByKey(cells: readonly HistogramCell<string>[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const c of cells) {
    let h = out.get(c.key);
    if (!h) out.set(c.key, (h = emptyHistogram(API_LATENCY_BUCKETS_MS)));
    if (c.index >= 0 && c.index < h.length) h[c.index]! += c.count;
  }
  return out;
}

const zeroStatuses = (): Record<StatusClass, number> => ({ '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 });

/** GET /api/admin/api-usage: per route and per day, percentiles from the merged histograms. */
export async function apiUsageReport(repo: ApiUsageRepo, days: number, now = new Date()): Promise<ApiUsageReport> {
  const { since, sinceDay } = rangeStart(days, now);
  const [routeRows, dayRows, routeCells, dayCells] = await Promise.all([
    repo.byRouteAndStatus(since),
    repo.byDayAndStatus(since),
    repo.routeHistograms(since),
    repo.dayHistograms(since),
  ]);

  const routeHist = histogramsByKey(routeCells);
  const routes = new Map<string, ApiUsageReport['routes'][number] & { totalMs: number }>();
  for (const r of routeRows) {
    const key = `${r.method} ${r.route}`;
    let route = routes.get(key);
    if (!route) {
      route = { method: r.method, route: r.route, requests: 0, statuses: zeroStatuses(), avgMs: null, p50Ms: null, p95Ms: null, totalMs: 0 };
      routes.set(key, route);
    }
    route.requests += r.requests;
    route.totalMs += r.totalMs;
    if (r.statusClass in route.statuses) route.statuses[r.statusClass as StatusClass] += r.requests;
  }
  const routeList = [...routes.entries()]
    .map(([key, { totalMs, ...r }]) => {
      const h = routeHist.get(key) ?? [];
      return { ...r, avgMs: r.requests > 0 ? round(totalMs / r.requests) : null, p50Ms: p(h, 0.5), p95Ms: p(h, 0.95) };
    })
    .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));

  const dayHist = histogramsByKey(dayCells);
  const perDayCounts = new Map<string, { requests: number; errors: number; clientErrors: number }>();
  for (const r of dayRows) {
    const d = perDayCounts.get(r.day) ?? { requests: 0, errors: 0, clientErrors: 0 };
    d.requests += r.requests;
    if (r.statusClass === '5xx') d.errors += r.requests;
    if (r.statusClass === '4xx') d.clientErrors += r.requests;
    perDayCounts.set(r.day, d);
  }
  const perDay = rangeDays(since, days).map((day) => {
    const c = perDayCounts.get(day) ?? { requests: 0, errors: 0, clientErrors: 0 };
    const h = dayHist.get(day) ?? [];
    return { day, ...c, p50Ms: p(h, 0.5), p95Ms: p(h, 0.95) };
  });

  const all = emptyHistogram(API_LATENCY_BUCKETS_MS);
  for (const h of dayHist.values()) for (let i = 0; i < all.length; i++) all[i]! += h[i] ?? 0;
  const totals = perDay.reduce(
    (t, d) => ({ requests: t.requests + d.requests, errors: t.errors + d.errors, clientErrors: t.clientErrors + d.clientErrors }),
    { requests: 0, errors: 0, clientErrors: 0 },
  );
  return { days, since: sinceDay, totals: { ...totals, p50Ms: p(all, 0.5), p95Ms: p(all, 0.95) }, routes: routeList, perDay };
}
