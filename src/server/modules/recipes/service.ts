import type { KitchenTool } from '../../../contracts/kitchen-tools';
import {
  recipeListQuerySchema,
  recipeSchema,
  type Recipe,
  type RecipeFacetsAnswer,
  type RecipeFacetsQuery,
  type RecipeList,
  type RecipeListQuery,
  type RecipeSuggestions,
  type RecipeSummary,
} from '../../../contracts/recipe';
import { RECIPE_SUGGESTIONS } from '../../../contracts/constants';
import { isAdmin } from '../../../domain/access';
import type { RecipeSort } from '../../../contracts/constants';
import { cardSortKey, effectiveSort, inListOrder, isDescending, readSortCursor, relevanceTier, sortCursor, type SortKey } from '../../../domain/recipe-sort';
import { buildFilters, searchTerms, termsText, type RecipeFilters } from '../../../domain/search';
import { AppError } from '../../errors';
import type { UserRow } from '../auth/sessions';
import type { Viewer } from '../../viewer';
import type { KeptUntilChanged } from '../../kept/kept-until-changed';
import { toRecipe, toRecipeSummary } from './mapper';
import type { ListPage, Ownership, RecipeRepo, SortedRow } from './repo';
import { answerable, type IndexFilters, type Ranked } from './search-index';
import { isOneWord } from './search-vocabulary';
import { CORRECTION_SIMILARITY } from '../../../domain/trigram';
import { namesStartingWith, wantedIngredient } from '../../../domain/ingredient-filter';
import { emptyTally, facetsOf, tallyRecipe, type FacetFilters, type FacetTally } from '../../../domain/recipe-facets';
import type { KeptSearchIndex } from './search-index-kept';

/** A multiple of 3 so the home grid has no ragged last row. */
export const FEATURED_LIMIT = 9;
export const RELATED_LIMIT = 3;
/** A misspelt search's words checked for a correction, at most (see `corrected`). */
export const CORRECTED_WORDS_AT_MOST = 4;
export const MEMBER_ONLY = 'Sign in as a member to set recipes as private';

/** What recipe reads keep until a recipe changes (recipes/register.ts drops both on every change). */
export interface RecipeCaches {
  /** Public recipes' JSON by id. */
  recipes: KeptUntilChanged<number, string>;
  /** What each member owns, by user id. */
  owners: KeptUntilChanged<string, Ownership>;
  /** The visitors' catalogue, searched in memory. */
  search: KeptSearchIndex;
}

type Member = Pick<UserRow, 'id' | 'role' | 'profileVisible'>;

/** A list query's order, and the row its cursor names (a 400 naming `cursor` when the cursor is another order's). */
function readListOrder(query: RecipeListQuery, filters: RecipeFilters): { sort: RecipeSort; after?: SortKey } {
  const sort = effectiveSort(query.sort, filters);
  if (query.cursor === undefined) return { sort };
  const after = readSortCursor(sort, query.cursor);
  if (after === null) throw AppError.field('cursor', 'cursor must be the nextCursor of a previous page in the same order', { where: 'querystring' });
  return { sort, after };
}

/** The facet filters among a list's filters. */
function facetFiltersOf({ category, tag, diet, maxMinutes, maxCalories, minProtein }: RecipeFilters): FacetFilters {
  return { category, tag, diet, maxMinutes, maxCalories, minProtein };
}

/** A list's filters without the facets' own: what the facets count over. */
function beforeFacets(filters: RecipeFilters): RecipeFilters {
  return { text: filters.text, username: filters.username, ingredients: filters.ingredients };
}

/** What the recipes read of the nutrition engine's foods. */
export interface RecipeFoods {
  /** The names of the food each with/without name names exactly (none when none does), in the names' order. */
  namesOf: (names: readonly string[]) => Promise<string[][]>;
  /** Each curated food's names, its own first: what ingredient suggestions offer. */
  known: () => Promise<string[][]>;
}

/** Food names weighed (by a count each) for the ingredients a few typed letters may mean. */
const SUGGESTION_CANDIDATES = 12;

/**
 * What a member's recipe lists and recipes are made of. They differ from a visitor's only by the
 * member's own recipes: private ones, and public ones a visitor sees without their author's name (a
 * private profile). So a member who owns neither reads the visitors' answers ('visitors'); one
 * whose profile is visible and who owns private recipes reads them with those merged in
 * ('visitors and own private'); an admin, who reads everything, and a member whose private profile
 * hides their name from visitors have theirs read for them ('own').
 */
export type RecipeView = 'visitors' | 'visitors and own private' | 'own';

export function recipeViewOf(user: Member, owns: Ownership): RecipeView {
  if (isAdmin(user)) return 'own';
  if (!user.profileVisible) return owns.any ? 'own' : 'visitors';
  return owns.private ? 'visitors and own private' : 'visitors';
}

/**
 * A page of the visitors' list with the member's own private recipes for the same filters, order
 * and cursor merged in by the order's key (newest first by default). `own` was read with one row
 * more than a page, so whether another page exists is known either way.
 */
export function withOwnPrivate(visitors: RecipeList, own: RecipeSummary[], limit: number, order: { sort: RecipeSort; text: string } = { sort: 'newest', text: '' }): RecipeList {
  // The visitors' answer is a corrected search, but the member's own recipes match what they typed.
  if (visitors.correctedSearch !== undefined) visitors = { items: [], nextCursor: null };
  const keyOf = (card: RecipeSummary) => cardSortKey(order.sort, card, order.text);
  const merged = inListOrder([...visitors.items, ...own], keyOf, isDescending(order.sort));
  const items = merged.slice(0, limit);
  const more = merged.length > limit || visitors.nextCursor !== null;
  const last = items.at(-1);
  return { items, nextCursor: more && last ? sortCursor(order.sort, { key: keyOf(last), id: last.id }) : null };
}

/**
 * `changed` drops a changed recipe from this process's caches and tells every process sharing the
 * database (NOTIFY), so theirs drop it too (recipes/register.ts). `toolCatalogue` answers every
 * kitchen tool, for a recipe's 'Everyday Kitchen Helpers'; a tool's change drops every recipe.
 * `foods` widens the ingredient filters and offers ingredients while a cook types.
 */
export function createRecipeService(
  repo: RecipeRepo,
  caches: RecipeCaches,
  changed: (id: number) => Promise<void>,
  toolCatalogue: () => Promise<KitchenTool[]>,
  foods: RecipeFoods,
) {
  const cache = caches.recipes;

  /** A query's filters, each with/without name widened by the names of its food (domain/ingredient-filter). */
  const readFilters = async (query: RecipeFacetsQuery): Promise<RecipeFilters> => {
    const filters = buildFilters(query);
    if (!filters.ingredients) return filters;
    const { with: wanted, without } = filters.ingredients;
    const names = await foods.namesOf([...wanted, ...without].map((w) => w.name));
    const widened = [...wanted, ...without].map((w, i) => wantedIngredient(w.name, names[i]));
    return { ...filters, ingredients: { with: widened.slice(0, wanted.length), without: widened.slice(wanted.length) } };
  };

  /** What the index reads of a visitors' list; null when it cannot answer it (see `ranked`). */
  const indexFilters = (filters: RecipeFilters, viewer: Viewer | null): IndexFilters | null => {
    if (viewer !== null || filters.username !== undefined) return null;
    const terms = searchTerms(filters.text ?? '');
    return answerable(terms) ? { terms, ingredients: filters.ingredients, facets: facetFiltersOf(filters) } : null;
  };

  /**
   * A visitors' list from the search index (ADR 0023); null when the index cannot answer it (a
   * member's or admin's view, an '@name' search, a term that is not letters and digits, an index
   * not built yet), and the database does.
   */
  const ranked = async (filters: RecipeFilters, viewer: Viewer | null, page: ListPage): Promise<Ranked[] | null> => {
    const read = indexFilters(filters, viewer);
    return read && caches.search.read((index) => index.answer({ ...read, ...page }));
  };

  /** How many recipes visitors see that the filters find. */
  const countOf = async (filters: RecipeFilters): Promise<number> => {
    const read = indexFilters(filters, null);
    const fromIndex = read && (await caches.search.read((index) => index.count(read)));
    return fromIndex ?? repo.count(filters);
  };

  /** The facets' counts of a list (domain/recipe-facets) as the viewer sees it, from the index when it can answer. */
  const facetTally = async (filters: RecipeFilters, viewer: Viewer | null): Promise<FacetTally> => {
    const read = indexFilters(filters, viewer);
    const fromIndex = read && (await caches.search.read((index) => index.facetTally(read)));
    if (fromIndex) return fromIndex;
    const tally = emptyTally();
    for (const row of await repo.facetRows(beforeFacets(filters), viewer)) tallyRecipe(tally, row, facetFiltersOf(filters));
    return tally;
  };

  const listed = async (filters: RecipeFilters, viewer: Viewer | null, page: ListPage): Promise<SortedRow[]> => {
    const found = await ranked(filters, viewer, page);
    if (found) {
      const rows = await repo.visitorsByIds(found.map((item) => item.id));
      // All there unless one changed since the index heard of it: then the database answers.
      if (rows.length === found.length) return rows.map((row, i) => ({ ...row, sortKey: found[i]!.key }));
    }
    return repo.list(filters, viewer, page);
  };

  const anyMatch = async (filters: RecipeFilters, viewer: Viewer | null): Promise<boolean> => {
    const found = await ranked(filters, viewer, { limit: 1, sort: 'newest' });
    return found ? found.length > 0 : repo.anyMatch(filters, viewer);
  };

  /** The word of public recipes most alike `term` (ADR 0022): from the index when it is built, else from search_words. */
  const closestWord = async (term: string): Promise<string | null> => {
    const fromIndex = isOneWord(term) ? await caches.search.read((index) => ({ word: index.closestWord(term, CORRECTION_SIMILARITY) })) : null;
    return fromIndex ? fromIndex.word : repo.closestWord(term);
  };

  /**
   * `text` with each word no recipe the viewer may see holds replaced by the most alike word of
   * public recipes ('salmn' -> 'salmon'); null when no word changed. Terms of several words and
   * words under three letters are left as typed (trigrams say little about them), and so is every
   * word after the first CORRECTED_WORDS_AT_MOST checked: each costs two queries.
   */
  const corrected = async (text: string, filters: RecipeFilters, viewer: Viewer | null): Promise<string | null> => {
    const { include, exclude } = searchTerms(text);
    const words: string[] = [];
    let checked = 0;
    for (const term of include) {
      const checkable = !/\s/.test(term) && term.length >= 3 && checked < CORRECTED_WORDS_AT_MOST;
      if (checkable) checked++;
      const known = !checkable || (await anyMatch({ ...filters, text: term }, viewer));
      words.push(known ? term : ((await closestWord(term)) ?? term));
    }
    return words.some((word, i) => word !== include[i]) ? termsText({ include: words, exclude }) : null;
  };

  return {
    async list(query: RecipeListQuery, viewer: Viewer | null): Promise<RecipeList> {
      const filters = await readFilters(query);
      const { sort, after } = readListOrder(query, filters);
      const page = async (searched: RecipeFilters): Promise<RecipeList> => {
        const rows = await listed(searched, viewer, { limit: query.limit + 1, sort, after });
        const items = rows.slice(0, query.limit).map((row) => toRecipeSummary(row, viewer));
        const last = items.at(-1);
        const more = rows.length > query.limit && last;
        return { items, nextCursor: more ? sortCursor(sort, { key: rows[query.limit - 1]!.sortKey, id: last.id }) : null };
      };
      const found = await page(filters);
      // Nothing at all (not merely past the last page): try the search with its misspelt words corrected.
      if (found.items.length > 0 || !filters.text || (query.cursor && (await anyMatch(filters, viewer)))) return found;
      const correctedSearch = await corrected(filters.text, filters, viewer);
      if (correctedSearch === null) return found;
      const instead = await page({ ...filters, text: correctedSearch });
      // Corrected into another search that finds nothing: say nothing of it.
      return instead.items.length > 0 ? { ...instead, correctedSearch } : found;
    },

    /**
     * The recipe as JSON text. Only an answer that every viewer would get is cached: a public
     * recipe whose author shows their profile. A private profile's author is anonymous to others
     * but not to themselves or admins, so those recipes are read from the database each time.
     */
    async getJson(id: number, viewer: Viewer | null): Promise<string> {
      const cached = cache.get(id);
      if (cached !== undefined) return cached;
      const generation = cache.generation;
      const row = await repo.findById(id, viewer);
      if (!row) throw AppError.notFound(`Recipe ${id} not found`);
      const tools = row.recipeTools.length > 0 ? await toolCatalogue() : [];
      const recipe: Recipe = recipeSchema.parse(toRecipe(row, viewer, tools));
      const json = JSON.stringify(recipe);
      if (recipe.privacyLevel === 'public' && row.authorProfileVisible !== false) cache.set(id, json, generation);
      return json;
    },

    /**
     * PUT /api/recipes/{id}/privacy (SPEC sections 4 and 6): only the author, with role member or
     * admin. The cached copy is dropped in the same step, so the change shows everywhere at once.
     */
    async setPrivacy(id: number, privacyLevel: 'private' | 'public', viewer: Viewer): Promise<Recipe> {
      const written = await repo.setPrivacy(id, viewer.id, privacyLevel);
      cache.invalidate(id);
      if (written) await changed(id);
      if (!written) {
        // Someone else's recipe they can see is a 403; one they cannot see stays a 404.
        if (await repo.findById(id, viewer)) throw new AppError('FORBIDDEN', 403, 'Only the author can change who sees this recipe');
        throw AppError.notFound(`Recipe ${id} not found`);
      }
      return JSON.parse(await this.getJson(id, viewer)) as Recipe;
    },

    /** recipeViewOf a signed-in member; what they own changes only with a recipe, so it is kept until one changes. */
    async viewOf(user: Member): Promise<RecipeView> {
      // An admin's view needs no query.
      if (isAdmin(user)) return 'own';
      return recipeViewOf(user, await caches.owners.read(user.id, () => repo.ownership(user.id)));
    },

    /**
     * The visitors' page with the member's own private recipes for the same query merged in
     * (withOwnPrivate); null when none match, so the visitors' answer stands as it is. When the
     * visitors' answer is a corrected search and none of theirs match what was typed, theirs that
     * match the corrected search join it.
     */
    async withOwnPrivate(query: RecipeListQuery, viewer: Viewer, visitors: () => RecipeList): Promise<RecipeList | null> {
      const filters = await readFilters(query);
      const { sort, after } = readListOrder(query, filters);
      const ownFor = async (searched: RecipeFilters) =>
        (await repo.ownPrivate(searched, viewer.id, { limit: query.limit + 1, sort, after })).map((row) => toRecipeSummary(row, viewer));
      const own = await ownFor(filters);
      if (own.length > 0) return withOwnPrivate(visitors(), own, query.limit, { sort, text: filters.text ?? '' });
      const { correctedSearch, ...shared } = visitors();
      if (correctedSearch === undefined) return null;
      const corrected = { ...filters, ...buildFilters({ search: correctedSearch }) };
      const ownCorrected = await ownFor(corrected);
      if (ownCorrected.length === 0) return null;
      return { ...withOwnPrivate(shared, ownCorrected, query.limit, { sort, text: corrected.text ?? '' }), correctedSearch };
    },

    /** GET /api/recipes/facets: the counts of the list these filters make, as the viewer sees it. */
    async facets(query: RecipeFacetsQuery, viewer: Viewer | null): Promise<RecipeFacetsAnswer> {
      const filters = await readFilters(query);
      return facetsOf(await facetTally(filters, viewer), facetFiltersOf(filters));
    },

    /** The visitors' facets with the member's own private recipes counted in (what withOwnPrivate is to lists). */
    async facetsWithOwnPrivate(query: RecipeFacetsQuery, viewer: Viewer): Promise<RecipeFacetsAnswer> {
      const filters = await readFilters(query);
      const tally = await facetTally(filters, null);
      for (const row of await repo.ownPrivateFacetRows(beforeFacets(filters), viewer.id)) tallyRecipe(tally, row, facetFiltersOf(filters));
      return facetsOf(tally, facetFiltersOf(filters));
    },

    /**
     * GET /api/recipes/suggestions: public recipes whose title holds every word typed (best match
     * first), and the curated food names with a word starting with the text, by how many public
     * recipes `with=<name>` finds (none that finds none). The same for every viewer: a member's
     * private titles are not offered.
     */
    async suggestions(q: string): Promise<RecipeSuggestions> {
      const filters = buildFilters({ search: q });
      const titled = filters.text ? (await this.list(recipeListQuerySchema.parse({ search: q, limit: RECIPE_SUGGESTIONS }), null)).items : [];
      const recipes = titled.filter((card) => relevanceTier(card.title, filters.text!) < 2).map(({ id, title }) => ({ id, title }));
      const names = namesStartingWith(await foods.known(), q, SUGGESTION_CANDIDATES);
      // Each counted as `with=<name>` lists it (readFilters), the foods' names looked up in one go.
      const foodNames = await foods.namesOf(names);
      const counted = await Promise.all(
        names.map(async (name, i) => ({ name, recipes: await countOf({ ingredients: { with: [wantedIngredient(name, foodNames[i])], without: [] } }) })),
      );
      const ingredients = counted.filter((c) => c.recipes > 0).sort((a, b) => b.recipes - a.recipes).slice(0, RECIPE_SUGGESTIONS);
      return { recipes, ingredients };
    },

    async featured(viewer: Viewer | null): Promise<RecipeSummary[]> {
      return (await repo.featured(viewer, FEATURED_LIMIT)).map((row) => toRecipeSummary(row, viewer));
    },

    async related(id: number, viewer: Viewer | null): Promise<RecipeSummary[]> {
      // Visibility check through the detail cache: a recipe page asks for both, so this is usually free.
      await this.getJson(id, viewer);
      return (await repo.related(id, viewer, RELATED_LIMIT)).map((row) => toRecipeSummary(row, viewer));
    },
  };
}

export type RecipeService = ReturnType<typeof createRecipeService>;
