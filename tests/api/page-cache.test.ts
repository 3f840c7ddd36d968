import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSchema, type Recipe } from '../../src/contracts/recipe';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

// Visitors' public pages are rendered once and kept with their compressed forms (issue 17,
// seo/page-cache.ts). What is kept must follow every change made through the app at once, and must
// never carry one member's state to anyone else.
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sprig</title>' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let member: { id: string; cookie: string };
let admin: { id: string; cookie: string };
const runTag = Math.random().toString(36).slice(2, 8);
const username = `cook_${runTag}`;
const categoryName = `Stews ${runTag}`;
let categoryId: number;

const visit = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });
const title = (res: LightMyRequestResponse) => /<title>([^<]*)<\/title>/.exec(res.body)?.[1];

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: `Smoky Bean Stew ${runTag}`,
  description: 'Beans, paprika and tomatoes.',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 40,
  categories: [categoryName],
  tags: [],
  dietaryAttributes: [],
  recipeTools: [],
  ingredients: [{ name: 'butter beans', quantity: 2, unit: 'can', preparation: 'drained' }],
  instructions: [{ instruction: 'Simmer everything for forty minutes.' }],
  privacyLevel: 'public',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<Recipe> {
  const res = await send('POST', '/api/recipes', member.cookie, draft(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return recipeSchema.parse(res.json());
}

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'sprig-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  ctx = await createTestContext({ webDist });
  member = await createMember(ctx.database.db);
  admin = await createMember(ctx.database.db, 'admin');
  await ctx.database.db.execute(sql`update users set username = ${username}, first_name = 'Robin' where id = ${member.id}`);
  const category = await send('POST', '/api/admin/categories', admin.cookie, { name: categoryName });
  expect(category.statusCode, category.body).toBe(201);
  categoryId = (category.json() as { id: number }).id;
});
afterAll(() => ctx.close());

describe("a visitor's public page", () => {
  it('is kept: the same bytes again, even after a change made behind the app', async () => {
    const recipe = await create();
    const first = await visit(`/recipes/${recipe.id}`);
    expect(title(first)).toBe(`${recipe.title} | Sprig`);
    // Only a kept page can still show the old title after the row changed.
    await ctx.database.db.execute(sql`update recipes set title = 'Changed behind the app' where id = ${recipe.id}`);
    const second = await visit(`/recipes/${recipe.id}`);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('goes out in the encoding the client takes, each the same page, with its own validator', async () => {
    const recipe = await create();
    const plain = await visit(`/recipes/${recipe.id}`);
    const br = await visit(`/recipes/${recipe.id}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await visit(`/recipes/${recipe.id}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    for (const res of [plain, br, gz]) expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('answers 304 to a client that holds it, and 200 once it changed', async () => {
    const recipe = await create();
    const first = await visit(`/recipes/${recipe.id}`, { 'accept-encoding': 'br' });
    const again = await visit(`/recipes/${recipe.id}`, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const edited = await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, draft({ title: `Smokier Stew ${runTag}` }));
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await visit(`/recipes/${recipe.id}`, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(brotliDecompressSync(after.rawPayload).toString('utf8')).toContain(`Smokier Stew ${runTag}`);
  });
});

describe('what a change shows on the next request', () => {
  it('an edit', async () => {
    const recipe = await create();
    await visit(`/recipes/${recipe.id}`);
    await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, draft({ title: `Edited Stew ${runTag}` }));
    expect(title(await visit(`/recipes/${recipe.id}`))).toBe(`Edited Stew ${runTag} | Sprig`);
  });

  it('a recipe made private, then public again', async () => {
    const recipe = await create();
    expect((await visit(`/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await send('PUT', `/api/recipes/${recipe.id}/privacy`, member.cookie, { privacyLevel: 'private' })).statusCode).toBe(200);
    const hidden = await visit(`/recipes/${recipe.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain(recipe.title);
    expect((await send('PUT', `/api/recipes/${recipe.id}/privacy`, member.cookie, { privacyLevel: 'public' })).statusCode).toBe(200);
    expect((await visit(`/recipes/${recipe.id}`)).statusCode).toBe(200);
  });

  it('a deleted recipe', async () => {
    const recipe = await create();
    expect((await visit(`/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/recipes/${recipe.id}`, member.cookie)).statusCode).toBe(204);
    expect((await visit(`/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  it("a new recipe, in its author's profile", async () => {
    await create();
    const count = async () => /(\d+) recipes? by Robin/.exec((await visit(`/profile/${username}`)).body)?.[1];
    const before = Number(await count());
    await create();
    expect(Number(await count())).toBe(before + 1);
  });

  it("an author's bio, in their profile page", async () => {
    await visit(`/profile/${username}`);
    const saved = await send('PUT', '/api/users/profile', member.cookie, { bio: `Slow cooker ${runTag}` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await visit(`/profile/${username}`)).body).toContain(`Slow cooker ${runTag}`);
  });

  it('a renamed category, on the recipes in it', async () => {
    const recipe = await create();
    await visit(`/recipes/${recipe.id}`);
    const renamed = await send('PUT', `/api/admin/categories/${categoryId}`, admin.cookie, { name: `Hotpots ${runTag}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await visit(`/recipes/${recipe.id}`);
    expect(page.body).toContain(`Hotpots ${runTag}`);
    expect(page.body).not.toContain(categoryName);
    await send('PUT', `/api/admin/categories/${categoryId}`, admin.cookie, { name: categoryName });
  });

  it("a kitchen tool added, edited and deleted, in the 'Everyday Kitchen Helpers' of the recipes that name it", async () => {
    const toolName = `Bean Masher ${runTag}`;
    const recipe = await create({ recipeTools: [toolName.toLowerCase()] });
    const helpers = async () => {
      const api = recipeSchema.parse((await visit(`/api/recipes/${recipe.id}`)).json());
      const page = (await visit(`/recipes/${recipe.id}`)).body;
      return { tools: api.kitchenTools.map((tool) => `${tool.toolName}: ${tool.purpose}`), page };
    };
    expect((await helpers()).tools).toEqual([]);

    const tool = { toolName, purpose: 'Mashes beans.', recommendedProduct: 'Steel masher', amazonLink: '', priority: 2, category: 'General' };
    const added = await send('POST', '/api/admin/kitchen-tools', admin.cookie, tool);
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json() as { id: number }).id;
    let seen = await helpers();
    expect(seen.tools).toEqual([`${toolName}: Mashes beans.`]);
    expect(seen.page).toContain('Mashes beans.');

    const edited = await send('PUT', `/api/admin/kitchen-tools/${id}`, admin.cookie, { ...tool, purpose: 'Mashes beans smooth.' });
    expect(edited.statusCode, edited.body).toBe(200);
    seen = await helpers();
    expect(seen.tools).toEqual([`${toolName}: Mashes beans smooth.`]);
    expect(seen.page).toContain('Mashes beans smooth.');

    expect((await send('DELETE', `/api/admin/kitchen-tools/${id}`, admin.cookie)).statusCode).toBe(204);
    seen = await helpers();
    expect(seen.tools).toEqual([]);
    expect(seen.page).not.toContain('Mashes beans');
  });

  it("the site's name", async () => {
    await visit('/');
    const saved = await send('PUT', '/api/admin/settings/site', admin.cookie, { siteName: `Pantry ${runTag}`, logoUrl: null, faviconUrl: null, themeColor: '#3d7068' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(title(await visit('/'))).toBe(`Pantry ${runTag}`);
    await send('PUT', '/api/admin/settings/site', admin.cookie, { siteName: 'Sprig', logoUrl: null, faviconUrl: null, themeColor: '#3d7068' });
    expect(title(await visit('/'))).toBe('Sprig');
  });
});

describe("a member's own state", () => {
  it('is never kept: members get their own page each time, visitors never see it', async () => {
    const email = `${member.id}@test.example`;
    const mine = await visit('/', { cookie: member.cookie });
    expect(mine.body).toContain(email);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).toBeUndefined();
    const visitors = await visit('/');
    expect(visitors.body).not.toContain(email);
    expect(visitors.body).not.toContain(member.id);
    // And the other way round: the page kept for visitors is not what a member is given.
    const mineAgain = await visit('/', { cookie: member.cookie });
    expect(mineAgain.body).toContain(email);
  });

  it("keeps an author's private recipe to the author, whatever visitors were given before", async () => {
    const recipe = await create({ privacyLevel: 'private' });
    expect((await visit(`/recipes/${recipe.id}`)).statusCode).toBe(404);
    const own = await visit(`/recipes/${recipe.id}`, { cookie: member.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect((await visit(`/recipes/${recipe.id}`)).statusCode).toBe(404);
  });
});

describe("the recipe API's answers to visitors", () => {
  const listed = async (url: string, cookie?: string) =>
    ((await visit(url, cookie ? { cookie } : {})).json() as { items: { id: number }[] }).items.map((r) => r.id);

  it('are kept, and a new or changed recipe shows in them on the next request', async () => {
    const url = `/api/recipes?search=${encodeURIComponent(runTag)}`;
    const first = await visit(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await visit(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const fresh = await create({ title: `Fresh Stew ${runTag}` });
    expect(await listed(url)).toContain(fresh.id);
    await send('PUT', `/api/recipes/${fresh.id}/privacy`, member.cookie, { privacyLevel: 'private' });
    expect(await listed(url)).not.toContain(fresh.id);
    const detail = await visit(`/api/recipes/${fresh.id}`);
    expect(detail.statusCode).toBe(404);
  });

  it("never carry a member's own recipes to visitors, nor visitors' answers to a member", async () => {
    const url = `/api/recipes?search=${encodeURIComponent(`Hidden Stew ${runTag}`)}`;
    const hidden = await create({ title: `Hidden Stew ${runTag}`, privacyLevel: 'private' });
    expect(await listed(url)).toEqual([]);
    expect(await listed(url, member.cookie)).toEqual([hidden.id]);
    const mine = await visit(url, { cookie: member.cookie, 'accept-encoding': 'br' });
    expect(mine.headers.etag).not.toBe((await visit(url, { 'accept-encoding': 'br' })).headers.etag);
    expect(await listed(url)).toEqual([]);
  });
});

describe('a member who owns nothing a visitor cannot see', () => {
  const items = (res: LightMyRequestResponse) => (res.json() as { items: { id: number; author: { id: string } | null }[] }).items;

  it("is given the visitors' kept answer, for their browser alone, until they own such a recipe", async () => {
    const cook = await createMember(ctx.database.db);
    const url = `/api/recipes?search=${encodeURIComponent(`Shared Stew ${runTag}`)}`;
    await create({ title: `Shared Stew ${runTag}` });
    const visitors = await visit(url, { 'accept-encoding': 'br' });
    const theirs = await visit(url, { 'accept-encoding': 'br', cookie: cook.cookie });
    expect(theirs.rawPayload.equals(visitors.rawPayload)).toBe(true);
    expect(theirs.headers.etag).toBe(visitors.headers.etag);
    expect(theirs.headers['cache-control']).toBe('private, no-cache');

    // Their own private recipe is in their next answer, never in the visitors'.
    const own = await send('POST', '/api/recipes', cook.cookie, draft({ title: `Shared Stew ${runTag} mine`, privacyLevel: 'private' }));
    expect(own.statusCode, own.body).toBe(201);
    const ownId = (own.json() as { id: number }).id;
    expect(items(await visit(url, { cookie: cook.cookie })).map((r) => r.id)).toContain(ownId);
    expect((await visit(`/api/recipes/${ownId}`, { cookie: cook.cookie })).statusCode).toBe(200);
    expect(items(await visit(url)).map((r) => r.id)).not.toContain(ownId);
  });

  it('and not once their profile is private: they see themselves as the author where visitors see Anonymous', async () => {
    const cook = await createMember(ctx.database.db);
    await ctx.database.db.execute(sql`update users set profile_visible = false where id = ${cook.id}`);
    const url = `/api/recipes?search=${encodeURIComponent(`Quiet Stew ${runTag}`)}`;
    const made = await send('POST', '/api/recipes', cook.cookie, draft({ title: `Quiet Stew ${runTag}` }));
    expect(made.statusCode, made.body).toBe(201);
    expect(items(await visit(url)).map((r) => r.author?.id)).toEqual(['anonymous']);
    expect(items(await visit(url, { cookie: cook.cookie })).map((r) => r.author?.id)).toEqual([cook.id]);
  });

  it('a private profile has its own answers kept for it, and its next change shows on the next request', async () => {
    const cook = await createMember(ctx.database.db);
    await ctx.database.db.execute(sql`update users set profile_visible = false where id = ${cook.id}`);
    const url = `/api/recipes?search=${encodeURIComponent(`Hushed Stew ${runTag}`)}`;
    const made = await send('POST', '/api/recipes', cook.cookie, draft({ title: `Hushed Stew ${runTag}`, privacyLevel: 'private' }));
    expect(made.statusCode, made.body).toBe(201);
    const first = await visit(url, { cookie: cook.cookie });
    expect(items(first).map((r) => r.author?.id)).toEqual([cook.id]);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await visit(url, { cookie: cook.cookie, 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect(items(await visit(url))).toEqual([]);

    const second = await send('POST', '/api/recipes', cook.cookie, draft({ title: `Hushed Stew ${runTag} again` }));
    expect(second.statusCode, second.body).toBe(201);
    expect(items(await visit(url, { cookie: cook.cookie }))).toHaveLength(2);
    // Visitors see the public one, without its author's name.
    expect(items(await visit(url)).map((r) => r.author?.id)).toEqual(['anonymous']);
  });

  it('an admin is never one: they read private recipes too', async () => {
    const url = `/api/recipes?search=${encodeURIComponent(`Admin Stew ${runTag}`)}`;
    const hidden = await create({ title: `Admin Stew ${runTag}`, privacyLevel: 'private' });
    expect(items(await visit(url))).toEqual([]);
    expect(items(await visit(url, { cookie: admin.cookie })).map((r) => r.id)).toEqual([hidden.id]);
  });
});

describe('a member who owns private recipes, under a visible profile', () => {
  const items = (res: LightMyRequestResponse) => (res.json() as { items: { id: number }[]; nextCursor: string | null }).items.map((r) => r.id);
  const makeAs = async (cookie: string, title: string, privacyLevel: 'public' | 'private') => {
    const res = await send('POST', '/api/recipes', cookie, draft({ title, privacyLevel }));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it("reads the visitors' list with their own private recipes merged in, newest first, page after page", async () => {
    const cook = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    const words = `Layered Stew ${runTag}`;
    const made: number[] = [];
    // Interleaved: theirs private and public, someone else's public.
    for (const [cookie, privacy] of [
      [cook.cookie, 'private'],
      [other.cookie, 'public'],
      [cook.cookie, 'public'],
      [cook.cookie, 'private'],
      [other.cookie, 'public'],
    ] as const) {
      made.push(await makeAs(cookie, `${words} ${made.length}`, privacy));
    }
    const search = `/api/recipes?search=${encodeURIComponent(words)}&limit=2`;
    const walk = async (cookie?: string) => {
      const seen: number[] = [];
      let url: string | null = search;
      while (url) {
        const res = await visit(url, cookie ? { cookie } : {});
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...items(res));
        const next = (res.json() as { nextCursor: string | null }).nextCursor;
        url = next ? `${search}&cursor=${next}` : null;
      }
      return seen;
    };
    const newestFirst = [...made].reverse();
    expect(await walk(cook.cookie)).toEqual(newestFirst);
    expect(await walk()).toEqual(newestFirst.filter((id) => id !== made[0] && id !== made[3]));
    expect(await walk(other.cookie)).toEqual(newestFirst.filter((id) => id !== made[0] && id !== made[3]));
  });

  it("gets the visitors' answer itself when none of their private recipes match", async () => {
    const cook = await createMember(ctx.database.db);
    await makeAs(cook.cookie, `Secret Soup ${runTag}`, 'private');
    const url = `/api/recipes?search=${encodeURIComponent(`Open Stew ${runTag}`)}`;
    await create({ title: `Open Stew ${runTag}` });
    const visitors = await visit(url, { 'accept-encoding': 'br' });
    const theirs = await visit(url, { 'accept-encoding': 'br', cookie: cook.cookie });
    expect(theirs.headers.etag).toBe(visitors.headers.etag);
    expect(theirs.headers['cache-control']).toBe('private, no-cache');
  });

  it('has their merged answer kept for them alone, and a change to their recipes shows on the next request', async () => {
    const cook = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    const words = `Kept Stew ${runTag}`;
    const mine = await makeAs(cook.cookie, `${words} mine`, 'private');
    const url = `/api/recipes?search=${encodeURIComponent(words)}`;
    const first = await visit(url, { cookie: cook.cookie });
    expect(items(first)).toEqual([mine]);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // Kept: the browser's copy is still good.
    const again = await visit(url, { cookie: cook.cookie, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Nobody else is given it, whatever was kept for the cook.
    expect(items(await visit(url))).toEqual([]);
    expect(items(await visit(url, { cookie: other.cookie }))).toEqual([]);

    const renamed = await send('PUT', `/api/recipes/${mine}`, cook.cookie, draft({ title: `${words} renamed`, privacyLevel: 'private' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterEdit = await visit(url, { cookie: cook.cookie });
    expect((afterEdit.json() as { items: { title: string }[] }).items.map((r) => r.title)).toEqual([`${words} renamed`]);
    const second = await makeAs(cook.cookie, `${words} second`, 'private');
    expect(items(await visit(url, { cookie: cook.cookie }))).toEqual([second, mine]);
    expect((await send('DELETE', `/api/recipes/${second}`, cook.cookie)).statusCode).toBe(204);
    expect(items(await visit(url, { cookie: cook.cookie }))).toEqual([mine]);
  });
});
