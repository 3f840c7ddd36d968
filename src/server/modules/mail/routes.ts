import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  mailSettingsInputSchema,
  mailSettingsSchema,
  mailTestInputSchema,
  mailTestResultSchema,
  outboxIdParamsSchema,
  outboxMessageSchema,
  outboxPageSchema,
  outboxQuerySchema,
  sendgridVerifyResultSchema,
} from '../../../contracts/mail';
import { AppError } from '../../errors';
import { auditOf } from '../admin/audit';
import type { OutboxMailer, OutboxRepo } from './outbox';
import { sendgridVerify } from './sendgrid';
import type { MailSettingsStore } from './settings';
import { refuseForbiddenHost, type Outbound } from '../../net/outbound';

const ADMINS_ONLY = 'Only administrators can see or change the e-mail settings and outbox';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };


export interface MailRoutesOptions {
  settings: MailSettingsStore;
  mailer: OutboxMailer;
  outbox: OutboxRepo;
  siteName: () => Promise<string>;
  /** The address policy: on SendGrid's API, and on an SMTP host an admin saves. */
  outbound: Outbound;
}

/** /api/admin/email/*: provider settings, a test send, the SendGrid check and the outbox (admin). */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { settings, mailer, outbox, siteName, outbound }) => {
  app.get(
    '/api/admin/email/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['email'],
        summary: 'The e-mail provider settings; secrets only as set or not and their last 4 characters (admin)',
        response: { 200: mailSettingsSchema, ...errors },
      },
    },
    () => settings.view(),
  );

  app.put(
    '/api/admin/email/settings',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['email'],
        summary: 'Sets the e-mail provider (an empty secret keeps the stored one for the same server); SMTP_URL / SENDGRID_API_KEY still win (admin)',
        body: mailSettingsInputSchema,
        response: { 200: mailSettingsSchema, ...errors },
      },
    },
    async (request) => {
      if (request.body.provider === 'smtp') await refuseForbiddenHost(outbound, request.body.smtpHost, 'smtpHost');
      return settings.save(request.body, auditOf(request));
    },
  );

  app.post(
    '/api/admin/email/test',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['email'],
        summary: 'Sends a test message through the provider in force and reports the outcome (admin)',
        body: mailTestInputSchema,
        response: { 200: mailTestResultSchema, ...errors },
      },
    },
    async (request) => {
      const name = await siteName();
      const sentAt = new Date().toISOString();
      const result = await mailer.deliver({
        to: request.body.to,
        subject: `${name} test e-mail`,
        text: `This is a test message from ${name}, sent at ${sentAt}.\n\nIf you can read it, e-mail delivery works.`,
        html: `<p>This is a test message from <strong>${escapeHtml(name)}</strong>, sent at ${sentAt}.</p><p>If you can read it, e-mail delivery works.</p>`,
        category: 'test',
      });
      return {
        ok: result.status !== 'failed',
        provider: result.provider,
        ms: result.ms,
        outboxId: result.outboxId,
        ...(result.error === undefined ? {} : { error: result.error }),
      };
    },
  );

  app.post(
    '/api/admin/email/sendgrid-verify',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['email'],
        summary: "Checks the SendGrid key (accepted, may send) and the from address (verified sender or authenticated domain) with SendGrid's API (admin)",
        response: { 200: sendgridVerifyResultSchema, ...errors },
      },
    },
    async () => {
      const started = performance.now();
      const target = await settings.sendgridForCheck();
      const keyLast4 = target.apiKey && target.apiKey.length > 4 ? target.apiKey.slice(-4) : null;
      if (!target.apiKey) {
        return {
          ok: false,
          source: target.source,
          keyLast4,
          fromAddress: target.from.address,
          checks: [{ name: 'API key', ok: false, detail: 'No SendGrid API key is configured: set SENDGRID_API_KEY or enter one in the e-mail settings' }],
          ms: 0,
        };
      }
      const checks = await sendgridVerify(outbound.fetch, { apiKey: target.apiKey, apiUrl: target.apiUrl }, target.from.address);
      return {
        ok: checks.every((c) => c.ok),
        source: target.source,
        keyLast4,
        fromAddress: target.from.address,
        checks,
        ms: Math.round(performance.now() - started),
      };
    },
  );

  app.get(
    '/api/admin/email/outbox',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['email'],
        summary: 'Every message the site sent or stored, newest first, paged by cursor (admin)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errors },
      },
    },
    (request) => outbox.list(request.query),
  );

  app.get(
    '/api/admin/email/outbox/:id',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['email'],
        summary: 'One outbox message with its text, HTML and headers (admin)',
        params: outboxIdParamsSchema,
        response: { 200: outboxMessageSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const message = await outbox.get(request.params.id);
      if (!message) throw new AppError('NOT_FOUND', 404, 'No such message in the outbox');
      return message;
    },
  );
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
