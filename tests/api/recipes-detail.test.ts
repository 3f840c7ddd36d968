import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenTool } from '../../src/contracts/kitchen-tools';
import { recipeSchema, recipeSummarySchema } from '../../src/contracts/recipe';
import { matchRecipeTools } from '../../src/domain/kitchen-tools';
import { demoRecipes } from '../../src/db/seed/catalogue';
import { recipes, users } from '../../src/db/schema';
import { createRecipeRepo } from '../../src/server/modules/recipes/repo';
import type { Viewer } from '../../src/server/viewer';
import { createTestContext, engineNutrition, type TestContext } from './harness';
import { expectApiError, fetchAllPages, getJson, ids, storedRecipes, type StoredRecipe } from './helpers';

let ctx: TestContext;
let all: StoredRecipe[];
let publicRecipes: StoredRecipe[];
let privateRecipe: StoredRecipe;

beforeAll(async () => {
  ctx = await createTestContext();
  all = await storedRecipes(ctx.database.db);
  publicRecipes = all.filter((r) => r.privacyLevel === 'public');
  privateRecipe = all.find((r) => r.privacyLevel === 'private')!;
  expect(privateRecipe).toBeDefined();
});

afterAll(async () => {
  await ctx?.close();
});

function sharesCategory(a: { categories: string[] }, b: { categories: string[] }): boolean {
  const keys = new Set(a.categories.map((c) => c.toLowerCase()));
  return b.categories.some((c) => keys.has(c.toLowerCase()));
}

describe('GET /api/recipes/{id}', () => {
  it("answers the full recipe, matching the demo catalogue entry with the nutrition engine's figures", async () => {
    const engine = engineNutrition(ctx.database.db);
    const catalogue = await getJson<KitchenTool[]>(ctx.app, '/api/kitchen-tools');
    let helpers = 0;
    for (const stored of [publicRecipes[0]!, publicRecipes[Math.floor(publicRecipes.length / 2)]!, publicRecipes.at(-1)!]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${stored.id}` });
      expect(res.statusCode).toBe(200);
      const recipe = recipeSchema.parse(res.json());
      const source = demoRecipes.find((r) => r.title === stored.title)!;
      expect(source).toBeDefined();
      expect(recipe.id).toBe(stored.id);
      expect(recipe.title).toBe(source.title);
      expect(recipe.subtitle).toBe(source.subtitle);
      expect(recipe.description).toBe(source.description);
      expect(recipe.servings).toBe(source.servings);
      expect(recipe.prepTime).toEqual({ value: source.prepMinutes, unit: 'minutes' });
      expect(recipe.cookTime).toEqual({ value: source.cookMinutes, unit: 'minutes' });
      expect(recipe.totalTime).toEqual({ value: source.totalMinutes, unit: 'minutes' });
      expect(recipe.categories).toEqual(source.categories);
      expect(recipe.tags).toEqual(source.tags);
      expect(recipe.dietaryAttributes).toEqual(source.dietaryAttributes);
      // The catalogue's lines as written, each with what the engine works out for it.
      const expected = await engine(source.ingredients, source.servings);
      expect(recipe.ingredients.map(({ nutrition: _, ...line }) => line)).toEqual(source.ingredients);
      expect(recipe.ingredients).toEqual(expected.ingredients);
      expect(recipe.instructions).toEqual(source.instructions);
      expect(recipe.nutrition).not.toBeNull();
      expect(recipe.nutrition).toEqual(expected.nutrition);
      expect(recipe.recipeTools).toEqual(source.recipeTools);
      // 'Everyday Kitchen Helpers': the catalogue tools its tool names refer to, matched here.
      expect(recipe.kitchenTools).toEqual(matchRecipeTools(source.recipeTools, catalogue));
      expect(recipe.privacyLevel).toBe('public');
      expect(recipe.isFeatured).toBe(source.featured ?? false);
      expect(recipe.ratings?.count).toBe(source.rating.count);
      expect(recipe.ratings?.average).toBeCloseTo(source.rating.average, 5);
      expect(recipe.authorId).toBe(stored.authorId);
      expect(recipe.author?.username).toBe(source.author);
      expect(recipe.author?.displayName.length).toBeGreaterThan(0);
      expect(recipe.publishedAt).toBe(`${source.publishedAt}T09:00:00.000Z`);
      expect(Number.isNaN(Date.parse(recipe.createdAt))).toBe(false);
      helpers += recipe.kitchenTools.length;
    }
    // The demo catalogue's recipes name tools the demo kitchen tools hold.
    expect(helpers).toBeGreaterThan(0);
  });

  it('answers 404 JSON for a recipe that does not exist', async () => {
    const missing = Math.max(...ids(all)) + 1000;
    const body = expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/recipes/${missing}` }), 404, 'NOT_FOUND');
    expect(body.message).toContain(String(missing));
  });

  for (const bad of ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', '9999999999', '2147483648', ' 1', '1;drop']) {
    it(`answers 400 naming the id for id '${bad}'`, async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${encodeURIComponent(bad)}` });
      const body = expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(body.message).toContain('id');
    });
  }

  it('accepts the largest id the database holds without failing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recipes/2147483647' });
    expectApiError(res, 404, 'NOT_FOUND');
  });
});

describe('GET /api/recipes/{id}/related', () => {
  it('answers up to 3 public recipes sharing a category, never the recipe itself', async () => {
    for (const source of publicRecipes.slice(0, 10)) {
      const related = (await getJson<unknown[]>(ctx.app, `/api/recipes/${source.id}/related`)).map((r) => recipeSummarySchema.parse(r));
      const candidates = publicRecipes.filter((r) => r.id !== source.id && sharesCategory(source, r));
      expect(related.length).toBe(Math.min(3, candidates.length));
      expect(new Set(ids(related)).size).toBe(related.length);
      for (const r of related) {
        expect(r.id).not.toBe(source.id);
        expect(r.privacyLevel).toBe('public');
        expect(sharesCategory(source, r), `${r.title} shares a category with ${source.title}`).toBe(true);
        expect(ids(candidates)).toContain(r.id);
      }
    }
  });

  it('answers 404 for a missing recipe and 400 for a bad id', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/recipes/987654/related' }), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/recipes/abc/related' }), 400, 'VALIDATION_ERROR');
  });
});

describe('a private recipe is invisible to visitors', () => {
  it('GET by id answers 404 JSON, exactly like a missing recipe', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${privateRecipe.id}` });
    const body = expectApiError(res, 404, 'NOT_FOUND');
    expect(res.body).not.toContain(privateRecipe.title);
    expect(body.message).toBe(`Recipe ${privateRecipe.id} not found`);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/recipes/${privateRecipe.id}/related` }), 404, 'NOT_FOUND');
  });

  it('is absent from the list, featured and related even when it would rank first', async () => {
    // Make the private recipe the best possible match for featured and related.
    const target = publicRecipes.find((r) => r.categories.length > 0)!;
    await ctx.database.db
      .update(recipes)
      .set({
        isFeatured: true,
        ratingAverage: 5,
        ratingCount: 100000,
        categories: target.categories,
        categoryKeys: target.categories.map((c) => c.toLowerCase()),
      })
      .where(eq(recipes.id, privateRecipe.id));

    const { items } = await fetchAllPages(ctx.app, '/api/recipes');
    expect(ids(items)).not.toContain(privateRecipe.id);
    expect(items.length).toBe(publicRecipes.length);

    const featured = await getJson<{ id: number }[]>(ctx.app, '/api/recipes/featured');
    expect(ids(featured)).not.toContain(privateRecipe.id);

    const related = await getJson<{ id: number }[]>(ctx.app, `/api/recipes/${target.id}/related`);
    expect(related.length).toBeGreaterThan(0);
    expect(ids(related)).not.toContain(privateRecipe.id);

    // Proof the set-up bites: an admin would see it first in both.
    const repo = createRecipeRepo(ctx.database.db);
    const admin: Viewer = { id: 'someone-else', role: 'admin' };
    expect(ids((await repo.related(target.id, admin, 3)) as { id: number }[])).toContain(privateRecipe.id);
    expect(ids((await repo.featured(admin, 100)) as { id: number }[])).toContain(privateRecipe.id);
  });
});

describe('recipe repository visibility scope (visibleTo)', () => {
  let authorId: string;
  let otherMemberId: string;

  beforeAll(async () => {
    authorId = privateRecipe.authorId!;
    const [other] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'maya_greens'));
    otherMemberId = other!.id;
    expect(otherMemberId).not.toBe(authorId);
  });

  it('findById: the author and admins see the private recipe; other members and visitors do not', async () => {
    const repo = createRecipeRepo(ctx.database.db);
    expect((await repo.findById(privateRecipe.id, { id: authorId, role: 'member' }))?.id).toBe(privateRecipe.id);
    expect((await repo.findById(privateRecipe.id, { id: 'not-the-author', role: 'admin' }))?.id).toBe(privateRecipe.id);
    expect(await repo.findById(privateRecipe.id, { id: otherMemberId, role: 'member' })).toBeNull();
    expect(await repo.findById(privateRecipe.id, null)).toBeNull();
    // Any role other than admin is treated as a member.
    expect(await repo.findById(privateRecipe.id, { id: otherMemberId, role: 'editor' })).toBeNull();
    // Public recipes are visible to everyone.
    const pub = publicRecipes[0]!;
    for (const viewer of [null, { id: otherMemberId, role: 'member' }, { id: 'x', role: 'admin' }]) {
      expect((await repo.findById(pub.id, viewer))?.id).toBe(pub.id);
    }
  });

  it('list and byAuthor apply the same scope', async () => {
    const repo = createRecipeRepo(ctx.database.db);
    const page = { limit: 1000, sort: 'newest' as const };
    const listIds = async (viewer: Viewer | null) => ids((await repo.list({}, viewer, page)) as { id: number }[]);
    expect(await listIds({ id: authorId, role: 'member' })).toContain(privateRecipe.id);
    expect(await listIds({ id: 'x', role: 'admin' })).toContain(privateRecipe.id);
    expect(await listIds({ id: otherMemberId, role: 'member' })).not.toContain(privateRecipe.id);
    expect(await listIds(null)).not.toContain(privateRecipe.id);
    expect((await listIds({ id: 'x', role: 'admin' })).length).toBe(all.length);
    expect((await listIds(null)).length).toBe(publicRecipes.length);

    const byAuthor = async (viewer: Viewer | null) =>
      ids((await repo.byAuthor(authorId, viewer, page)) as { id: number }[]);
    expect(await byAuthor({ id: authorId, role: 'member' })).toContain(privateRecipe.id);
    expect(await byAuthor({ id: 'x', role: 'admin' })).toContain(privateRecipe.id);
    expect(await byAuthor({ id: otherMemberId, role: 'member' })).not.toContain(privateRecipe.id);
    expect(await byAuthor(null)).not.toContain(privateRecipe.id);
  });
});
