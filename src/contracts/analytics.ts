import { z } from 'zod';

export const ANALYTICS_EVENT_TYPES = ['page_view', 'affiliate_link_click', 'engagement'] as const;

export const analyticsEventSchema = z
  .object({
    eventType: z.enum(ANALYTICS_EVENT_TYPES),
    data: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  })
  .strict()
  .refine((v) => JSON.stringify(v.data ?? {}).length <= 2000, { path: ['data'], message: 'data is too large' });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
