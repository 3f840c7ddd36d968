import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createCatalogRepo } from './repo';

const categorySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
const tagSchema = z.object({ id: z.number().int(), name: z.string() });

/** Categories and tags are plain reads with no rules, so the routes call the repository directly. */
export const catalogRoutes: FastifyPluginAsyncZod<{ repo: ReturnType<typeof createCatalogRepo> }> = async (
  app,
  { repo },
) => {
  app.get(
    '/api/categories',
    { config: { access: 'public' }, schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(categorySchema) } } },
    () => repo.categories(),
  );
  app.get(
    '/api/tags',
    { config: { access: 'public' }, schema: { tags: ['catalog'], summary: 'All tags', response: { 200: z.array(tagSchema) } } },
    () => repo.tags(),
  );
};
