import { ENGAGEMENT_INTERACTIONS, ENGAGEMENT_PAGE_VIEWS, type AnalyticsReport } from '../../../contracts/admin-analytics';
import { rangeDays, rangeStart } from '../../../domain/report-range';
import type { AnalyticsReportRepo } from './report-repo';

export const ENGAGEMENT_BASIS =
  'A visit is a browser session when events carry data.sessionId, otherwise a signed-in member’s day; signed-out page views without a session id are not grouped.';

/** GET /api/admin/analytics: first-party page views, top pages and recipes, affiliate clicks, engagement. */
export async function analyticsReport(repo: AnalyticsReportRepo, days: number, now = new Date()): Promise<AnalyticsReport> {
  const { since, sinceDay } = rangeStart(days, now);
  const [perDayRows, totals, topPages, topRecipes, affiliateClicks, engagement] = await Promise.all([
    repo.pageViewsPerDay(since),
    repo.eventTotals(since),
    repo.topPages(since),
    repo.topRecipes(since),
    repo.affiliateClicks(since),
    repo.engagement(since),
  ]);
  const byDay = new Map(perDayRows.map((d) => [d.day, d]));
  const pageViewsPerDay = rangeDays(since, days).map((day) => byDay.get(day) ?? { day, pageViews: 0, signedIn: 0 });
  return {
    days,
    since: sinceDay,
    totals: {
      pageViews: pageViewsPerDay.reduce((n, d) => n + d.pageViews, 0),
      signedInPageViews: pageViewsPerDay.reduce((n, d) => n + d.signedIn, 0),
      affiliateClicks: totals.affiliateClicks,
      engagementEvents: totals.engagementEvents,
    },
    pageViewsPerDay,
    topPages,
    topRecipes,
    affiliateClicks,
    engagement: {
      basis: ENGAGEMENT_BASIS,
      visits: engagement.visits,
      engagedVisits: engagement.engaged,
      byPageViews: engagement.byPageViews,
      byInteractions: engagement.byInteractions,
      rate: engagement.visits > 0 ? engagement.engaged / engagement.visits : null,
      ungroupedPageViews: engagement.ungrouped,
      thresholds: { interactions: ENGAGEMENT_INTERACTIONS, pageViews: ENGAGEMENT_PAGE_VIEWS },
    },
  };
}
