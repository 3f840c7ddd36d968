import type { Recipe, RecipeSource, RecipeSummary } from '../../../contracts/recipe';
import type { IngredientInput, RecipeInput } from '../../../contracts/recipe-input';
import { RECIPE_CHANGED_MESSAGE, type RecipeUpdate } from '../../../contracts/recipe-update';
import { buildKeys } from '../../../domain/search';
import { AppError } from '../../errors';
import { canEditRecipe } from '../../../domain/access';
import type { Viewer } from '../../viewer';
import type { Audit } from '../admin/audit';
import type { StoredNutrition } from '../nutrition/recipe-nutrition';
import { IMPORT_TOKEN_DAYS } from '../recipe-import/import-token';
import type { AuthoringRepo, RecipeWrite } from './authoring-repo';
import { RECIPE_IMAGE_FOLDER } from './images';
import { toRecipeSummary } from './mapper';
import type { RecipeService } from './service';

export const MEMBERS_ONLY = 'Sign in as a member to write recipes';
const NOT_YOURS = 'Only the author can change this recipe';
const UPLOADED_PICTURE = `/uploads/${RECIPE_IMAGE_FOLDER}/`;
export const IMPORT_NOT_CHECKED =
  `This import is no longer valid (an import is kept ${IMPORT_TOKEN_DAYS} days, for the member who made it), so where the recipe came from cannot be kept with it: import the page again and save that draft`;

/**
 * The stored columns for an input: search keys derived, nutrition left to the caller, the source
 * left out (only an import sets it). Times are kept as given: a total is not prep + cook.
 */
function columnsOf(input: RecipeInput): Omit<RecipeWrite, 'authorId' | 'nutrition' | 'ingredients' | 'publishedAt'> {
  return {
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    featuredImage: input.featuredImage,
    servings: input.servings,
    yieldText: input.yieldText,
    prepMinutes: input.prepMinutes,
    cookMinutes: input.cookMinutes,
    totalMinutes: input.totalMinutes,
    categories: input.categories,
    tags: input.tags,
    dietaryAttributes: input.dietaryAttributes,
    instructions: input.instructions,
    recipeTools: input.recipeTools,
    privacyLevel: input.privacyLevel,
    categoryKeys: buildKeys(input.categories),
    tagKeys: buildKeys(input.tags),
  };
}

/**
 * Members write their own recipes (issue 4): create (private unless they choose otherwise),
 * change and delete them; admins may change or delete any. A recipe someone may not see is a
 * 404 to them, one they may see but not change a 403. Every change reaches all caches at once.
 */
export function createAuthoringService(deps: {
  repo: AuthoringRepo;
  recipes: RecipeService;
  /** Drops a changed recipe from every process's cache. */
  changed: (id: number) => Promise<void>;
  /** The nutrition engine: each line's macros and the per-serving totals. */
  nutrition: (ingredients: readonly IngredientInput[], servings: number) => Promise<StoredNutrition>;
  /** Whether an uploaded picture is still on the server. */
  imageExists: (url: string) => Promise<boolean>;
  /** The source an import sealed into its token for this member (recipe-import/import-token.ts); null when not valid. */
  importSource: (token: string, memberId: string) => RecipeSource | null;
}) {
  const { repo, recipes } = deps;

  /**
   * The columns of the source sealed in an import's token. A token that does not open is refused
   * rather than dropped: saving the draft without its source would strip the attribution.
   */
  function importedSource(token: string | null, member: Viewer) {
    if (token === null) return {};
    const source = deps.importSource(token, member.id);
    if (!source) throw AppError.field('importToken', IMPORT_NOT_CHECKED);
    return { sourceUrl: source.url, sourceSiteName: source.siteName, sourceAuthor: source.author };
  }
  const read = async (id: number, viewer: Viewer) => JSON.parse(await recipes.getJson(id, viewer)) as Recipe;

  /** The recipe if this viewer may change it; the right error otherwise. */
  async function editable(id: number, viewer: Viewer) {
    const current = await repo.current(id);
    // Visible to them at all? (A private recipe of someone else stays a 404.)
    if (!current) throw AppError.notFound(`Recipe ${id} not found`);
    await recipes.getJson(id, viewer);
    if (!canEditRecipe(viewer, current)) throw new AppError('FORBIDDEN', 403, NOT_YOURS);
    return current;
  }

  /**
   * A newly chosen picture must still be here: an upload the editor kept unsaved for days may have
   * been swept (src/server/orphan-file-sweep.ts). A picture the recipe already had is not checked again.
   */
  async function checkNewPicture(featuredImage: string | null, before: string | null): Promise<void> {
    if (featuredImage === null || featuredImage === before || !featuredImage.startsWith(UPLOADED_PICTURE)) return;
    if (await deps.imageExists(featuredImage)) return;
    const message = 'is no longer on the server; upload the picture again';
    throw AppError.field('featuredImage', message);
  }

  return {
    async create(input: RecipeInput, author: Viewer): Promise<Recipe> {
      await checkNewPicture(input.featuredImage, null);
      const id = await repo.insert({
        ...columnsOf(input),
        ...importedSource(input.importToken, author),
        ...(await deps.nutrition(input.ingredients, input.servings)),
        authorId: author.id,
        publishedAt: input.privacyLevel === 'public' ? new Date() : null,
      });
      // Nothing kept holds it yet, but the pages that list or count recipes (a profile) do.
      await deps.changed(id);
      return read(id, author);
    },

    async update(id: number, input: RecipeUpdate, editor: Viewer, audit: Audit): Promise<Recipe> {
      const current = await editable(id, editor);
      await checkNewPicture(input.featuredImage, current.featuredImage);
      const source = importedSource(input.importToken, editor);
      const unchangedSince = input.expectedUpdatedAt === undefined ? undefined : new Date(input.expectedUpdatedAt);
      const written = await repo.update(id, {
        ...columnsOf(input),
        // A recipe keeps the first source it was saved with; a token only gives one to a recipe without.
        ...(current.sourceUrl === null ? source : {}),
        // Worked out again on every save: servings or the food data may have changed too.
        ...(await deps.nutrition(input.ingredients, input.servings)),
        publishedAt: current.publishedAt ?? (input.privacyLevel === 'public' ? new Date() : null),
        updatedAt: new Date(),
      }, unchangedSince, audit);
      // Changed by someone else since the editor opened (or deleted meanwhile: then a 404 below).
      if (!written && (await repo.current(id))) throw new AppError('CONFLICT', 409, RECIPE_CHANGED_MESSAGE);
      if (!written) throw AppError.notFound(`Recipe ${id} not found`);
      await deps.changed(id);
      return read(id, editor);
    },

    async remove(id: number, editor: Viewer, audit: Audit): Promise<void> {
      await editable(id, editor);
      if (!(await repo.remove(id, audit))) throw AppError.notFound(`Recipe ${id} not found`);
      await deps.changed(id);
    },

    async mine(viewer: Viewer): Promise<RecipeSummary[]> {
      return (await repo.byOwner(viewer.id)).map((row) => toRecipeSummary(row, viewer));
    },
  };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;
