import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { foodNames, foodPortions, foods } from '../../../db/schema';
import { singulars } from '../../../domain/nutrition/food-name';
import { NUTRIENT_KEYS, foodSearchKey, type Nutrients, type PortionUnit } from '../../../db/seed/food-types';

export interface FoodRecord {
  id: number;
  source: 'sr28' | 'fdc';
  /** NDB number (sr28) or FoodData Central id (fdc): the citation. */
  sourceId: string;
  name: string;
  aliases: string[];
  description: string | null;
  category: string | null;
  curated: boolean;
  /** Per 100 g; null where the source has no figure. */
  nutrients: Nutrients;
  gramsPerMl: number | null;
  /** Percent of the food as bought that is not eaten (SR28 refuse); null when none applies. */
  refusePct: number | null;
}

export interface FoodMatch {
  food: FoodRecord;
  /** 1 for an exact name or alias hit, else pg_trgm similarity() of the closest name or alias (0..1). */
  score: number;
  exact: boolean;
  /** The name or alias (as a search key) that matched best. */
  matched: string;
}

export interface FoodPortion {
  /** Canonical unit ('cup', 'tbsp', 'large', 'clove', ...); null for a measure that is not a recipe unit. */
  unit: PortionUnit | null;
  /** The source's measure text, e.g. '1 cup, chopped' ('0.5 cup, diced': grams are still for one cup). */
  description: string;
  /** Grams of one unit. */
  grams: number;
}

type FoodRow = typeof foods.$inferSelect;

function toRecord(row: FoodRow): FoodRecord {
  return {
    id: row.id,
    source: row.source as FoodRecord['source'],
    sourceId: row.sourceId,
    name: row.name,
    aliases: row.aliases,
    description: row.description,
    category: row.category,
    curated: row.curated,
    nutrients: Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, row[k]])) as Nutrients,
    gramsPerMl: row.gramsPerMl,
    refusePct: row.refusePct,
  };
}

/** The most matches one call returns. */
const MAX_LIMIT = 50;

export function createFoodsRepo(db: Db) {
  /** The names of each food of the curated table, its name first, then its aliases: the foods a cook names (ingredient suggestions). */
  async function curatedNames(): Promise<string[][]> {
    const rows = await db.select({ name: foods.name, aliases: foods.aliases }).from(foods).where(eq(foods.curated, true));
    return rows.map((row) => [row.name, ...row.aliases]);
  }

  /**
   * findBestMatches for many names in one query (keyed by the name as given; a name with no
   * candidate is absent): the editor and the corpus bench look up every unmatched name of a
   * recipe or batch at once instead of a round trip each.
   */
  async function findBestMatchesOf(names: readonly string[], limit = 5): Promise<Map<string, FoodMatch[]>> {
    const found = new Map<string, FoodMatch[]>();
    const namesOf = new Map<string, string[]>();
    for (const name of names) {
      const key = foodSearchKey(name);
      if (key) namesOf.set(key, [...(namesOf.get(key) ?? []), name]);
    }
    if (namesOf.size === 0 || !(limit >= 1)) return found;
    const keys = [...namesOf.keys()];
    const pairs = keys.flatMap((key) => [key, ...singulars(key)].map((exact) => [key, exact] as const));
    const textArray = (values: readonly string[]) => sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
    const result = await queryRows<{ key: string; food_id: number; matched: string; exact: boolean; score: number | string }>(db, sql`
      with wanted as (select key from unnest(${textArray(keys)}) as key),
      exacts as (select key, exact from unnest(${textArray(pairs.map((p) => p[0]))}, ${textArray(pairs.map((p) => p[1]))}) as e(key, exact)),
      hits as (
        -- Three branches, not one OR: each finds its rows through its own index.
        select exacts.key, ${foodNames.foodId} as food_id, ${foodNames.name} as name, true as exact
          from exacts join ${foodNames} on ${foodNames.name} = exacts.exact
        union all
        select wanted.key, ${foodNames.foodId}, ${foodNames.name}, false from wanted join ${foodNames} on ${foodNames.name} %> wanted.key
        union all
        select wanted.key, ${foodNames.foodId}, ${foodNames.name}, false from wanted join ${foodNames} on ${foodNames.name} % wanted.key
      ),
      best as (
        select distinct on (key, food_id) key, food_id, name, exact, case when exact then 1.0 else similarity(name, key) end as score
        from hits
        order by key, food_id, exact desc, similarity(name, key) desc, length(name)
      ),
      ranked as (
        select best.key, best.food_id, best.name, best.exact, best.score, row_number() over (
          partition by best.key order by best.exact desc, best.score desc, ${foods.curated} desc, length(${foods.name}), ${foods.id}
        ) as rank
        from best join ${foods} on ${foods.id} = best.food_id
      )
      select key, food_id, name as matched, exact, score::float8 as score from ranked
      where rank <= ${Math.min(Math.trunc(limit), MAX_LIMIT)} order by key, rank`);
    if (result.length === 0) return found;
    const ids = [...new Set(result.map((r) => Number(r.food_id)))];
    const rows = await db.select().from(foods).where(inArray(foods.id, ids));
    const byId = new Map(rows.map((r) => [r.id, toRecord(r)]));
    for (const r of result) {
      const food = byId.get(Number(r.food_id));
      if (!food) continue;
      const match = { food, score: Math.round(Number(r.score) * 1000) / 1000, exact: r.exact === true, matched: r.matched };
      for (const name of namesOf.get(r.key) ?? []) found.set(name, [...(found.get(name) ?? []), match]);
    }
    return found;
  }

  return {
    curatedNames,
    /**
     * The foods whose name or an alias is closest to `name`, best first: exact hits (also of a
     * simple singular, 'scallions' -> 'scallion') score 1 and come first; then pg_trgm
     * similarity() of the best-matching name or alias; ties go to the curated table, then to the
     * shorter name. Candidates come from the trigram index (similarity or word similarity above
     * pg_trgm's thresholds), so a query of unrelated words returns nothing.
     */
    async findBestMatches(name: string, limit = 5): Promise<FoodMatch[]> {
      return (await findBestMatchesOf([name], limit)).get(name) ?? [];
    },

    findBestMatchesOf,

    /**
     * Exact name or alias hits (also of a simple singular) for many names in one query: most
     * written names are found this way, so only the rest need the slower fuzzy search. Keyed by
     * the name as given; a name without a hit is absent. Ties go to the curated table, then to
     * the shorter food name, as in findBestMatches.
     */
    async findExact(names: readonly string[]): Promise<Map<string, FoodMatch>> {
      const keysOf = new Map<string, string[]>();
      for (const name of names) {
        const key = foodSearchKey(name);
        if (key) keysOf.set(name, [key, ...singulars(key)]);
      }
      const allKeys = [...new Set([...keysOf.values()].flat())];
      const found = new Map<string, FoodMatch>();
      if (allKeys.length === 0) return found;
      const hits = await db
        .select({ key: foodNames.name, food: foods })
        .from(foodNames)
        .innerJoin(foods, eq(foods.id, foodNames.foodId))
        .where(inArray(foodNames.name, allKeys))
        .orderBy(desc(foods.curated), sql`length(${foods.name})`, asc(foods.id));
      const firstByKey = new Map<string, FoodRow>();
      for (const hit of hits) if (!firstByKey.has(hit.key)) firstByKey.set(hit.key, hit.food);
      for (const [name, keys] of keysOf) {
        const key = keys.find((k) => firstByKey.has(k));
        if (key !== undefined) found.set(name, { food: toRecord(firstByKey.get(key)!), score: 1, exact: true, matched: key });
      }
      return found;
    },

    /** The food's household measures in source order. */
    async portions(foodId: number): Promise<FoodPortion[]> {
      const rows = await db
        .select({ unit: foodPortions.unit, description: foodPortions.description, grams: foodPortions.grams })
        .from(foodPortions)
        .where(eq(foodPortions.foodId, foodId))
        .orderBy(asc(foodPortions.position));
      return rows.map((r) => ({ unit: r.unit as PortionUnit | null, description: r.description, grams: r.grams }));
    },

    /** The household measures of several foods in one query, by food id, each in source order. */
    async portionsOf(foodIds: readonly number[]): Promise<Map<number, FoodPortion[]>> {
      const byFood = new Map<number, FoodPortion[]>(foodIds.map((id) => [id, []]));
      if (foodIds.length === 0) return byFood;
      const rows = await db
        .select({ foodId: foodPortions.foodId, unit: foodPortions.unit, description: foodPortions.description, grams: foodPortions.grams })
        .from(foodPortions)
        .where(inArray(foodPortions.foodId, [...foodIds]))
        .orderBy(asc(foodPortions.foodId), asc(foodPortions.position));
      for (const r of rows) byFood.get(r.foodId)?.push({ unit: r.unit as PortionUnit | null, description: r.description, grams: r.grams });
      return byFood;
    },
  };
}

export type FoodsRepo = ReturnType<typeof createFoodsRepo>;
