import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCategories, demoRecipes } from '../../src/db/seed/catalogue';
import { createTestContext, type TestContext } from './harness';
import { fetchAllPages, getJson } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

const HOME_TILES = ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts'];

describe('GET /api/categories', () => {
  it('answers items with a name, the home tiles first and in order', async () => {
    const categories = await getJson<{ id: number; name: string; description: string | null }[]>(ctx.app, '/api/categories');
    for (const c of categories) {
      expect(typeof c.name).toBe('string');
      expect(c.name.length).toBeGreaterThan(0);
      expect(Number.isInteger(c.id)).toBe(true);
    }
    expect(categories.map((c) => c.name)).toEqual(demoCategories.map((c) => c.name));
    expect(categories.slice(0, 5).map((c) => c.name)).toEqual(HOME_TILES);
    expect(new Set(categories.map((c) => c.name.toLowerCase())).size).toBe(categories.length);
  });

  it('every home tile category browses to at least 10 recipes', async () => {
    for (const name of HOME_TILES) {
      const { items } = await fetchAllPages(ctx.app, '/api/recipes', { category: name });
      expect(items.length, name).toBeGreaterThanOrEqual(10);
      for (const r of items) expect(r.categories.map((c) => c.toLowerCase())).toContain(name.toLowerCase());
    }
  });
});

describe('GET /api/tags', () => {
  it('answers items with a name, unique case-insensitively, covering every recipe tag', async () => {
    const tags = await getJson<{ id: number; name: string }[]>(ctx.app, '/api/tags');
    expect(tags.length).toBeGreaterThan(5);
    const names = tags.map((t) => t.name);
    for (const n of names) expect(n.length).toBeGreaterThan(0);
    const lower = names.map((n) => n.toLowerCase());
    expect(new Set(lower).size).toBe(names.length);
    for (const recipe of demoRecipes) for (const tag of recipe.tags) expect(lower).toContain(tag.toLowerCase());
  });

  it('every listed tag filters to at least one public recipe or belongs only to the private one', async () => {
    const tags = await getJson<{ name: string }[]>(ctx.app, '/api/tags');
    const publicTags = new Set(demoRecipes.filter((r) => !r.private).flatMap((r) => r.tags.map((t) => t.toLowerCase())));
    for (const { name } of tags.slice(0, 15)) {
      const { items } = await fetchAllPages(ctx.app, '/api/recipes', { tag: name });
      expect(items.length > 0, name).toBe(publicTags.has(name.toLowerCase()));
    }
  });
});
