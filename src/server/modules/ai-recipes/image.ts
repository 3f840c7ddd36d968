import type { RecipeImage } from '../../../contracts/ai';
import { AppError } from '../../errors';
import { canEditRecipe } from '../../../domain/access';
import type { Viewer } from '../../viewer';
import { NOT_AUDITED } from '../admin/audit';
import type { AiRunner } from '../ai/types';
import type { AuthoringRepo } from '../recipes/authoring-repo';
import type { RecipeImageStore } from '../recipes/images';
import { imagePrompt } from './prompts';
import type { RecipeSources } from './sources';

const NOT_YOURS = 'Only the author can make a picture for this recipe';

/**
 * POST /api/ai/recipe-image: a picture for the member's own recipe (admins: any), stored like an
 * upload (checked and re-encoded to WebP) and set as the recipe's featured image. Both happen in
 * the runner's accept step, so a picture that cannot be stored, or a recipe deleted meanwhile,
 * releases the credits.
 */
export function createRecipeImageMaker(deps: {
  runner: AiRunner;
  sources: RecipeSources;
  authoring: Pick<AuthoringRepo, 'current' | 'update'>;
  images: Pick<RecipeImageStore, 'save'>;
  /** Drops a changed recipe from every process's cache. */
  changed: (id: number) => Promise<void>;
}) {
  return {
    async generate(request: { recipeId: number; style?: string | undefined }, viewer: Viewer): Promise<RecipeImage> {
      const { recipeId } = request;
      // The authoring rules, before any hold: one they may not see is a 404, one they may see but not change a 403.
      const recipe = await deps.sources.visible(recipeId, viewer);
      const current = await deps.authoring.current(recipeId);
      if (!current) throw AppError.notFound(`Recipe ${recipeId} not found`);
      if (!canEditRecipe(viewer, current)) throw new AppError('FORBIDDEN', 403, NOT_YOURS);

      const result = await deps.runner.image(
        { feature: 'image_generation', charge: 'image_generation', userId: viewer.id, prompt: imagePrompt(recipe, request.style) },
        async (bytes) => {
          let url: string;
          try {
            url = await deps.images.save(bytes);
          } catch {
            // The store refuses what is not a picture it can decode; that is the provider's fault, not the member's.
            throw new AppError('AI_INVALID_OUTPUT', 502, 'The AI service sent a picture that could not be used. Your credits were not charged. Please try again.');
          }
          if (!(await deps.authoring.current(recipeId))) throw AppError.notFound(`Recipe ${recipeId} not found`);
          await deps.authoring.update(recipeId, { featuredImage: url, updatedAt: new Date() }, undefined, NOT_AUDITED);
          await deps.changed(recipeId);
          return url;
        },
      );
      return { recipeId, featuredImage: result.data, credits: result.credits, balance: result.balance ?? 0 };
    },
  };
}

export type RecipeImageMaker = ReturnType<typeof createRecipeImageMaker>;
