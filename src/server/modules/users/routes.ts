import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { RECIPE_PAGE_DEFAULT, RECIPE_PAGE_MAX, recipeCursorSchema, recipeListSchema } from '../../../contracts/recipe';
import { userLookupSchema, usernameSuggestionSchema } from '../../../contracts/users';
import type { UserService } from './service';

const keyParams = z.object({ key: z.string().min(1).max(100) });

export const userRoutes: FastifyPluginAsyncZod<{ service: UserService }> = async (app, { service }) => {
  app.get(
    '/api/users/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Up to 5 public users whose username contains q (a leading @ is ignored), with recipe counts',
        querystring: z.object({ q: z.string().min(1, 'q needs at least 1 character').max(100) }).strict(),
        response: { 200: z.array(usernameSuggestionSchema), 400: apiErrorSchema },
      },
    },
    (request) => service.suggest(request.query.q, request.viewer),
  );

  app.get(
    '/api/users/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: "A user's public profile by id or username; a private profile answers with id 'anonymous'",
        params: keyParams,
        response: { 200: userLookupSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.lookup(request.params.key, request.viewer),
  );

  app.get(
    '/api/users/:key/recipes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: "A user's recipes, newest first (404 when the user is unknown or private)",
        params: keyParams,
        querystring: z
          .object({
            limit: z.coerce.number().int().min(1).max(RECIPE_PAGE_MAX).default(RECIPE_PAGE_DEFAULT),
            cursor: recipeCursorSchema.optional(),
          })
          .strict(),
        response: { 200: recipeListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.recipesOf(request.params.key, request.viewer, request.query),
  );
};
