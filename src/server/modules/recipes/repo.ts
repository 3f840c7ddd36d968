import { and, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recipes, searchWords, users } from '../../../db/schema';
import type { RecipeSort } from '../../../contracts/recipe';
import { wholeWords, type SortKey } from '../../../domain/recipe-sort';
import { searchTerms, type RecipeFilters } from '../../../domain/search';
import { wordPart, type IngredientFilters, type WantedIngredient } from '../../../domain/ingredient-filter';
import { CORRECTION_SIMILARITY } from '../../../domain/trigram';
import type { FacetableRecipe, FacetFilters } from '../../../domain/recipe-facets';
import { isAdmin } from '../../../domain/access';
import type { Viewer } from '../../viewer';
import type { IndexedRecipe } from './search-index';

/**
 * The one visibility scope of the data rules: a private recipe is returned only to its author
 * and to admins. Every recipe query in the server goes through it.
 */
export function visibleTo(viewer: Viewer | null): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  if (viewer) return sql`(${recipes.privacyLevel} = 'public' or ${recipes.authorId} = ${viewer.id})`;
  return sql`${recipes.privacyLevel} = 'public'`;
}

/**
 * Whose recipes an '@name' search may find: an author with a private profile is anonymous to
 * everyone but themselves and admins (issue 14), so their username must not find their recipes.
 */
function findableByUsername(viewer: Viewer | null): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  if (viewer) return sql`(${users.profileVisible} or ${recipes.authorId} = ${viewer.id})`;
  return sql`${users.profileVisible}`;
}

/** LIKE treats % and _ as wildcards; a user's search text must match them literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const authorColumns = {
  authorUsername: users.username,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorAvatarUrl: users.avatarUrl,
  authorProfileVisible: users.profileVisible,
};

export const summaryColumns = {
  id: recipes.id,
  title: recipes.title,
  subtitle: recipes.subtitle,
  description: recipes.description,
  featuredImage: recipes.featuredImage,
  authorId: recipes.authorId,
  servings: recipes.servings,
  yieldText: recipes.yieldText,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  totalMinutes: recipes.totalMinutes,
  categories: recipes.categories,
  tags: recipes.tags,
  dietaryAttributes: recipes.dietaryAttributes,
  nutrition: recipes.nutrition,
  // A generated column, never null (the row type makes every column nullable).
  notCounted: sql<number>`${recipes.notCounted}`,
  privacyLevel: recipes.privacyLevel,
  isFeatured: recipes.isFeatured,
  ratingAverage: recipes.ratingAverage,
  ratingCount: recipes.ratingCount,
  publishedAt: recipes.publishedAt,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
  ...authorColumns,
};

/**
 * A card's columns as one JSON text per row, keyed as RecipeSummaryRow: the driver reads one value
 * instead of parsing two dozen (arrays, JSON, timestamps) into objects. At 100k recipes a page of 25
 * cards by id took 2.8 ms at the median and 5.4 ms at p95 on PGlite; as one JSON text 1.6 and 2.0.
 */
const cardJson = sql<string>`json_build_object(${sql.join(
  Object.entries(summaryColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)})::text`;
/** The timestamps of a card, which JSON gives as text. */
const CARD_TIMES = ['publishedAt', 'createdAt', 'updatedAt'] as const;

function summaryRowOf(card: string): RecipeSummaryRow {
  const row = JSON.parse(card) as RecipeSummaryRow & Record<(typeof CARD_TIMES)[number], string | null>;
  for (const key of CARD_TIMES) (row as Record<string, unknown>)[key] = row[key] === null ? null : new Date(row[key]);
  return row;
}

const { notCounted: _cardsOnly, ...detailSummaryColumns } = summaryColumns;
const detailColumns = {
  ...detailSummaryColumns,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  recipeTools: recipes.recipeTools,
  sourceUrl: recipes.sourceUrl,
  sourceSiteName: recipes.sourceSiteName,
  sourceAuthor: recipes.sourceAuthor,
};

type ColumnRow<C> = { [K in keyof C]: C[K] extends { _: { data: infer D } } ? D | null : C[K] extends SQL<infer T> ? T : never };
export type RecipeSummaryRow = ColumnRow<typeof summaryColumns>;
export type RecipeDetailRow = Omit<RecipeSummaryRow, 'notCounted'> & {
  [K in 'ingredients' | 'instructions' | 'recipeTools']: (typeof detailColumns)[K]['_']['data'];
} & {
  [K in 'sourceUrl' | 'sourceSiteName' | 'sourceAuthor']: (typeof detailColumns)[K]['_']['data'] | null;
};

/** The SQL of the search filters (domain/search semantics); the query must join the author (users). */
export function filterConditions(filters: RecipeFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(sql`${recipes.categoryKeys} @> array[${filters.category}]::text[]`);
  if (filters.tag) conditions.push(sql`${recipes.tagKeys} @> array[${filters.tag}]::text[]`);
  if (filters.text) {
    const { include, exclude } = searchTerms(filters.text);
    for (const term of include) conditions.push(sql`${recipes.searchText} like ${`%${escapeLike(term)}%`}`);
    for (const term of exclude) conditions.push(sql`${recipes.searchText} not like ${`%${escapeLike(term)}%`}`);
  }
  if (filters.username) conditions.push(sql`lower(${users.username}) like ${`%${escapeLike(filters.username)}%`}`);
  if (filters.ingredients) conditions.push(...ingredientConditions(filters.ingredients));
  conditions.push(...facetConditions(filters));
  return conditions;
}

/** The facet filters (domain/recipe-facets passesGroup), in SQL. */
function facetConditions(filters: FacetFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.diet) conditions.push(sql`${recipes.dietKeys} @> array[${filters.diet}]::text[]`);
  if (filters.maxMinutes !== undefined) conditions.push(sql`${recipes.totalMinutes} <= ${filters.maxMinutes}`);
  if (filters.maxCalories !== undefined) conditions.push(sql`${recipes.caloriesToSort} <= ${filters.maxCalories}`);
  if (filters.minProtein !== undefined) conditions.push(sql`${recipes.proteinToSort} >= ${filters.minProtein}`);
  return conditions;
}

/** The with/without filters (domain/ingredient-filter ingredientsMatch) on the stored line keys. */
function ingredientConditions({ with: wanted, without }: IngredientFilters): SQL[] {
  const held = (ingredient: WantedIngredient, avoided: boolean) => {
    const alternatives = ingredient.alternatives.map(
      (words) => sql`(${sql.join(words.map((word) => sql`k like ${`%${escapeLike(wordPart(word, avoided))}%`}`), sql` and `)})`,
    );
    if (alternatives.length === 0) return sql`false`;
    return sql`exists (select 1 from unnest(${recipes.ingredientKeys}) k where ${sql.join(alternatives, sql` or `)})`;
  };
  return [...wanted.map((ingredient) => held(ingredient, false)), ...without.map((ingredient) => sql`not ${held(ingredient, true)}`)];
}

/** The title as the search text holds it (lower-cased, trimmed: its first field). */
const searchedTitle = sql`split_part(${recipes.searchText}, E'\x1f', 1)`;

/**
 * A list's sort key in SQL (domain/recipe-sort states each), with its direction; null when newest
 * first (the id alone). Relevance is the tier of relevanceTier: 0 every term a whole word of the
 * title, 1 every term in the title, 2 found elsewhere.
 */
function sortKeyOf(sort: RecipeSort, filters: RecipeFilters): { key: SQL<number | null>; descending: boolean } | null {
  switch (sort) {
    case 'newest':
      return null;
    case 'quickest':
      return { key: sql`${recipes.totalMinutes}`, descending: false };
    case 'calories':
      return { key: sql`${recipes.caloriesToSort}`, descending: false };
    case 'protein':
      return { key: sql`${recipes.proteinToSort}`, descending: true };
    case 'relevance': {
      const { include } = searchTerms(filters.text ?? '');
      const titleWords = sql`' ' || btrim(regexp_replace(${searchedTitle}, '[^[:alnum:]]+', ' ', 'g')) || ' '`;
      const all = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));
      const whole = all(include.map(wholeWords).map((term) => (term.trim() === '' ? sql`false` : sql`${titleWords} like ${`%${escapeLike(term)}%`}`)));
      const inTitle = all(include.map((term) => sql`${searchedTitle} like ${`%${escapeLike(term)}%`}`));
      return { key: sql<number>`(case when ${whole} then 0 when ${inTitle} then 1 else 2 end)`, descending: false };
    }
  }
}

/** Rows after `after` in the order key (nulls last), then id descending. */
function afterKey(key: SQL, descending: boolean, after: SortKey): SQL {
  if (after.key === null) return sql`(${key} is null and ${recipes.id} < ${after.id})`;
  const beyond = descending ? sql`${key} < ${after.key}::float8` : sql`${key} > ${after.key}::float8`;
  return sql`(${beyond} or (${key} = ${after.key}::float8 and ${recipes.id} < ${after.id}) or ${key} is null)`;
}


/** What an author owns, as far as a visitor's view of the recipes is concerned. */
export interface Ownership {
  any: boolean;
  private: boolean;
}

/** What the visitors' search index holds of a recipe (search-index.ts). */
const indexedColumns = {
  id: recipes.id,
  searchText: recipes.searchText,
  categoryKeys: recipes.categoryKeys,
  tagKeys: recipes.tagKeys,
  totalMinutes: recipes.totalMinutes,
  caloriesToSort: recipes.caloriesToSort,
  proteinToSort: recipes.proteinToSort,
  dietKeys: recipes.dietKeys,
  ingredientKeys: recipes.ingredientKeys,
};

/** What the facets count by (domain/recipe-facets FacetableRecipe). */
const facetColumns = {
  categoryKeys: recipes.categoryKeys,
  tagKeys: recipes.tagKeys,
  dietKeys: recipes.dietKeys,
  totalMinutes: recipes.totalMinutes,
  caloriesToSort: recipes.caloriesToSort,
  proteinToSort: recipes.proteinToSort,
};

/** A page of a list: how many rows, in which order, after which row. */
export interface ListPage {
  limit: number;
  sort: RecipeSort;
  after?: SortKey;
}

export type SortedRow = RecipeSummaryRow & { sortKey: number | null };

export function createRecipeRepo(db: Db) {
  const inOrder = async (conditions: (SQL | undefined)[], filters: RecipeFilters, page: ListPage): Promise<SortedRow[]> => {
    const order = sortKeyOf(page.sort, filters);
    if (page.after) conditions.push(order ? afterKey(order.key, order.descending, page.after) : lt(recipes.id, page.after.id));
    const orderBy = order ? [order.descending ? sql`${order.key} desc nulls last` : sql`${order.key} asc nulls last`, desc(recipes.id)] : [desc(recipes.id)];
    const rows = await db
      .select({ card: cardJson, sortKey: order?.key ?? sql<null>`null` })
      .from(recipes)
      .leftJoin(users, eq(users.id, recipes.authorId))
      .where(and(...conditions))
      .orderBy(...orderBy)
      .limit(page.limit);
    return rows.map((row) => ({ ...summaryRowOf(row.card), sortKey: row.sortKey as number | null }));
  };

  /** Recipe summaries with their authors: the one query behind every list, each with its own filter and order. */
  const summaries = async (where: SQL | undefined, orderBy: SQL[], limit: number): Promise<RecipeSummaryRow[]> => {
    const rows = await db.select({ card: cardJson }).from(recipes).leftJoin(users, eq(users.id, recipes.authorId)).where(where).orderBy(...orderBy).limit(limit);
    return rows.map((row) => summaryRowOf(row.card));
  };

  /**
   * The cards of a page the search index found (every first-time search reads one): prepared, with
   * the ids as one array, so each read skips building the query (0.5-1 ms a page at 100k recipes).
   */
  const visitorsCards = db
    .select({ card: cardJson })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.authorId))
    .where(and(sql`${recipes.id} = any(${sql.placeholder('ids')})`, visibleTo(null)))
    .prepare('visitors_cards');

  return {
    async findById(id: number, viewer: Viewer | null): Promise<RecipeDetailRow | null> {
      const rows = await db
        .select(detailColumns)
        .from(recipes)
        .leftJoin(users, eq(users.id, recipes.authorId))
        .where(and(eq(recipes.id, id), visibleTo(viewer)))
        .limit(1);
      return (rows[0] as RecipeDetailRow | undefined) ?? null;
    },

    /**
     * In the sort's order, newest first within a key; keyset paging on (key, id) so deep pages cost
     * the same as the first. Each row carries its sort key for the next page's cursor.
     */
    async list(filters: RecipeFilters, viewer: Viewer | null, page: ListPage): Promise<SortedRow[]> {
      const conditions = [...filterConditions(filters), visibleTo(viewer)];
      if (filters.username) conditions.push(findableByUsername(viewer));
      return inOrder(conditions, filters, page);
    },

    /**
     * An author's own recipes that visitors are not shown (private ones) matching the filters, in
     * the list's order: what their list adds to the visitors'. The partial index of private
     * recipes' authors finds them.
     */
    async ownPrivate(filters: RecipeFilters, authorId: string, page: ListPage): Promise<SortedRow[]> {
      return inOrder([...filterConditions(filters), eq(recipes.authorId, authorId), sql`${recipes.privacyLevel} <> 'public'`], filters, page);
    },

    /** Visitors' recipes for the search index, newest first, a page at a time (keyset on id). */
    async indexPage(beforeId: number | null, limit: number): Promise<IndexedRecipe[]> {
      const conditions = [visibleTo(null), beforeId === null ? undefined : lt(recipes.id, beforeId)];
      return db.select(indexedColumns).from(recipes).where(and(...conditions)).orderBy(desc(recipes.id)).limit(limit);
    },

    /** Those of `ids` visitors see, for the search index; the others are missing from the answer. */
    async indexed(ids: number[]): Promise<IndexedRecipe[]> {
      return db.select(indexedColumns).from(recipes).where(and(inArray(recipes.id, ids), visibleTo(null)));
    },

    /** Visitors' recipe summaries for `ids`, in that order; an id visitors do not see is left out. */
    async visitorsByIds(ids: number[]): Promise<RecipeSummaryRow[]> {
      if (ids.length === 0) return [];
      const rows = (await visitorsCards.execute({ ids })).map((row) => summaryRowOf(row.card));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * What the facets count of every recipe the viewer may see that matches the filters but the
     * facets' own (`filters` without them): domain/recipe-facets counts them.
     */
    async facetRows(filters: RecipeFilters, viewer: Viewer | null): Promise<FacetableRecipe[]> {
      const conditions = [...filterConditions(filters), visibleTo(viewer)];
      if (filters.username) conditions.push(findableByUsername(viewer));
      return db.select(facetColumns).from(recipes).leftJoin(users, eq(users.id, recipes.authorId)).where(and(...conditions));
    },

    /** facetRows of an author's own recipes visitors are not shown (what their facets add to the visitors'). */
    async ownPrivateFacetRows(filters: RecipeFilters, authorId: string): Promise<FacetableRecipe[]> {
      const conditions = [...filterConditions(filters), eq(recipes.authorId, authorId), sql`${recipes.privacyLevel} <> 'public'`];
      return db.select(facetColumns).from(recipes).where(and(...conditions));
    },

    /** How many public recipes match the filters. */
    async count(filters: RecipeFilters): Promise<number> {
      const conditions = [...filterConditions(filters), visibleTo(null)];
      if (filters.username) conditions.push(findableByUsername(null));
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recipes).leftJoin(users, eq(users.id, recipes.authorId)).where(and(...conditions));
      return row?.n ?? 0;
    },

    /** Whether any recipe the viewer may see matches the filters. */
    async anyMatch(filters: RecipeFilters, viewer: Viewer | null): Promise<boolean> {
      const conditions = [...filterConditions(filters), visibleTo(viewer)];
      if (filters.username) conditions.push(findableByUsername(viewer));
      const rows = await db.select({ id: recipes.id }).from(recipes).leftJoin(users, eq(users.id, recipes.authorId)).where(and(...conditions)).limit(1);
      return rows.length > 0;
    },

    /** The word of public recipes most like `term` (trigram similarity, at least CORRECTION_SIMILARITY), the commonest on a tie. */
    async closestWord(term: string): Promise<string | null> {
      const [row] = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(and(gt(searchWords.recipes, 0), sql`${searchWords.word} % ${term}`, sql`similarity(${searchWords.word}, ${term}) >= ${CORRECTION_SIMILARITY}`))
        .orderBy(sql`similarity(${searchWords.word}, ${term}) desc`, desc(searchWords.recipes), searchWords.word)
        .limit(1);
      return row?.word ?? null;
    },

    async featured(viewer: Viewer | null, limit: number): Promise<RecipeSummaryRow[]> {
      return summaries(and(eq(recipes.isFeatured, true), visibleTo(viewer)), [desc(recipes.id)], limit);
    },

    /** Recipes sharing at least one category with the given one, itself excluded. */
    async related(id: number, viewer: Viewer | null, limit: number): Promise<RecipeSummaryRow[]> {
      const source = sql`(select ${recipes.categoryKeys} from ${recipes} where ${recipes.id} = ${id})`;
      const where = and(sql`${recipes.categoryKeys} && ${source}`, sql`${recipes.id} <> ${id}`, visibleTo(viewer));
      return summaries(where, [desc(recipes.isFeatured), desc(recipes.ratingAverage), desc(recipes.id)], limit);
    },

    /** Sets the privacy of the viewer's own recipe; false when it is not theirs (or missing). */
    async setPrivacy(id: number, authorId: string, privacyLevel: 'private' | 'public'): Promise<boolean> {
      const rows = await db
        .update(recipes)
        // Only public recipes are featured: one made private leaves the home page's list.
        .set({ privacyLevel, updatedAt: new Date(), ...(privacyLevel === 'private' ? { isFeatured: false } : {}) })
        .where(and(eq(recipes.id, id), eq(recipes.authorId, authorId)))
        .returning({ id: recipes.id });
      return rows.length > 0;
    },

    /**
     * Whether an author has recipes, and private ones: each `exists` is one index probe (the author
     * index, then the partial index of private recipes' authors). Asking for "no recipe that is
     * private or hidden" in one `not exists` walked every recipe of a prolific author to prove there
     * was none (200 ms for 30,000 recipes).
     */
    async ownership(authorId: string): Promise<Ownership> {
      const [row] = await db
        .select({
          any: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.authorId} = ${authorId})`,
          private: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.authorId} = ${authorId} and ${recipes.privacyLevel} <> 'public')`,
        })
        .from(sql`(select 1) as one`);
      return { any: row?.any === true, private: row?.private === true };
    },

    async byAuthor(
      authorId: string,
      viewer: Viewer | null,
      page: { limit: number; beforeId?: number },
    ): Promise<RecipeSummaryRow[]> {
      const conditions = [eq(recipes.authorId, authorId), visibleTo(viewer)];
      if (page.beforeId) conditions.push(lt(recipes.id, page.beforeId));
      return summaries(and(...conditions), [desc(recipes.id)], page.limit);
    },
  };
}

export type RecipeRepo = ReturnType<typeof createRecipeRepo>;
