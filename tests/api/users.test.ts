import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeListSchema } from '../../src/contracts/recipe';
import { publicUserSchema, usernameSuggestionSchema } from '../../src/contracts/users';
import { authors } from '../../src/db/seed/catalogue';
import { recipes, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, fetchAllPages, getJson, ids, sortedDesc, storedRecipes, type StoredRecipe } from './helpers';

let ctx: TestContext;
let all: StoredRecipe[];
let userIds: Map<string, string>;

const PUBLIC_FIELDS = [
  'avatar_url',
  'bio',
  'created_at',
  'first_name',
  'id',
  'last_name',
  'profile_visible',
  'recipe_count',
  'username',
].sort();

beforeAll(async () => {
  ctx = await createTestContext();
  all = await storedRecipes(ctx.database.db);
  const rows = await ctx.database.db.select({ id: users.id, username: users.username }).from(users);
  userIds = new Map(rows.map((r) => [r.username!, r.id]));
});

afterAll(async () => {
  await ctx?.close();
});

function publicCountOf(username: string): number {
  return all.filter((r) => r.authorUsername === username && r.privacyLevel === 'public').length;
}

const publicAuthors = authors.filter((a) => a.profileVisible);

describe('GET /api/users/{id or username}', () => {
  it('answers the public fields of every public author, by username and by id', async () => {
    expect(publicAuthors.length).toBeGreaterThanOrEqual(4);
    for (const author of publicAuthors) {
      const byName = await getJson<Record<string, unknown>>(ctx.app, `/api/users/${author.username}`);
      expect(Object.keys(byName).sort()).toEqual(PUBLIC_FIELDS);
      const user = publicUserSchema.parse(byName);
      expect(user.id).toBe(userIds.get(author.username));
      expect(user.username).toBe(author.username);
      expect(user.first_name).toBe(author.firstName);
      expect(user.last_name).toBe(author.lastName);
      expect(user.bio).toBe(author.bio);
      expect(user.profile_visible).toBe(true);
      expect(user.recipe_count).toBe(publicCountOf(author.username));
      expect(user.recipe_count).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(user.created_at))).toBe(false);
      expect(byName).not.toHaveProperty('email');
      expect(byName).not.toHaveProperty('role');
      expect(byName).not.toHaveProperty('credits');

      const byId = await getJson(ctx.app, `/api/users/${user.id}`);
      expect(byId).toEqual(byName);
    }
  });

  it('finds a username in any case', async () => {
    const user = await getJson<{ username: string }>(ctx.app, '/api/users/MAYA_GREENS');
    expect(user.username).toBe('maya_greens');
  });

  it("answers a private profile with id 'anonymous' and nothing identifying", async () => {
    for (const key of ['quiet_cook', userIds.get('quiet_cook')!]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${key}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, unknown>;
      expect(body.id).toBe('anonymous');
      expect(body.profile_visible).toBe(false);
      for (const field of ['first_name', 'last_name', 'bio', 'avatar_url', 'email', 'recipe_count', 'created_at']) {
        expect(body).not.toHaveProperty(field);
      }
      expect(body.username ?? null).toBeNull();
      expect(res.body).not.toContain('Whitfield');
      expect(res.body).not.toContain('Sam');
      expect(res.body).not.toContain(userIds.get('quiet_cook')!);
    }
  });

  it("answers 404 'User not found' for an unknown user", async () => {
    for (const key of ['no_such_user', 'anonymous', '00000000-0000-0000-0000-000000000000']) {
      const body = expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/users/${key}` }), 404, 'NOT_FOUND');
      expect(body.message).toBe('User not found');
    }
  });
});

describe('GET /api/users/{username}/recipes', () => {
  it("lists an author's public recipes, newest first, as a page", async () => {
    for (const author of publicAuthors) {
      const page = recipeListSchema.parse(await getJson(ctx.app, `/api/users/${author.username}/recipes`));
      const expected = sortedDesc(
        all.filter((r) => r.authorUsername === author.username && r.privacyLevel === 'public').map((r) => r.id),
      );
      expect(ids(page.items)).toEqual(expected.slice(0, 24));
      for (const item of page.items) {
        expect(item.authorId).toBe(userIds.get(author.username));
        expect(item.privacyLevel).toBe('public');
      }
    }
  });

  it('pages with limit and cursor, also when looked up by id', async () => {
    const username = publicAuthors[0]!.username;
    const expected = sortedDesc(all.filter((r) => r.authorUsername === username && r.privacyLevel === 'public').map((r) => r.id));
    expect(expected.length).toBeGreaterThan(2);
    const { items, pages } = await fetchAllPages(ctx.app, `/api/users/${username}/recipes`, {}, 2);
    expect(ids(items)).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 2));
    const byId = await fetchAllPages(ctx.app, `/api/users/${userIds.get(username)}/recipes`, {}, 100);
    expect(ids(byId.items)).toEqual(expected);
  });

  it('answers 404 for a private profile and for an unknown user', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/users/quiet_cook/recipes' }), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/users/${userIds.get('quiet_cook')}/recipes` }), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/users/no_such_user/recipes' }), 404, 'NOT_FOUND');
  });

  it('answers 400 for bad paging values', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'cursor=abc', 'cursor=9999999999', 'other=1']) {
      const body = expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/users/maya_greens/recipes?${q}` }), 400, 'VALIDATION_ERROR');
      expect(body.message).toContain(q.split('=')[0]);
    }
  });
});

describe('GET /api/users/search', () => {
  it('suggests users whose username contains q, case-insensitive, with a leading @ ignored', async () => {
    for (const q of ['maya', 'MAYA', '@maya', '@AyA_g', 'greens']) {
      const res = await getJson<unknown[]>(ctx.app, `/api/users/search?q=${encodeURIComponent(q)}`);
      const suggestions = res.map((s) => usernameSuggestionSchema.parse(s));
      expect(suggestions.map((s) => s.username), q).toEqual(['maya_greens']);
      expect(suggestions[0]!.id).toBe(userIds.get('maya_greens'));
      expect(suggestions[0]!.recipe_count).toBe(publicCountOf('maya_greens'));
    }
  });

  it('answers at most 5, never a private profile, and treats LIKE wildcards literally', async () => {
    const underscore = (await getJson<{ username: string }[]>(ctx.app, '/api/users/search?q=_')).map((s) => s.username).sort();
    expect(underscore).toEqual(publicAuthors.map((a) => a.username).filter((u) => u.includes('_')).sort().slice(0, 5));
    expect(underscore).not.toContain('quiet_cook');
    expect(await getJson(ctx.app, '/api/users/search?q=%25')).toEqual([]);
    expect(await getJson(ctx.app, '/api/users/search?q=quiet')).toEqual([]);
    expect(await getJson(ctx.app, '/api/users/search?q=zzzz-none')).toEqual([]);

    const vowels = await getJson<unknown[]>(ctx.app, '/api/users/search?q=e');
    expect(vowels.length).toBeLessThanOrEqual(5);
    const single = await getJson<{ username: string }[]>(ctx.app, '/api/users/search?q=r');
    expect(single.length).toBe(Math.min(5, publicAuthors.filter((a) => a.username.includes('r')).length));
  });

  it('answers 400 when q is missing or empty', async () => {
    const missing = expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/users/search' }), 400, 'VALIDATION_ERROR');
    expect(missing.message).toContain('q');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/users/search?q=' }), 400, 'VALIDATION_ERROR');
  });
});

describe('profile recipe counts exclude private recipes', () => {
  it('moving the private recipe to a public author changes neither that author\'s count nor list', async () => {
    const privateRecipe = all.find((r) => r.privacyLevel === 'private')!;
    const mayaId = userIds.get('maya_greens')!;
    const before = publicCountOf('maya_greens');
    await ctx.database.db.update(recipes).set({ authorId: mayaId }).where(eq(recipes.id, privateRecipe.id));

    const profile = await getJson<{ recipe_count: number }>(ctx.app, '/api/users/maya_greens');
    expect(profile.recipe_count).toBe(before);
    const [suggestion] = await getJson<{ recipe_count: number }[]>(ctx.app, '/api/users/search?q=maya_greens');
    expect(suggestion!.recipe_count).toBe(before);
    const { items } = await fetchAllPages(ctx.app, '/api/users/maya_greens/recipes');
    expect(items.length).toBe(before);
    expect(ids(items)).not.toContain(privateRecipe.id);
  });
});
