import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Outbound } from '../../net/outbound';
import { daysAgo, type Housekeeping } from '../../housekeeping';
import { createSecretBox } from '../../secret-box';
import type { Mailer } from './mailer';
import { createOutboxMailer, createOutboxRepo, type OutboxMailer } from './outbox';
import { mailRoutes } from './routes';
import { createMailSettings, type MailEnvConfig } from './settings';

export interface MailSetup {
  /** What every feature sends through: the provider in force, every message recorded in the outbox; throws on a provider failure. */
  mailer: OutboxMailer;
  /**
   * The same, but a provider failure is logged rather than thrown (the row says 'failed'): for
   * senders whose answer must not depend on delivery, such as the password reset form, which must
   * not tell who has an account.
   */
  quietMailer: Mailer;
}

/**
 * How long the outbox keeps a message. Long enough to answer "did my mail go out?" for a past
 * campaign; a newsletter to every subscriber writes a row each, so it is not kept for ever.
 */
export const OUTBOX_RETENTION_DAYS = 90;

/**
 * E-mail: the outbox-recording mailer and the admin's /api/admin/email/* routes. `override` (a
 * transport passed in code, AppOptions.mailer) replaces the configured provider; messages are
 * still recorded.
 */
export async function registerMail(
  app: FastifyInstance,
  options: {
    db: Db;
    appSecret: string;
    env: MailEnvConfig | undefined;
    publicUrl?: string | undefined;
    override?: Mailer | undefined;
    /** The address policy on every connection to the mail provider. */
    outbound: Outbound;
    /** With no provider, also log the text of messages that carry a link (sign-up, reset): not in production. */
    logLinks: boolean;
    /** The site's name, for the test message. */
    siteName: () => Promise<string>;
    /** Outbox messages older than OUTBOX_RETENTION_DAYS go with the hourly housekeeping. */
    housekeeping: Housekeeping;
  },
): Promise<MailSetup> {
  const { db } = options;
  const settings = createMailSettings({
    db,
    env: options.env,
    box: createSecretBox(options.appSecret, 'sprig mail provider secrets'),
    publicUrl: options.publicUrl,
    log: app.log,
  });
  const outbox = createOutboxRepo(db);
  const mailer = createOutboxMailer({ repo: outbox, provider: () => settings.current(), override: options.override, outbound: options.outbound, log: app.log, logLinks: options.logLinks });
  app.addHook('onClose', async () => mailer.close());
  await app.register(mailRoutes, { settings, mailer, outbox, siteName: options.siteName, outbound: options.outbound });
  const quietMailer: Mailer = {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        app.log.warn({ err, to: message.to, category: message.category }, 'e-mail could not be delivered; it is in the outbox as failed');
      }
    },
  };
  options.housekeeping.add('old outbox messages', () => outbox.purgeBefore(daysAgo(OUTBOX_RETENTION_DAYS)));
  return { mailer, quietMailer };
}
