import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeListSchema, recipeSchema, recipeSummarySchema, type Recipe, type RecipeSummary } from '../../src/contracts/recipe';
import { ANONYMOUS_AUTHOR } from '../../src/domain/authors';
import { recipes, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { cookieFor, createMember } from './sessions';

/**
 * Who a recipe's author appears as (issue 14, items 1 and 5): an e-mail address never leaves the
 * server except to its owner and admins, and an author whose profile is private is an anonymous
 * author to everyone else, in every answer that carries a recipe: lists, search, featured,
 * related, saved, detail, the server-rendered page and its JSON-LD.
 */

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Sprig</title>' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
const run = Math.random().toString(36).slice(2, 8);

interface Author {
  id: string;
  cookie: string;
  email: string;
  recipeId: number;
  title: string;
}
/** No username and no name: before the fix its display name was the e-mail address. */
let nameless: Author;
/** Username, full name and avatar, profile private. */
let hidden: Author;
const HIDDEN_USERNAME = `hidden_${run}`;
const HIDDEN_AVATAR = `hidden-${run}.webp`;
let reader: { id: string; cookie: string };
let admin: { id: string; cookie: string };

function get(url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url, headers: { host: 'sprig.test', ...(cookie ? { cookie } : {}) } });
}

/** A member who publishes one featured recipe in the 'Soups' category (the seed has others there, for related). */
async function author(fields: Partial<typeof users.$inferInsert>, title: string): Promise<Author> {
  const member = await createMember(ctx.database.db);
  const email = `${run}.${title.split(' ')[0]!.toLowerCase()}@mailbox.example`;
  await ctx.database.db.update(users).set({ email, ...fields }).where(eq(users.id, member.id));
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: member.cookie },
    payload: {
      title,
      description: 'A bowl of something warm.',
      servings: 2,
      categories: ['Soups'],
      tags: [],
      ingredients: [{ name: 'red lentils', quantity: 200, unit: 'g', preparation: null }],
      instructions: [{ instruction: 'Simmer until soft.' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const recipeId = recipeSchema.parse(created.json()).id;
  const published = await ctx.app.inject({
    method: 'PUT',
    url: `/api/recipes/${recipeId}/privacy`,
    headers: { cookie: member.cookie },
    payload: { privacyLevel: 'public' },
  });
  expect(published.statusCode, published.body).toBe(200);
  await ctx.database.db.update(recipes).set({ isFeatured: true }).where(eq(recipes.id, recipeId));
  return { ...member, email, recipeId, title };
}

/** Every place a recipe card or page carries its author, as `viewer` reads them. */
async function everyCopy(of: Author, cookie?: string): Promise<{ where: string; recipe: RecipeSummary | Recipe }[]> {
  const copies: { where: string; recipe: RecipeSummary | Recipe }[] = [];
  const pick = (where: string, items: RecipeSummary[]) => {
    const found = items.find((r) => r.id === of.recipeId);
    expect(found, `${where} lists recipe ${of.recipeId}`).toBeDefined();
    copies.push({ where, recipe: found! });
  };
  const detail = await get(`/api/recipes/${of.recipeId}`, cookie);
  expect(detail.statusCode).toBe(200);
  copies.push({ where: 'detail', recipe: recipeSchema.parse(detail.json()) });
  pick('list', recipeListSchema.parse((await get('/api/recipes?limit=100', cookie)).json()).items);
  pick('search', recipeListSchema.parse((await get(`/api/recipes?search=${encodeURIComponent(of.title)}`, cookie)).json()).items);
  pick('featured', recipeSummarySchema.array().parse((await get('/api/recipes/featured', cookie)).json()));
  const other = of === nameless ? hidden : nameless;
  pick('related', recipeSummarySchema.array().parse((await get(`/api/recipes/${other.recipeId}/related`, cookie)).json()));
  return copies;
}

/** The server-rendered page: its initial data, JSON-LD and everything else in the HTML. */
async function page(of: Author, cookie?: string) {
  const res = await get(`/recipes/${of.recipeId}`, cookie);
  expect(res.statusCode).toBe(200);
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  expect(ld).toBeDefined();
  return { html: res.body, jsonLd: JSON.parse(ld!) as { author: { name: string } } };
}

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'sprig-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  ctx = await createTestContext({ webDist });
  nameless = await author({ username: null, firstName: null, lastName: null }, `Nameless Lentil Soup ${run}`);
  hidden = await author(
    { username: HIDDEN_USERNAME, firstName: 'Hester', lastName: 'Quillfeather', avatarUrl: HIDDEN_AVATAR, profileVisible: false },
    `Hidden Barley Soup ${run}`,
  );
  reader = await createMember(ctx.database.db);
  admin = await createMember(ctx.database.db, 'admin');
});
afterAll(() => ctx?.close());

describe('an author without a username or name (item 1)', () => {
  it.each([
    ['a visitor', () => undefined],
    ['another member', () => reader.cookie],
  ])('never shows %s the e-mail address, in any recipe answer', async (_who, cookieOf) => {
    for (const { where, recipe } of await everyCopy(nameless, cookieOf())) {
      expect(JSON.stringify(recipe), where).not.toContain(nameless.email);
      expect(recipe.author, where).toMatchObject({ id: nameless.id, displayName: 'User' });
    }
    const { html, jsonLd } = await page(nameless, cookieOf());
    expect(html).not.toContain(nameless.email);
    expect(html).not.toContain(nameless.email.split('@')[0]);
    expect(jsonLd.author.name).toBe('User');
  });

  it('is not named by the address in a saved-recipes list either', async () => {
    const saved = await ctx.app.inject({ method: 'POST', url: `/api/recipes/${nameless.recipeId}/save`, headers: { cookie: reader.cookie } });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const list = await get('/api/user/saved-recipes', reader.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(nameless.title);
    expect(list.body).not.toContain(nameless.email);
  });
});

describe('an author whose profile is private (item 5)', () => {
  const identifying = () => [HIDDEN_USERNAME, 'Hester', 'Quillfeather', HIDDEN_AVATAR, hidden.id, hidden.email];

  it.each([
    ['a visitor', () => undefined],
    ['another member', () => reader.cookie],
  ])('is an anonymous author to %s, in every recipe answer', async (_who, cookieOf) => {
    for (const { where, recipe } of await everyCopy(hidden, cookieOf())) {
      expect(recipe.authorId, where).toBe(ANONYMOUS_AUTHOR.id);
      expect(recipe.author, where).toEqual(ANONYMOUS_AUTHOR);
      for (const text of identifying()) expect(JSON.stringify(recipe), `${where}: ${text}`).not.toContain(text);
    }
  });

  it('is anonymous on the server-rendered page and in its JSON-LD', async () => {
    for (const cookie of [undefined, reader.cookie]) {
      const { html, jsonLd } = await page(hidden, cookie);
      for (const text of identifying()) expect(html, text).not.toContain(text);
      expect(jsonLd.author.name).toBe(ANONYMOUS_AUTHOR.displayName);
    }
  });

  it('is not found by an @name search, though the title still is', async () => {
    for (const cookie of [undefined, reader.cookie]) {
      const byName = recipeListSchema.parse((await get(`/api/recipes?search=${encodeURIComponent(`@${HIDDEN_USERNAME}`)}`, cookie)).json());
      expect(byName.items).toEqual([]);
      const part = recipeListSchema.parse((await get(`/api/recipes?search=${encodeURIComponent(`@${HIDDEN_USERNAME.slice(0, 8)}`)}`, cookie)).json());
      expect(part.items.map((r) => r.id)).not.toContain(hidden.recipeId);
    }
  });

  it('is anonymous in another member\'s saved recipes', async () => {
    await ctx.app.inject({ method: 'POST', url: `/api/recipes/${hidden.recipeId}/save`, headers: { cookie: reader.cookie } });
    const list = await get('/api/user/saved-recipes', reader.cookie);
    expect(list.body).toContain(hidden.title);
    for (const text of identifying()) expect(list.body, text).not.toContain(text);
  });

  it('still shows the author and admins who wrote it', async () => {
    for (const cookie of [hidden.cookie, admin.cookie]) {
      const detail = recipeSchema.parse((await get(`/api/recipes/${hidden.recipeId}`, cookie)).json());
      expect(detail.authorId).toBe(hidden.id);
      expect(detail.author).toEqual({ id: hidden.id, username: HIDDEN_USERNAME, displayName: 'Hester Quillfeather', avatar_url: HIDDEN_AVATAR });
      const byName = recipeListSchema.parse((await get(`/api/recipes?search=${encodeURIComponent(`@${HIDDEN_USERNAME}`)}`, cookie)).json());
      expect(byName.items.map((r) => r.id)).toEqual([hidden.recipeId]);
    }
    // A visitor reading after them still gets the anonymous author (no answer cached for one viewer reaches another).
    expect(recipeSchema.parse((await get(`/api/recipes/${hidden.recipeId}`)).json()).author).toEqual(ANONYMOUS_AUTHOR);
  });

  it('turns anonymous at once when the author makes the profile private, though the page was cached', async () => {
    const member = await author({ username: `switch_${run}`, firstName: 'Ottilie', lastName: 'Brand' }, `Switching Pea Soup ${run}`);
    // Read twice: the second answer comes from the recipe cache.
    for (let i = 0; i < 2; i++) {
      expect(recipeSchema.parse((await get(`/api/recipes/${member.recipeId}`)).json()).author?.displayName).toBe('Ottilie Brand');
    }
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { cookie: await cookieFor(ctx.database.db, member.id) },
      payload: { profile_visible: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(`/api/recipes/${member.recipeId}`);
    expect(recipeSchema.parse(after.json()).author).toEqual(ANONYMOUS_AUTHOR);
    expect(after.body).not.toContain('Ottilie');
    expect((await page(member)).html).not.toContain('Ottilie');
  });
});
