import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiStatusSchema } from '../../../contracts/ai';
import type { AiRunner } from './types';

/**
 * GET /api/ai/status: whether AI features (and pictures) are available. Public: it reveals only
 * yes or no, and the AI screens read it before a member signs in to say the tools are off.
 */
export const aiStatusRoutes: FastifyPluginAsyncZod<{ runner: AiRunner }> = async (app, { runner }) => {
  app.get(
    '/api/ai/status',
    { config: { access: 'public' }, schema: { tags: ['ai'], summary: 'Whether an AI provider is configured, and whether it makes pictures', response: { 200: aiStatusSchema } } },
    async (_request, reply) => {
      // The admin can switch the provider at any time; never cache the answer.
      void reply.header('cache-control', 'no-store');
      return runner.status();
    },
  );
};
