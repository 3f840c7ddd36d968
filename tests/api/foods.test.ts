import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodNames, foodPortions, foods } from '../../src/db/schema';
import { readCuratedFoods, seedFoods } from '../../src/db/seed/foods';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { createFoodsRepo, type FoodsRepo } from '../../src/server/modules/nutrition/foods-repo';
import { ImportError, importFoods } from '../../src/server/modules/nutrition/importer';
import { createTestContext, type TestContext } from './harness';

let ctx: TestContext;
let repo: FoodsRepo;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sprig-foods-'));
const curated = readCuratedFoods().rows;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  repo = createFoodsRepo(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function count(where?: ReturnType<typeof eq>): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(foods)
    .where(where ?? sql`true`);
  return Number(row?.n ?? 0);
}

async function bySource(source: string, sourceId: string) {
  return ctx.database.db
    .select()
    .from(foods)
    .where(and(eq(foods.source, source), eq(foods.sourceId, sourceId)));
}

/** A folder of SR28 ASCII files: '^' separated, '~' quoted, Latin-1, CRLF. */
function sr28Folder(name: string, files: Record<string, string[]>): string {
  const dir = path.join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, lines] of Object.entries(files)) writeFileSync(path.join(dir, file), Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
  return dir;
}

/** A folder in the FoodData Central CSV format (all fields quoted, as USDA writes them). */
function fdcFolder(name: string, files: Record<string, string[][]>): string {
  const dir = path.join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, rows] of Object.entries(files)) {
    const text = rows.map((r) => r.map((f) => `"${f.replaceAll('"', '""')}"`).join(',')).join('\r\n');
    writeFileSync(path.join(dir, file), `${text}\r\n`);
  }
  return dir;
}

describe('curated foods seed', () => {
  it('loads the whole curated table into an empty database, with names and portions', async () => {
    const result = await seedFoods(ctx.database.db);
    expect(result).toMatchObject({ changed: true, inserted: curated.length, updated: 0 });
    expect(await count(eq(foods.curated, true))).toBe(curated.length);
    const [names] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(foodNames);
    expect(Number(names?.n)).toBeGreaterThan(curated.length * 2);
  });

  it('is idempotent: a second run changes nothing', async () => {
    expect(await seedFoods(ctx.database.db)).toEqual({ changed: false, inserted: 0, updated: 0, retired: 0 });
    expect(await count()).toBe(curated.length);
  });

  it('stores the SR28 figures and household measures', async () => {
    const [oil] = await bySource('sr28', '04053');
    expect(oil).toMatchObject({ name: 'olive oil', curated: true, energyKcal: 884, category: 'oils and fats' });
    const [egg] = (await repo.findBestMatches('egg', 1)).map((m) => m.food);
    expect(egg?.name).toBe('egg');
    const portions = await repo.portions(egg!.id);
    expect(portions.find((p) => p.unit === 'large')).toEqual({ unit: 'large', description: '1 large', grams: 50 });
    expect(portions.map((p) => p.unit)).toEqual(['cup', 'each', 'small', 'medium', 'large', 'extra large', 'jumbo']);
  });

  it("stores SR28's refuse where a recipe weighs the food as bought, and none for foods sold as their edible part", async () => {
    const [onion] = await bySource('sr28', '11282');
    expect(onion).toMatchObject({ refusePct: 10, refuseDescription: 'Stem ends, sprouts and defects' });
    expect((await repo.findBestMatches('onion', 1))[0]?.food.refusePct).toBe(10);
    expect((await repo.findBestMatches('walnuts', 1))[0]?.food.refusePct).toBeNull();
  });

  it('weighs a mass of a food bought whole at its eaten share, and counts bay leaves, shallots and herb sprigs', async () => {
    const { analyzer } = createNutritionEngine(ctx.database.db);
    const line = (quantity: number, unit: string | null, name: string, preparation: string | null = null) => ({ quantity, unit, name, preparation });
    const { ingredients } = await analyzer.analyze(
      [
        line(1, 'lb', 'onions', 'chopped'),
        line(1, 'cup', 'chopped onion'),
        line(2, 'lb', 'boneless chicken wings'),
        line(3, null, 'bay leaves'),
        line(2, null, 'shallots'),
        line(4, 'sprig', 'thyme'),
      ],
      1,
    );
    expect(ingredients.map((i) => [i.food?.name, i.grams])).toEqual([
      ['onion', 409.1],
      ['onion', 160],
      ['chicken wings', 909.1],
      ['bay leaves', 0.5],
      ['shallot', 74],
      ['thyme', 0.8],
    ]);
  });

  it('knows the names British and American cooks write for foods SR28 has', async () => {
    const hits = await repo.findExact(['crème fraîche', 'free-range eggs', 'almond extract', 'pancetta', 'little gem lettuce', 'maris piper potatoes', 'gingersnaps']);
    expect(Object.fromEntries([...hits].map(([name, m]) => [name, m.food.name]))).toEqual({
      'crème fraîche': 'crème fraîche',
      'free-range eggs': 'egg',
      'almond extract': 'almond extract',
      pancetta: 'pancetta',
      'little gem lettuce': 'romaine lettuce',
      'maris piper potatoes': 'russet potato',
      gingersnaps: 'gingersnaps',
    });
  });

  it('knows foods a stand-in or its own SR28 row covers, with the stand-in cited to its SR28 food', async () => {
    const hits = await repo.findExact(['yuzu juice', 'doenjang', 'gim', 'fried eggs']);
    expect(Object.fromEntries([...hits].map(([name, m]) => [name, [m.food.name, m.food.sourceId]]))).toEqual({
      // Lemon juice and miso stand in (see their notes in selection.ts).
      'yuzu juice': ['yuzu juice', '09152'],
      doenjang: ['doenjang', '16112'],
      gim: ['nori', '11446'],
      // Not the raw egg: SR28's fried egg.
      'fried eggs': ['fried egg', '01128'],
    });
  });
});

describe('fuzzy lookup', () => {
  it('finds green onion for scallions, as an exact alias hit first', async () => {
    const matches = await repo.findBestMatches('Scallions', 5);
    expect(matches[0]).toMatchObject({ exact: true, score: 1, matched: 'scallions' });
    expect(matches[0]?.food.name).toBe('green onion');
    expect(matches[0]?.food.nutrients.energyKcal).toBe(32);
  });

  it('finds chickpeas for garbanzo, by similarity', async () => {
    const [best] = await repo.findBestMatches('garbanzo', 5);
    expect(best?.food.name).toBe('chickpeas (canned, drained)');
    expect(best?.exact).toBe(false);
    expect(best?.score).toBeGreaterThan(0.5);
    expect(best?.score).toBeLessThan(1);
  });

  it('finds all-purpose flour whatever the punctuation, and for plain flour', async () => {
    expect((await repo.findBestMatches('all purpose flour', 1))[0]?.food.name).toBe('all-purpose flour');
    expect((await repo.findBestMatches('All-Purpose Flour', 1))[0]?.food.name).toBe('all-purpose flour');
    expect((await repo.findBestMatches('flour', 1))[0]?.food.name).toBe('all-purpose flour');
  });

  it('knows evoo, plurals and accents', async () => {
    expect((await repo.findBestMatches('EVOO', 1))[0]?.food.name).toBe('olive oil');
    expect((await repo.findBestMatches('tomatoes', 1))[0]).toMatchObject({ exact: true, food: { name: 'tomato' } });
    expect((await repo.findBestMatches('cherries', 1))[0]?.food.name).toBe('cherries');
    expect((await repo.findBestMatches('jalapeno', 1))[0]?.food.name).toBe('jalapeño');
  });

  it('forgives a typo, with a score below an exact hit', async () => {
    const [best] = await repo.findBestMatches('cinammon', 3);
    expect(best?.food.name).toBe('cinnamon');
    expect(best?.score).toBeGreaterThan(0.3);
    expect(best?.score).toBeLessThan(1);
  });

  it('orders scores from best to worst and returns at most the limit', async () => {
    for (const query of ['chicken', 'brown sugar', 'canned black beans', 'greek yoghurt']) {
      const matches = await repo.findBestMatches(query, 6);
      expect(matches.length, query).toBeGreaterThan(1);
      expect(matches.length, query).toBeLessThanOrEqual(6);
      const scores = matches.map((m) => m.score);
      expect(scores, query).toEqual([...scores].sort((a, b) => b - a));
      expect(new Set(matches.map((m) => m.food.id)).size, query).toBe(matches.length);
    }
  });

  it('looks many names up in one call, each as it would be alone', async () => {
    const names = ['Scallions', 'scallions', 'garbanzo', 'cinammon', 'brown sugar', 'zzqx vvkw', '  '];
    const many = await repo.findBestMatchesOf(names, 4);
    expect([...many.keys()].sort()).toEqual(['Scallions', 'brown sugar', 'cinammon', 'garbanzo', 'scallions']);
    for (const name of names) {
      const alone = await repo.findBestMatches(name, 4);
      expect((many.get(name) ?? []).map((m) => [m.food.id, m.score, m.exact]), name).toEqual(alone.map((m) => [m.food.id, m.score, m.exact]));
    }
  });

  it('returns nothing for unrelated text or an empty query', async () => {
    expect(await repo.findBestMatches('zzqx vvkw', 5)).toEqual([]);
    expect(await repo.findBestMatches('  ', 5)).toEqual([]);
    expect(await repo.portions(999_999)).toEqual([]);
  });
});

describe('importer: SR28 ASCII files', () => {
  const files = {
    'FOOD_DES.txt': [
      // A curated food (olive oil) with a changed figure: updated, keeps its curated name.
      '~04053~^~0400~^~Oil, olive, salad or cooking~^~OIL,OLIVE,SALAD OR COOKING~^^^~Y~^^0^^^^^',
      // New foods; the second carries a Latin-1 character (ñ).
      '~99001~^~1100~^~Test squash, roasted~^~TEST SQUASH~^~test gourd, roast gourd~^^^^0^^6.25^^^',
      '~99002~^~1100~^~Pi\u00f1on test nuts, raw~^^^^^^^^^^^',
      // No nutrient rows, and nutrients without energy: both skipped.
      '~99003~^~1100~^~Test food without data~^^^^^^^^^^^',
      '~99004~^~1100~^~Test food without energy~^^^^^^^^^^^',
    ],
    'NUT_DATA.txt': [
      '~04053~^~208~^880^^^~1~^^^^^^^^^^^',
      '~04053~^~204~^99.5^^^~1~^^^^^^^^^^^',
      '~99001~^~208~^50^^^~1~^^^^^^^^^^^',
      '~99001~^~203~^1.5^^^~1~^^^^^^^^^^^',
      '~99001~^~605~^0^^^~1~^^^^^^^^^^^',
      '~99001~^~255~^88^^^~1~^^^^^^^^^^^',
      '~99002~^~208~^629^^^~1~^^^^^^^^^^^',
      '~99004~^~203~^2^^^~1~^^^^^^^^^^^',
    ],
    'WEIGHT.txt': [
      '~04053~^1^1^~tablespoon~^99^^',
      '~99001~^1^1^~cup, cubes~^140^^',
      '~99001~^2^.5^~cup, mashed~^120^^',
      '~99001~^3^1^~medium~^400^^',
      '~99001~^4^1^~NLEA serving~^85^^',
    ],
    'FD_GROUP.txt': ['~0400~^~Fats and Oils~', '~1100~^~Vegetables and Vegetable Products~'],
  };

  it('adds new foods, updates curated figures without renaming, and skips with reasons', async () => {
    const summary = await importFoods(ctx.database.db, sr28Folder('sr28', files));
    expect(summary).toEqual({
      format: 'sr28',
      added: 2,
      updated: 1,
      curatedUpdated: 1,
      skipped: { 'no nutrient data': 1, 'no energy figure': 1 },
    });

    const [oil] = await bySource('sr28', '04053');
    expect(oil).toMatchObject({ name: 'olive oil', curated: true, energyKcal: 880, fatG: 99.5, saturatedFatG: null });
    // Curated portions are kept.
    expect((await repo.portions(oil!.id)).find((p) => p.unit === 'tbsp')?.grams).toBe(13.5);

    const [squash] = await bySource('sr28', '99001');
    expect(squash).toMatchObject({
      name: 'Test squash, roasted',
      aliases: ['test gourd', 'roast gourd'],
      curated: false,
      category: 'Vegetables and Vegetable Products',
      energyKcal: 50,
      proteinG: 1.5,
      transFatG: 0,
      fatG: null,
    });
    expect(await repo.portions(squash!.id)).toEqual([
      { unit: 'cup', description: '1 cup, cubes', grams: 140 },
      { unit: 'cup', description: '0.5 cup, mashed', grams: 240 },
      { unit: 'medium', description: '1 medium', grams: 400 },
      { unit: null, description: '1 NLEA serving', grams: 85 },
    ]);
    const [nuts] = await bySource('sr28', '99002');
    expect(nuts?.name).toBe('Piñon test nuts, raw');
    expect((await repo.findBestMatches('roast gourd', 1))[0]?.food.id).toBe(squash!.id);
  });

  it('updates instead of duplicating when the same files are imported again', async () => {
    const before = await count();
    const summary = await importFoods(ctx.database.db, sr28Folder('sr28', files));
    expect(summary).toMatchObject({ added: 0, updated: 3, curatedUpdated: 1 });
    expect(await count()).toBe(before);
    const [squash] = await bySource('sr28', '99001');
    const portions = await ctx.database.db.select().from(foodPortions).where(eq(foodPortions.foodId, squash!.id));
    expect(portions).toHaveLength(4);
  });
});

describe('importer: FoodData Central CSV', () => {
  const nutrient = [
    ['id', 'name', 'unit_name', 'nutrient_nbr', 'rank'],
    ['1003', 'Protein', 'G', '203', '600'],
    ['1004', 'Total lipid (fat)', 'G', '204', '800'],
    ['1005', 'Carbohydrate, by difference', 'G', '205', '1110'],
    ['1008', 'Energy', 'KCAL', '208', '300'],
    ['2047', 'Energy (Atwater General Factors)', 'KCAL', '957', '280'],
    ['1093', 'Sodium, Na', 'MG', '307', '5800'],
    ['2000', 'Total Sugars', 'G', '269', '1510'],
    ['1051', 'Water', 'G', '255', '100'],
  ];
  const food = [
    ['fdc_id', 'data_type', 'description', 'food_category_id', 'publication_date'],
    ['2345001', 'foundation_food', 'Hummus, "classic", with tahini, commercial', '16', '2024-04-18'],
    ['2345002', 'survey_fndds_food', 'Test stew, beef\nand barley', '', '2024-10-31'],
    ['171413', 'sr_legacy_food', 'Oil, olive, salad or cooking', '4', '2019-04-01'],
    ['2345003', 'branded_food', 'ACME cookies', '', '2024-01-01'],
    ['2345004', 'foundation_food', 'Test food without energy', '16', '2024-04-18'],
  ];
  const foodNutrient = [
    ['id', 'fdc_id', 'nutrient_id', 'amount', 'data_points', 'derivation_id', 'min', 'max', 'median', 'footnote', 'min_year_acquired'],
    ['1', '2345001', '2047', '229', '', '', '', '', '', '', ''],
    ['2', '2345001', '1003', '7.35', '3', '1', '7.1', '7.6', '', '', '2023'],
    ['3', '2345001', '1004', '17.1', '', '', '', '', '', '', ''],
    ['4', '2345001', '1093', '', '', '', '', '', '', '', ''],
    ['5', '2345002', '1008', '112', '', '', '', '', '', '', ''],
    ['6', '2345002', '2047', '999', '', '', '', '', '', '', ''],
    ['7', '2345002', '2000', '1.2', '', '', '', '', '', '', ''],
    ['8', '2345002', '1051', '80', '', '', '', '', '', '', ''],
    ['9', '2345003', '1008', '480', '', '', '', '', '', '', ''],
    ['10', '2345004', '1003', '3', '', '', '', '', '', '', ''],
  ];
  const portion = [
    ['id', 'fdc_id', 'seq_num', 'amount', 'measure_unit_id', 'portion_description', 'modifier', 'gram_weight', 'data_points', 'footnote', 'min_year_acquired'],
    ['10', '2345001', '2', '1', '1001', '', '', '15', '', '', ''],
    ['11', '2345001', '1', '0.5', '1000', '', '', '123', '', '', ''],
    ['12', '2345002', '1', '', '9999', '1/2 cup', '', '125', '', '', ''],
    ['13', '2345002', '2', '1', '9999', '', 'bowl', '400', '', '', ''],
  ];
  const files = {
    'food.csv': food,
    'nutrient.csv': nutrient,
    'food_nutrient.csv': foodNutrient,
    'food_portion.csv': portion,
    'measure_unit.csv': [
      ['id', 'name'],
      ['1000', 'cup'],
      ['1001', 'tablespoon'],
      ['9999', 'undetermined'],
    ],
    'food_category.csv': [
      ['id', 'code', 'description'],
      ['16', '1600', 'Legumes and Legume Products'],
    ],
    'sr_legacy_food.csv': [
      ['fdc_id', 'NDB_number'],
      ['171413', '4053'],
    ],
  };

  it('adds the chosen data types, skipping branded foods and SR Legacy foods already in from SR28', async () => {
    const summary = await importFoods(ctx.database.db, fdcFolder('fdc', files));
    expect(summary).toEqual({
      format: 'fdc',
      added: 2,
      updated: 0,
      curatedUpdated: 0,
      skipped: {
        'already in the table from SR28 (same NDB number)': 1,
        'data type branded_food not selected': 1,
        'no energy figure': 1,
      },
    });

    const [hummus] = await bySource('fdc', '2345001');
    expect(hummus).toMatchObject({
      name: 'Hummus, "classic", with tahini, commercial',
      category: 'Legumes and Legume Products',
      energyKcal: 229, // Atwater energy where the food has no plain Energy row
      proteinG: 7.35,
      fatG: 17.1,
      sodiumMg: null, // an empty amount is no figure
      curated: false,
    });
    expect(await repo.portions(hummus!.id)).toEqual([
      { unit: 'cup', description: '0.5 cup', grams: 246 },
      { unit: 'tbsp', description: '1 tablespoon', grams: 15 },
    ]);
    expect(hummus?.gramsPerMl).toBeCloseTo(246 / 236.588, 3);

    const [stew] = await bySource('fdc', '2345002');
    expect(stew).toMatchObject({ name: 'Test stew, beef\nand barley', energyKcal: 112, sugarsG: 1.2, category: null });
    expect((await repo.portions(stew!.id)).map((p) => [p.unit, p.grams])).toEqual([
      ['cup', 250],
      [null, 400],
    ]);
    expect(await bySource('fdc', '171413')).toEqual([]);
    expect((await repo.findBestMatches('classic hummus with tahini', 3)).map((m) => m.food.id)).toContain(hummus!.id);
  });

  it('updates on a second import, and takes branded foods when asked', async () => {
    const before = await count();
    const again = await importFoods(ctx.database.db, fdcFolder('fdc', files), { fdcDataTypes: ['foundation_food', 'survey_fndds_food', 'branded_food'] });
    expect(again).toMatchObject({ added: 1, updated: 2 });
    expect(await count()).toBe(before + 1);
    expect((await bySource('fdc', '2345003'))[0]).toMatchObject({ name: 'ACME cookies', energyKcal: 480 });
  });

  it('refuses a folder that holds neither format', async () => {
    const empty = path.join(tmp, 'empty');
    mkdirSync(empty, { recursive: true });
    await expect(importFoods(ctx.database.db, empty)).rejects.toThrow(ImportError);
    await expect(importFoods(ctx.database.db, path.join(tmp, 'missing'))).rejects.toThrow(/not a folder/);
  });
});

describe('curated seed after an import', () => {
  it('still sees the table as loaded (imports never touch its version)', async () => {
    expect((await seedFoods(ctx.database.db)).changed).toBe(false);
    expect(await count(eq(foods.curated, true))).toBe(curated.length);
  });
});
