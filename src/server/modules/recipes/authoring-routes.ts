import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { recipeIdParamsSchema, recipeSchema, recipeSummarySchema } from '../../../contracts/recipe';
import { recipeInputSchema } from '../../../contracts/recipe-input';
import { recipeUpdateSchema } from '../../../contracts/recipe-update';
import { acceptImageUploads, readImageUpload } from '../../image-upload';
import { auditOf } from '../admin/audit';
import { MEMBERS_ONLY, type AuthoringService } from './authoring';
import type { RecipeImageStore } from './images';

/** The multipart field that carries a recipe photo. */
export const RECIPE_IMAGE_FIELD = 'image';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
/** Writing recipes: role member or admin (SPEC section 6), each account limited on its own. */
const writes = { access: 'member', denied: MEMBERS_ONLY, rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

/** Members' own recipes: write, change, delete, list, and upload their photos. */
export const authoringRoutes: FastifyPluginAsyncZod<{ service: AuthoringService; images: RecipeImageStore }> = async (
  app,
  { service, images },
) => {
  await acceptImageUploads(app);

  app.get(
    '/api/user/recipes',
    {
      config: { access: 'signed-in', denied: 'Sign in to see your recipes' },
      schema: {
        tags: ['recipes'],
        summary: "The signed-in member's own recipes, private ones included, newest first",
        response: { 200: z.array(recipeSummarySchema), 401: apiErrorSchema },
      },
    },
    (request) => service.mine(request.viewer!),
  );

  app.post(
    '/api/recipes',
    {
      config: writes,
      schema: {
        tags: ['recipes'],
        summary: 'Creates a recipe by the signed-in member (private unless privacyLevel says public); answers it',
        description:
          'Times are kept as given (`totalMinutes` is never prep + cook; a time not given stays null). `servings` is what nutrition ' +
          'is per; `yieldText` what the recipe makes when not plain servings. `importToken` is the one from an import draft: the ' +
          "recipe's `source` (page, site name, author) is taken from it, never from the body, and no later request changes or " +
          'removes it. A token that is forged, expired or another member’s answers 400 naming `importToken`, and nothing is saved.',
        body: recipeInputSchema,
        response: { 201: recipeSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body, request.viewer!)),
  );

  app.put(
    '/api/recipes/:id',
    {
      config: writes,
      schema: {
        tags: ['recipes'],
        summary: 'Replaces a recipe with the body (its author, or an admin); answers it. With expectedUpdatedAt, a recipe changed since answers 409',
        description: "An imported recipe's `source` stays as it is whatever the body says; `importToken` only gives a source to a recipe without one.",
        params: recipeIdParamsSchema,
        body: recipeUpdateSchema,
        response: { 200: recipeSchema, 409: apiErrorSchema, ...errors },
      },
    },
    (request) => service.update(request.params.id, request.body, request.viewer!, auditOf(request)),
  );

  app.delete(
    '/api/recipes/:id',
    {
      config: writes,
      schema: {
        tags: ['recipes'],
        summary: 'Deletes a recipe (its author, or an admin)',
        params: recipeIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.viewer!, auditOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/recipes/images',
    {
      config: { ...writes, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipes'],
        summary:
          `Stores a recipe photo: multipart/form-data with one image file in the field '${RECIPE_IMAGE_FIELD}' ` +
          '(JPEG, PNG, WebP, GIF or AVIF, at most 5 MB and 10000 pixels a side), kept as WebP at most 1600 px; ' +
          "answers its address for the recipe's featuredImage",
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string() }), 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ url: await images.save(await readImageUpload(request, RECIPE_IMAGE_FIELD)) }),
  );
};
