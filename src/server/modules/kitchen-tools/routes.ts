import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { kitchenToolSchema } from '../../../contracts/kitchen-tools';
import { AppError } from '../../errors';
import type { KitchenToolRepo } from './repo';

const text = z.string().trim().min(1).max(100);

/** Plain reads with no rules beyond 'exists', so the routes call the repository directly. */
export const kitchenToolRoutes: FastifyPluginAsyncZod<{ repo: KitchenToolRepo }> = async (
  app,
  { repo },
) => {
  app.get(
    '/api/kitchen-tools',
    { config: { access: 'public' }, schema: { tags: ['kitchen tools'], summary: 'All kitchen tools, essentials first', response: { 200: z.array(kitchenToolSchema) } } },
    () => repo.all(),
  );
  app.get(
    '/api/kitchen-tools/category/:category',
    {
      config: { access: 'public' },
      schema: {
        tags: ['kitchen tools'],
        summary: 'Kitchen tools of one category (Dinner, Breakfast, Desserts, General; case-insensitive)',
        params: z.object({ category: text }),
        response: { 200: z.array(kitchenToolSchema), 400: apiErrorSchema },
      },
    },
    (request) => repo.byCategory(request.params.category),
  );
  app.get(
    '/api/kitchen-tools/by-name/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['kitchen tools'],
        summary: 'One kitchen tool by exact name (case-insensitive)',
        params: z.object({ name: text }),
        response: { 200: kitchenToolSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tool = await repo.byName(request.params.name);
      if (!tool) throw AppError.notFound(`No kitchen tool named '${request.params.name}'`);
      return tool;
    },
  );
};
