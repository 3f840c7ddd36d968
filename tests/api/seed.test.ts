import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientSchema, instructionSchema, nutritionSchema } from '../../src/contracts/recipe';
import { seedDemoCatalogue, type RecipeNutritionFn } from '../../src/db/seed';
import { demoRecipes } from '../../src/db/seed/catalogue';
import { categories, kitchenTools, recipes, tags, users } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { createTestContext, engineNutrition, type TestContext } from './harness';

type RecipeRow = typeof recipes.$inferSelect;
type UserRow = typeof users.$inferSelect;

let ctx: TestContext;
/** The engine this database was seeded with (its name matches are cached, so asking again is quick). */
let engine: RecipeNutritionFn;
let recipeRows: RecipeRow[];
let userRows: UserRow[];
let toolNames: Set<string>;
let categoryNames: Set<string>;

beforeAll(async () => {
  // Seeded as createTestContext() does, keeping hold of the engine to check its figures against.
  ctx = await createTestContext({ seed: false });
  engine = engineNutrition(ctx.database.db);
  expect(await seedDemoCatalogue(ctx.database.db, { uploadsDir: null, nutrition: engine })).toBe(true);
  recipeRows = await ctx.database.db.select().from(recipes);
  userRows = await ctx.database.db.select().from(users);
  toolNames = new Set((await ctx.database.db.select().from(kitchenTools)).map((t) => t.toolName.toLowerCase()));
  categoryNames = new Set((await ctx.database.db.select().from(categories)).map((c) => c.name.toLowerCase()));
});

afterAll(async () => {
  await ctx?.close();
});

async function counts(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(sql`select
      (select count(*) from ${users})::int as users,
      (select count(*) from ${recipes})::int as recipes,
      (select count(*) from ${categories})::int as categories,
      (select count(*) from ${tags})::int as tags,
      (select count(*) from ${kitchenTools})::int as tools`)) as { rows: Record<string, number>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

function inCategory(name: string): RecipeRow[] {
  return recipeRows.filter((r) => r.categories.some((c) => c.toLowerCase() === name.toLowerCase()));
}

describe('demo catalogue: recipes', () => {
  it('has at least 60 recipes with unique titles', () => {
    expect(recipeRows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(recipeRows.map((r) => r.title.toLowerCase())).size).toBe(recipeRows.length);
  });

  for (const category of ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts']) {
    it(`has at least 10 public recipes in ${category}`, () => {
      expect(inCategory(category).filter((r) => r.privacyLevel === 'public').length).toBeGreaterThanOrEqual(10);
    });
  }

  it('every recipe is complete: text, servings, times, categories, tags, dietary attributes, ratings', () => {
    for (const r of recipeRows) {
      const where = r.title;
      expect(r.subtitle?.trim().length ?? 0, where).toBeGreaterThan(0);
      expect(r.description?.trim().length ?? 0, where).toBeGreaterThan(20);
      expect(r.servings, where).toBeGreaterThanOrEqual(1);
      expect(r.prepMinutes, where).toBeGreaterThan(0);
      expect(r.cookMinutes, where).not.toBeNull();
      expect(r.cookMinutes!, where).toBeGreaterThanOrEqual(0);
      expect(r.totalMinutes!, where).toBeGreaterThanOrEqual(r.prepMinutes! + r.cookMinutes!);
      expect(r.categories.length, where).toBeGreaterThan(0);
      for (const c of r.categories) expect(categoryNames.has(c.toLowerCase()), `${where}: category ${c}`).toBe(true);
      expect(r.tags.length, where).toBeGreaterThan(0);
      expect(r.dietaryAttributes.length, where).toBeGreaterThan(0);
      expect(r.ratingAverage, where).not.toBeNull();
      expect(r.ratingAverage!, where).toBeGreaterThanOrEqual(1);
      expect(r.ratingAverage!, where).toBeLessThanOrEqual(5);
      expect(r.ratingCount, where).toBeGreaterThan(0);
      expect(r.publishedAt, where).not.toBeNull();
    }
  });

  it("every recipe stores the catalogue's lines with the nutrition engine's figures, per line and per serving", async () => {
    let lines = 0;
    let counted = 0;
    for (const r of recipeRows) {
      const source = demoRecipes.find((d) => d.title === r.title)!;
      expect(source, r.title).toBeDefined();
      expect(r.ingredients.length, r.title).toBeGreaterThanOrEqual(3);
      // Nothing typed in: what is stored is exactly what the engine works out from the lines as written.
      const expected = await engine(source.ingredients, source.servings);
      expect(r.ingredients, r.title).toEqual(expected.ingredients);
      expect(r.nutrition, r.title).toEqual(expected.nutrition);
      for (const ingredient of r.ingredients) {
        const parsed = ingredientSchema.parse(ingredient);
        expect(parsed.name.trim().length).toBeGreaterThan(0);
        // Zero is a fine value (salt, water); null is a line the engine could not match or weigh.
        lines += 1;
        if (parsed.nutrition !== null) counted += 1;
      }
      // The lines carry real macros, not all zeros.
      const total = r.ingredients.reduce((s, i) => s + (i.nutrition ? i.nutrition.protein + i.nutrition.fat + i.nutrition.carbs : 0), 0);
      expect(total, r.title).toBeGreaterThan(0);
      expect(r.ingredients.filter((i) => i.quantity !== null).length, r.title).toBeGreaterThan(0);
    }
    // The engine counts nearly every line of the catalogue (npm run bench -- nutrition: target 95%).
    expect(counted / lines).toBeGreaterThanOrEqual(0.95);
  });

  it('every recipe has instructions, and some steps carry tips', () => {
    let withTips = 0;
    for (const r of recipeRows) {
      expect(r.instructions.length, r.title).toBeGreaterThanOrEqual(3);
      for (const step of r.instructions) {
        const parsed = instructionSchema.parse(step);
        expect(parsed.instruction.trim().length).toBeGreaterThan(10);
        if (parsed.tips && parsed.tips.length > 0) withTips += 1;
      }
    }
    expect(withTips).toBeGreaterThanOrEqual(10);
    expect(recipeRows.filter((r) => r.instructions.some((s) => (s.tips?.length ?? 0) > 0)).length).toBeGreaterThanOrEqual(10);
  });

  it('every recipe has full nutrition: fat breakdown, fiber, sugars, sodium, cholesterol', () => {
    for (const r of recipeRows) {
      const n = nutritionSchema.parse(r.nutrition);
      const where = r.title;
      expect(n.calories, where).toBeGreaterThan(0);
      expect(n.protein, where).toBeGreaterThan(0);
      expect(n.carbs.total, where).toBeGreaterThanOrEqual(n.carbs.fiber + n.carbs.sugars - 0.5);
      expect(n.fat.total, where).toBeGreaterThan(0);
      const parts = n.fat.saturated + n.fat.monounsaturated + n.fat.polyunsaturated + n.fat.trans;
      expect(parts, where).toBeGreaterThan(0);
      expect(parts, where).toBeLessThanOrEqual(n.fat.total * 1.05 + 0.5);
      expect(n.sodium, where).toBeGreaterThan(0);
    }
  });

  it('calories agree with 4*protein + 4*carbs + 9*fat within 15% for EVERY recipe', () => {
    const off = recipeRows
      .map((r) => {
        const n = r.nutrition!;
        const computed = 4 * n.protein + 4 * n.carbs.total + 9 * n.fat.total;
        return { title: r.title, calories: n.calories, computed, ratio: Math.abs(n.calories - computed) / n.calories };
      })
      .filter((x) => x.ratio > 0.15);
    expect(off).toEqual([]);
  });

  it("every recipe's kitchen tools exist in the kitchen tools table", () => {
    for (const r of recipeRows) {
      expect(r.recipeTools.length, r.title).toBeGreaterThan(0);
      for (const tool of r.recipeTools) expect(toolNames.has(tool.toLowerCase()), `${r.title}: tool '${tool}'`).toBe(true);
    }
  });

  it('some recipes are featured, all of them public', () => {
    const featured = recipeRows.filter((r) => r.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((r) => r.privacyLevel === 'public')).toBe(true);
    expect(featured.length).toBeLessThan(recipeRows.length);
  });

  it('the derived search columns agree with the stored fields', () => {
    for (const r of recipeRows) {
      expect(r.categoryKeys).toEqual([...new Set(r.categories.map((c) => c.toLowerCase()))]);
      expect(r.tagKeys).toEqual([...new Set(r.tags.map((t) => t.toLowerCase()))]);
      expect(r.searchText).toContain(r.title.toLowerCase());
    }
  });
});

describe('demo catalogue: authors and privacy', () => {
  it('has at least 4 authors with public profiles and bios, each with public recipes', () => {
    const visible = userRows.filter((u) => u.profileVisible);
    expect(visible.length).toBeGreaterThanOrEqual(4);
    for (const u of visible) {
      expect(u.username?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(u.bio?.trim().length ?? 0, u.username ?? u.id).toBeGreaterThan(20);
      expect(u.firstName && u.lastName).toBeTruthy();
      expect(recipeRows.filter((r) => r.authorId === u.id && r.privacyLevel === 'public').length, u.username!).toBeGreaterThan(0);
      expect(u.role).toBe('member');
    }
    expect(userRows.filter((u) => u.role === 'admin')).toEqual([]);
  });

  it("has exactly one private profile, 'quiet_cook'", () => {
    const hidden = userRows.filter((u) => !u.profileVisible);
    expect(hidden.map((u) => u.username)).toEqual(['quiet_cook']);
  });

  it("has exactly one private recipe, by 'quiet_cook'", () => {
    const privates = recipeRows.filter((r) => r.privacyLevel !== 'public');
    expect(privates).toHaveLength(1);
    expect(privates[0]!.privacyLevel).toBe('private');
    const author = userRows.find((u) => u.id === privates[0]!.authorId);
    expect(author?.username).toBe('quiet_cook');
  });

  it('every recipe has an author', () => {
    const ids = new Set(userRows.map((u) => u.id));
    for (const r of recipeRows) expect(ids.has(r.authorId!), r.title).toBe(true);
  });
});

describe('demo catalogue: kitchen tools', () => {
  it('has at least 25 tools with every field', async () => {
    const tools = await ctx.database.db.select().from(kitchenTools);
    expect(tools.length).toBeGreaterThanOrEqual(25);
    for (const t of tools) {
      expect(t.toolName.trim().length).toBeGreaterThan(0);
      expect(t.purpose.trim().length).toBeGreaterThan(10);
      expect(t.recommendedProduct.trim().length).toBeGreaterThan(0);
      expect(() => new URL(t.amazonLink)).not.toThrow();
      expect(new URL(t.amazonLink).protocol).toBe('https:');
      expect([1, 2, 3]).toContain(t.priority);
      expect(['Dinner', 'Breakfast', 'Desserts', 'General']).toContain(t.category);
    }
    expect(tools.some((t) => t.priority === 1)).toBe(true);
  });
});

describe('seeding is safe to repeat', () => {
  it('seeding a second time returns false and changes nothing', async () => {
    const before = await counts(ctx.database.db);
    const recipeIds = recipeRows.map((r) => r.id).sort();
    expect(await seedDemoCatalogue(ctx.database.db, { uploadsDir: null, nutrition: engine })).toBe(false);
    expect(await counts(ctx.database.db)).toEqual(before);
    expect((await ctx.database.db.select({ id: recipes.id }).from(recipes)).map((r) => r.id).sort()).toEqual(recipeIds);
    expect(before.recipes).toBe(recipeRows.length);
    expect(before.tools).toBeGreaterThanOrEqual(25);
    expect(before.categories).toBeGreaterThanOrEqual(5);
    expect(before.tags).toBeGreaterThan(0);
  });

  it('a database holding a real user is never seeded', async () => {
    const empty = await createTestContext({ seed: false });
    try {
      await empty.database.db.insert(users).values({ id: 'real-user-1', email: 'owner@example.com', username: 'owner' });
      expect(await seedDemoCatalogue(empty.database.db, { uploadsDir: null, nutrition: engineNutrition(empty.database.db) })).toBe(false);
      expect(await counts(empty.database.db)).toEqual({ users: 1, recipes: 0, categories: 0, tags: 0, tools: 0 });
    } finally {
      await empty.close();
    }
  });

  it('an empty database is seeded once, its foods loaded first', async () => {
    const empty = await createTestContext({ seed: false });
    try {
      const nutrition = engineNutrition(empty.database.db);
      expect(await seedDemoCatalogue(empty.database.db, { uploadsDir: null, nutrition })).toBe(true);
      const first = await counts(empty.database.db);
      expect(first.recipes).toBe(recipeRows.length);
      // Nobody loaded the foods here: seeding did, so the engine could count the lines.
      const stored = await empty.database.db.select({ title: recipes.title, nutrition: recipes.nutrition }).from(recipes);
      expect(stored.filter((r) => r.nutrition === null).map((r) => r.title)).toEqual([]);
      expect(Object.fromEntries(stored.map((r) => [r.title, r.nutrition]))).toEqual(Object.fromEntries(recipeRows.map((r) => [r.title, r.nutrition])));
      expect(await seedDemoCatalogue(empty.database.db, { uploadsDir: null, nutrition })).toBe(false);
      expect(await counts(empty.database.db)).toEqual(first);
    } finally {
      await empty.close();
    }
  }, 180_000);
});

describe('seeding with images', () => {
  let withImages: TestContext;

  beforeAll(async () => {
    withImages = await createTestContext({ images: true });
  }, 180_000);

  afterAll(async () => {
    await withImages?.close();
  });

  it("writes every recipe's featured image and every author's avatar under the uploads folder", async () => {
    const rows = await withImages.database.db.select().from(recipes);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const r of rows) {
      expect(r.featuredImage, r.title).toMatch(/^\/uploads\/recipes\/[a-z0-9-]+\.webp$/);
      const file = path.join(withImages.uploadsDir, r.featuredImage!.replace(/^\/uploads\//, ''));
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect(new Set(rows.map((r) => r.featuredImage)).size).toBe(rows.length);
    const people = await withImages.database.db.select().from(users);
    for (const u of people) {
      expect(u.avatarUrl).toMatch(/^avatars\/.+\.webp$/);
      expect(existsSync(path.join(withImages.uploadsDir, u.avatarUrl!))).toBe(true);
    }
  });

  it('GET /uploads/recipes/… answers image/webp with nosniff', async () => {
    const [first] = await withImages.database.db.select().from(recipes).limit(1);
    const res = await withImages.app.inject({ method: 'GET', url: first!.featuredImage! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(res.rawPayload.length).toBe(readFileSync(path.join(withImages.uploadsDir, first!.featuredImage!.slice('/uploads/'.length))).length);

    const [person] = await withImages.database.db.select().from(users).limit(1);
    const avatar = await withImages.app.inject({ method: 'GET', url: `/uploads/${person!.avatarUrl}` });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
  });

  it('the API hands out the image paths and nothing outside the uploads folder is served', async () => {
    const list = (await withImages.app.inject({ method: 'GET', url: '/api/recipes?limit=3' })).json() as {
      items: { featuredImage: string | null; author: { avatar_url: string | null } | null }[];
    };
    for (const item of list.items) {
      expect(item.featuredImage).toMatch(/^\/uploads\/recipes\/.+\.webp$/);
      expect(item.author?.avatar_url).toMatch(/^avatars\/.+\.webp$/);
    }
    for (const url of ['/uploads/../package.json', '/uploads/%2e%2e/package.json', '/uploads/recipes/missing.webp']) {
      const res = await withImages.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"name": "sprig"');
    }
  });

  it('the same catalogue is produced with and without images', async () => {
    const titles = (await withImages.database.db.select({ title: recipes.title }).from(recipes)).map((r) => r.title).sort();
    expect(titles).toEqual(recipeRows.map((r) => r.title).sort());
  });
});
