import { z } from 'zod';
import { mealPlanDaySchema } from './meal-plan';

/** The links a member can make to their plan: a read-only page, and a calendar feed. */
export const PLAN_LINK_KINDS = ['share', 'calendar'] as const;
export type PlanLinkKind = (typeof PLAN_LINK_KINDS)[number];

/** A link's secret: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenText = z.string().regex(TOKEN, 'token must be a link from the member who shared it');

export const planLinkKindParamsSchema = z.object({ kind: z.enum(PLAN_LINK_KINDS, `kind must be one of ${PLAN_LINK_KINDS.join(', ')}`) });

/** GET /api/meal-plan/links: which links the member has made (their secrets are shown only when made). */
export const planLinksSchema = z.object({
  share: z.object({ createdAt: z.string() }).nullable(),
  calendar: z.object({ createdAt: z.string() }).nullable(),
});
export type PlanLinks = z.infer<typeof planLinksSchema>;

/** POST /api/meal-plan/links/:kind: a new link (any earlier one of that kind stops working). */
export const planLinkSchema = z.object({ kind: z.enum(PLAN_LINK_KINDS), url: z.string(), createdAt: z.string() });
export type PlanLink = z.infer<typeof planLinkSchema>;

/** GET /api/shared/meal-plan/:token?start=: the shared week as anyone with the link sees it. */
export const sharedPlanParamsSchema = z.object({ token: tokenText });
/** GET /api/calendar/meal-plan/:file: the feed, `<token>.ics`. */
export const calendarFeedParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'file must be the calendar link the member made'),
});

/**
 * A shared week: the days and entries, with recipes as a visitor may read them (a private recipe
 * shows as no longer available), and no targets or anything else about the member.
 */
export const sharedPlanWeekSchema = z.object({ start: z.string(), days: z.array(mealPlanDaySchema) });
export type SharedPlanWeek = z.infer<typeof sharedPlanWeekSchema>;
