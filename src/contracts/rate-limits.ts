import { z } from 'zod';

export const RATE_LIMIT_MAX = 100_000;

function perWindow(field: string) {
  return z
    .number(`${field} must be a number`)
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(RATE_LIMIT_MAX, `${field} must be at most ${RATE_LIMIT_MAX}`);
}

/** PUT /api/admin/settings/rate-limits: requests allowed per window (admin). */
export const rateLimitsSchema = z
  .object({
    /** AI requests per minute per member, on each AI endpoint. */
    aiPerMinute: perWindow('aiPerMinute'),
    /** Account sign-ups per address every 15 minutes. */
    signupsPer15Minutes: perWindow('signupsPer15Minutes'),
    /** Password sign-ins per address every 15 minutes. */
    signInsPer15Minutes: perWindow('signInsPer15Minutes'),
  })
  .strict();
export type RateLimits = z.infer<typeof rateLimitsSchema>;

/** The limits in force, the server's defaults (its environment), and whether an admin changed them. */
export const rateLimitSettingsSchema = z.object({ limits: rateLimitsSchema, defaults: rateLimitsSchema, custom: z.boolean() });
export type RateLimitSettings = z.infer<typeof rateLimitSettingsSchema>;
