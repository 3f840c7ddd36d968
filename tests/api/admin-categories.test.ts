import { randomBytes } from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCategoryChangeSchema,
  adminCategoryListSchema,
  adminCategorySchema,
  type AdminCategory,
} from '../../src/contracts/admin-categories';
import { recipeListSchema, recipeSchema } from '../../src/contracts/recipe';
import type { RecipeInputDraft } from '../../src/contracts/recipe-input';
import { categories, recipes, users } from '../../src/db/schema';
import { buildKeys, buildSearchText } from '../../src/domain/search';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Account = { id: string; cookie: string };

let ctx: TestContext;
let admin: Account;
let member: Account;
let author: Account;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
  author = await createMember(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: cookie ? { cookie } : {} });
}

/** A word no other test uses, so names and searches never collide. */
const unique = (word: string) => `${word} ${randomBytes(4).toString('hex')}`;

function fields(res: { json: () => unknown }): string[] {
  return (res.json() as { details: { field: string }[] }).details.map((d) => d.field);
}

async function createCategory(name: string, description?: string): Promise<AdminCategory> {
  const res = await call('POST', '/api/admin/categories', admin.cookie, { name, description });
  expect(res.statusCode, res.body).toBe(201);
  return adminCategorySchema.parse(res.json());
}

async function adminList() {
  const res = await call('GET', '/api/admin/categories', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return adminCategoryListSchema.parse(res.json());
}

const draft = (overrides: Partial<RecipeInputDraft>): RecipeInputDraft => ({
  title: 'Plain Rice',
  description: 'Rice, water and salt.',
  servings: 2,
  tags: ['simple'],
  ingredients: [{ name: 'rice', quantity: 200, unit: 'g', preparation: null }],
  instructions: [{ instruction: 'Cook the rice.' }],
  privacyLevel: 'public',
  ...overrides,
});

async function createRecipe(categoryNames: string[], overrides: Partial<RecipeInputDraft> = {}, who = author): Promise<number> {
  const res = await call('POST', '/api/recipes', who.cookie, draft({ categories: categoryNames, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return recipeSchema.parse(res.json()).id;
}

async function stored(id: number) {
  const [row] = await ctx.database.db
    .select({
      ...getTableColumns(recipes),
      authorUsername: users.username,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorProfileVisible: users.profileVisible,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.authorId))
    .where(eq(recipes.id, id));
  return row!;
}

/** The public reads a visitor makes. */
const publicRecipe = async (id: number) => recipeSchema.parse((await call('GET', `/api/recipes/${id}`, undefined)).json());
async function publicList(query: Record<string, string>): Promise<number[]> {
  const res = await call('GET', `/api/recipes?${new URLSearchParams({ ...query, limit: '100' }).toString()}`, undefined);
  expect(res.statusCode, res.body).toBe(200);
  return recipeListSchema.parse(res.json()).items.map((r) => r.id);
}
const publicCategories = async () => ((await call('GET', '/api/categories', undefined)).json() as { id: number; name: string; description: string | null }[]);

/** The derived search columns agree with the stored fields, as the domain functions build them. */
function expectDerivedColumns(row: Awaited<ReturnType<typeof stored>>) {
  expect(row.categoryKeys).toEqual(buildKeys(row.categories));
  expect(row.searchText).toBe(buildSearchText(row));
}

describe('every admin categories endpoint refuses visitors (401) and members (403)', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories', { name: 'Refused Category' }],
    ['PUT', '/api/admin/categories/ID', { name: 'Refused Rename' }],
    ['POST', '/api/admin/categories/ID/merge', { intoId: 1 }],
    ['DELETE', '/api/admin/categories/ID'],
  ];
  it.each(endpoints)('%s %s', async (method, url, payload) => {
    const category = await createCategory(unique('Guarded'));
    const path = url.replace('ID', String(category.id));
    const visitor = expectApiError(await call(method, path, undefined, payload), 401, 'UNAUTHORIZED');
    expect(visitor.message).toBe('Only administrators can manage categories');
    expectApiError(await call(method, path, member.cookie, payload), 403, 'FORBIDDEN');
    // Refused before the body is read: a bad body is still a 401/403, not a 400.
    if (method !== 'GET' && method !== 'DELETE') expectApiError(await call(method, path, member.cookie, { name: '' }), 403, 'FORBIDDEN');
    // Nothing changed.
    expect(await publicCategories()).toContainEqual({ id: category.id, name: category.name, description: null });
    expect((await publicCategories()).map((c) => c.name)).not.toContain('Refused Category');
  });
});

describe('GET /api/admin/categories', () => {
  it('counts recipes per category (private ones too, any case) and lists the names recipes use that are not categories', async () => {
    const listed = await createCategory(unique('Counted'), 'Counted things');
    const loose = unique('Loose');
    await createRecipe([listed.name.toUpperCase()]);
    await createRecipe([listed.name, 'Other'], { privacyLevel: 'private' });
    await createRecipe([loose]);
    await createRecipe([loose], { privacyLevel: 'private' });
    await createRecipe([loose.toUpperCase()]);

    const res = await call('GET', '/api/admin/categories', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = adminCategoryListSchema.parse(res.json());
    expect(list.categories.find((c) => c.id === listed.id)).toEqual({ ...listed, recipeCount: 2 });
    // Two of the three recipes spell it as created; that spelling is shown, counted once per recipe.
    expect(list.unlisted).toContainEqual({ name: loose, recipeCount: 3 });
    expect(list.unlisted.map((u) => u.name.toLowerCase())).not.toContain(listed.name.toLowerCase());
    expect(list.unlistedTotal).toBe(list.unlisted.length);
  });

  it('lists categories in their public order, a new one last', async () => {
    const first = await createCategory(unique('Ordered A'));
    const second = await createCategory(unique('Ordered B'));
    const { categories: rows } = await adminList();
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    expect(rows.map((c) => c.id)).toEqual((await publicCategories()).map((c) => c.id));
    expect(rows.at(-1)!.id).toBe(second.id);
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a trimmed category that the public list shows; an empty description is none', async () => {
    const name = unique('Fresh');
    const res = await call('POST', '/api/admin/categories', admin.cookie, { name: `  ${name}  `, description: '  Just made.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = adminCategorySchema.parse(res.json());
    expect(created).toMatchObject({ name, description: 'Just made.', recipeCount: 0 });
    expect(await publicCategories()).toContainEqual({ id: created.id, name, description: 'Just made.' });
    const bare = await createCategory(unique('Bare'), '');
    expect(bare.description).toBeNull();
  });

  it('adds a name recipes already use: the count shows them', async () => {
    const name = unique('Adopted');
    await createRecipe([name]);
    expect((await adminList()).unlisted).toContainEqual({ name, recipeCount: 1 });
    expect(await createCategory(name)).toMatchObject({ name, recipeCount: 1 });
    expect((await adminList()).unlisted.map((u) => u.name)).not.toContain(name);
  });

  it('answers 409 when a category of that name exists in any case, and adds nothing', async () => {
    const existing = await createCategory(unique('Taken'));
    const before = (await publicCategories()).length;
    const res = await call('POST', '/api/admin/categories', admin.cookie, { name: existing.name.toUpperCase() });
    expect(expectApiError(res, 409, 'CONFLICT').message).toBe(`A category named '${existing.name}' already exists.`);
    expect((await publicCategories()).length).toBe(before);
  });

  it('answers 400 naming the field for a bad name or description, and adds nothing', async () => {
    const before = (await publicCategories()).length;
    const cases: [unknown, string, RegExp][] = [
      [{}, 'name', /name is required/],
      [{ name: '   ' }, 'name', /name is required/],
      [{ name: 'x'.repeat(61) }, 'name', /name must be at most 60 characters/],
      [{ name: 42 }, 'name', /name is required/],
      [{ name: 'Tab\there' }, 'name', /name must not contain control characters/],
      [{ name: 'ALL' }, 'name', /name cannot be 'all'/],
      [{ name: 'Fine', description: 'x'.repeat(301) }, 'description', /description must be at most 300 characters/],
      [{ name: 'Fine', description: 7 }, 'description', /description must be text/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/admin/categories', admin.cookie, payload);
      expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toMatch(message);
      expect(fields(res)).toContain(field);
    }
    expect(await createCategory('x'.repeat(60))).toMatchObject({ name: 'x'.repeat(60) });
    expect((await publicCategories()).length).toBe(before + 1);
  });
});

describe('PUT /api/admin/categories/:id (rename: recipes follow)', () => {
  it('renames the category on every recipe that has it, public and private, in any case; the public reads show it at once', async () => {
    const category = await createCategory(unique('Stewy'));
    const newName = unique('Braised');
    const word = newName.split(' ')[1]!;
    const open = await createRecipe(['Quick', category.name.toLowerCase(), 'Dinner']);
    const hidden = await createRecipe([category.name.toUpperCase()], { privacyLevel: 'private' });
    const both = await createRecipe([category.name, 'Quick', newName.toLowerCase()]);
    const untouched = await createRecipe(['Quick']);
    const untouchedBefore = await stored(untouched);
    // Read once so the detail is cached: the rename must reach past the cache.
    expect((await publicRecipe(open)).categories).toEqual(['Quick', category.name.toLowerCase(), 'Dinner']);
    const openBefore = await stored(open);

    const res = await call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, { name: newName, description: 'Slow and low' });
    expect(res.statusCode, res.body).toBe(200);
    const change = adminCategoryChangeSchema.parse(res.json());
    expect(change).toEqual({ category: { ...category, name: newName, description: 'Slow and low', recipeCount: 3 }, recipesUpdated: 3 });

    // Order kept, the old name replaced, a duplicate dropped.
    expect((await publicRecipe(open)).categories).toEqual(['Quick', newName, 'Dinner']);
    expect((await stored(hidden)).categories).toEqual([newName]);
    expect((await stored(both)).categories).toEqual([newName, 'Quick']);
    for (const id of [open, hidden, both]) expectDerivedColumns(await stored(id));
    expect((await stored(open)).updatedAt.getTime()).toBeGreaterThan(openBefore.updatedAt.getTime());
    expect(await stored(untouched)).toEqual(untouchedBefore);
    // The private recipe's author sees it renamed too.
    const own = await call('GET', `/api/recipes/${hidden}`, author.cookie);
    expect(recipeSchema.parse(own.json()).categories).toEqual([newName]);

    // Filters and text search find the new name, not the old one.
    expect((await publicList({ category: newName.toUpperCase() })).sort()).toEqual([open, both].sort());
    expect(await publicList({ category: category.name })).toEqual([]);
    expect((await publicList({ search: word })).sort()).toEqual([open, both].sort());
    expect(await publicList({ search: category.name.split(' ')[1]! })).toEqual([]);
    expect(await publicCategories()).toContainEqual({ id: category.id, name: newName, description: 'Slow and low' });
  });

  it('changes only the case of a name, on the category and its recipes', async () => {
    const lower = unique('main dishes');
    const category = await createCategory(lower);
    const id = await createRecipe([lower.toUpperCase(), 'Quick']);
    const title = lower.replace('main dishes', 'Main Dishes');
    const res = await call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, { name: title });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCategoryChangeSchema.parse(res.json())).toMatchObject({ category: { name: title, recipeCount: 1 }, recipesUpdated: 1 });
    expect((await publicRecipe(id)).categories).toEqual([title, 'Quick']);
    expect(await publicList({ category: lower })).toEqual([id]);
  });

  it('changes only the description without touching recipes; an absent description is kept', async () => {
    const category = await createCategory(unique('Described'), 'First words');
    const id = await createRecipe([category.name]);
    const before = await stored(id);
    const res = await call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, { name: category.name, description: 'Better words' });
    expect(adminCategoryChangeSchema.parse(res.json())).toEqual({ category: { ...category, description: 'Better words', recipeCount: 1 }, recipesUpdated: 0 });
    expect(await stored(id)).toEqual(before);
    const kept = await call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, { name: category.name });
    expect(adminCategoryChangeSchema.parse(kept.json()).category.description).toBe('Better words');
    const cleared = await call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, { name: category.name, description: null });
    expect(adminCategoryChangeSchema.parse(cleared.json()).category.description).toBeNull();
  });

  it('answers 409 pointing to merge when another category has the name (any case), and changes nothing', async () => {
    const source = await createCategory(unique('Clashing'));
    const other = await createCategory(unique('Occupied'));
    const id = await createRecipe([source.name]);
    const res = await call('PUT', `/api/admin/categories/${source.id}`, admin.cookie, { name: other.name.toLowerCase() });
    const error = expectApiError(res, 409, 'CONFLICT');
    expect(error.message).toBe(
      `A category named '${other.name}' already exists. To put the recipes of both together, merge '${source.name}' into '${other.name}' instead.`,
    );
    expect((await stored(id)).categories).toEqual([source.name]);
    expect(await publicCategories()).toContainEqual({ id: source.id, name: source.name, description: null });
  });

  it('answers 400 naming the field for a bad name or id, 404 for an unknown id, and changes nothing', async () => {
    const category = await createCategory(unique('Steady'));
    const id = await createRecipe([category.name]);
    for (const [payload, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'y'.repeat(61) }, 'name'],
      [{ description: 'no name' }, 'name'],
      [{ name: 'Fine', description: 'z'.repeat(301) }, 'description'],
    ] as const) {
      const res = await call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, payload);
      expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(fields(res)).toContain(field);
    }
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const res = await call('PUT', `/api/admin/categories/${bad}`, admin.cookie, { name: 'Anything' });
      expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toMatch(/id must be a category id/);
      expect(fields(res)).toContain('id');
    }
    expectApiError(await call('PUT', '/api/admin/categories/2147483647', admin.cookie, { name: 'Anything' }), 404, 'NOT_FOUND');
    expect((await stored(id)).categories).toEqual([category.name]);
    expect(await publicCategories()).toContainEqual({ id: category.id, name: category.name, description: null });
  });

  it("loses neither a member's save nor the rename when both happen at once", async () => {
    const category = await createCategory(unique('Racing'));
    const newName = unique('Raced');
    const ids = await Promise.all([1, 2, 3, 4].map(() => createRecipe([category.name, 'Quick'])));
    const saves = ids.map((id, i) =>
      call('PUT', `/api/recipes/${id}`, author.cookie, draft({ title: `Saved meanwhile ${i}`, categories: ['Brand New', category.name, 'Quick'] })),
    );
    const rename = call('PUT', `/api/admin/categories/${category.id}`, admin.cookie, { name: newName });
    const [renamed, ...saved] = await Promise.all([rename, ...saves]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const res of saved) expect(res.statusCode, res.body).toBe(200);
    for (const [i, id] of ids.entries()) {
      const row = await stored(id);
      // The member's save is kept whole (title and its new category), and the derived columns
      // match the stored fields: the rename wrote values worked out from the row it had locked.
      expect(row.title).toBe(`Saved meanwhile ${i}`);
      expect(row.categories[0]).toBe('Brand New');
      // Either the save came first (and was renamed) or came after (and wrote its own list back).
      expect([['Brand New', newName, 'Quick'], ['Brand New', category.name, 'Quick']]).toContainEqual(row.categories);
      expectDerivedColumns(row);
      expect((await publicRecipe(id)).categories).toEqual(row.categories);
    }
  });
});

describe('POST /api/admin/categories/:id/merge', () => {
  it("files the source's recipes under the target (no duplicates) and deletes the source; the public reads show it", async () => {
    const source = await createCategory(unique('Merged away'));
    const target = await createCategory(unique('Merged into'), 'The one that stays');
    const a = await createRecipe([source.name, 'Quick']);
    const b = await createRecipe([target.name.toLowerCase(), source.name.toUpperCase()], { privacyLevel: 'private' });
    const c = await createRecipe([target.name]);
    await publicRecipe(a);

    const res = await call('POST', `/api/admin/categories/${source.id}/merge`, admin.cookie, { intoId: target.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCategoryChangeSchema.parse(res.json())).toEqual({ category: { ...target, recipeCount: 3 }, recipesUpdated: 2 });
    expect((await publicRecipe(a)).categories).toEqual([target.name, 'Quick']);
    expect((await stored(b)).categories).toEqual([target.name]);
    expect((await stored(c)).categories).toEqual([target.name]);
    for (const id of [a, b]) expectDerivedColumns(await stored(id));
    expect((await publicList({ category: target.name })).sort()).toEqual([a, c].sort());
    expect(await publicList({ category: source.name })).toEqual([]);
    expect((await publicCategories()).map((cat) => cat.id)).not.toContain(source.id);
    expect((await adminList()).categories.find((cat) => cat.id === target.id)?.recipeCount).toBe(3);
  });

  it('two opposite merges at the same moment: one wins, the other is told the category is gone or changed (never a 500)', async () => {
    const a = await createCategory(unique('Opposite A'));
    const b = await createCategory(unique('Opposite B'));
    const recipe = await createRecipe([a.name, b.name]);
    const [ab, ba] = await Promise.all([
      call('POST', `/api/admin/categories/${a.id}/merge`, admin.cookie, { intoId: b.id }),
      call('POST', `/api/admin/categories/${b.id}/merge`, admin.cookie, { intoId: a.id }),
    ]);
    const [won, lost] = ab.statusCode === 200 ? [ab, ba] : [ba, ab];
    expect(won.statusCode, `${ab.body} ${ba.body}`).toBe(200);
    // Read after the first finished, the other's target is gone (404); read during it, it changed meanwhile (409).
    if (lost.statusCode === 404) expect(expectApiError(lost, 404, 'NOT_FOUND').message).toBe('The category to merge into does not exist');
    else expect(expectApiError(lost, 409, 'CONFLICT').message).toBe('The category was changed by someone else meanwhile. Reload the list and try again.');
    const kept = won === ab ? b : a;
    expect((await stored(recipe)).categories).toEqual([kept.name]);
    const ids = (await adminList()).categories.map((cat) => cat.id);
    expect(ids.filter((id) => id === a.id || id === b.id)).toEqual([kept.id]);
  });

  it('refuses merging into itself (400 naming intoId), unknown ids (404) and a bad body (400), changing nothing', async () => {
    const source = await createCategory(unique('Unmerged'));
    const id = await createRecipe([source.name]);
    const self = await call('POST', `/api/admin/categories/${source.id}/merge`, admin.cookie, { intoId: source.id });
    expect(expectApiError(self, 400, 'VALIDATION_ERROR').message).toMatch(/intoId must be another category/);
    expect(fields(self)).toEqual(['intoId']);
    const into = expectApiError(await call('POST', `/api/admin/categories/${source.id}/merge`, admin.cookie, { intoId: 2147483647 }), 404, 'NOT_FOUND');
    expect(into.message).toBe('The category to merge into does not exist');
    expectApiError(await call('POST', `/api/admin/categories/2147483647/merge`, admin.cookie, { intoId: source.id }), 404, 'NOT_FOUND');
    for (const payload of [{}, { intoId: 'two' }, { intoId: 0 }, { intoId: 1.5 }]) {
      const res = await call('POST', `/api/admin/categories/${source.id}/merge`, admin.cookie, payload);
      expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toMatch(/intoId must be a category id/);
      expect(fields(res)).toContain('intoId');
    }
    expect((await stored(id)).categories).toEqual([source.name]);
    expect((await publicCategories()).map((c) => c.id)).toContain(source.id);
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes a category no recipe uses', async () => {
    const category = await createCategory(unique('Unused'));
    const res = await call('DELETE', `/api/admin/categories/${category.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await publicCategories()).map((c) => c.id)).not.toContain(category.id);
    expectApiError(await call('DELETE', `/api/admin/categories/${category.id}`, admin.cookie), 404, 'NOT_FOUND');
  });

  it('refuses (409) while any recipe, even a private one, uses it, saying how many and what to do instead', async () => {
    const category = await createCategory(unique('In use'));
    const hidden = await createRecipe([category.name.toLowerCase()], { privacyLevel: 'private' });
    const one = expectApiError(await call('DELETE', `/api/admin/categories/${category.id}`, admin.cookie), 409, 'CONFLICT');
    expect(one.message).toBe(`1 recipe uses '${category.name}', so it cannot be deleted. Rename it, or merge it into another category to move those recipes.`);
    expect(one.details).toEqual({ recipeCount: 1 });
    const open = await createRecipe([category.name]);
    const two = expectApiError(await call('DELETE', `/api/admin/categories/${category.id}`, admin.cookie), 409, 'CONFLICT');
    expect(two.message).toMatch(/^2 recipes use /);
    expect((await publicCategories()).map((c) => c.id)).toContain(category.id);

    // Once no recipe uses it, it can go.
    for (const id of [hidden, open]) expect((await call('DELETE', `/api/recipes/${id}`, author.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/categories/${category.id}`, admin.cookie)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
  });
});
