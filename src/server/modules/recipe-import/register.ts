import type { FastifyInstance } from 'fastify';
import { createSafeFetch, type FetchPage, type SafeFetchOptions } from '../../net/safe-fetch';
import type { RecipeImageStore } from '../recipes/images';
import type { ImportTokens } from './import-token';
import { recipeImportRoutes } from './routes';

/**
 * Recipe import from a web address (POST /api/recipes/import). Answers the page fetch it uses, for
 * every feature that reads a web address a member gives (an AI transform's source too).
 */
export async function registerRecipeImport(
  app: FastifyInstance,
  deps: {
    /** The fetch policy (private networks allowed or not; tests: DNS answers, time limit, their fixture server). */
    fetch: SafeFetchOptions;
    images: RecipeImageStore;
    tokens: ImportTokens;
  },
): Promise<FetchPage> {
  const fetchPage = createSafeFetch(deps.fetch);
  await app.register(recipeImportRoutes, { fetchPage, images: deps.images, tokens: deps.tokens });
  return fetchPage;
}
