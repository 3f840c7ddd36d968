import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignProgressSchema,
  campaignSchema,
  campaignTestInputSchema,
  idParamSchema,
  messageSchema,
  subscriberFilterSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriberSchema,
} from '../../../contracts/newsletter-admin';
import { AppError } from '../../errors';
import { auditOf } from '../admin/audit';
import type { Mailer } from '../mail/mailer';
import type { CampaignSender } from './campaign-sender';
import type { CampaignRepo } from './campaigns';
import { csvRow } from './csv';
import type { NewsletterMail } from './mail';
import { toSubscriber, type NewsletterRepo } from './repo';

const ADMINS_ONLY = 'Only administrators can manage the newsletter';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export interface NewsletterAdminRouteOptions {
  repo: NewsletterRepo;
  campaigns: CampaignRepo;
  sender: CampaignSender;
  mailer: Mailer;
  mail: NewsletterMail;
  seeOrigin: (request: FastifyRequest) => void;
}

const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** /api/admin/newsletter/*: subscribers (list, CSV, unsubscribe) and campaigns (drafts, preview, test, send, retry, progress). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<NewsletterAdminRouteOptions> = async (
  app,
  { repo, campaigns, sender, mailer, mail, seeOrigin },
) => {
  app.addHook('onRequest', async (request) => seeOrigin(request));

  app.get(
    '/api/admin/newsletter/subscribers',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribers, newest first, with search (email or name) and status filter; keyset paging (admin)',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListSchema, ...errors },
      },
    },
    async (request) => {
      const { search, status, cursor, limit } = request.query;
      return repo.list({ search, status }, cursor ? Number(cursor) : undefined, limit);
    },
  );

  app.get(
    '/api/admin/newsletter/subscribers.csv',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['newsletter'],
        summary: 'The subscribers matching the filter as CSV (formula-safe cells) (admin)',
        querystring: subscriberFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await repo.all(request.query);
      let csv = csvRow(['email', 'first_name', 'last_name', 'interests', 'status', 'subscribed_at', 'updated_at']);
      for (const row of rows) {
        csv += csvRow([
          row.email,
          row.firstName,
          row.lastName,
          row.interests.join(';'),
          row.status,
          row.createdAt.toISOString(),
          row.updatedAt.toISOString(),
        ]);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/admin/newsletter/subscribers/:id/unsubscribe',
    {
      config: { ...writeLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribes one subscriber (admin)',
        params: idParamSchema,
        response: { 200: subscriberSchema, ...errors },
      },
    },
    async (request) => {
      const row = await repo.unsubscribe(request.params.id, auditOf(request));
      if (!row) throw AppError.notFound('No such subscriber');
      return toSubscriber(row);
    },
  );

  app.get(
    '/api/admin/newsletter/campaigns',
    { config: { access: 'admin', denied: ADMINS_ONLY }, schema: { tags: ['newsletter'], summary: 'Campaigns, newest first, with recipient counts (admin)', response: { 200: campaignListSchema, ...errors } } },
    async () => ({ items: await campaigns.list() }),
  );

  app.post(
    '/api/admin/newsletter/campaigns',
    {
      config: { ...writeLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['newsletter'], summary: 'Creates a draft (admin)', body: campaignInputSchema, response: { 201: campaignSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await campaigns.create(request.body, request.viewer!.id, auditOf(request))),
  );

  app.post(
    '/api/admin/newsletter/campaigns/preview',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Renders Markdown exactly as the e-mail will show it (admin)',
        body: campaignPreviewInputSchema,
        response: { 200: campaignPreviewSchema, ...errors },
      },
    },
    async (request) => mail.preview({ subject: request.body.subject ?? '', markdown: request.body.markdown }),
  );

  app.get(
    '/api/admin/newsletter/campaigns/:id',
    { config: { access: 'admin', denied: ADMINS_ONLY }, schema: { tags: ['newsletter'], summary: 'One campaign (admin)', params: idParamSchema, response: { 200: campaignSchema, ...errors } } },
    async (request) => campaigns.get(request.params.id),
  );

  app.put(
    '/api/admin/newsletter/campaigns/:id',
    {
      config: { ...writeLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['newsletter'],
        summary: 'Changes a draft; 409 once sending has started (admin)',
        params: idParamSchema,
        body: campaignInputSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => campaigns.update(request.params.id, request.body, auditOf(request)),
  );

  app.delete(
    '/api/admin/newsletter/campaigns/:id',
    {
      config: { ...writeLimit, access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['newsletter'], summary: 'Deletes a draft; 409 once sending has started (admin)', params: idParamSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await campaigns.remove(request.params.id, auditOf(request));
      return { message: 'Campaign deleted' };
    },
  );

  app.post(
    '/api/admin/newsletter/campaigns/:id/preview',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: { tags: ['newsletter'], summary: 'Renders a stored campaign as the e-mail will show it (admin)', params: idParamSchema, response: { 200: campaignPreviewSchema, ...errors } },
    },
    async (request) => mail.preview(await campaigns.getRow(request.params.id)),
  );

  app.post(
    '/api/admin/newsletter/campaigns/:id/test',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Sends the campaign to one address, subject prefixed [Test] (admin)',
        params: idParamSchema,
        body: campaignTestInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const campaign = await campaigns.getRow(request.params.id);
      const to = request.body.to;
      // A subscriber's test carries their real unsubscribe link; anyone else's a sample one.
      const subscriber = await repo.findByEmail(to);
      const message = await mail.campaign(
        { subject: `[Test] ${campaign.subject}`, markdown: campaign.markdown },
        { subscriptionId: subscriber?.id ?? 0, email: subscriber?.email ?? to },
      );
      try {
        await mailer.send({ ...message, category: 'test', campaignId: campaign.id });
      } catch (err) {
        request.log.warn({ err }, 'newsletter test mail failed');
        throw new AppError('CONFLICT', 409, `The test e-mail could not be sent: ${err instanceof Error ? err.message : String(err)}`);
      }
      return { message: `Test e-mail sent to ${to}` };
    },
  );

  app.post(
    '/api/admin/newsletter/campaigns/:id/send',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Starts sending a draft to every active subscriber; progress at /progress (admin)',
        params: idParamSchema,
        response: { 202: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      await campaigns.startSending(request.params.id, auditOf(request));
      sender.kick();
      return reply.status(202).send(await campaigns.get(request.params.id));
    },
  );

  app.post(
    '/api/admin/newsletter/campaigns/:id/retry',
    {
      config: { access: 'admin', denied: ADMINS_ONLY, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Sends the mail again to the recipients that failed or are unknown, with their first idempotency key; 409 when there are none (admin)',
        params: idParamSchema,
        response: { 202: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      await campaigns.retryProblems(request.params.id, auditOf(request));
      sender.kick();
      return reply.status(202).send(await campaigns.get(request.params.id));
    },
  );

  app.get(
    '/api/admin/newsletter/campaigns/:id/progress',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['newsletter'],
        summary: 'Recipient counts per status, recent recipients and problems (admin)',
        params: idParamSchema,
        response: { 200: campaignProgressSchema, ...errors },
      },
    },
    async (request) => campaigns.progress(request.params.id),
  );
};
