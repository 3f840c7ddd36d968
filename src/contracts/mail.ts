import { z } from 'zod';
import { idNumber, idParams } from './ids';

/**
 * E-mail delivery (admin): the provider settings (GET/PUT /api/admin/email/settings), a test send,
 * the SendGrid check and the outbox every message is written to. Environment variables (SMTP_URL,
 * SENDGRID_API_KEY, MAIL_FROM) win over the stored settings. Secrets (the SMTP password, the
 * SendGrid key) are never sent back, only whether one is stored and its last 4 characters.
 */

export const MAIL_PROVIDERS = ['none', 'smtp', 'sendgrid'] as const;
export type MailProviderKind = (typeof MAIL_PROVIDERS)[number];

/**
 * What an outbox row says delivered it: 'outbox' means no provider was configured (stored only);
 * 'custom' a transport the server was built with in code (tests).
 */
export const OUTBOX_PROVIDERS = ['smtp', 'sendgrid', 'outbox', 'custom'] as const;
export const OUTBOX_STATUSES = ['sent', 'failed', 'stored'] as const;

const secretViewSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });

export const mailSettingsSchema = z.object({
  /** Where the provider in force comes from. */
  source: z.enum(['environment', 'settings', 'none']),
  /** The provider in force (the environment's when source is 'environment'). */
  active: z.enum(MAIL_PROVIDERS),
  /** What the environment sets, for the admin to see why the form does not apply. */
  environment: z.object({ provider: z.enum(MAIL_PROVIDERS), host: z.string().nullable(), from: z.string().nullable() }),
  /** The stored settings (defaults when nothing is stored). */
  provider: z.enum(MAIL_PROVIDERS),
  fromAddress: z.string(),
  fromName: z.string(),
  smtp: z.object({
    host: z.string(),
    port: z.number().int(),
    secure: z.boolean(),
    user: z.string(),
    password: secretViewSchema,
  }),
  sendgrid: z.object({ apiKey: secretViewSchema }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** Host names and IP literals; no scheme, path, user or spaces. */
const HOST_PATTERN = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|[0-9a-fA-F:]+)$/;

export const mailSettingsInputSchema = z
  .object({
    provider: z.enum(MAIL_PROVIDERS, "provider must be 'none', 'smtp' or 'sendgrid'"),
    fromAddress: z.string('From address must be text').trim().pipe(z.email('From address must be an e-mail address like hello@example.com')),
    fromName: z.string('From name must be text').trim().max(100, 'From name must be at most 100 characters').default(''),
    smtpHost: z
      .string('Host must be text')
      .trim()
      .max(253, 'Host must be at most 253 characters')
      .refine((v) => v === '' || HOST_PATTERN.test(v), 'Host must be a host name or IP address like smtp.example.com (no smtp://)')
      .default(''),
    smtpPort: z.coerce
      .number('Port must be a number')
      .int('Port must be a whole number')
      .min(1, 'Port must be between 1 and 65535')
      .max(65535, 'Port must be between 1 and 65535')
      .default(587),
    /** true: TLS from the start (port 465); false: STARTTLS when the server offers it (587, 25). */
    smtpSecure: z.boolean('TLS from the start must be on or off').default(false),
    smtpUser: z.string('User name must be text').trim().max(200, 'User name must be at most 200 characters').default(''),
    /** Empty or absent keeps the stored password (same provider, host and port only). */
    smtpPassword: z.string('Password must be text').max(500, 'Password must be at most 500 characters').default(''),
    /** Empty or absent keeps the stored key (provider unchanged only). */
    sendgridApiKey: z.string('API key must be text').trim().max(500, 'API key must be at most 500 characters').default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.provider === 'smtp' && !v.smtpHost) {
      ctx.addIssue({ code: 'custom', path: ['smtpHost'], message: 'Host is required for SMTP (e.g. smtp.example.com)' });
    }
  });
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>;
export type MailSettingsUpdate = z.output<typeof mailSettingsInputSchema>;

export const mailTestInputSchema = z
  .object({ to: z.string('Send to must be text').trim().pipe(z.email('Send the test to an e-mail address like you@example.com')) })
  .strict();
export type MailTestInput = z.infer<typeof mailTestInputSchema>;

export const mailTestResultSchema = z.object({
  ok: z.boolean(),
  /** The provider the message went through ('outbox': none configured, stored only). */
  provider: z.enum(OUTBOX_PROVIDERS),
  ms: z.number().int(),
  error: z.string().optional(),
  /** The outbox row written for it. */
  outboxId: z.number().int().nullable(),
});
export type MailTestResult = z.infer<typeof mailTestResultSchema>;

export const outboxQuerySchema = z
  .object({
    /** The id of the last row of the previous page (newest first). */
    cursor: idNumber('cursor must be the id of a message', Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number('limit must be a number').int('limit must be a whole number').min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(25),
    /** Matches the recipient or the subject. */
    search: z.string('search must be text').trim().max(200, 'search must be at most 200 characters').optional(),
    status: z.enum(OUTBOX_STATUSES, "status must be 'sent', 'failed' or 'stored'").optional(),
  })
  .strict();
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  provider: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  category: z.string(),
  campaignId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxSummarySchema),
  /** Pass as cursor for the next page; null on the last one. */
  nextCursor: z.number().int().nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxIdParamsSchema = idParams('id must be an outbox message id', Number.MAX_SAFE_INTEGER);

export const sendgridCheckSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
});

export const sendgridVerifyResultSchema = z.object({
  /** Every check passed. */
  ok: z.boolean(),
  /** Where the key came from. */
  source: z.enum(['environment', 'settings', 'none']),
  keyLast4: z.string().nullable(),
  fromAddress: z.string(),
  checks: z.array(sendgridCheckSchema),
  ms: z.number().int(),
});
export type SendgridVerifyResult = z.infer<typeof sendgridVerifyResultSchema>;
