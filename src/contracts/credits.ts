import { z } from 'zod';
import { idText } from './ids';

/** The AI features paid with credits and their default costs (SPEC section 9). */
export const CREDIT_FEATURES = ['recipe_transform', 'recipe_suggestion', 'recipe_analysis', 'image_generation'] as const;
export type CreditFeature = (typeof CREDIT_FEATURES)[number];
export const DEFAULT_CREDIT_COSTS: Record<CreditFeature, number> = {
  recipe_transform: 10,
  recipe_suggestion: 5,
  recipe_analysis: 5,
  image_generation: 8,
};
/**
 * Each feature's name, one for the whole app: the server's 402 and every screen that names a
 * feature read it here. Recipe Ideas is the title of its screen and the nav's word for it (SPEC section 2).
 */
export const FEATURE_LABELS: Record<CreditFeature, string> = {
  recipe_transform: 'Recipe transformation',
  recipe_suggestion: 'Recipe Ideas',
  recipe_analysis: 'Recipe analysis',
  image_generation: 'Image generation',
};
/** SPEC section 9: cost changes need 30 days notice. */
export const COST_CHANGE_NOTICE_DAYS = 30;
export const MAX_FEATURE_COST = 1000;

export const DEFAULT_SIGNUP_BONUS = { amount: 20, validDays: 90 };

export const CREDIT_KINDS = ['purchase', 'spend', 'hold', 'release', 'refund', 'grant', 'promotional_grant', 'expiry'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
/**
 * Why a ledger row was written, where its kind alone does not say: a promotional grant made with
 * a new account is the sign-up bonus. Null on every other row (the kind says it all).
 */
export const CREDIT_REASONS = ['signup_bonus'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CREDITS_PAGE_DEFAULT = 50;
export const CREDITS_PAGE_MAX = 200;

export const creditTransactionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_KINDS),
  reason: z.enum(CREDIT_REASONS).nullable(),
  /** Signed: credits in are positive, credits out negative (a hold's settlement is 0: the hold already took them). */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  feature: z.enum(CREDIT_FEATURES).nullable(),
  /** For a spend or release: the hold it settles; for an expiry or refund: the grant or purchase it closes. */
  relatedId: z.number().int().nullable(),
  /** Holds only: still held, settled (spent) or released (given back). */
  holdState: z.enum(['held', 'settled', 'released']).nullable(),
  /** Promotional grants only. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditTransactionsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(CREDITS_PAGE_MAX).default(CREDITS_PAGE_DEFAULT),
    cursor: idText('cursor must be the nextCursor of a previous page', Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

/** Newest first; pass `nextCursor` back as `cursor` for the next page (null on the last). */
/** A promotional grant with credits left, which expire at `expiresAt` (the ledger spends these first). */
export const expiringCreditsSchema = z.object({
  grantId: z.number().int(),
  remaining: z.number().int().positive(),
  expiresAt: z.string(),
});
export type ExpiringCredits = z.infer<typeof expiringCreditsSchema>;

export const creditTransactionPageSchema = z.object({
  balance: z.number().int(),
  /** Every promotional grant not yet spent or expired, soonest expiry first (whatever page this is). */
  promotional: z.array(expiringCreditsSchema),
  items: z.array(creditTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type CreditTransactionPage = z.infer<typeof creditTransactionPageSchema>;

const costSchema = z
  .number('Cost must be a number')
  .int('Cost must be a whole number')
  .min(0, 'Cost cannot be negative')
  .max(MAX_FEATURE_COST, `Cost must be at most ${MAX_FEATURE_COST}`);

/** A feature's cost now and the change announced for it, if any. */
export const featureCostSchema = z.object({
  feature: z.enum(CREDIT_FEATURES),
  cost: costSchema,
  upcoming: z.object({ cost: costSchema, effectiveAt: z.string() }).nullable(),
});
export const featureCostsSchema = z.object({ costs: z.array(featureCostSchema) });
export type FeatureCosts = z.infer<typeof featureCostsSchema>;

export const featureParamsSchema = z.object({ feature: z.enum(CREDIT_FEATURES) });
export const scheduleCostSchema = z.object({ cost: costSchema }).strict();

export const signupBonusSchema = z
  .object({
    /** Promotional credits given to each new account (0: none). */
    amount: z.number('Credits must be a number').int('Credits must be a whole number').min(0, 'Credits cannot be negative').max(10_000, 'Credits must be at most 10000'),
    /** Days until what is left of them expires. */
    validDays: z
      .number('The number of days must be a number')
      .int('The number of days must be a whole number')
      .min(1, 'The number of days must be at least 1')
      .max(3650, 'The number of days must be at most 3650'),
  })
  .strict();
export type SignupBonus = z.infer<typeof signupBonusSchema>;

export const creditSettingsSchema = z.object({ signupBonus: signupBonusSchema, costs: z.array(featureCostSchema) });
export type CreditSettings = z.infer<typeof creditSettingsSchema>;
