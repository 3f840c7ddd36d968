import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import type { Mailer } from '../mail/mailer';
import { newsletterAdminRoutes } from './admin-routes';
import { CampaignSender } from './campaign-sender';
import { createCampaignRepo } from './campaigns';
import { createNewsletterMail } from './mail';
import { createNewsletterRepo } from './repo';
import { newsletterRoutes } from './routes';

export interface NewsletterOptions {
  database: Database;
  mailer: Mailer;
  appSecret: string;
  /** PUBLIC_URL: the origin of links in mails. Without it, the origin requests arrive on. */
  publicUrl: string | undefined;
  siteName: () => Promise<string>;
  /** Tests: sender batch size and pass interval. */
  sender?: { batchSize?: number; intervalMs?: number };
}

/**
 * The newsletter: sign-up with a welcome mail, signed unsubscribe links (page and RFC 8058 one-click),
 * the admin's subscribers and campaigns, and the background campaign sender, started with the app
 * (it resumes campaigns a restart interrupted) and stopped when the app closes.
 */
export async function registerNewsletter(app: FastifyInstance, options: NewsletterOptions): Promise<CampaignSender> {
  const { database, mailer, appSecret, publicUrl } = options;
  let seenOrigin: string | undefined;
  const seeOrigin = (request: FastifyRequest) => {
    if (!publicUrl) seenOrigin = `${request.protocol}://${request.host}`;
  };
  const origin = () => publicUrl ?? seenOrigin ?? 'http://localhost:3000';
  const repo = createNewsletterRepo(database.db);
  const campaigns = createCampaignRepo(database.db);
  const mail = createNewsletterMail({ appSecret, origin, siteName: options.siteName });
  const sender = new CampaignSender({
    repo: campaigns,
    mailer,
    mail,
    log: app.log,
    batchSize: options.sender?.batchSize,
    intervalMs: options.sender?.intervalMs,
    // PGlite: this process is the only one on the data directory, so any row left 'sending' is orphaned.
    staleOnStartMs: database.kind === 'pglite' ? 0 : undefined,
  });
  await app.register(newsletterRoutes, { repo, mailer, mail, appSecret, seeOrigin });
  await app.register(newsletterAdminRoutes, { repo, campaigns, sender, mailer, mail, seeOrigin });
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  return sender;
}
