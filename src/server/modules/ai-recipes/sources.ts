import type { RecipeSource } from '../../../contracts/ai';
import type { Recipe } from '../../../contracts/recipe';
import type { RecipeInput } from '../../../contracts/recipe-input';
import { recipeToInput } from '../../../domain/recipe-input';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import { toRecipeDraft } from '../recipe-import/draft';
import type { FetchPage } from '../../net/safe-fetch';
import { NO_RECIPE, pageText } from '../recipe-import/service';
import type { RecipeService } from '../recipes/service';
import { fitDraft } from './model-recipe';

/** A recipe to work on: already structured (a recipe on the site, a page's schema.org data) or text for the model to read. */
export type ResolvedSource = { kind: 'structured'; original: RecipeInput } | { kind: 'text'; text: string };

/**
 * Where the AI tools read recipes from. Everything here happens before any credit is held, so a
 * recipe the member may not see (404), a page without a recipe (422) or an address the SSRF
 * policy refuses (400) costs nothing.
 */
export function createRecipeSources(deps: { recipes: RecipeService; fetchPage: FetchPage }) {
  /** A recipe on the site as this viewer may see it (the one visibility rule: 404 for someone else's private recipe). */
  async function visible(recipeId: number, viewer: Viewer): Promise<Recipe> {
    return JSON.parse(await deps.recipes.getJson(recipeId, viewer)) as Recipe;
  }

  return {
    visible,

    /** The recipe as the editor would hold it. */
    async draftOf(recipeId: number, viewer: Viewer): Promise<{ recipe: Recipe; draft: RecipeInput }> {
      const recipe = await visible(recipeId, viewer);
      return { recipe, draft: recipeToDraft(recipe) };
    },

    async resolve(source: RecipeSource, viewer: Viewer): Promise<ResolvedSource> {
      switch (source.type) {
        case 'recipe':
          return { kind: 'structured', original: recipeToDraft(await visible(source.recipeId, viewer)) };
        case 'text':
          // Read by the model in the same call that transforms it (see transform.ts).
          return { kind: 'text', text: source.text };
        case 'url':
          return { kind: 'structured', original: await fromPage(deps.fetchPage, source.url) };
      }
    },
  };
}

export type RecipeSources = ReturnType<typeof createRecipeSources>;

/** A stored recipe as an editor draft (stored recipes were checked on save; the fitting only guards old rows). */
export function recipeToDraft(recipe: Recipe): RecipeInput {
  const input = recipeToInput(recipe);
  const fitted = fitDraft(input, { privacyLevel: input.privacyLevel, featuredImage: input.featuredImage });
  if (!fitted.ok) throw new AppError('VALIDATION_ERROR', 422, `Recipe ${recipe.id} cannot be worked on: ${fitted.problem}`);
  return fitted.draft;
}

/**
 * A web page's recipe through the import's own steps (SSRF-safe fetch, schema.org parse, draft),
 * without its picture: a transformed recipe starts without one, so fetching and storing it would
 * be wasted work and a stray file.
 */
async function fromPage(fetchPage: FetchPage, url: string): Promise<RecipeInput> {
  try {
    const page = await fetchPage(url);
    const { parseRecipePage } = await import('../recipe-import/parse-recipe');
    const scraped = parseRecipePage(pageText(page), page.finalUrl);
    const noRecipe = new AppError('VALIDATION_ERROR', 422, NO_RECIPE, [{ field: 'url', message: NO_RECIPE }]);
    if (!scraped) throw noRecipe;
    try {
      return toRecipeDraft(scraped, null);
    } catch {
      // A recipe the editor could not hold at all (a line that is only an amount, say) is as good as none.
      throw noRecipe;
    }
  } catch (err) {
    throw inSourceField(err);
  }
}

/** The import's errors name the field 'url'; in this request it is 'source.url'. */
function inSourceField(err: unknown): unknown {
  if (!(err instanceof AppError) || !Array.isArray(err.details)) return err;
  const details = (err.details as { field?: unknown; message?: unknown }[]).map((d) => (d.field === 'url' ? { ...d, field: 'source.url' } : d));
  return new AppError(err.errorCode, err.statusCode, err.message, details);
}
