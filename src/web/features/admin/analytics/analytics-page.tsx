import { Link } from '../../../lib/router';
import type { AnalyticsReport } from '../../../../contracts/admin-analytics';
import { BarList, LineChart, StatTile } from '../../../components/ui/chart';
import { useAnalyticsReport } from './analytics-api';
import {
  ChartCard,
  EmptyState,
  formatDay,
  formatNumber,
  formatPercent,
  ReportScreen,
} from './report-pieces';

/** /admin/analytics: first-party page views, top pages and recipes, affiliate clicks, engagement. */
export function AnalyticsPage() {
  return (
    <ReportScreen title="Analytics" description="Page views, engagement and affiliate clicks, recorded by the site itself." useReport={useAnalyticsReport}>
      {(report) => <AnalyticsReportView report={report} />}
    </ReportScreen>
  );
}

function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const { totals, engagement } = report;
  const labels = report.pageViewsPerDay.map((d) => d.day);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Page views" value={formatNumber(totals.pageViews)} hint={`Last ${report.days} days`} />
        <StatTile
          label="Signed-in views"
          value={formatNumber(totals.signedInPageViews)}
          hint={totals.pageViews > 0 ? `${formatPercent(totals.signedInPageViews / totals.pageViews)} of views` : undefined}
        />
        <StatTile label="Affiliate clicks" value={formatNumber(totals.affiliateClicks)} hint="Kitchen tool links" />
        <StatTile
          label="Engaged visits"
          value={formatPercent(engagement.rate)}
          hint={`${formatNumber(engagement.engagedVisits)} of ${formatNumber(engagement.visits)} visits`}
        />
      </div>

      <ChartCard title="Page views per day" description="All page views and those of signed-in members (UTC days).">
        {totals.pageViews === 0 ? (
          <EmptyState>No page views in this range yet.</EmptyState>
        ) : (
          <LineChart
            label={`Page views per day, last ${report.days} days`}
            labels={labels}
            formatLabel={formatDay}
            format={formatNumber}
            series={[
              { key: 'all', label: 'Page views', color: 'var(--primary)', values: report.pageViewsPerDay.map((d) => d.pageViews), area: true },
              { key: 'signed-in', label: 'Signed in', color: 'var(--secondary)', values: report.pageViewsPerDay.map((d) => d.signedIn) },
            ]}
          />
        )}
      </ChartCard>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title="Top pages">
          {report.topPages.length === 0 ? (
            <EmptyState>No pages viewed yet.</EmptyState>
          ) : (
            <BarList
              label="Top pages by views"
              format={formatNumber}
              items={report.topPages.map((p) => ({ key: p.path, label: <span className="font-mono text-xs">{p.path}</span>, value: p.views }))}
            />
          )}
        </ChartCard>
        <ChartCard title="Top recipes">
          {report.topRecipes.length === 0 ? (
            <EmptyState>No recipe pages viewed yet.</EmptyState>
          ) : (
            <BarList
              label="Top recipes by views"
              format={formatNumber}
              items={report.topRecipes.map((r) => ({
                key: String(r.recipeId),
                label: r.title ? (
                  <Link to={`/recipes/${r.recipeId}`} className="hover:underline">
                    {r.title}
                  </Link>
                ) : (
                  <span className="text-muted-foreground">Recipe #{r.recipeId} (deleted)</span>
                ),
                value: r.views,
              }))}
            />
          )}
        </ChartCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title="Affiliate clicks by tool">
          {report.affiliateClicks.length === 0 ? (
            <EmptyState>No affiliate links clicked yet.</EmptyState>
          ) : (
            <BarList
              label="Affiliate clicks by kitchen tool"
              color="var(--secondary-soft)"
              format={formatNumber}
              items={report.affiliateClicks.map((c) => ({ key: `${c.toolId ?? ''}|${c.toolName}`, label: c.toolName, value: c.clicks }))}
            />
          )}
        </ChartCard>
        <ChartCard
          title="Engagement"
          description={`A visit counts as engaged at ${engagement.thresholds.pageViews} page views or ${engagement.thresholds.interactions} interactions.`}
        >
          {engagement.visits === 0 ? (
            <EmptyState>No visits to measure yet.</EmptyState>
          ) : (
            <div className="space-y-4">
              <div className="h-3 overflow-hidden rounded-full bg-muted" role="img" aria-label={`${formatPercent(engagement.rate)} of visits engaged`}>
                <div className="h-full rounded-full bg-primary" style={{ width: `${(engagement.rate ?? 0) * 100}%` }} />
              </div>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted-foreground">Visits</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatNumber(engagement.visits)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Engaged</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatNumber(engagement.engagedVisits)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">By page views</dt>
                  <dd className="font-medium tabular-nums">{formatNumber(engagement.byPageViews)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">By interactions</dt>
                  <dd className="font-medium tabular-nums">{formatNumber(engagement.byInteractions)}</dd>
                </div>
              </dl>
            </div>
          )}
          <p className="mt-4 text-xs text-muted-foreground">
            {engagement.basis}
            {engagement.ungroupedPageViews > 0 ? ` ${formatNumber(engagement.ungroupedPageViews)} page views in this range belong to no visit.` : ''}
          </p>
        </ChartCard>
      </div>
    </div>
  );
}
