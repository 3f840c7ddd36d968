import type { FastifyInstance } from 'fastify';
import type { KitchenTool } from '../../../contracts/kitchen-tools';
import type { Database } from '../../../db/client';
import { AppError } from '../../errors';
import type { Housekeeping } from '../../housekeeping';
import type { PublicAnswers } from '../../kept/public-answers';
import { createOrphanFileSweep } from '../../orphan-file-sweep';
import { redirectToAsset } from '../../plugins/uploads';
import type { PictureStorage } from '../../storage/picture-storage';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import { recipeNutrition } from '../nutrition/recipe-nutrition';
import { createImportTokens, type ImportTokens } from '../recipe-import/import-token';
import { createAuthoringService } from './authoring';
import { createAuthoringRepo } from './authoring-repo';
import { authoringRoutes } from './authoring-routes';
import { KeptUntilChanged } from '../../kept/kept-until-changed';
import { createRecipeImageStore, RECIPE_IMAGE_FOLDER, type RecipeImageStore } from './images';
import { createRecipeRepo, type Ownership, type RecipeRepo } from './repo';
import { recipeRoutes } from './routes';
import { createRecipeService, type RecipeFoods, type RecipeService } from './service';
import { keepSearchIndex, type KeptSearchIndex } from './search-index-kept';

declare module 'fastify' {
  interface FastifyInstance {
    /** The visitors' search index; `settled` tells when a build has finished (tests, the bench). */
    recipeSearch: Pick<KeptSearchIndex, 'settled'>;
  }
}

const RECIPE_CACHE_ENTRIES = 5_000;
/** Members whose ownership is kept: two booleans each, so the active members of a large site. */
const OWNERS_KEPT = 50_000;
/**
 * Processes sharing a PostgreSQL server hear of each other's writes by NOTIFY on this channel;
 * the TTL only bounds staleness while a listening connection is being re-established.
 */
const RECIPE_CACHE_TTL_MS = 5_000;
export const RECIPE_CHANGES = 'sprig_recipe_changed';
/** The payloads for every recipe: '*' (also what a listener's reconnect sends itself), and one for what recipes show but searches do not read. */
const ALL_CHANGED = '*';
const ALL_SHOWN_CHANGED = '*shown';

export interface RecipesSetup {
  /** Reads through the one visibility rule (someone else's private recipe is a 404). */
  service: RecipeService;
  repo: RecipeRepo;
  /** Drops a changed recipe from every process's cache. */
  changed: (id: number) => Promise<void>;
  /**
   * For changes that reach many recipes at once: an author's name or a renamed category (`searched`:
   * searches read them), an author's picture or a kitchen tool (not searched).
   */
  allChanged: (what: { searched: boolean }) => Promise<void>;
  images: RecipeImageStore;
  /** An import seals where a recipe came from; saving its draft opens that record (issue 15). */
  importTokens: ImportTokens;
}

/**
 * Recipes: reading (cached, and dropped from every process's cache on change), writing with the
 * nutrition engine's figures, and their pictures; pictures no recipe uses any more go with the
 * housekeeping.
 */
export async function registerRecipes(
  app: FastifyInstance,
  deps: {
    database: Database;
    analyzer: NutritionAnalyzer;
    storage: PictureStorage;
    /** PUBLIC_ASSET_URL: sized copies are redirected there once made. */
    publicAssetUrl: string | undefined;
    appSecret: string;
    housekeeping: Housekeeping;
    /** Visitors' kept pages and lists: any recipe may show on them (a list, a count), so any change drops them. */
    answers: PublicAnswers;
    /** Every kitchen tool, for a recipe's 'Everyday Kitchen Helpers' (a tool's change calls `allChanged`). */
    toolCatalogue: () => Promise<KitchenTool[]>;
  },
): Promise<RecipesSetup> {
  const { database, analyzer } = deps;
  const repo = createRecipeRepo(database.db);
  const ttl = database.kind === 'pglite' ? Infinity : RECIPE_CACHE_TTL_MS;
  const cache = new KeptUntilChanged<number, string>(RECIPE_CACHE_ENTRIES, ttl);
  const owners = new KeptUntilChanged<string, Ownership>(OWNERS_KEPT, ttl);
  /** The kitchen tools recipes are matched with: a tool's change is `allChanged`, which drops them. */
  const tools = new KeptUntilChanged<'all', KitchenTool[]>(1, ttl);
  const search = keepSearchIndex({ page: repo.indexPage, of: repo.indexed }, app.log);
  app.addHook('onReady', async () => search.start());
  app.decorate('recipeSearch', search);
  /**
   * Drops what this process kept about one recipe (or all of them), and every answer it may show in.
   * `searched`: whether what searches read changed too (an author's name does; their picture or a
   * kitchen tool does not, and the search index is not rebuilt for them).
   */
  const dropLocal = (id?: number, searched = true) => {
    cache.invalidate(id);
    if (id !== undefined) search.changed(id);
    else {
      tools.invalidate();
      if (searched) search.changedAll();
    }
    // Any recipe change may change what its author owns.
    owners.invalidate();
    deps.answers.dropLocal();
  };
  const listening = await database.listen(RECIPE_CHANGES, (payload) => {
    if (payload === ALL_CHANGED || payload === ALL_SHOWN_CHANGED) dropLocal(undefined, payload === ALL_CHANGED);
    else dropLocal(Number(payload));
  });
  app.addHook('onClose', listening.stop);
  const changed = async (id: number) => {
    dropLocal(id);
    await database.notify(RECIPE_CHANGES, String(id));
  };
  const allChanged = async ({ searched }: { searched: boolean }) => {
    dropLocal(undefined, searched);
    await database.notify(RECIPE_CHANGES, searched ? ALL_CHANGED : ALL_SHOWN_CHANGED);
  };
  const toolCatalogue = () => tools.read('all', deps.toolCatalogue);
  const foods: RecipeFoods = { namesOf: analyzer.sameFoodNames, known: analyzer.knownNames };
  const service = createRecipeService(repo, { recipes: cache, owners, search }, changed, toolCatalogue, foods);
  await app.register(recipeRoutes, { service, answers: deps.answers });
  const images = createRecipeImageStore(deps.storage);
  const authoringRepo = createAuthoringRepo(database.db);
  const importTokens = createImportTokens(deps.appSecret);
  await app.register(authoringRoutes, {
    service: createAuthoringService({
      repo: authoringRepo,
      recipes: service,
      changed,
      nutrition: (ingredients, servings) => recipeNutrition(analyzer, ingredients, servings),
      imageExists: images.exists,
      importSource: importTokens.read,
    }),
    images,
  });
  // The smaller copies pages offer in srcset (contracts/recipe-image-sizes.ts), made when first asked
  // for; every other picture is served by plugins/uploads.ts, with the same caching.
  app.get<{ Params: { file: string } }>('/uploads/recipes/:file(^[\\w-]+\\.w\\d+\\.webp$)', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const { publicAssetUrl } = deps;
    if (publicAssetUrl) {
      if (!(await images.ensureCopy(request.params.file))) throw AppError.notFound('Image not found');
      return redirectToAsset(reply, publicAssetUrl, `${RECIPE_IMAGE_FOLDER}/${request.params.file}`);
    }
    const copy = await images.copy(request.params.file);
    if (!copy) throw AppError.notFound('Image not found');
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/webp').send(copy);
  });
  const orphans = createOrphanFileSweep({ storage: deps.storage, folder: RECIPE_IMAGE_FOLDER, referenced: authoringRepo.imagesInUse });
  deps.housekeeping.add('orphan recipe pictures', orphans.sweep);
  return { service, repo, changed, allChanged, images, importTokens };
}
