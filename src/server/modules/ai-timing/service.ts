import type { AiTimingReport } from '../../../contracts/admin-analytics';
import { rangeDays, rangeStart } from '../../../domain/report-range';
import type { AiTimingRepo } from './repo';

const round = (n: number | null) => (n === null ? null : Math.round(n));

/** GET /api/admin/ai-timing: per feature and model, and per day (empty days included). */
export async function aiTimingReport(repo: AiTimingRepo, days: number, now = new Date()): Promise<AiTimingReport> {
  const { since, sinceDay } = rangeStart(days, now);
  const [rows, dayRows, overall] = await Promise.all([repo.byFeatureAndModel(since), repo.byDay(since), repo.overall(since)]);
  const features = rows.map((r) => ({
    feature: r.feature,
    model: r.model,
    calls: r.calls,
    successes: r.successes,
    successRate: r.calls > 0 ? r.successes / r.calls : 0,
    outcomes: { success: r.successes, error: r.errors, timeout: r.timeouts, invalid_output: r.invalidOutputs },
    p50Ms: round(r.p50),
    p95Ms: round(r.p95),
    promptTokens: r.promptTokens,
    completionTokens: r.completionTokens,
    credits: r.credits,
  }));
  const byDay = new Map(dayRows.map((d) => [d.day, d]));
  const perDay = rangeDays(since, days).map((day) => {
    const d = byDay.get(day);
    return { day, calls: d?.calls ?? 0, successes: d?.successes ?? 0, p50Ms: round(d?.p50 ?? null), p95Ms: round(d?.p95 ?? null) };
  });
  const calls = features.reduce((n, f) => n + f.calls, 0);
  const successes = features.reduce((n, f) => n + f.successes, 0);
  return {
    days,
    since: sinceDay,
    totals: {
      calls,
      successRate: calls > 0 ? successes / calls : null,
      credits: features.reduce((n, f) => n + f.credits, 0),
      p50Ms: round(overall.p50),
      p95Ms: round(overall.p95),
    },
    features,
    perDay,
  };
}
