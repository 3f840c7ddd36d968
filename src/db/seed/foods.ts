import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { projectRoot } from '../project-root';
import { queryRows } from '../query-rows';
import { foodNames, foodPortions, foods, siteSettings } from '../schema';
import { NUTRIENT_KEYS, foodSearchKey, type CuratedFood, type Nutrients, type PortionUnit } from './food-types';

const tableFile = path.join(projectRoot, 'src/db/seed/ingredients.json');

/** site_settings key holding the hash of the curated table last loaded into this database. */
export const CURATED_FOODS_VERSION_KEY = 'nutrition.curatedFoodsVersion';

export function readCuratedFoods(): { rows: CuratedFood[]; version: string } {
  const text = readFileSync(tableFile, 'utf8');
  return { rows: JSON.parse(text) as CuratedFood[], version: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}

export type FoodValues = Omit<typeof foods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface PortionValues {
  unit: PortionUnit | null;
  description: string;
  grams: number;
  borrowedNdb?: string | null;
}

export function nutrientValues(nutrients: Nutrients): Pick<FoodValues, (typeof NUTRIENT_KEYS)[number]> {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, nutrients[k]])) as Pick<FoodValues, (typeof NUTRIENT_KEYS)[number]>;
}

function curatedValues(row: CuratedFood): FoodValues {
  return {
    source: 'sr28',
    sourceId: row.ndb,
    name: row.name,
    aliases: row.aliases,
    description: row.description,
    category: row.category,
    curated: true,
    ...nutrientValues(row.nutrients),
    gramsPerMl: row.gramsPerMl,
    refusePct: row.refuse?.percent ?? null,
    refuseDescription: row.refuse?.description ?? null,
  };
}

function curatedPortions(row: CuratedFood): PortionValues[] {
  return row.portions.map((p) => ({ unit: p.unit, description: p.measure, grams: p.grams, borrowedNdb: p.ndb ?? null }));
}

/** The distinct search keys of a food's name and aliases. */
export function searchKeys(name: string, aliases: readonly string[]): string[] {
  return [...new Set([name, ...aliases].map(foodSearchKey).filter((k) => k !== ''))];
}

/**
 * Replaces the search names and portions of the given foods (one statement each way, so a batch of
 * hundreds stays a handful of round trips). Runs inside the caller's transaction.
 */
export async function replaceFoodDetails(
  db: Db,
  items: readonly { id: number; name: string; aliases: readonly string[]; portions?: readonly PortionValues[] }[],
): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((i) => i.id);
  await db.delete(foodNames).where(inArray(foodNames.foodId, ids));
  const names = items.flatMap((i) => searchKeys(i.name, i.aliases).map((name) => ({ foodId: i.id, name })));
  for (let i = 0; i < names.length; i += 5000) await db.insert(foodNames).values(names.slice(i, i + 5000));
  const withPortions = items.filter((i) => i.portions !== undefined);
  if (withPortions.length === 0) return;
  await db.delete(foodPortions).where(
    inArray(
      foodPortions.foodId,
      withPortions.map((i) => i.id),
    ),
  );
  const portions = withPortions.flatMap((i) =>
    (i.portions ?? []).map((p, position) => ({
      foodId: i.id,
      position,
      unit: p.unit,
      description: p.description,
      grams: p.grams,
      borrowedNdb: p.borrowedNdb ?? null,
    })),
  );
  for (let i = 0; i < portions.length; i += 2000) await db.insert(foodPortions).values(portions.slice(i, i + 2000));
}

export interface FoodSeedResult {
  /** False when this database already holds this version of the table. */
  changed: boolean;
  inserted: number;
  updated: number;
  /** Curated rows no longer in the table, kept as ordinary (imported) rows. */
  retired: number;
}

/**
 * Loads the curated ingredient table (src/db/seed/ingredients.json) into the foods table: on an
 * empty database it inserts every row; when the shipped table changes (a new app version) it
 * updates the curated rows in place, by name, so their ids stay. Runs at every start, whatever
 * SEED_DEMO says: nutrition needs it. Idempotent; a database already at this version costs one query.
 * An SR28 food imported before it was curated becomes the curated row (no duplicate).
 */
export async function seedFoods(db: Db): Promise<FoodSeedResult> {
  const { rows, version } = readCuratedFoods();
  const unchanged: FoodSeedResult = { changed: false, inserted: 0, updated: 0, retired: 0 };
  const current = await queryRows<{ version: string | null; curated: number }>(db, sql`select
      (select value #>> '{}' from ${siteSettings} where ${siteSettings.key} = ${CURATED_FOODS_VERSION_KEY}) as version,
      (select count(*) from ${foods} where ${foods.curated})::int as curated`);
  const state = current[0];
  if (state?.version === version && Number(state.curated) === rows.length) return unchanged;

  const result = await db.transaction(async (tx) => {
    const existing = await tx.select({ id: foods.id, name: foods.name }).from(foods).where(eq(foods.curated, true));
    const byName = new Map(existing.map((e) => [e.name.toLowerCase(), e.id]));
    const ndbs = [...new Set(rows.map((r) => r.ndb))];
    const imported = await tx
      .select({ id: foods.id, sourceId: foods.sourceId })
      .from(foods)
      .where(and(eq(foods.curated, false), eq(foods.source, 'sr28'), inArray(foods.sourceId, ndbs)));
    const claimable = new Map(imported.map((r) => [r.sourceId, r.id]));

    const toInsert: CuratedFood[] = [];
    const details: Parameters<typeof replaceFoodDetails>[1][number][] = [];
    let updated = 0;
    for (const row of rows) {
      const id = byName.get(row.name.toLowerCase()) ?? claimable.get(row.ndb);
      if (id === undefined) {
        toInsert.push(row);
        continue;
      }
      claimable.delete(row.ndb);
      byName.delete(row.name.toLowerCase());
      await tx
        .update(foods)
        .set({ ...curatedValues(row), updatedAt: sql`now()` })
        .where(eq(foods.id, id));
      details.push({ id, name: row.name, aliases: row.aliases, portions: curatedPortions(row) });
      updated += 1;
    }
    for (let i = 0; i < toInsert.length; i += 500) {
      const chunk = toInsert.slice(i, i + 500);
      const ids = await tx.insert(foods).values(chunk.map(curatedValues)).returning({ id: foods.id });
      chunk.forEach((row, j) => details.push({ id: ids[j]!.id, name: row.name, aliases: row.aliases, portions: curatedPortions(row) }));
    }
    await replaceFoodDetails(tx, details);

    // Curated rows the shipped table no longer has stay (ids may be referenced) as ordinary rows,
    // unless an ordinary row for the same food already exists.
    let retired = 0;
    for (const id of byName.values()) {
      const [row] = await tx.select({ source: foods.source, sourceId: foods.sourceId }).from(foods).where(eq(foods.id, id));
      if (!row) continue;
      const [clash] = await tx
        .select({ id: foods.id })
        .from(foods)
        .where(and(eq(foods.curated, false), eq(foods.source, row.source), eq(foods.sourceId, row.sourceId)));
      if (clash) continue;
      await tx.update(foods).set({ curated: false, updatedAt: sql`now()` }).where(eq(foods.id, id));
      retired += 1;
    }

    await tx
      .insert(siteSettings)
      .values({ key: CURATED_FOODS_VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: version, updatedAt: sql`now()` } });
    return { changed: true, inserted: toInsert.length, updated, retired };
  });
  await analyzeFoods(db);
  return result;
}

/** Fresh planner statistics after a bulk load (PGlite has no autovacuum to gather them). */
export async function analyzeFoods(db: Db): Promise<void> {
  await db.execute(sql`analyze ${foods}, ${foodNames}, ${foodPortions}`);
}
