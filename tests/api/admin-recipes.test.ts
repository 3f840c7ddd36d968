import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecipePageSchema, adminRecipeRowSchema, type AdminRecipeRow } from '../../src/contracts/admin-recipes';
import { recipeListSchema, recipeSchema, recipeSummarySchema, type Recipe } from '../../src/contracts/recipe';
import type { RecipeInputDraft } from '../../src/contracts/recipe-input';
import { recipes, users } from '../../src/db/schema';
import { FEATURE_PRIVATE_REFUSED } from '../../src/server/modules/admin/recipes-service';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { cookieFor, createMember } from './sessions';

type Who = { id: string; cookie: string };
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

let ctx: TestContext;
let admin: Who;
let member: Who;
/** Unique to this run: every search below is narrowed to the recipes this file made. */
const tag = `zq${randomUUID().slice(0, 6)}`;
let alice: Who;
let bob: Who;
let soup: Recipe; // alice, public, Soups
let crumble: Recipe; // bob, private, Desserts
let stew: Recipe; // alice, public, Soups + Dinner

function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: cookie ? { cookie } : {} });
}

/** The fields a 400 names, each once (one field may break two rules). */
function fields(res: { json: () => unknown }): string[] {
  return [...new Set((res.json() as { details: { field: string }[] }).details.map((d) => d.field))];
}

async function author(username: string, names: { firstName?: string; lastName?: string } = {}): Promise<Who> {
  const id = randomUUID();
  await ctx.database.db.insert(users).values({ id, email: `${id}@test.example`, username, role: 'member', ...names });
  return { id, cookie: await cookieFor(ctx.database.db, id) };
}

async function create(who: Who, draft: Partial<RecipeInputDraft>): Promise<Recipe> {
  const res = await call('POST', '/api/recipes', who.cookie, {
    servings: 2,
    ingredients: [{ name: 'water', quantity: 1, unit: 'cup', preparation: null }],
    instructions: [{ instruction: 'Stir.' }],
    ...draft,
  });
  expect(res.statusCode, res.body).toBe(201);
  return recipeSchema.parse(res.json());
}

async function list(query: string, cookie = admin.cookie): Promise<AdminRecipeRow[]> {
  const res = await call('GET', `/api/admin/recipes?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return adminRecipePageSchema.parse(res.json()).items;
}

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

async function stored(id: number) {
  const [row] = await ctx.database.db.select({ isFeatured: recipes.isFeatured, privacyLevel: recipes.privacyLevel }).from(recipes).where(eq(recipes.id, id));
  return row;
}

async function featuredIds(cookie?: string): Promise<number[]> {
  const res = await call('GET', '/api/recipes/featured', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return recipeSummarySchema.array().parse(res.json()).map((r) => r.id);
}

async function detail(id: number, cookie?: string): Promise<Recipe> {
  const res = await call('GET', `/api/recipes/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return recipeSchema.parse(res.json());
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
  alice = await author(`Alice_${tag}`, { firstName: 'Alice', lastName: 'Walker' });
  bob = await author(`bob_${tag}`);
  soup = await create(alice, {
    title: `Lemon Soup ${tag}`,
    description: 'Bright and quick.',
    categories: ['Soups'],
    tags: ['citrus'],
    privacyLevel: 'public',
  });
  crumble = await create(bob, { title: `Berry Crumble ${tag}`, description: 'With 100% butter.', categories: ['Desserts'], privacyLevel: 'private' });
  stew = await create(alice, { title: `Bean Stew ${tag}`, categories: ['Soups', 'Dinner'], tags: ['beans'], privacyLevel: 'public' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('every admin recipes endpoint refuses visitors (401) and members (403)', () => {
  it.each([
    ['GET', '/api/admin/recipes', undefined],
    ['PUT', '/api/admin/recipes/{id}/featured', { featured: true }],
  ] as const)('%s %s', async (method, url, payload) => {
    const path = url.replace('{id}', String(soup.id));
    const visitor = expectApiError(await call(method, path, undefined, payload), 401, 'UNAUTHORIZED');
    expect(visitor.message).toBe('Only administrators can manage recipes');
    expectApiError(await call(method, path, member.cookie, payload), 403, 'FORBIDDEN');
    // The author of the recipe is a member too.
    expectApiError(await call(method, path, alice.cookie, payload), 403, 'FORBIDDEN');
  });

  it('refuses before reading the body, and nothing changed', async () => {
    expectApiError(await call('PUT', `/api/admin/recipes/${soup.id}/featured`, member.cookie, { featured: 'nonsense' }), 403, 'FORBIDDEN');
    expectApiError(await call('PUT', `/api/admin/recipes/${soup.id}/featured`, undefined, {}), 401, 'UNAUTHORIZED');
    expect((await stored(soup.id))?.isFeatured).toBe(false);
  });
});

describe('GET /api/admin/recipes', () => {
  it('lists every recipe newest first, private ones included, with author, categories, privacy and featured flag', async () => {
    const res = await call('GET', `/api/admin/recipes?q=${tag}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = adminRecipePageSchema.parse(res.json()).items;
    expect(idsOf(rows)).toEqual([stew.id, crumble.id, soup.id]);
    expect(rows[1]).toEqual({
      id: crumble.id,
      title: `Berry Crumble ${tag}`,
      featuredImage: null,
      author: { id: bob.id, username: `bob_${tag}`, displayName: `bob_${tag}` },
      categories: ['Desserts'],
      privacyLevel: 'private',
      isFeatured: false,
      createdAt: crumble.createdAt,
      updatedAt: crumble.updatedAt,
    });
    expect(rows[0]!.author).toEqual({ id: alice.id, username: `Alice_${tag}`, displayName: 'Alice Walker' });
    // A member's public search does not see bob's private recipe.
    const publicList = recipeListSchema.parse((await call('GET', `/api/recipes?search=${tag}`, member.cookie)).json());
    expect(idsOf(publicList.items)).toEqual([stew.id, soup.id]);
  });

  it('matches free text like the public search: title, description, tags or categories, any case, % literal', async () => {
    for (const [q, expected] of [
      [tag.toUpperCase(), [stew.id, crumble.id, soup.id]],
      ['BRIGHT and', [soup.id]],
      ['citrus', [soup.id]],
      ['dinner', [stew.id]],
      ['100%', [crumble.id]],
      ['%%%', []],
      ['   ', [stew.id, crumble.id, soup.id]],
    ] as const) {
      const rows = await list(`q=${encodeURIComponent(q)}`);
      expect(idsOf(rows).filter((id) => [soup.id, crumble.id, stew.id].includes(id)), q).toEqual(expected);
      // The admin's public search (which shows admins private recipes too) finds the same recipes.
      if (q.trim() !== '') {
        const same = recipeListSchema.parse((await call('GET', `/api/recipes?limit=100&search=${encodeURIComponent(q)}`, admin.cookie)).json());
        expect(idsOf(rows)).toEqual(idsOf(same.items));
      }
    }
  });

  it('filters by category (exact, any case), author (username substring, any case), privacy and featured, combined with AND', async () => {
    const within = async (query: string) => idsOf(await list(`q=${tag}&${query}`));
    expect(await within('category=SOUPS')).toEqual([stew.id, soup.id]);
    expect(await within('category=soup')).toEqual([]);
    expect(await within('category=all')).toEqual([stew.id, crumble.id, soup.id]);
    expect(await within(`author=ALICE_${tag.slice(0, 4)}`)).toEqual([stew.id, soup.id]);
    expect(await within('author=bob')).toEqual([crumble.id]);
    expect(await within('author=nobody-at-all')).toEqual([]);
    expect(await within('privacy=private')).toEqual([crumble.id]);
    expect(await within('privacy=public')).toEqual([stew.id, soup.id]);
    expect(await within('privacy=all')).toEqual([stew.id, crumble.id, soup.id]);
    expect(await within('featured=false')).toEqual([stew.id, crumble.id, soup.id]);
    expect(await within('featured=true')).toEqual([]);
    expect(await within('category=soups&author=alice&privacy=public')).toEqual([stew.id, soup.id]);
    expect(await within('category=dinner&author=bob')).toEqual([]);
    expect(idsOf(await list(`author=alice_${tag}&q=bean`))).toEqual([stew.id]);
  });

  it('pages by cursor, newest first, every recipe once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call('GET', `/api/admin/recipes?q=${tag}&limit=1${cursor ? `&cursor=${cursor}` : ''}`, admin.cookie);
      const page = adminRecipePageSchema.parse(res.json());
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...idsOf(page.items));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([stew.id, crumble.id, soup.id]);
    const two = adminRecipePageSchema.parse((await call('GET', `/api/admin/recipes?q=${tag}&limit=2`, admin.cookie)).json());
    expect(two.nextCursor).toBe(String(crumble.id));
    const rest = adminRecipePageSchema.parse((await call('GET', `/api/admin/recipes?q=${tag}&limit=2&cursor=${two.nextCursor}`, admin.cookie)).json());
    expect(idsOf(rest.items)).toEqual([soup.id]);
    expect(rest.nextCursor).toBeNull();
  });

  it('keeps a recipe whose author account is gone, with no author', async () => {
    const gone = await author(`gone_${tag}`);
    const orphan = await create(gone, { title: `Orphan Toast ${tag}`, privacyLevel: 'public' });
    await ctx.database.db.delete(users).where(eq(users.id, gone.id));
    const [row] = await list(`q=orphan toast ${tag}`);
    expect(row).toMatchObject({ id: orphan.id, author: null });
    expect(await list(`q=orphan toast ${tag}&author=gone`)).toEqual([]);
  });

  it('answers 400 naming the field for a bad privacy, featured, limit, cursor, long text or unknown parameter', async () => {
    for (const [query, field] of [
      ['privacy=secret', 'privacy'],
      ['featured=maybe', 'featured'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=abc', 'cursor'],
      ['cursor=0', 'cursor'],
      [`q=${'x'.repeat(201)}`, 'q'],
      [`author=${'x'.repeat(101)}`, 'author'],
      [`category=${'x'.repeat(101)}`, 'category'],
      ['search=soup', 'search'],
    ] as const) {
      const res = await call('GET', `/api/admin/recipes?${query}`, admin.cookie);
      expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(fields(res), query).toEqual([field]);
    }
  });
});

describe('PUT /api/admin/recipes/:id/featured', () => {
  it('features a public recipe: it shows on the home page list and in its (cached) detail; unfeaturing takes it away', async () => {
    // Read first, so the public detail is in the cache: the change must reach it anyway.
    expect((await detail(soup.id)).isFeatured).toBe(false);
    expect(await featuredIds()).not.toContain(soup.id);

    const on = await call('PUT', `/api/admin/recipes/${soup.id}/featured`, admin.cookie, { featured: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.headers['cache-control']).toBe('private, no-store');
    expect(adminRecipeRowSchema.parse(on.json())).toMatchObject({ id: soup.id, isFeatured: true, privacyLevel: 'public', updatedAt: soup.updatedAt });
    expect(await featuredIds()).toContain(soup.id);
    expect((await detail(soup.id)).isFeatured).toBe(true);
    const three = (rows: AdminRecipeRow[]) => idsOf(rows).filter((id) => [soup.id, crumble.id, stew.id].includes(id));
    expect(three(await list(`q=${tag}&featured=true`))).toEqual([soup.id]);
    expect(three(await list(`q=${tag}&featured=false`))).toEqual([stew.id, crumble.id]);

    // Featuring twice is no error.
    expect((await call('PUT', `/api/admin/recipes/${soup.id}/featured`, admin.cookie, { featured: true })).statusCode).toBe(200);

    const off = await call('PUT', `/api/admin/recipes/${soup.id}/featured`, admin.cookie, { featured: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(adminRecipeRowSchema.parse(off.json()).isFeatured).toBe(false);
    expect(await featuredIds()).not.toContain(soup.id);
    expect((await detail(soup.id)).isFeatured).toBe(false);
  });

  it('refuses to feature a private recipe (409) and changes nothing; unfeaturing one is allowed', async () => {
    const refused = expectApiError(await call('PUT', `/api/admin/recipes/${crumble.id}/featured`, admin.cookie, { featured: true }), 409, 'CONFLICT');
    expect(refused.message).toBe(FEATURE_PRIVATE_REFUSED);
    expect(refused.message).toMatch(/Only public recipes can be featured/);
    expect(await stored(crumble.id)).toEqual({ isFeatured: false, privacyLevel: 'private' });
    expect(await featuredIds(bob.cookie)).not.toContain(crumble.id);

    // Unfeaturing a private recipe is no error.
    const off = await call('PUT', `/api/admin/recipes/${crumble.id}/featured`, admin.cookie, { featured: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(adminRecipeRowSchema.parse(off.json())).toMatchObject({ isFeatured: false, privacyLevel: 'private' });
  });

  it('a featured recipe made private, by the privacy switch or the editor, leaves the featured list for good', async () => {
    const bySwitch = await create(bob, { title: `Switched Private ${tag}`, privacyLevel: 'public' });
    const byEditor = await create(bob, { title: `Edited Private ${tag}`, privacyLevel: 'public' });
    for (const recipe of [bySwitch, byEditor]) {
      expect((await call('PUT', `/api/admin/recipes/${recipe.id}/featured`, admin.cookie, { featured: true })).statusCode).toBe(200);
    }
    expect(await featuredIds()).toEqual(expect.arrayContaining([bySwitch.id, byEditor.id]));

    expect((await call('PUT', `/api/recipes/${bySwitch.id}/privacy`, bob.cookie, { privacyLevel: 'private' })).statusCode).toBe(200);
    const edited = await call('PUT', `/api/recipes/${byEditor.id}`, bob.cookie, {
      title: byEditor.title,
      servings: 2,
      ingredients: [{ name: 'water', quantity: 1, unit: 'cup', preparation: null }],
      instructions: [{ instruction: 'Stir.' }],
      privacyLevel: 'private',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const recipe of [bySwitch, byEditor]) expect(await stored(recipe.id)).toEqual({ isFeatured: false, privacyLevel: 'private' });

    // Public again: not featured until an admin features it again.
    expect((await call('PUT', `/api/recipes/${bySwitch.id}/privacy`, bob.cookie, { privacyLevel: 'public' })).statusCode).toBe(200);
    expect(await featuredIds()).not.toContain(bySwitch.id);
  });

  it('answers 404 for an unknown recipe and 400 naming the field for a bad id or body, changing nothing', async () => {
    expectApiError(await call('PUT', '/api/admin/recipes/999999/featured', admin.cookie, { featured: true }), 404, 'NOT_FOUND');
    expectApiError(await call('PUT', '/api/admin/recipes/999999/featured', admin.cookie, { featured: false }), 404, 'NOT_FOUND');
    for (const [url, body, field] of [
      [`/api/admin/recipes/abc/featured`, { featured: true }, 'id'],
      [`/api/admin/recipes/${stew.id}/featured`, {}, 'featured'],
      [`/api/admin/recipes/${stew.id}/featured`, { featured: 'yes' }, 'featured'],
      [`/api/admin/recipes/${stew.id}/featured`, { featured: 1 }, 'featured'],
      [`/api/admin/recipes/${stew.id}/featured`, { featured: true, privacyLevel: 'public' }, 'privacyLevel'],
    ] as const) {
      const res = await call('PUT', url, admin.cookie, body);
      expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(fields(res), JSON.stringify(body)).toEqual([field]);
    }
    expect(await stored(stew.id)).toEqual({ isFeatured: false, privacyLevel: 'public' });
  });
});

describe('deleting from the back office (DELETE /api/recipes/:id)', () => {
  it("lets an admin delete another member's private recipe; it leaves the admin list", async () => {
    const doomed = await create(bob, { title: `Doomed Pie ${tag}`, privacyLevel: 'private' });
    expect(idsOf(await list(`q=doomed pie ${tag}`))).toEqual([doomed.id]);
    expect((await call('DELETE', `/api/recipes/${doomed.id}`, admin.cookie)).statusCode).toBe(204);
    expect(await list(`q=doomed pie ${tag}`)).toEqual([]);
    expectApiError(await call('PUT', `/api/admin/recipes/${doomed.id}/featured`, admin.cookie, { featured: false }), 404, 'NOT_FOUND');
  });
});
