import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSchema, type Recipe } from '../../src/contracts/recipe';
import { recipeImportSchema, type RecipeImport } from '../../src/contracts/recipe-input';
import { recipes } from '../../src/db/schema';
import { DEFAULT_SERVINGS } from '../../src/server/modules/recipe-import/draft';
import { IMPORT_NOT_CHECKED } from '../../src/server/modules/recipes/authoring';
import type { ResolveHost } from '../../src/server/net/safe-fetch';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/**
 * Issue 15: an imported recipe keeps where it came from, taken from the server's own record of
 * the import (the sealed importToken), never from the client; nothing a member sends can change
 * or remove it, so it stays when the recipe is made public. Times and yields are kept as given.
 * Pages are served on loopback under a fake name, as in recipe-import.test.ts.
 */

const LOOPBACK = '127.0.0.1';
const fakeDns: ResolveHost = async (hostname) => {
  if (hostname !== 'cooks.test') throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address: LOOPBACK, family: isIP(LOOPBACK) }];
};

const recipePage = (extra: Record<string, unknown>) => `<!doctype html><html><head>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Brown Butter Cookies',
  recipeIngredient: ['225 g butter', '300 g flour', '200 g sugar'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Brown the butter.' }, { '@type': 'HowToStep', text: 'Mix and bake.' }],
  ...extra,
})}</script></head><body><h1>Brown Butter Cookies</h1></body></html>`;

const PAGES: Record<string, string> = {
  '/serves-6': recipePage({ recipeYield: '6', prepTime: 'PT15M', cookTime: 'PT12M' }),
  '/no-yield': recipePage({}),
};

let server: http.Server;
let port: number;
let ctx: TestContext;
let member: { id: string; cookie: string };
let other: { id: string; cookie: string };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = PAGES[req.url ?? ''];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  port = (server.address() as AddressInfo).port;
  ctx = await createTestContext({ seed: false, allowPrivateNetworks: false, importFetch: { lookup: fakeDns, allowedAddresses: [LOOPBACK] } });
  member = await createMember(ctx.database.db);
  other = await createMember(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const pageUrl = (path: string) => `http://cooks.test:${port}${path}`;

function send(method: 'POST' | 'PUT' | 'GET', url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function importPage(path: string, who = member): Promise<RecipeImport> {
  const res = await send('POST', '/api/recipes/import', who.cookie, { url: pageUrl(path) });
  expect(res.statusCode, res.body).toBe(200);
  return recipeImportSchema.parse(res.json());
}

async function saveDraft(imported: RecipeImport, overrides: Record<string, unknown> = {}, who = member): Promise<Recipe> {
  const res = await send('POST', '/api/recipes', who.cookie, { ...imported.draft, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return recipeSchema.parse(res.json());
}

const recipeCount = () => ctx.database.db.$count(recipes);

describe('importing keeps where the recipe came from', () => {
  it('answers the source and seals it into the draft; saving the draft keeps it with the recipe', async () => {
    const imported = await importPage('/serves-6');
    expect(imported.source.url).toBe(pageUrl('/serves-6'));
    expect(imported.draft.importToken).toEqual(expect.any(String));
    // The token is sealed: it does not show the address in the clear.
    expect(imported.draft.importToken).not.toContain('cooks.test');
    const recipe = await saveDraft(imported);
    expect(recipe.source).toEqual(imported.source);
    expect(recipe.privacyLevel).toBe('private');
  });

  it('says whether the page gave servings: when not, the draft starts from the default for the member to check', async () => {
    expect((await importPage('/serves-6')).servingsStated).toBe(true);
    const unstated = await importPage('/no-yield');
    expect(unstated.servingsStated).toBe(false);
    expect(unstated.draft.servings).toBe(DEFAULT_SERVINGS);
  });

  it('refuses a forged token or another member’s with 400 naming importToken, and stores nothing', async () => {
    const imported = await importPage('/serves-6');
    const before = await recipeCount();
    for (const [who, token] of [
      [member, `${imported.draft.importToken!.slice(0, -6)}AAAAAA`],
      [other, imported.draft.importToken!],
    ] as const) {
      const body = expectApiError(await send('POST', '/api/recipes', who.cookie, { ...imported.draft, importToken: token, privacyLevel: 'public' }), 400, 'VALIDATION_ERROR');
      expect(body.details).toEqual([{ field: 'importToken', message: IMPORT_NOT_CHECKED }]);
    }
    expect(await recipeCount()).toBe(before);
  });

  it('takes no source from the client', async () => {
    const imported = await importPage('/serves-6');
    for (const field of ['source', 'sourceUrl']) {
      const body = expectApiError(
        await send('POST', '/api/recipes', member.cookie, { ...imported.draft, [field]: { url: 'https://elsewhere.example/' } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.details).toEqual([expect.objectContaining({ field })]);
    }
  });
});

describe('an imported recipe cannot lose its source', () => {
  it('keeps it through edits and when made public; a request to remove it is refused with 400 and changes nothing', async () => {
    const imported = await importPage('/serves-6');
    const recipe = await saveDraft(imported);
    const edit = { ...imported.draft, importToken: null, title: 'My Brown Butter Cookies', expectedUpdatedAt: recipe.updatedAt };

    // Publishing while removing the source: refused, the recipe unchanged and still private.
    const refused = expectApiError(await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, { ...edit, privacyLevel: 'public', source: null }), 400, 'VALIDATION_ERROR');
    expect(refused.details).toEqual([expect.objectContaining({ field: 'source' })]);
    expect((await send('GET', `/api/recipes/${recipe.id}`, member.cookie)).json()).toMatchObject({ title: 'Brown Butter Cookies', privacyLevel: 'private', source: imported.source });

    // An edit that sends no token, made public: the source stays.
    const res = await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, { ...edit, privacyLevel: 'public' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'My Brown Butter Cookies', privacyLevel: 'public', source: imported.source });

    // A later import's token does not replace the first source.
    const later = await importPage('/no-yield');
    const updatedAt = (res.json() as Recipe).updatedAt;
    const again = await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, { ...edit, importToken: later.draft.importToken, expectedUpdatedAt: updatedAt, privacyLevel: 'public' });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Recipe).source).toEqual(imported.source);
  });

  it('shows it to visitors once public, with nothing private: no token, no importer', async () => {
    const imported = await importPage('/serves-6');
    const recipe = await saveDraft(imported);
    const published = await send('PUT', `/api/recipes/${recipe.id}/privacy`, member.cookie, { privacyLevel: 'public' });
    expect(published.statusCode, published.body).toBe(200);
    const res = await send('GET', `/api/recipes/${recipe.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toEqual(imported.source);
    expect(res.body).not.toContain(imported.draft.importToken!);
    expect(res.body).not.toContain('importToken');
  });
});

describe('times and yields as given', () => {
  it('stores prep, cook and total as the member gives them, a total longer than prep + cook included, and nothing made up', async () => {
    const imported = await importPage('/serves-6');
    expect(imported.draft).toMatchObject({ prepMinutes: 15, cookMinutes: 12 });
    const overnight = await saveDraft(imported, { totalMinutes: 12 * 60 + 27, yieldText: '24 cookies', servings: 24 });
    expect(overnight).toMatchObject({
      prepTime: { value: 15, unit: 'minutes' },
      cookTime: { value: 12, unit: 'minutes' },
      totalTime: { value: 747, unit: 'minutes' },
      yieldText: '24 cookies',
      servings: 24,
    });
    const untimed = await saveDraft(imported, { prepMinutes: null, cookMinutes: 12, totalMinutes: null });
    expect(untimed).toMatchObject({ prepTime: null, cookTime: { value: 12, unit: 'minutes' }, totalTime: null, yieldText: null });
  });
});
