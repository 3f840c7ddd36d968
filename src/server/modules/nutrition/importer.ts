import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { foods } from '../../../db/schema';
import { NUTRIENTS, NUTRIENT_KEYS, emptyNutrients, gramsPerMlFrom, type NutrientKey, type Nutrients } from '../../../db/seed/food-types';
import { analyzeFoods, nutrientValues, replaceFoodDetails, type PortionValues } from '../../../db/seed/foods';
import { readCsvRecords } from './fdc-csv';
import { classifyMeasure } from './measures';
import { isSr28Folder, readSr28Foods, readSr28Groups, readSr28Nutrients, readSr28Weights } from './sr28';

/**
 * Extends the foods table from an official USDA download: the SR28 ASCII files (FOOD_DES,
 * NUT_DATA, WEIGHT, FD_GROUP) or the FoodData Central CSV download (food, nutrient, food_nutrient,
 * food_portion, measure_unit; food_category and sr_legacy_food when present). Files are streamed
 * line by line. A food already in the table (same source and id) is updated, never duplicated;
 * curated rows keep their names, aliases and portions and take the new figures only.
 */

export type FoodSource = 'sr28' | 'fdc';

export interface ImportOptions {
  /** FoodData Central data types to import (food.csv data_type); the default leaves out branded foods. */
  fdcDataTypes?: readonly string[];
  /** Foods written per transaction. */
  batchSize?: number;
  /** Progress lines (the CLI prints them). */
  progress?: (line: string) => void;
}

export interface ImportSummary {
  format: FoodSource;
  added: number;
  updated: number;
  /** Curated rows whose figures were refreshed (part of `updated`). */
  curatedUpdated: number;
  /** Reason -> number of foods skipped for it. */
  skipped: Record<string, number>;
}

export const DEFAULT_FDC_DATA_TYPES = ['foundation_food', 'sr_legacy_food', 'survey_fndds_food'] as const;

export class ImportError extends Error {
  override name = 'ImportError';
}

interface IncomingFood {
  sourceId: string;
  name: string;
  aliases: string[];
  description: string;
  category: string | null;
  nutrients: Nutrients;
  portions: PortionValues[];
}

/** Which download a folder holds, or an error naming what is missing. */
export function detectFormat(folder: string): FoodSource {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new ImportError(`${folder} is not a folder`);
  if (isSr28Folder(folder)) return 'sr28';
  if (existsSync(path.join(folder, 'food.csv'))) return 'fdc';
  throw new ImportError(
    `${folder} holds neither the SR28 ASCII files (FOOD_DES.txt, NUT_DATA.txt, ...) nor the FoodData Central CSV files (food.csv, food_nutrient.csv, ...)`,
  );
}

export async function importFoods(db: Db, folder: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const format = detectFormat(folder);
  const summary: ImportSummary = { format, added: 0, updated: 0, curatedUpdated: 0, skipped: {} };
  const skip = (reason: string, count = 1) => {
    summary.skipped[reason] = (summary.skipped[reason] ?? 0) + count;
  };
  const writer = new BatchWriter(db, format, summary, options.batchSize ?? 500, options.progress);
  if (format === 'sr28') await readSr28(folder, writer, skip);
  else await readFdc(db, folder, options.fdcDataTypes ?? DEFAULT_FDC_DATA_TYPES, writer, skip);
  await writer.flush();
  await analyzeFoods(db);
  return summary;
}

// ---------------------------------------------------------------------------------------------
// SR28 ASCII

async function readSr28(folder: string, writer: BatchWriter, skip: (reason: string) => void): Promise<void> {
  const [groups, nutrients, weights] = [await readSr28Groups(folder), await readSr28Nutrients(folder), await readSr28Weights(folder)];
  for await (const food of readSr28Foods(folder)) {
    const figures = nutrients.get(food.ndb);
    if (!figures || figures.energyKcal === undefined) {
      skip(figures ? 'no energy figure' : 'no nutrient data');
      continue;
    }
    const values = emptyNutrients();
    for (const key of NUTRIENT_KEYS) values[key] = figures[key] ?? null;
    await writer.add({
      sourceId: food.ndb,
      name: food.longDesc,
      aliases: food.commonName ? food.commonName.split(',').map((n) => n.trim()).filter(Boolean) : [],
      description: food.longDesc,
      category: food.groupCode ? (groups.get(food.groupCode) ?? null) : null,
      nutrients: values,
      portions: (weights.get(food.ndb) ?? []).map((w) => ({
        unit: classifyMeasure(w.description),
        description: `${w.amount} ${w.description}`,
        grams: Math.round((w.grams / w.amount) * 100) / 100,
      })),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// FoodData Central CSV

/** nutrient_nbr -> field, with fallbacks used only when the first choice is absent (lower rank wins). */
const FDC_NUTRIENT_NUMBERS = new Map<string, { key: NutrientKey; rank: number }>([
  ...NUTRIENTS.map((n) => [n.nutrNo, { key: n.key, rank: 0 }] as const),
  ['958', { key: 'energyKcal', rank: 1 }], // Energy (Atwater Specific Factors), Foundation Foods
  ['957', { key: 'energyKcal', rank: 2 }], // Energy (Atwater General Factors)
  ['205.2', { key: 'carbohydrateG', rank: 1 }], // Carbohydrate, by summation
  ['298', { key: 'fatG', rank: 1 }], // Total fat (NLEA)
  ['269.3', { key: 'sugarsG', rank: 1 }], // Sugars, Total
]);

function optionalCsv(folder: string, name: string): string | null {
  const file = path.join(folder, name);
  return existsSync(file) ? file : null;
}

function requiredCsv(folder: string, name: string): string {
  const file = optionalCsv(folder, name);
  if (!file) throw new ImportError(`${name} not found in ${folder}`);
  return file;
}

/** '1/2 cup' -> 0.5 and 'cup'; '1 1/2 cups' -> 1.5; 'Quantity not specified' -> 1 and the whole text. */
export function splitQuantity(text: string): { quantity: number; rest: string } {
  const match = /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s+(.*)$/.exec(text.trim());
  if (!match) return { quantity: 1, rest: text.trim() };
  const [, whole = '1', num, den, over, rest = ''] = match;
  let quantity = Number(whole);
  if (num && den) quantity += Number(num) / Number(den);
  else if (over) quantity /= Number(over);
  return { quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1, rest: rest.trim() };
}

interface FdcFood {
  description: string;
  categoryId: string;
  values: Float64Array;
  ranks: Uint8Array;
  portions: (PortionValues & { seq: number })[];
}

async function readFdc(
  db: Db,
  folder: string,
  dataTypes: readonly string[],
  writer: BatchWriter,
  skip: (reason: string, count?: number) => void,
): Promise<void> {
  const files = {
    food: requiredCsv(folder, 'food.csv'),
    nutrient: requiredCsv(folder, 'nutrient.csv'),
    foodNutrient: requiredCsv(folder, 'food_nutrient.csv'),
    portion: optionalCsv(folder, 'food_portion.csv'),
    unit: optionalCsv(folder, 'measure_unit.csv'),
    category: optionalCsv(folder, 'food_category.csv'),
    srLegacy: optionalCsv(folder, 'sr_legacy_food.csv'),
  };

  const nutrientById = new Map<string, { key: NutrientKey; rank: number }>();
  for await (const n of readCsvRecords(files.nutrient)) {
    const mapped = FDC_NUTRIENT_NUMBERS.get(String(n.nutrient_nbr ?? '').trim());
    if (mapped && n.id) nutrientById.set(n.id, mapped);
  }
  const units = new Map<string, string>();
  if (files.unit) for await (const u of readCsvRecords(files.unit)) if (u.id && u.name) units.set(u.id, u.name);
  const categories = new Map<string, string>();
  if (files.category) for await (const c of readCsvRecords(files.category)) if (c.id && c.description) categories.set(c.id, c.description);

  // SR Legacy foods that are already in the table from the SR28 files are the same foods.
  const fromSr28 = new Map<string, string>();
  if (files.srLegacy) {
    const present = new Set(
      (await db.select({ sourceId: foods.sourceId }).from(foods).where(eq(foods.source, 'sr28'))).map((r) => r.sourceId),
    );
    for await (const r of readCsvRecords(files.srLegacy)) {
      const ndb = String(r.NDB_number ?? r.ndb_number ?? '').trim().padStart(5, '0');
      if (r.fdc_id && present.has(ndb)) fromSr28.set(r.fdc_id, ndb);
    }
  }

  const wanted = new Set(dataTypes);
  const selected = new Map<string, FdcFood>();
  for await (const f of readCsvRecords(files.food)) {
    if (!f.fdc_id) continue;
    if (!wanted.has(f.data_type ?? '')) skip(`data type ${f.data_type || '(none)'} not selected`);
    else if (fromSr28.has(f.fdc_id)) skip('already in the table from SR28 (same NDB number)');
    else if (!f.description) skip('no description');
    else
      selected.set(f.fdc_id, {
        description: f.description,
        categoryId: f.food_category_id ?? '',
        values: new Float64Array(NUTRIENT_KEYS.length).fill(Number.NaN),
        ranks: new Uint8Array(NUTRIENT_KEYS.length).fill(255),
        portions: [],
      });
  }
  writer.progress?.(`food.csv: ${selected.size} foods selected`);

  const index = new Map(NUTRIENT_KEYS.map((k, i) => [k, i]));
  let lines = 0;
  for await (const r of readCsvRecords(files.foodNutrient)) {
    lines += 1;
    if (lines % 1_000_000 === 0) writer.progress?.(`food_nutrient.csv: ${lines.toLocaleString('en-US')} lines`);
    const food = r.fdc_id ? selected.get(r.fdc_id) : undefined;
    const mapped = r.nutrient_id ? nutrientById.get(r.nutrient_id) : undefined;
    if (!food || !mapped || r.amount === undefined || r.amount === '') continue;
    const value = Number(r.amount);
    const i = index.get(mapped.key)!;
    if (Number.isFinite(value) && mapped.rank < food.ranks[i]!) {
      food.values[i] = value;
      food.ranks[i] = mapped.rank;
    }
  }

  if (files.portion) {
    for await (const p of readCsvRecords(files.portion)) {
      const food = p.fdc_id ? selected.get(p.fdc_id) : undefined;
      if (!food) continue;
      const grams = Number(p.gram_weight);
      if (!(grams > 0)) continue;
      // Survey (FNDDS) portions say it all in portion_description ('1/2 cup'); the others give
      // amount + measure unit + modifier ('0.5', 'cup', 'chopped').
      const written = p.portion_description?.trim() ?? '';
      const unitName = p.measure_unit_id ? units.get(p.measure_unit_id) : undefined;
      const measure = [unitName && unitName !== 'undetermined' ? unitName : '', p.modifier?.trim() ?? ''].filter(Boolean).join(', ');
      const portion = written ? splitQuantity(written) : { quantity: p.amount ? Number(p.amount) : 1, rest: measure };
      if (!(portion.quantity > 0) || !portion.rest) continue;
      food.portions.push({
        seq: Number(p.seq_num) || food.portions.length + 1,
        unit: classifyMeasure(portion.rest),
        description: written || `${portion.quantity} ${measure}`,
        grams: Math.round((grams / portion.quantity) * 100) / 100,
      });
    }
  }

  for (const [fdcId, food] of selected) {
    const nutrients = emptyNutrients();
    NUTRIENT_KEYS.forEach((k, i) => {
      const v = food.values[i]!;
      nutrients[k] = Number.isNaN(v) ? null : v;
    });
    if (nutrients.energyKcal === null) {
      skip('no energy figure');
      continue;
    }
    await writer.add({
      sourceId: fdcId,
      name: food.description,
      aliases: [],
      description: food.description,
      category: categories.get(food.categoryId) ?? null,
      nutrients,
      portions: food.portions.sort((a, b) => a.seq - b.seq).map(({ seq: _seq, ...p }) => p),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Collects foods and writes them a batch per transaction: existing rows updated, new rows inserted. */
class BatchWriter {
  private batch: IncomingFood[] = [];

  constructor(
    private readonly db: Db,
    private readonly source: FoodSource,
    private readonly summary: ImportSummary,
    private readonly size: number,
    readonly progress?: (line: string) => void,
  ) {}

  async add(food: IncomingFood): Promise<void> {
    this.batch.push(food);
    if (this.batch.length >= this.size) await this.flush();
  }

  async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    await this.db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: foods.id, sourceId: foods.sourceId, curated: foods.curated })
        .from(foods)
        .where(and(eq(foods.source, this.source), inArray(foods.sourceId, batch.map((f) => f.sourceId))));
      const bySourceId = new Map<string, { id: number; curated: boolean }[]>();
      for (const row of existing) bySourceId.set(row.sourceId, [...(bySourceId.get(row.sourceId) ?? []), row]);

      const inserts: IncomingFood[] = [];
      const updates: { id: number; food: IncomingFood; curated: boolean }[] = [];
      for (const food of batch) {
        const rows = bySourceId.get(food.sourceId);
        if (!rows) inserts.push(food);
        else for (const row of rows) updates.push({ id: row.id, food, curated: row.curated });
      }

      if (inserts.length) {
        const ids = await tx
          .insert(foods)
          .values(inserts.map((f) => ({ ...this.values(f), curated: false })))
          .returning({ id: foods.id });
        await replaceFoodDetails(
          tx,
          inserts.map((f, i) => ({ id: ids[i]!.id, name: f.name, aliases: f.aliases, portions: f.portions })),
        );
      }
      if (updates.length) {
        await updateFoods(tx, updates);
        await replaceFoodDetails(
          tx,
          updates.filter((u) => !u.curated).map((u) => ({ id: u.id, name: u.food.name, aliases: u.food.aliases, portions: u.food.portions })),
        );
      }
      this.summary.added += inserts.length;
      this.summary.updated += new Set(updates.map((u) => u.food.sourceId)).size;
      this.summary.curatedUpdated += updates.filter((u) => u.curated).length;
    });
    this.progress?.(`${this.summary.added} added, ${this.summary.updated} updated`);
  }

  private values(food: IncomingFood) {
    return {
      source: this.source,
      sourceId: food.sourceId,
      name: food.name,
      aliases: food.aliases,
      description: food.description,
      category: food.category,
      ...nutrientValues(food.nutrients),
      gramsPerMl: gramsPerMlFrom(food.portions),
    };
  }
}

const NUTRIENT_COLUMNS = NUTRIENT_KEYS.map((k) => foods[k].name);

/**
 * One UPDATE ... FROM (VALUES ...) for a whole batch. Curated rows take the new figures only;
 * imported rows also take the name, aliases, description, category and density.
 */
async function updateFoods(db: Db, updates: readonly { id: number; food: IncomingFood; curated: boolean }[]): Promise<void> {
  const rows = updates.map(({ id, food, curated }) =>
    sql`(${id}::int, ${curated}::boolean, ${food.name}::text, ${JSON.stringify(food.aliases)}::text, ${food.description}::text, ${food.category}::text, ${gramsPerMlFrom(food.portions)}::real, ${sql.join(
      NUTRIENT_KEYS.map((k) => sql`${food.nutrients[k]}::real`),
      sql`, `,
    )})`,
  );
  const columns = ['id', 'curated', 'name', 'aliases', 'description', 'category', 'grams_per_ml', ...NUTRIENT_COLUMNS];
  await db.execute(sql`
    update ${foods} as f set
      ${sql.join(
        NUTRIENT_COLUMNS.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}`),
        sql`, `,
      )},
      name = case when v.curated then f.name else v.name end,
      aliases = case when v.curated then f.aliases else array(select jsonb_array_elements_text(v.aliases::jsonb)) end,
      description = case when v.curated then f.description else v.description end,
      category = case when v.curated then f.category else v.category end,
      grams_per_ml = case when v.curated then f.grams_per_ml else v.grams_per_ml end,
      updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
    where f.id = v.id`);
}
