import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSchema } from '../../src/contracts/recipe';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, storedRecipes, type StoredRecipe } from './helpers';
import { cookieFor, createMember } from './sessions';

let ctx: TestContext;
let all: StoredRecipe[];

beforeAll(async () => {
  ctx = await createTestContext();
  all = await storedRecipes(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

function put(id: number | string, body: unknown, cookie?: string) {
  return ctx.app.inject({ method: 'PUT', url: `/api/recipes/${id}/privacy`, payload: body as object, headers: cookie ? { cookie } : {} });
}

function get(url: string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { host: 'sprig.test', ...(cookie ? { cookie } : {}) } });
}

async function listIds(url: string, cookie?: string): Promise<number[]> {
  const body = (await get(url, cookie)).json() as { items?: { id: number }[] } | { id: number }[];
  return (Array.isArray(body) ? body : (body.items ?? [])).map((r) => r.id);
}

/** A featured public recipe whose author has a public profile and a username. */
function featuredPublic(): StoredRecipe {
  return all.find((r) => r.privacyLevel === 'public' && r.isFeatured && r.authorUsername && r.authorId)!;
}

describe('PUT /api/recipes/{id}/privacy permissions', () => {
  it('a visitor gets 401 with the member message and nothing changes', async () => {
    const recipe = featuredPublic();
    const res = expectApiError(await put(recipe.id, { privacyLevel: 'private' }), 401, 'UNAUTHORIZED');
    expect(res.message).toBe('Sign in as a member to set recipes as private');
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
  });

  it('another member gets 403 and an unknown role gets 403; a missing recipe is 404', async () => {
    const recipe = featuredPublic();
    const other = await createMember(ctx.database.db);
    expectApiError(await put(recipe.id, { privacyLevel: 'private' }, other.cookie), 403, 'FORBIDDEN');
    const guest = await createMember(ctx.database.db, 'guest');
    expect(expectApiError(await put(recipe.id, { privacyLevel: 'private' }, guest.cookie), 403, 'FORBIDDEN').message).toBe(
      'Sign in as a member to set recipes as private',
    );
    expectApiError(await put(999999, { privacyLevel: 'private' }, other.cookie), 404, 'NOT_FOUND');
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
  });

  it("an admin who is not the author gets 403 (the toggle is the author's)", async () => {
    const admin = await createMember(ctx.database.db, 'admin');
    expectApiError(await put(featuredPublic().id, { privacyLevel: 'private' }, admin.cookie), 403, 'FORBIDDEN');
  });

  it('bad input names the field and changes nothing', async () => {
    const recipe = featuredPublic();
    const author = await cookieFor(ctx.database.db, recipe.authorId!);
    for (const body of [{ privacyLevel: 'secret' }, {}, { privacyLevel: 'private', extra: 1 }]) {
      const error = expectApiError(await put(recipe.id, body, author), 400, 'VALIDATION_ERROR');
      expect(error.message).toMatch(/privacyLevel|extra/);
    }
    expectApiError(await put('abc', { privacyLevel: 'private' }, author), 400, 'VALIDATION_ERROR');
    expect(recipeSchema.parse((await get(`/api/recipes/${recipe.id}`)).json()).privacyLevel).toBe('public');
  });
});

describe('a recipe its author makes private disappears for everyone else at once', () => {
  it('from detail, lists, search, featured, related, profile count, saved lists and the sitemap; and returns when public', async () => {
    const recipe = featuredPublic();
    const author = await cookieFor(ctx.database.db, recipe.authorId!);
    const reader = await createMember(ctx.database.db);
    const sibling = all.find(
      (r) => r.id !== recipe.id && r.privacyLevel === 'public' && r.categories.some((c) => recipe.categories.includes(c)),
    )!;
    const word = recipe.title.split(' ')[0]!;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/recipes/${recipe.id}/save`, headers: { cookie: reader.cookie } })).statusCode).toBe(200);
    // Warm the detail cache, so the test also proves the cache is dropped.
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    const countBefore = ((await get(`/api/users/${recipe.authorUsername}`)).json() as { recipe_count: number }).recipe_count;

    const res = await put(recipe.id, { privacyLevel: 'private' }, author);
    expect(res.statusCode, res.body).toBe(200);
    expect(recipeSchema.parse(res.json()).privacyLevel).toBe('private');

    for (const cookie of [undefined, reader.cookie]) {
      expect((await get(`/api/recipes/${recipe.id}`, cookie)).statusCode).toBe(404);
      expect(await listIds('/api/recipes?limit=100', cookie)).not.toContain(recipe.id);
      expect(await listIds(`/api/recipes?search=${encodeURIComponent(word)}`, cookie)).not.toContain(recipe.id);
      expect(await listIds('/api/recipes/featured', cookie)).not.toContain(recipe.id);
      expect(await listIds(`/api/recipes/${sibling.id}/related`, cookie)).not.toContain(recipe.id);
      expect(await listIds(`/api/users/${recipe.authorUsername}/recipes?limit=100`, cookie)).not.toContain(recipe.id);
      expect(((await get(`/api/users/${recipe.authorUsername}`, cookie)).json() as { recipe_count: number }).recipe_count).toBe(countBefore - 1);
    }
    expect(await listIds('/api/user/saved-recipes', reader.cookie)).not.toContain(recipe.id);
    const sitemap = (await get('/sitemap-recipes-1.xml')).body;
    expect(sitemap).not.toContain(`/recipes/${recipe.id}<`);
    // The author still sees it everywhere.
    expect((await get(`/api/recipes/${recipe.id}`, author)).statusCode).toBe(200);
    expect(await listIds('/api/recipes?limit=100', author)).toContain(recipe.id);

    const back = await put(recipe.id, { privacyLevel: 'public' }, author);
    expect(recipeSchema.parse(back.json()).privacyLevel).toBe('public');
    expect((await get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect(await listIds('/api/user/saved-recipes', reader.cookie)).toContain(recipe.id);
    expect((await get('/sitemap-recipes-1.xml')).body).toContain(`/recipes/${recipe.id}<`);
  });
});
