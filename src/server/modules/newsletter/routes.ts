import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { newsletterSubscribeResultSchema, newsletterSubscribeSchema } from '../../../contracts/newsletter';
import {
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeResultSchema,
} from '../../../contracts/newsletter-admin';
import { AppError } from '../../errors';
import { NOT_AUDITED } from '../admin/audit';
import type { Mailer } from '../mail/mailer';
import type { NewsletterMail } from './mail';
import type { NewsletterRepo } from './repo';
import { parseUnsubscribeToken, verifyUnsubscribeSignature } from './unsubscribe';

export interface NewsletterRouteOptions {
  repo: NewsletterRepo;
  mailer: Mailer;
  mail: NewsletterMail;
  appSecret: string;
  /** Remembers the origin a request came in on (links in mails when PUBLIC_URL is not set). */
  seeOrigin: (request: FastifyRequest) => void;
}

const BAD_TOKEN = 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.';
const FORM_LIMIT = 4096;

/** The welcome mail is sent after the answer's data is known; its failure never fails the sign-up. */
function sendWelcome(log: FastifyBaseLogger, mailer: Mailer, mail: NewsletterMail, subscription: { id: number; email: string }) {
  return mail
    .welcome(subscription)
    .then((message) => mailer.send(message))
    .catch((err: unknown) => log.warn({ err, subscriptionId: subscription.id }, 'newsletter welcome mail failed'));
}

export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRouteOptions> = async (app, { repo, mailer, mail, appSecret, seeOrigin }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address; answers alreadySubscribed for an active subscriber. A new subscriber gets a welcome e-mail',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResultSchema, 201: newsletterSubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      seeOrigin(request);
      const { alreadySubscribed, subscription } = await repo.subscribe(request.body);
      if (alreadySubscribed || !subscription) return { message: "You're already subscribed to our newsletter!", alreadySubscribed: true };
      // Not awaited: a slow mail provider must not hold up the answer (failures are logged).
      void sendWelcome(request.log, mailer, mail, subscription);
      return reply.status(201).send({ message: 'Thank you for subscribing to our newsletter!', alreadySubscribed });
    },
  );

  await app.register(async (scope) => {
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (urlencoded or multipart);
    // these parsers exist only inside this plugin, so the rest of the API still answers 415 to forms.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, _body, done) => {
      done(null, {});
    });

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/newsletter/unsubscribe',
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['newsletter'],
          summary:
            'Unsubscribes the address of a signed link: JSON {token} (the web page), or RFC 8058 one-click with ?token= and a form body List-Unsubscribe=One-Click',
          querystring: newsletterUnsubscribeQuerySchema,
          body: newsletterUnsubscribeBodySchema,
          response: { 200: newsletterUnsubscribeResultSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const token = request.body?.token ?? request.query.token;
        if (!token) throw AppError.field('token', 'is required', { said: 'the unsubscribe token is required' });
        const parsed = parseUnsubscribeToken(token);
        const subscription = parsed ? await repo.findById(parsed.id) : undefined;
        if (!parsed || !subscription || !verifyUnsubscribeSignature(appSecret, subscription, parsed.signature)) {
          throw AppError.validation(BAD_TOKEN, [{ field: 'token', message: 'is not valid' }]);
        }
        await repo.unsubscribe(subscription.id, NOT_AUDITED);
        return { message: 'You have been unsubscribed from our newsletter.', email: subscription.email };
      },
    );
  });
};
