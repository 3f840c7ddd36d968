import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { OutboxMessage, OutboxPage, OutboxSummary } from '../../../contracts/mail';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';
import type { Outbound } from '../../net/outbound';
import { escapeLike } from '../recipes/repo';
import { MailDeliveryError, type Mailer, type MailMessage } from './mailer';
import type { ActiveProvider } from './settings';
import { sendgridSend } from './sendgrid';
import { createSmtpTransport, type SmtpConfig, type SmtpTransport } from './smtp';

type Row = typeof mailOutbox.$inferSelect;
export type OutboxProvider = 'smtp' | 'sendgrid' | 'outbox' | 'custom';

export interface DeliveryResult {
  outboxId: number | null;
  provider: OutboxProvider;
  status: 'sent' | 'failed' | 'stored';
  error?: string;
  ms: number;
}

/** Drizzle queries on mail_outbox (no rules). */
export function createOutboxRepo(db: Db) {
  const summary = (row: Row): OutboxSummary => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    provider: row.provider,
    status: row.status,
    error: row.error,
    category: row.category,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async record(message: MailMessage, provider: OutboxProvider, status: DeliveryResult['status'], error: string | null): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ?? {},
          provider,
          status,
          error,
          category: message.category ?? 'general',
          campaignId: message.campaignId ?? null,
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    /** Newest first; `cursor` is the last id of the previous page. */
    async list(query: { cursor?: number | undefined; limit: number; search?: string | undefined; status?: Row['status'] | undefined }): Promise<OutboxPage> {
      const conditions: SQL[] = [];
      if (query.cursor) conditions.push(lt(mailOutbox.id, query.cursor));
      if (query.status) conditions.push(eq(mailOutbox.status, query.status));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern))!);
      }
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { items: page.map(summary), nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null };
    },

    /** Deletes messages written before `date`; answers how many. */
    async purgeBefore(date: Date): Promise<number> {
      const rows = await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, date)).returning({ id: mailOutbox.id });
      return rows.length;
    },

    async get(id: number): Promise<OutboxMessage | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row) return null;
      return { ...summary(row), text: row.text, html: row.html, headers: row.headers };
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

export interface OutboxMailer extends Mailer {
  /** Sends and records like send(), but reports the outcome instead of throwing (the admin's test send). */
  deliver(message: MailMessage, provider?: ActiveProvider): Promise<DeliveryResult>;
  close(): void;
}

export interface OutboxMailerOptions {
  repo: OutboxRepo;
  /** The provider in force for the next message. */
  provider: () => Promise<ActiveProvider>;
  /** A transport passed in code (AppOptions.mailer, tests): it replaces the configured provider. */
  override?: Mailer | undefined;
  /** The address policy on every connection to the SMTP server or SendGrid. */
  outbound: Outbound;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /**
   * With no provider, log the whole text of a message that carries a link (sign-up, password
   * reset), so whoever runs a development site can follow it. Never in production: logs travel
   * further than the outbox, and the link opens an account.
   */
  logLinks?: boolean;
}

/** Stands for a message's secrets in the outbox copy of a message a provider took (see MailMessage.secrets). */
export const REDACTED = '[removed from the outbox copy]';

function withoutSecrets(message: MailMessage): MailMessage {
  const secrets = message.secrets?.filter((s) => s.length > 0) ?? [];
  if (secrets.length === 0) return message;
  const hide = (text: string) => secrets.reduce((out, secret) => out.split(secret).join(REDACTED), text);
  return { ...message, text: hide(message.text), ...(message.html === undefined ? {} : { html: hide(message.html) }) };
}

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * The app's mailer: every message goes through the provider in force and is written to mail_outbox.
 * No provider: stored only (status 'stored'), no error. A provider failure: a 'failed' row and a
 * MailDeliveryError for the caller. The SMTP transport is pooled and kept while its settings stay the same.
 */
export function createOutboxMailer({ repo, provider, override, outbound, log, logLinks = false }: OutboxMailerOptions): OutboxMailer {
  let smtp: { key: string; transport: SmtpTransport } | null = null;

  function smtpTransport(config: SmtpConfig): SmtpTransport {
    const key = JSON.stringify(config);
    if (smtp?.key !== key) {
      smtp?.transport.close();
      smtp = { key, transport: createSmtpTransport(config, outbound) };
    }
    return smtp.transport;
  }

  async function deliver(message: MailMessage, given?: ActiveProvider): Promise<DeliveryResult> {
    const started = performance.now();
    const active = override ? null : (given ?? (await provider()));
    const kind: OutboxProvider = override ? 'custom' : active!.kind === 'none' ? 'outbox' : (active!.kind as 'smtp' | 'sendgrid');
    if (kind === 'outbox') {
      // The outbox is where mail goes: a failure to write it is the caller's to know.
      const outboxId = await repo.record(message, 'outbox', 'stored', null);
      const link = logLinks && (message.secrets?.length ?? 0) > 0 ? { text: message.text } : {};
      log.info({ to: message.to, subject: message.subject, outboxId, ...link }, 'no e-mail provider: the message is in the outbox');
      return { outboxId, provider: 'outbox', status: 'stored', ms: Math.round(performance.now() - started) };
    }
    let error: string | undefined;
    try {
      if (override) await override.send(message);
      else if (active!.kind === 'smtp') await smtpTransport(active!.smtp).send(message, active!.from);
      else if (active!.kind === 'sendgrid') await sendgridSend(outbound.fetch, active!.sendgrid, message, active!.from);
    } catch (err) {
      error = errorMessage(err);
    }
    const ms = Math.round(performance.now() - started);
    const status = error === undefined ? 'sent' : 'failed';
    let outboxId: number | null = null;
    try {
      outboxId = await repo.record(withoutSecrets(message), kind, status, error ?? null);
    } catch (err) {
      // The message left (or failed) either way; losing its record must not make a caller send it again.
      log.error({ err, to: message.to, subject: message.subject, status }, 'writing the mail outbox failed');
    }
    return { outboxId, provider: kind, status, ms, ...(error === undefined ? {} : { error }) };
  }

  return {
    deliver,
    async send(message) {
      const result = await deliver(message);
      if (result.status === 'failed') {
        log.warn({ to: message.to, provider: result.provider, error: result.error, outboxId: result.outboxId }, 'e-mail delivery failed');
        throw new MailDeliveryError(result.provider as 'smtp' | 'sendgrid' | 'custom', `E-mail delivery through ${result.provider} failed: ${result.error}`, result.outboxId);
      }
    },
    close() {
      smtp?.transport.close();
      smtp = null;
    },
  };
}
