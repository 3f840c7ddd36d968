import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { recipeImportRequestSchema, recipeImportSchema, type RecipeImport } from '../../../contracts/recipe-input';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, MAX_REDIRECTS } from '../../net/safe-fetch';
import { createRecipeImportService, type RecipeImportDeps } from './service';

export const SIGN_IN_TO_IMPORT = 'Sign in to import recipes';
export const MEMBERS_IMPORT = 'Only members can import recipes';
/** Each import makes up to two outbound fetches on the member's behalf; a person importing by hand needs far fewer. */
export const IMPORT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/** POST /api/recipes/import, fetching through `fetchPage` (safe-fetch.ts) and keeping the picture in `images`. */
export const recipeImportRoutes: FastifyPluginAsyncZod<RecipeImportDeps> = async (app, deps) => {
  const service = createRecipeImportService(deps);
  app.post(
    '/api/recipes/import',
    {
      config: { access: 'member', denied: { signIn: SIGN_IN_TO_IMPORT, notAllowed: MEMBERS_IMPORT }, rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags: ['recipes'],
        summary: 'Reads a recipe from a web page into a draft for the editor (nothing is saved but its picture)',
        description:
          "Reads the page's schema.org Recipe (JSON-LD or microdata), taking what it leaves out from the page's own " +
          'ingredient and instruction lists, which are read alone on pages without one. Only public web addresses are fetched (http or https, ' +
          `at most ${MAX_REDIRECTS} redirects, ${DEFAULT_TIMEOUT_MS / 1000} seconds and ${DEFAULT_MAX_BYTES / 1024 / 1024} MB); ` +
          'the picture, when there is one, is stored like an upload and named in `draft.featuredImage`. ' +
          "Times are the page's own (`draft.totalMinutes` may count resting that prep and cook do not); `draft.yieldText` is what it makes " +
          'when that is not plain servings. `servingsStated` false means the page gives no servings and `draft.servings` is a starting ' +
          "point to check. `source` is the page, its site's name and author; `draft.importToken` carries it, sealed, to POST /api/recipes, " +
          'which keeps it with the recipe for good. ' +
          '400 when the address is not allowed, 422 when the page cannot be read or has no recipe.',
        body: recipeImportRequestSchema,
        response: { 200: recipeImportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.importRecipe(request.body.url, request.viewer!.id, request.log);
      // The draft was checked against recipeInputSchema when it was built; that schema normalises
      // input (trims, drops duplicates) and so cannot encode output, hence the answer goes as text.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result) as unknown as RecipeImport);
    },
  );
};
