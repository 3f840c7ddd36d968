import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { kitchenToolSchema } from '../../../contracts/kitchen-tools';
import { AppError } from '../../errors';
import { isAdmin } from '../../viewer';
import type { aiRateLimit } from '../ai/rate-limit';
import type { AiRunner } from '../ai/types';
import { createKitchenToolWithAi } from './create-with-ai';
import type { createKitchenToolRepo } from './repo';

const ADMINS_ONLY = 'Only administrators can create kitchen tools';

const requestSchema = z
  .object({
    toolName: z.string('toolName must be text').trim().min(2, 'toolName must be at least 2 characters').max(80, 'toolName must be at most 80 characters'),
    /** A recipe category (main dishes, dinner, lunch, breakfast, dessert(s)) or a tool category; anything else files the tool under General. */
    category: z.string('category must be text').trim().max(60, 'category must be at most 60 characters').default(''),
  })
  .strict();

const responseSchema = z.object({ created: z.boolean(), tool: kitchenToolSchema });

/** Before the body is read: a visitor learns only that they must sign in, a member that it is not theirs. */
async function adminsOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'private, no-store');
  if (!request.viewer) throw new AppError('UNAUTHORIZED', 401, ADMINS_ONLY);
  if (!isAdmin(request.viewer)) throw new AppError('FORBIDDEN', 403, ADMINS_ONLY);
}

export const kitchenToolAiRoutes: FastifyPluginAsyncZod<{
  repo: ReturnType<typeof createKitchenToolRepo>;
  runner: AiRunner;
  rateLimit: ReturnType<typeof aiRateLimit>;
}> = async (app, { repo, runner, rateLimit }) => {
  const createWithAi = createKitchenToolWithAi({ repo, runner });
  app.post(
    '/api/admin/kitchen-tools/create-with-ai',
    {
      preValidation: adminsOnly,
      config: rateLimit,
      schema: {
        tags: ['kitchen tools'],
        summary: 'Creates a kitchen tool with AI when no existing tool matches the name (admin); answers the match otherwise',
        body: requestSchema,
        response: {
          200: responseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
          504: apiErrorSchema,
        },
      },
    },
    (request) => createWithAi(request.body, request.viewer!.id),
  );
};
