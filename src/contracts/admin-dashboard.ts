import { z } from 'zod';

/** GET /api/admin/dashboard: the back office's overview. */

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_RECENT = 5;

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
      z.object({ id: z.number().int(), userId: z.string(), email: z.string(), amount: z.number().int(), createdAt: z.string() }),
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
  }),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
