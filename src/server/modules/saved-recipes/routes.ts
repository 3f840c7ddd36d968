import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { recipeIdParamsSchema, recipeSummarySchema } from '../../../contracts/recipe';
import { AppError } from '../../errors';
import { toRecipeSummary } from '../recipes/mapper';
import type { SavedRecipeRepo } from './repo';

const saveResultSchema = z.object({ message: z.string(), saved: z.boolean() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Saved recipes (SPEC sections 2, 4, 7): the heart on cards, Save Recipe, the Saved Recipes tab. */
export const savedRecipeRoutes: FastifyPluginAsyncZod<{ repo: SavedRecipeRepo }> = async (app, { repo }) => {
  app.get(
    '/api/user/saved-recipes',
    {
      config: { access: 'signed-in', denied: 'Please sign in to see your saved recipes' },
      schema: {
        tags: ['saved recipes'],
        summary: "The signed-in member's saved recipes, most recently saved first",
        response: { 200: z.array(recipeSummarySchema), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      return (await repo.list(viewer)).map((row) => toRecipeSummary(row, viewer));
    },
  );

  app.post(
    '/api/recipes/:id/save',
    {
      config: { access: 'signed-in', denied: 'Please sign in to save recipes to your collection', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['saved recipes'],
        summary: 'Saves a recipe for the signed-in member (saving twice is harmless)',
        params: recipeIdParamsSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      if (!(await repo.save(viewer, request.params.id))) throw AppError.notFound('Recipe not found');
      return { message: 'Recipe added to your saved collection', saved: true };
    },
  );

  app.delete(
    '/api/recipes/:id/save',
    {
      config: { access: 'signed-in', denied: 'Please sign in to manage your saved recipes', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['saved recipes'],
        summary: 'Removes a recipe from the signed-in member’s saved recipes (removing twice is harmless)',
        params: recipeIdParamsSchema,
        response: { 200: saveResultSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      await repo.remove(viewer.id, request.params.id);
      return { message: 'Recipe removed from your saved collection', saved: false };
    },
  );
};
