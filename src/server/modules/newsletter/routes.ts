import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { newsletterSubscribeResultSchema, newsletterSubscribeSchema } from '../../../contracts/newsletter';
import type { createNewsletterRepo } from './repo';

/** Validation is the only rule and lives in the contract, so the route calls the repository directly. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ repo: ReturnType<typeof createNewsletterRepo> }> = async (
  app,
  { repo },
) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address; answers alreadySubscribed for an active subscriber',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterSubscribeResultSchema, 201: newsletterSubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { alreadySubscribed } = await repo.subscribe(request.body);
      if (alreadySubscribed) return { message: "You're already subscribed to our newsletter!", alreadySubscribed };
      return reply.status(201).send({ message: 'Thank you for subscribing to our newsletter!', alreadySubscribed });
    },
  );
};
