import { z } from 'zod';
import { idText } from './ids';
import { CREDIT_FEATURES, CREDIT_KINDS } from './credits';
import { roleSchema } from './roles';

/** The back office's Users screen (/admin/users): search, profile, role, credits, disabling. */

export const ADMIN_USER_STATUSES = ['active', 'disabled'] as const;
export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
export const ADMIN_LEDGER_PAGE_DEFAULT = 20;
export const ADMIN_LEDGER_PAGE_MAX = 100;
export const ADMIN_CREDIT_REASON_MAX = 200;
/** Largest single grant or revoke (a typo guard, not a policy). */
export const ADMIN_CREDIT_AMOUNT_MAX = 1_000_000;

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_DEFAULT),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.string(),
  credits: z.number().int(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  recipeCount: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** One ledger row as the admin sees it: with the reason an administrator gave, when there is one. */
export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  feature: z.enum(CREDIT_FEATURES).nullable(),
  relatedId: z.number().int().nullable(),
  /** Set on an administrator's grant or revoke. */
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

export const adminLedgerQuerySchema = z.object({
  cursor: idText('cursor must be a ledger row id', Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LEDGER_PAGE_MAX).default(ADMIN_LEDGER_PAGE_DEFAULT),
});

export const adminLedgerPageSchema = z.object({
  balance: z.number().int(),
  items: z.array(adminLedgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminLedgerPage = z.infer<typeof adminLedgerPageSchema>;

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  bio: z.string().nullable(),
  profileVisible: z.boolean(),
  /** The newest session activity, null when the user has no session. */
  lastSeenAt: z.string().nullable(),
  activeSessions: z.number().int(),
  aiCalls: z.number().int(),
  /** Whether the account signs in with a password (else only through the OpenID Connect provider). */
  hasPassword: z.boolean(),
  recentLedger: z.array(adminLedgerEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminRoleSchema = z.object({ role: roleSchema });

export const adminCreditAdjustSchema = z.object({
  /** Positive grants, negative revokes. */
  amount: z
    .number({ error: 'Credits must be a whole number' })
    .int('Credits must be a whole number')
    .min(-ADMIN_CREDIT_AMOUNT_MAX, `Credits must be at most ${ADMIN_CREDIT_AMOUNT_MAX} at a time`)
    .max(ADMIN_CREDIT_AMOUNT_MAX, `Credits must be at most ${ADMIN_CREDIT_AMOUNT_MAX} at a time`)
    .refine((n) => n !== 0, 'Credits must not be 0: a positive number grants credits, a negative one revokes them'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(ADMIN_CREDIT_REASON_MAX, `Reason must be at most ${ADMIN_CREDIT_REASON_MAX} characters`),
  /** Optional: the same key (with the same reason) makes a retried request happen once. */
  requestId: z.uuid().optional(),
});
export type AdminCreditAdjust = z.infer<typeof adminCreditAdjustSchema>;

export const adminCreditAdjustResultSchema = z.object({
  entry: adminLedgerEntrySchema,
  balance: z.number().int(),
});
export type AdminCreditAdjustResult = z.infer<typeof adminCreditAdjustResultSchema>;
