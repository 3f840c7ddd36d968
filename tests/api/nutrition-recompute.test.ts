import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../src/contracts/recipe';
import { recipes } from '../../src/db/schema';
import { seedFoods } from '../../src/db/seed/foods';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let recipeCount: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedFoods(ctx.database.db);
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
  recipeCount = Number(((await ctx.database.db.execute(sql`select count(*) as n from recipes`)) as { rows: { n: string }[] }).rows[0]!.n);
});
afterAll(() => ctx?.close());

const recompute = (cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/recipes/nutrition', headers: cookie ? { cookie } : {}, payload: payload as object });

const firstId = async () => (await ctx.database.db.select({ id: recipes.id }).from(recipes).orderBy(recipes.id).limit(1))[0]!.id;

describe('POST /api/admin/recipes/nutrition', () => {
  it('is for admins only', async () => {
    expectApiError(await recompute(), 401, 'UNAUTHORIZED');
    expectApiError(await recompute(member.cookie, {}), 403, 'FORBIDDEN');
  });

  it('recomputes the given recipes from their ingredients and refreshes what readers see', async () => {
    const id = await firstId();
    // A cached copy first, so the answer below proves the cache was dropped.
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { cookie: admin.cookie } })).json() as Recipe;
    await ctx.database.db.update(recipes).set({ nutrition: null }).where(eq(recipes.id, id));
    const res = await recompute(admin.cookie, { ids: [id, 999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1, unchanged: 0, withoutMatches: 0 });
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: { cookie: admin.cookie } })).json() as Recipe;
    expect(after.nutrition).not.toBeNull();
    expect(after.ingredients.map((i) => i.name)).toEqual(before.ingredients.map((i) => i.name));
    expect(after.ingredients.some((i) => i.nutrition !== null)).toBe(true);
    expect((await recompute(admin.cookie, { ids: [id] })).json()).toEqual({ updated: 0, unchanged: 1, withoutMatches: 0 });
  });

  it('recomputes every recipe without a body, and counts recipes with nothing to count', async () => {
    const [row] = await ctx.database.db
      .insert(recipes)
      .values({ title: 'Mystery', ingredients: [{ name: 'zzqx unobtainium', quantity: 1, unit: 'cup', preparation: null, nutrition: null }], searchText: 'mystery' })
      .returning({ id: recipes.id });
    const res = await recompute(admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as { updated: number; unchanged: number; withoutMatches: number };
    expect(all.updated + all.unchanged).toBe(recipeCount + 1);
    expect(all.withoutMatches).toBe(1);
    expect((await ctx.database.db.select({ n: recipes.nutrition }).from(recipes).where(eq(recipes.id, row!.id)))[0]!.n).toBeNull();
    expect((await recompute(admin.cookie)).json()).toEqual({ updated: 0, unchanged: recipeCount + 1, withoutMatches: 1 });
  });

  it('refuses a bad body, naming the field', async () => {
    expect(expectApiError(await recompute(admin.cookie, { ids: ['x'] }), 400, 'VALIDATION_ERROR').message).toContain("'ids.0'");
    expect(expectApiError(await recompute(admin.cookie, { ids: [] }), 400, 'VALIDATION_ERROR').message).toContain("'ids'");
    // Past the id column's range PostgreSQL would fail the query (found by the fuzz tier as a 500).
    expect(expectApiError(await recompute(admin.cookie, { ids: [2_147_483_648] }), 400, 'VALIDATION_ERROR').message).toContain("'ids.0'");
  });
});
