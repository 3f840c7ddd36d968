import type { ApiUsageReport, StatusClass } from '../../../../contracts/admin-analytics';
import { STATUS_CLASSES } from '../../../../contracts/admin-analytics';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { ColumnChart, LineChart, StatTile } from '../../../components/ui/chart';
import { useApiUsageReport } from '../analytics/analytics-api';
import {
  ChartCard,
  EmptyState,
  formatDay,
  formatMs,
  formatNumber,
  formatPercent,
  ReportScreen,
} from '../analytics/report-pieces';

const STATUS_VARIANT: Record<StatusClass, NonNullable<BadgeProps['variant']>> = {
  '2xx': 'soft',
  '3xx': 'outline',
  '4xx': 'secondary',
  '5xx': 'destructive',
};

/** /admin/api-usage: requests per route, status classes and latency per day. */
export function ApiUsagePage() {
  return (
    <ReportScreen title="API Usage" description="Requests per route, their status and how quickly the server answered." useReport={useApiUsageReport}>
      {(report) => <ApiUsageView report={report} />}
    </ReportScreen>
  );
}

function ApiUsageView({ report }: { report: ApiUsageReport }) {
  const { totals } = report;
  if (totals.requests === 0) return <EmptyState>No requests recorded in this range yet.</EmptyState>;
  const labels = report.perDay.map((d) => d.day);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Requests" value={formatNumber(totals.requests)} hint={`Last ${report.days} days`} />
        <StatTile label="Server errors (5xx)" value={formatNumber(totals.errors)} hint={`${formatPercent(totals.errors / totals.requests)} · ${formatNumber(totals.clientErrors)} 4xx`} />
        <StatTile label="Median (p50)" value={formatMs(totals.p50Ms)} hint="Response time" />
        <StatTile label="p95" value={formatMs(totals.p95Ms)} hint="95% answered within" />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title="Latency per day" description="p50 and p95 response times, from the latency histograms.">
          <LineChart
            label={`API latency per day, p50 and p95, last ${report.days} days`}
            labels={labels}
            formatLabel={formatDay}
            format={(n) => formatMs(n)}
            series={[
              { key: 'p95', label: 'p95', color: 'var(--secondary)', values: report.perDay.map((d) => d.p95Ms) },
              { key: 'p50', label: 'p50', color: 'var(--primary)', values: report.perDay.map((d) => d.p50Ms), area: true },
            ]}
          />
        </ChartCard>
        <ChartCard title="Requests per day" description="Server errors (5xx) in red.">
          <ColumnChart
            label={`API requests per day, last ${report.days} days`}
            labels={labels}
            values={report.perDay.map((d) => d.requests)}
            valueLabel="Requests"
            highlight={{ label: 'Server errors', values: report.perDay.map((d) => d.errors), color: 'var(--destructive)' }}
            formatLabel={formatDay}
            format={formatNumber}
          />
        </ChartCard>
      </div>

      <ChartCard title="Routes" description="Route patterns: /api/recipes/:id counts every recipe. Web pages are one group.">
        <div className="relative -mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[34rem] text-sm">
            <caption className="sr-only">Requests per route with status classes and latency</caption>
            <thead>
              <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">Route</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Requests</th>
                <th scope="col" className="py-2 pr-3 font-medium">Status</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">p50</th>
                <th scope="col" className="py-2 text-right font-medium">p95</th>
              </tr>
            </thead>
            <tbody>
              {report.routes.map((r) => (
                <tr key={`${r.method} ${r.route}`} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="max-w-[18rem] py-2 pr-3 text-left font-normal">
                    <span className="mr-2 inline-block w-14 font-mono text-xs font-semibold text-muted-foreground">{r.method}</span>
                    <span className="break-all font-mono text-xs">{r.route}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(r.requests)}</td>
                  <td className="py-2 pr-3">
                    <span className="flex flex-wrap gap-1">
                      {STATUS_CLASSES.filter((c) => r.statuses[c] > 0).map((c) => (
                        <Badge key={c} variant={STATUS_VARIANT[c]} title={`${formatNumber(r.statuses[c])} answers ${c}`}>
                          {c} · {formatNumber(r.statuses[c])}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatMs(r.p50Ms)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMs(r.p95Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ChartCard>
    </div>
  );
}
