import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { foodNames, foodPortions, foods } from '../../../db/schema';
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

/** The simple plural forms a written name may carry: 'tomatoes' -> 'tomato', 'cherries' -> 'cherry'. */
function singulars(key: string): string[] {
  const forms = new Set<string>();
  if (key.endsWith('ies') && key.length > 4) forms.add(`${key.slice(0, -3)}y`);
  if (key.endsWith('es') && key.length > 3) forms.add(key.slice(0, -2));
  if (key.endsWith('s') && !key.endsWith('ss') && key.length > 2) forms.add(key.slice(0, -1));
  forms.delete(key);
  return [...forms];
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
  return {
    /**
     * The foods whose name or an alias is closest to `name`, best first: exact hits (also of a
     * simple singular, 'scallions' -> 'scallion') score 1 and come first; then pg_trgm
     * similarity() of the best-matching name or alias; ties go to the curated table, then to the
     * shorter name. Candidates come from the trigram index (similarity or word similarity above
     * pg_trgm's thresholds), so a query of unrelated words returns nothing.
     */
    async findBestMatches(name: string, limit = 5): Promise<FoodMatch[]> {
      const key = foodSearchKey(name);
      if (!key || !(limit >= 1)) return [];
      const exacts = [key, ...singulars(key)];
      const exactList = sql.join(
        exacts.map((e) => sql`${e}`),
        sql`, `,
      );
      const result = (await db.execute(sql`
        with hits as (
          -- Three branches, not one OR: each finds its rows through its own index.
          select ${foodNames.foodId} as food_id, ${foodNames.name} as name from ${foodNames} where ${foodNames.name} in (${exactList})
          union all
          select ${foodNames.foodId}, ${foodNames.name} from ${foodNames} where ${foodNames.name} %> ${key}
          union all
          select ${foodNames.foodId}, ${foodNames.name} from ${foodNames} where ${foodNames.name} % ${key}
        ),
        candidates as (
          select food_id, name, name in (${exactList}) as exact, similarity(name, ${key}) as similarity from hits
        ),
        best as (
          select distinct on (food_id) food_id, name, exact, case when exact then 1.0 else similarity end as score
          from candidates
          order by food_id, exact desc, similarity desc, length(name)
        )
        select best.food_id, best.name as matched, best.exact, best.score::float8 as score
        from best join ${foods} on ${foods.id} = best.food_id
        order by best.exact desc, best.score desc, ${foods.curated} desc, length(${foods.name}), ${foods.id}
        limit ${Math.min(Math.trunc(limit), MAX_LIMIT)}`)) as {
        rows: { food_id: number; matched: string; exact: boolean; score: number | string }[];
      };
      if (result.rows.length === 0) return [];
      const ids = result.rows.map((r) => Number(r.food_id));
      const rows = await db.select().from(foods).where(inArray(foods.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return result.rows.flatMap((r) => {
        const row = byId.get(Number(r.food_id));
        if (!row) return [];
        return [{ food: toRecord(row), score: Math.round(Number(r.score) * 1000) / 1000, exact: r.exact === true, matched: r.matched }];
      });
    },

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
