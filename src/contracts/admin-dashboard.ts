import { z } from 'zod';

/** GET /api/admin/dashboard: the back office's overview. */

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_RECENT = 5;
/** Changes by administrators listed on the dashboard, newest first. */
export const DASHBOARD_ADMIN_ACTIONS = 10;

export const dashboardTotalsSchema = z.object({
  users: z.number().int(),
  admins: z.number().int(),
  disabledUsers: z.number().int(),
  publicRecipes: z.number().int(),
  privateRecipes: z.number().int(),
  activeSubscribers: z.number().int(),
  /** Credits in purchase rows. */
  creditsSold: z.number().int(),
  /** Credits of settled holds (what AI features actually cost members). */
  creditsSpent: z.number().int(),
  aiCalls: z.number().int(),
});

/** One day (UTC, YYYY-MM-DD), oldest first, DASHBOARD_DAYS of them ending today. */
export const dashboardDaySchema = z.object({
  day: z.string(),
  newUsers: z.number().int(),
  newRecipes: z.number().int(),
  creditsSold: z.number().int(),
  creditsSpent: z.number().int(),
  aiCalls: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  totals: dashboardTotalsSchema,
  series: z.array(dashboardDaySchema),
  recent: z.object({
    signUps: z.array(
      z.object({ id: z.string(), email: z.string(), username: z.string().nullable(), name: z.string().nullable(), createdAt: z.string() }),
    ),
    recipes: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        privacyLevel: z.string(),
        authorId: z.string().nullable(),
        authorName: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    purchases: z.array(
      z.object({
        id: z.number().int(),
        userId: z.string(),
        email: z.string(),
        amount: z.number().int(),
        /** paid; refunded (the money went back); disputed (reversed by a dispute not won). Only paid ones count as sold. */
        status: z.enum(['paid', 'refunded', 'disputed']),
        createdAt: z.string(),
      }),
    ),
    aiCalls: z.array(
      z.object({
        id: z.number().int(),
        userId: z.string().nullable(),
        email: z.string().nullable(),
        feature: z.string(),
        model: z.string(),
        outcome: z.string(),
        durationMs: z.number().int(),
        credits: z.number().int(),
        createdAt: z.string(),
      }),
    ),
    adminActions: z.array(
      z.object({
        id: z.number().int(),
        adminId: z.string().nullable(),
        adminEmail: z.string().nullable(),
        /** What the trail calls it ('Changed a role'). */
        action: z.string(),
        /** 'METHOD /api/route/:pattern'. */
        route: z.string(),
        /** The id in the address (a user, recipe, category, tool, campaign or feature), if any. */
        target: z.string().nullable(),
        /** The member's address when the target is an account. */
        targetEmail: z.string().nullable(),
        /** A few non-secret fields of the request: a role, an amount and reason, a name. */
        details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
        createdAt: z.string(),
      }),
    ),
  }),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
