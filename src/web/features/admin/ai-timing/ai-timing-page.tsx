import type { AiTimingReport } from '../../../../contracts/admin-analytics';
import { ColumnChart, LineChart, StatTile } from '../../../components/ui/chart';
import { useAiTimingReport } from '../analytics/analytics-api';
import {
  ChartCard,
  EmptyState,
  formatDay,
  formatMs,
  formatNumber,
  formatPercent,
  ReportScreen,
} from '../analytics/report-pieces';

/** /admin/ai-timing: per feature and model, how long the AI took, how often it worked, what it cost. */
export function AiTimingPage() {
  return (
    <ReportScreen title="AI Timing" description="How long each AI feature takes to answer, how often it succeeds and what it uses." useReport={useAiTimingReport}>
      {(report) => <AiTimingView report={report} />}
    </ReportScreen>
  );
}

function AiTimingView({ report }: { report: AiTimingReport }) {
  const { totals } = report;
  if (totals.calls === 0) return <EmptyState>No AI calls in this range yet.</EmptyState>;
  const labels = report.perDay.map((d) => d.day);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="AI calls" value={formatNumber(totals.calls)} hint={`${formatNumber(totals.credits)} credits charged`} />
        <StatTile label="Success rate" value={formatPercent(totals.successRate)} />
        <StatTile label="Median (p50)" value={formatMs(totals.p50Ms)} hint="Time to answer" />
        <StatTile label="p95" value={formatMs(totals.p95Ms)} hint="95% answered within" />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title="Duration per day" description="p50 and p95 of every call's duration.">
          <LineChart
            label={`AI call duration per day, p50 and p95, last ${report.days} days`}
            labels={labels}
            formatLabel={formatDay}
            format={(n) => formatMs(n)}
            series={[
              { key: 'p95', label: 'p95', color: 'var(--secondary)', values: report.perDay.map((d) => d.p95Ms) },
              { key: 'p50', label: 'p50', color: 'var(--primary)', values: report.perDay.map((d) => d.p50Ms), area: true },
            ]}
          />
        </ChartCard>
        <ChartCard title="Calls per day" description="Failed calls (error, timeout, invalid answer) in red.">
          <ColumnChart
            label={`AI calls per day, last ${report.days} days`}
            labels={labels}
            values={report.perDay.map((d) => d.calls)}
            valueLabel="Calls"
            highlight={{ label: 'Failed', values: report.perDay.map((d) => d.calls - d.successes), color: 'var(--destructive)' }}
            formatLabel={formatDay}
            format={formatNumber}
          />
        </ChartCard>
      </div>

      <ChartCard title="By feature and model">
        <div className="relative -mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">AI calls per feature and model</caption>
            <thead>
              <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">Feature · model</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Calls</th>
                <th scope="col" className="py-2 pr-3 font-medium">Success</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">p50</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">p95</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Tokens in / out</th>
                <th scope="col" className="py-2 text-right font-medium">Credits</th>
              </tr>
            </thead>
            <tbody>
              {report.features.map((f) => (
                <tr key={`${f.feature}|${f.model}`} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="block font-medium">{f.feature.replaceAll('_', ' ')}</span>
                    <span className="block break-all font-mono text-xs text-muted-foreground">{f.model}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(f.calls)}</td>
                  <td className="py-2 pr-3">
                    <span className="flex items-center gap-2">
                      <span className="h-2 w-16 overflow-hidden rounded-full bg-destructive/25" aria-hidden="true">
                        <span className="block h-full rounded-full bg-primary" style={{ width: `${f.successRate * 100}%` }} />
                      </span>
                      <span className="tabular-nums">{formatPercent(f.successRate)}</span>
                    </span>
                    {f.calls > f.successes ? (
                      <span className="mt-0.5 block text-xs text-muted-foreground">
                        {[
                          f.outcomes.error ? `${f.outcomes.error} error` : '',
                          f.outcomes.timeout ? `${f.outcomes.timeout} timeout` : '',
                          f.outcomes.invalid_output ? `${f.outcomes.invalid_output} invalid` : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMs(f.p50Ms)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMs(f.p95Ms)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatNumber(f.promptTokens)} / {formatNumber(f.completionTokens)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(f.credits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ChartCard>
    </div>
  );
}
