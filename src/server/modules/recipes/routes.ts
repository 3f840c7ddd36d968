import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  recipeIdParamsSchema,
  recipeListQuerySchema,
  recipeListSchema,
  recipePrivacySchema,
  recipeSchema,
  recipeSummarySchema,
  type Recipe,
} from '../../../contracts/recipe';
import { MEMBER_ONLY, type RecipeService } from './service';

export const recipeRoutes: FastifyPluginAsyncZod<{ service: RecipeService }> = async (app, { service }) => {
  app.get(
    '/api/recipes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'Search and browse recipes, newest first',
        description:
          "`search` matches title, description, tags and categories by case-insensitive substring; '@name' matches the " +
          "author's username instead. `category` and `tag` must equal one of the recipe's (case-insensitive; 'all' means " +
          'no filter). All filters combine with AND. Pass `nextCursor` back as `cursor` for the next page.',
        querystring: recipeListQuerySchema,
        response: { 200: recipeListSchema, 400: apiErrorSchema },
      },
    },
    (request) => service.list(request.query, request.viewer),
  );

  app.get(
    '/api/recipes/featured',
    { config: { access: 'public' }, schema: { tags: ['recipes'], summary: 'Featured recipes', response: { 200: z.array(recipeSummarySchema) } } },
    (request) => service.featured(request.viewer),
  );

  app.get(
    '/api/recipes/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'One recipe (404 when missing or private to someone else)',
        params: recipeIdParamsSchema,
        response: { 200: recipeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    // The service hands back JSON already checked against recipeSchema; sent as text, it skips re-serializing.
    async (request, reply) => {
      const json = await service.getJson(request.params.id, request.viewer);
      // Fastify sends a string body as it is; the type provider only knows the object shape.
      return reply.type('application/json; charset=utf-8').send(json as unknown as Recipe);
    },
  );

  app.get(
    '/api/recipes/:id/related',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'Up to 3 recipes sharing a category with this one',
        params: recipeIdParamsSchema,
        response: { 200: z.array(recipeSummarySchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.related(request.params.id, request.viewer),
  );

  app.put(
    '/api/recipes/:id/privacy',
    {
      config: { access: 'member', denied: MEMBER_ONLY, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipes'],
        summary: "Makes the author's own recipe private or public; answers the recipe",
        params: recipeIdParamsSchema,
        body: recipePrivacySchema,
        response: { 200: recipeSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.setPrivacy(request.params.id, request.body.privacyLevel, request.viewer!),
  );
};
