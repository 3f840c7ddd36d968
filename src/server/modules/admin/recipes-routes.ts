import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRecipeFeatureSchema, adminRecipePageSchema, adminRecipeRowSchema, adminRecipesQuerySchema } from '../../../contracts/admin-recipes';
import { apiErrorSchema } from '../../../contracts/errors';
import { recipeIdParamsSchema } from '../../../contracts/recipe';
import type { AdminRecipesService } from './recipes-service';
import { auditOf } from './audit';

const ADMINS_ONLY = 'Only administrators can manage recipes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * /api/admin/recipes: every recipe with filters, and featuring. Editing and deleting are the
 * members' own endpoints (PUT and DELETE /api/recipes/{id}), which let an admin change any recipe.
 */
export const adminRecipesRoutes: FastifyPluginAsyncZod<{ service: AdminRecipesService }> = async (app, { service }) => {
  app.get(
    '/api/admin/recipes',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'Every recipe, private ones included, newest first: free text (q), category, author (username substring), privacy and featured filters combined with AND; paged by cursor (admin)',
        querystring: adminRecipesQuerySchema,
        response: { 200: adminRecipePageSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  app.put(
    '/api/admin/recipes/:id/featured',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'Features or unfeatures a recipe on the home page; a private recipe cannot be featured (409), unfeaturing always works (admin)',
        params: recipeIdParamsSchema,
        body: adminRecipeFeatureSchema,
        response: { 200: adminRecipeRowSchema, ...errors },
      },
    },
    async (request) => {
      const row = await service.setFeatured(request.params.id, request.body.featured, auditOf(request));
      request.log.info({ admin: request.viewer!.id, recipe: row.id, featured: row.isFeatured }, 'admin featured recipe');
      return row;
    },
  );
};
