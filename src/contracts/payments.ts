import { z } from 'zod';

/**
 * Buying credit packs with Stripe Checkout. The browser asks for a checkout, goes to the answered
 * `url` (Stripe's hosted page), and comes back to
 * `/credits?checkout=success&session_id=...` (then calls confirm) or `/credits?checkout=cancelled`.
 */

/** Where Stripe sends the member back; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
export const CHECKOUT_SUCCESS_PATH = '/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}';
export const CHECKOUT_CANCEL_PATH = '/credits?checkout=cancelled';

export const MAX_CREDIT_PACKS = 12;
export const MAX_PACK_CREDITS = 1_000_000;
/** $10,000 in cents; Stripe's own limit is higher, this only catches a slipped digit. */
export const MAX_PACK_PRICE_CENTS = 1_000_000;

export const creditPackSchema = z
  .object({
    /** A stable slug: it is what a checkout names and what past purchases keep. */
    id: z
      .string('Id must be text')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Id must be a slug of lowercase letters, digits and dashes (e.g. starter-pack)')
      .max(40, 'Id must be at most 40 characters'),
    name: z.string('Name must be text').trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
    credits: z
      .number('Credits must be a number')
      .int('Credits must be a whole number')
      .min(1, 'Credits must be at least 1')
      .max(MAX_PACK_CREDITS, `Credits must be at most ${MAX_PACK_CREDITS}`),
    /** In the currency's smallest unit (cents). */
    priceCents: z
      .number('priceCents must be a number')
      .int('priceCents must be a whole number of cents')
      .min(1, 'priceCents must be at least 1')
      .max(MAX_PACK_PRICE_CENTS, `priceCents must be at most ${MAX_PACK_PRICE_CENTS}`),
    /** ISO 4217, lowercase as Stripe writes it. */
    currency: z
      .string('Currency must be text')
      .regex(/^[a-z]{3}$/, 'Currency must be a 3-letter ISO code in lowercase, like usd')
      .default('usd'),
    /** Inactive packs are kept (past purchases name them) but not offered. */
    active: z.boolean('active must be true or false').default(true),
  })
  .strict();
export type CreditPack = z.infer<typeof creditPackSchema>;
export type CreditPackInput = z.input<typeof creditPackSchema>;

/** What the admin stores (PUT body and GET answer of /api/admin/credits/packs). */
export const creditPacksSchema = z
  .object({
    packs: z
      .array(creditPackSchema, 'packs must be a list')
      .max(MAX_CREDIT_PACKS, `packs can hold at most ${MAX_CREDIT_PACKS} packs`)
      .superRefine((packs, ctx) => {
        const seen = new Set<string>();
        packs.forEach((pack, index) => {
          if (seen.has(pack.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `id ${pack.id} is used by two packs` });
          seen.add(pack.id);
        });
      }),
  })
  .strict();
export type CreditPacks = z.infer<typeof creditPacksSchema>;

export const DEFAULT_CREDIT_PACKS: CreditPack[] = [
  { id: 'starter', name: 'Starter', credits: 50, priceCents: 499, currency: 'usd', active: true },
  { id: 'cook', name: 'Cook', credits: 120, priceCents: 999, currency: 'usd', active: true },
  { id: 'chef', name: 'Chef', credits: 300, priceCents: 1999, currency: 'usd', active: true },
];

/** GET /api/credits/packs (public): the packs on sale, and whether buying works on this site. */
export const publicCreditPacksSchema = z.object({
  packs: z.array(creditPackSchema),
  /** False while no Stripe keys are configured: show the packs but disable buying. */
  purchasesEnabled: z.boolean(),
});
export type PublicCreditPacks = z.infer<typeof publicCreditPacksSchema>;

/** POST /api/credits/checkout (signed-in member). */
export const startCheckoutSchema = z.object({ packId: z.string('packId must be text').min(1, 'packId is required').max(40) }).strict();
export type StartCheckout = z.infer<typeof startCheckoutSchema>;
/** Send the browser to `url` (Stripe's hosted payment page). */
export const checkoutStartedSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

const sessionIdSchema = z
  .string('sessionId must be text')
  .regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'sessionId must be a Stripe Checkout session id (cs_...)');

/** POST /api/credits/checkout/confirm (the member who started that checkout), from the success page. */
export const confirmCheckoutSchema = z.object({ sessionId: sessionIdSchema }).strict();
export type ConfirmCheckout = z.infer<typeof confirmCheckoutSchema>;

export const CHECKOUT_OUTCOMES = ['fulfilled', 'pending', 'failed'] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];
/**
 * fulfilled: the credits are on the balance. pending: paid by a slow method (bank debit) not yet
 * settled; the credits come when it does. failed: not paid, expired or reversed; nothing added.
 */
export const checkoutOutcomeSchema = z.object({
  status: z.enum(CHECKOUT_OUTCOMES),
  /** The pack's credits (added when fulfilled). */
  credits: z.number().int(),
  /** The member's balance now. */
  balance: z.number().int(),
});
export type CheckoutOutcomeAnswer = z.infer<typeof checkoutOutcomeSchema>;

/**
 * open: started, not paid (yet); processing: paid by a slow method (bank debit) that has not
 * cleared; fulfilled: credits added; failed: the slow payment did not go through; reversed:
 * refunded or disputed; expired: abandoned at Stripe.
 */
export const CHECKOUT_STATUSES = ['open', 'processing', 'fulfilled', 'failed', 'reversed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** How long a failed purchase stays on the member's list after it failed. */
export const FAILED_PURCHASE_SHOWN_DAYS = 30;

/** GET /api/credits/checkouts: the member's checkouts, newest first. */
export const checkoutSummarySchema = z.object({
  sessionId: z.string(),
  packId: z.string(),
  /** The pack's name when it was bought (the id for old checkouts of a pack since removed). */
  packName: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
export const checkoutListSchema = z.object({ items: z.array(checkoutSummarySchema) });
export type CheckoutList = z.infer<typeof checkoutListSchema>;

/**
 * GET /api/credits/checkouts?unsettled=true: only purchases still waiting for their payment
 * (processing) and those whose payment failed in the last FAILED_PURCHASE_SHOWN_DAYS days.
 */
export const checkoutListQuerySchema = z
  .object({ unsettled: z.enum(['true', 'false'], "unsettled must be 'true' or 'false'").optional() })
  .strict();

/** GET /api/admin/payments/settings: never the keys themselves. */
export const paymentSettingsSchema = z.object({
  /** Keys come from the environment (STRIPE_*), which wins over these settings. */
  fromEnvironment: z.boolean(),
  secretKey: z.object({ set: z.boolean(), last4: z.string().nullable() }),
  webhookSecret: z.object({ set: z.boolean(), last4: z.string().nullable() }),
  /** Where to point the Stripe webhook (events: checkout.session.*, charge.refunded, charge.dispute.created and .closed). */
  webhookPath: z.string(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** PUT /api/admin/payments/settings: both keys together; empty strings for both remove them. */
export const updatePaymentSettingsSchema = z
  .object({
    secretKey: z
      .string('The secret key must be text')
      .trim()
      .regex(/^((sk|rk)_(test|live)_[A-Za-z0-9_]{8,})?$/, 'The secret key must be a Stripe secret key (sk_test_..., sk_live_...)'),
    webhookSecret: z
      .string('The webhook signing secret must be text')
      .trim()
      .regex(/^(whsec_[A-Za-z0-9_+/=]{8,})?$/, 'The webhook signing secret must be a Stripe webhook signing secret (whsec_...)'),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.secretKey === '') !== (value.webhookSecret === '')) {
      const missing = value.secretKey === '' ? 'secretKey' : 'webhookSecret';
      const name = missing === 'secretKey' ? 'The secret key' : 'The webhook signing secret';
      ctx.addIssue({ code: 'custom', path: [missing], message: `${name} is required with the other key (or clear both)` });
    }
  });
export type UpdatePaymentSettings = z.infer<typeof updatePaymentSettingsSchema>;

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
