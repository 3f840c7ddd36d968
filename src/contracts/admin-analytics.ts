import { z } from 'zod';

/**
 * Admin analytics, API usage and AI timing (issue 7): the answers of
 * GET /api/admin/analytics, /api/admin/api-usage and /api/admin/ai-timing.
 */

/**
 * Upper bounds (ms, inclusive) of the API latency histogram buckets; one more bucket after the last
 * bound counts everything slower. api_usage.histogram has API_LATENCY_BUCKETS_MS.length + 1 cells.
 */
export const API_LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;

/** The ranges the screens offer; the API accepts any whole number of days in 1..90. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export const MAX_ANALYTICS_DAYS = 90;
/**
 * Page-view events and API usage older than this are deleted by the hourly housekeeping: well past
 * the longest range a report shows, so a year can still be compared with the one before.
 */
export const REPORT_RETENTION_DAYS = 400;

/** SPEC section 9: a visit is engaged at 3 interactions or 2 page views. */
export const ENGAGEMENT_INTERACTIONS = 3;
export const ENGAGEMENT_PAGE_VIEWS = 2;

export const analyticsRangeQuerySchema = z
  .object({
    days: z.coerce
      .number({ message: 'days must be a whole number from 1 to 90' })
      .int('days must be a whole number from 1 to 90')
      .min(1, 'days must be a whole number from 1 to 90')
      .max(MAX_ANALYTICS_DAYS, 'days must be a whole number from 1 to 90')
      .default(30),
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A percentile in ms, null when there were no observations. */
const ms = z.number().nullable();

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const statusCountsSchema = z.object({ '2xx': z.number(), '3xx': z.number(), '4xx': z.number(), '5xx': z.number() });

export const apiUsageReportSchema = z.object({
  days: z.number(),
  /** First day (UTC, inclusive) of the range. */
  since: day,
  /** errors: 5xx answers; clientErrors: 4xx. */
  totals: z.object({ requests: z.number(), errors: z.number(), clientErrors: z.number(), p50Ms: ms, p95Ms: ms }),
  routes: z.array(
    z.object({
      method: z.string(),
      /** The route pattern (/api/recipes/:id), '(pages)' for web pages or '(unmatched)'. */
      route: z.string(),
      requests: z.number(),
      statuses: statusCountsSchema,
      avgMs: ms,
      p50Ms: ms,
      p95Ms: ms,
    }),
  ),
  perDay: z.array(z.object({ day, requests: z.number(), errors: z.number(), clientErrors: z.number(), p50Ms: ms, p95Ms: ms })),
});
export type ApiUsageReport = z.infer<typeof apiUsageReportSchema>;

export const aiTimingReportSchema = z.object({
  days: z.number(),
  since: day,
  totals: z.object({ calls: z.number(), successRate: z.number().nullable(), credits: z.number(), p50Ms: ms, p95Ms: ms }),
  features: z.array(
    z.object({
      feature: z.string(),
      model: z.string(),
      calls: z.number(),
      successes: z.number(),
      /** 0..1 */
      successRate: z.number(),
      outcomes: z.object({ success: z.number(), error: z.number(), timeout: z.number(), invalid_output: z.number() }),
      p50Ms: ms,
      p95Ms: ms,
      promptTokens: z.number(),
      completionTokens: z.number(),
      credits: z.number(),
    }),
  ),
  perDay: z.array(z.object({ day, calls: z.number(), successes: z.number(), p50Ms: ms, p95Ms: ms })),
});
export type AiTimingReport = z.infer<typeof aiTimingReportSchema>;

export const analyticsReportSchema = z.object({
  days: z.number(),
  since: day,
  totals: z.object({ pageViews: z.number(), affiliateClicks: z.number(), signedInPageViews: z.number(), engagementEvents: z.number() }),
  pageViewsPerDay: z.array(z.object({ day, pageViews: z.number(), signedIn: z.number() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
  topRecipes: z.array(z.object({ recipeId: z.number(), title: z.string().nullable(), views: z.number() })),
  affiliateClicks: z.array(z.object({ toolId: z.string().nullable(), toolName: z.string(), clicks: z.number() })),
  engagement: z.object({
    /**
     * What a "visit" is: a session id when events carry one (data.sessionId), else a signed-in
     * member's day. Page views of signed-out visitors without a session id cannot be grouped.
     */
    basis: z.string(),
    visits: z.number(),
    engagedVisits: z.number(),
    byPageViews: z.number(),
    byInteractions: z.number(),
    /** 0..1, null when there were no visits. */
    rate: z.number().nullable(),
    /** Page views that belong to no visit (signed out, no session id). */
    ungroupedPageViews: z.number(),
    thresholds: z.object({ interactions: z.number(), pageViews: z.number() }),
  }),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
