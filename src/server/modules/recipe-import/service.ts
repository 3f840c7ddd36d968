import type { FastifyBaseLogger } from 'fastify';
import type { RecipeImport } from '../../../contracts/recipe-input';
import { AppError } from '../../errors';
import { IMAGE_MAX_BYTES } from '../../images';
import type { RecipeImageStore } from '../recipes/images';
import { recipeSource, toRecipeDraft } from './draft';
import type { ImportTokens } from './import-token';
import type { FetchedPage, FetchPage } from '../../net/safe-fetch';

export const NO_RECIPE = 'No recipe was found at that address';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,image/*;q=0.8';

export interface RecipeImportDeps {
  fetchPage: FetchPage;
  images: Pick<RecipeImageStore, 'save'>;
  /** Seals the source into the draft, so the save takes it from the server's record, not the client. */
  tokens: Pick<ImportTokens, 'issue'>;
}

/** POST /api/recipes/import: a web page read into a draft for the editor; nothing is saved but the picture. */
export function createRecipeImportService({ fetchPage, images, tokens }: RecipeImportDeps) {
  /** The recipe's picture as an uploaded image, or null: a draft without a picture is still worth having. */
  async function storeImage(imageUrl: string, log: FastifyBaseLogger): Promise<string | null> {
    try {
      const image = await fetchPage(imageUrl, { maxBytes: IMAGE_MAX_BYTES, accept: IMAGE_ACCEPT });
      return await images.save(image.body);
    } catch (err) {
      log.warn({ err, imageUrl }, 'recipe import: the picture was left out');
      return null;
    }
  }

  return {
    /** For `memberId`: only they can save the draft with its source. */
    async importRecipe(url: string, memberId: string, log: FastifyBaseLogger): Promise<RecipeImport> {
      const page = await fetchPage(url);
      // The HTML parser is loaded on the first import, not at every start (issue 17's cold start).
      const { parseRecipePage } = await import('./parse-recipe');
      const recipe = parseRecipePage(pageText(page), page.finalUrl);
      if (!recipe) throw new AppError('VALIDATION_ERROR', 422, NO_RECIPE, [{ field: 'url', message: NO_RECIPE }]);
      const featuredImage = recipe.imageUrl ? await storeImage(recipe.imageUrl, log) : null;
      const source = recipeSource(recipe, page.finalUrl);
      return {
        draft: { ...toRecipeDraft(recipe, featuredImage), importToken: tokens.issue(source, memberId) },
        sourceUrl: page.finalUrl,
        source,
        // When not, the draft's servings are a guess (the yield's count or the default) to check.
        servingsStated: recipe.servings !== null,
      };
    },
  };
}

/**
 * The page as text in the encoding it declares (Content-Type, else a <meta charset> near the
 * top), UTF-8 when it declares none or one this runtime does not know.
 */
export function pageText(page: Pick<FetchedPage, 'contentType' | 'body'>): string {
  const declared =
    /charset=["']?([\w.:-]+)/i.exec(page.contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(page.body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(page.body);
  } catch {
    return new TextDecoder('utf-8').decode(page.body);
  }
}
