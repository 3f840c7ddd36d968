import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { kitchenToolAiInputSchema, kitchenToolAiResultSchema } from '../../../contracts/kitchen-tools';
import type { AiRateLimit } from '../ai/rate-limit';
import { auditOf } from '../admin/audit';
import type { AiRunner } from '../ai/types';
import { createKitchenToolWithAi } from './create-with-ai';
import type { KitchenToolRepo } from './repo';

const ADMINS_ONLY = 'Only administrators can create kitchen tools';


export const kitchenToolAiRoutes: FastifyPluginAsyncZod<{
  repo: KitchenToolRepo;
  runner: AiRunner;
  rateLimit: AiRateLimit;
}> = async (app, { repo, runner, rateLimit }) => {
  const createWithAi = createKitchenToolWithAi({ repo, runner });
  app.post(
    '/api/admin/kitchen-tools/create-with-ai',
    {
      config: { ...rateLimit(), access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['kitchen tools'],
        summary: 'Creates a kitchen tool with AI when no existing tool matches the name (admin); answers the match otherwise',
        body: kitchenToolAiInputSchema,
        response: {
          200: kitchenToolAiResultSchema,
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
    (request) => createWithAi(request.body, request.viewer!.id, auditOf(request)),
  );
};
