import { existsSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipeImportSchema, recipeInputSchema } from '../../src/contracts/recipe-input';
import { IMPORT_RATE_LIMIT, MEMBERS_IMPORT, SIGN_IN_TO_IMPORT } from '../../src/server/modules/recipe-import/routes';
import type { ResolveHost } from '../../src/server/net/safe-fetch';
import { NO_RECIPE } from '../../src/server/modules/recipe-import/service';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/**
 * A real web server on loopback serves the pages. The policy refuses loopback, so the main app
 * allows exactly that one address (importFetch.allowedAddresses) and keeps the policy for every
 * other; a second app runs the default policy untouched. Names resolve through a fake DNS, so no
 * test ever reaches past this machine.
 */

const ROUTE = '/api/recipes/import';
const LOOPBACK = '127.0.0.1';
const TIMEOUT_MS = 1500;

const HOSTS: Record<string, string[]> = {
  'recipes.test': [LOOPBACK],
  'internal.test': ['10.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  // One allowed address next to a private one: any refused address refuses the name.
  'mixed.test': [LOOPBACK, '10.0.0.1'],
};

const fakeDns: ResolveHost = async (hostname) => {
  const addresses = HOSTS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: isIP(address) }));
};

// ------------------------------------------------------------------ the site being imported from

let server: http.Server;
let port: number;
let photo: Buffer;
let gzipBomb: Buffer;
const hits: { path: string; headers: IncomingHttpHeaders }[] = [];

const site = (pathname: string) => `http://recipes.test:${port}${pathname}`;
/** Hand-written pages in the shapes real recipe sites take (see src/server/modules/recipe-import/fixtures.test.ts). */
const FIXTURES = path.resolve('tests/fixtures/import');

const JSON_LD_PAGE = () => `<!doctype html><html><head><title>Herb omelette | Test Kitchen</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Herb omelette' },
    {
      '@type': ['Recipe'],
      name: 'Herb Omelette',
      description: 'Soft eggs with chives &amp; parsley.',
      image: { '@type': 'ImageObject', url: '/photo.png' },
      recipeYield: ['2', '2 servings'],
      prepTime: 'PT5M',
      cookTime: 'PT10M',
      recipeCategory: 'Breakfast',
      keywords: 'eggs, quick',
      suitableForDiet: 'https://schema.org/VegetarianDiet',
      recipeIngredient: ['4 large eggs', '1 tbsp butter', '2 tbsp chopped chives', 'salt to taste'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Beat the eggs with the chives.' },
        { '@type': 'HowToStep', text: 'Cook in the butter over low heat.' },
      ],
    },
  ],
})}</script></head><body><h1>Herb omelette</h1></body></html>`;

const MICRODATA_PAGE = `<!doctype html><html><body>
<div itemscope itemtype="http://schema.org/Recipe">
  <h1 itemprop="name">Lemonade</h1>
  <meta itemprop="recipeYield" content="6">
  <ul><li itemprop="recipeIngredient">6 lemons, juiced</li><li itemprop="recipeIngredient">1 cup sugar</li></ul>
  <div itemprop="recipeInstructions"><p>Stir the sugar into the juice.</p><p>Top up with cold water.</p></div>
</div></body></html>`;

const recipeWithImage = (image: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Toast',
    image,
    recipeIngredient: ['1 slice bread'],
    recipeInstructions: 'Toast it.',
  })}</script>`;

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = req.url ?? '/';
  hits.push({ path: pathname, headers: req.headers });
  const html = (body: string, status = 200) => void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  const redirect = (location: string) => void res.writeHead(302, { location }).end();
  switch (pathname) {
    case '/recipe':
      return html(JSON_LD_PAGE());
    case '/photo.png':
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
    case '/microdata':
      return html(MICRODATA_PAGE);
    case '/fixture/wprm-card-no-json-ld':
    case '/fixture/microdata-fragments':
      return html(readFileSync(path.join(FIXTURES, `${pathname.replace('/fixture/', '')}.html`), 'utf8'));
    case '/no-recipe':
      return html('<!doctype html><html><body><h1>About us</h1><p>We like soup.</p></body></html>');
    case '/missing':
      return html('<h1>Not found</h1>', 404);
    case '/moved':
      return redirect('/recipe');
    case '/loop':
      return redirect('/loop');
    case '/to-metadata':
      return redirect('http://169.254.169.254/latest/meta-data/');
    case '/to-internal':
      return redirect(`http://internal.test:${port}/recipe`);
    case '/to-file':
      return redirect('file:///etc/passwd');
    case '/image-private':
      return html(recipeWithImage('http://10.0.0.1/photo.png'));
    case '/image-not-an-image':
      return html(recipeWithImage('/no-recipe'));
    case '/large': {
      // Sent in chunks without a length: the limit is counted while reading.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'lorem ipsum '.repeat(5000)}</p>`;
      for (let sent = 0; sent < 5.5 * 1024 * 1024; sent += chunk.length) res.write(chunk);
      return void res.end();
    }
    case '/large-recipe': {
      // A blog page of 4.5 MB (inline scripts, hundreds of comments) with its recipe near the end.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const comment = `<li class="comment"><p>${'Lovely recipe, thank you! '.repeat(200)}</p></li>`;
      res.write('<!doctype html><html><head><title>Toast</title></head><body><ol class="comments">');
      for (let sent = 0; sent < 4.5 * 1024 * 1024; sent += comment.length) res.write(comment);
      return void res.end(`</ol>${recipeWithImage('/no-image-here')}</body></html>`);
    }
    case '/gzip-bomb':
      return void res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipBomb);
    case '/slow':
      // Headers and a first byte, then nothing: only the overall time limit ends this.
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.write('<html>');
    default:
      return html('<h1>Not found</h1>', 404);
  }
}

// ------------------------------------------------------------------ the apps under test

let ctx: TestContext;
let strict: TestContext;

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3d7068' } }).png().toBuffer();
  gzipBomb = gzipSync(Buffer.alloc(30 * 1024 * 1024, 0x20));
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  port = (server.address() as AddressInfo).port;
  [ctx, strict] = await Promise.all([
    createTestContext({ seed: false, allowPrivateNetworks: false, importFetch: { lookup: fakeDns, allowedAddresses: [LOOPBACK], timeoutMs: TIMEOUT_MS } }),
    createTestContext({ seed: false, allowPrivateNetworks: false, importFetch: { lookup: fakeDns } }),
  ]);
});

afterAll(async () => {
  await Promise.all([ctx?.close(), strict?.close()]);
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  hits.length = 0;
});

async function importFrom(url: unknown, app: TestContext = ctx, role = 'member'): Promise<LightMyRequestResponse> {
  const member = await createMember(app.database.db, role);
  return app.app.inject({ method: 'POST', url: ROUTE, payload: { url }, headers: { cookie: member.cookie } });
}

function expectUrlError(res: LightMyRequestResponse, status: number, message: string | RegExp): void {
  const body = expectApiError(res, status, 'VALIDATION_ERROR');
  expect(body.message).toMatch(message);
  expect(body.details).toEqual([expect.objectContaining({ field: 'url' })]);
}

// ------------------------------------------------------------------ tests

describe('POST /api/recipes/import: who may', () => {
  it('a visitor gets 401, even with a body that would not validate', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: ROUTE, payload: { url: 42 } });
    expect(expectApiError(res, 401, 'UNAUTHORIZED').message).toBe(SIGN_IN_TO_IMPORT);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a signed-in guest gets 403', async () => {
    const res = await importFrom(site('/recipe'), ctx, 'guest');
    expect(expectApiError(res, 403, 'FORBIDDEN').message).toBe(MEMBERS_IMPORT);
    expect(hits).toEqual([]);
  });

  it('an admin may import', async () => {
    expect((await importFrom(site('/microdata'), ctx, 'admin')).statusCode).toBe(200);
  });
});

describe('POST /api/recipes/import: the address', () => {
  it.each([
    [{ url: 'not a web address' }, /url/],
    [{ url: '' }, /url/],
    [{ url: 42 }, /url/],
    [{}, /url/],
    [{ url: 'ftp://example.com/recipe' }, /url.*http:\/\/ or https:\/\//],
    [{ url: 'file:///etc/passwd' }, /url/],
    [{ url: 'javascript:alert(1)' }, /url/],
    [{ url: 'http://recipes.test/recipe', extra: true }, /extra/],
  ])('%j is refused with 400 naming the field', async (body, message) => {
    const member = await createMember(ctx.database.db);
    const res = await ctx.app.inject({ method: 'POST', url: ROUTE, payload: body, headers: { cookie: member.cookie } });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toMatch(message);
    expect(hits).toEqual([]);
  });

  it('an address with a user name or password is refused', async () => {
    expectUrlError(await importFrom(`http://cook:secret@recipes.test:${port}/recipe`), 400, 'That address is not allowed: it must not contain a user name or password');
    expect(hits).toEqual([]);
  });

  it('an unknown name answers 422 that the page could not be reached', async () => {
    expectUrlError(await importFrom('http://no-such-site.test/recipe'), 422, 'The page could not be reached: no site answers at that name');
  });

  it('an error page answers 422 with its status', async () => {
    expectUrlError(await importFrom(site('/missing')), 422, 'The page could not be reached: the site answered with status 404');
  });
});

describe('POST /api/recipes/import: the default address policy', () => {
  const refused = () => [
    `http://127.0.0.1:${port}/recipe`,
    `http://recipes.test:${port}/recipe`,
    `http://[::1]:${port}/recipe`,
    `http://[::ffff:127.0.0.1]:${port}/recipe`,
    `http://0x7f.1:${port}/recipe`,
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.test/latest/meta-data/',
    'http://internal.test/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://[fd00::1]/',
  ];

  it('refuses loopback, private, link-local and metadata addresses, by IP or by name, without fetching', async () => {
    for (const url of refused()) {
      const res = await importFrom(url, strict);
      expectUrlError(res, 400, /^That address is not allowed: it leads to a non-public network address/);
    }
    expect(hits).toEqual([]);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    expectUrlError(await importFrom(`http://mixed.test:${port}/recipe`), 400, /not allowed.*private network/);
    expect(hits).toEqual([]);
  });
});

describe('POST /api/recipes/import: reading recipes', () => {
  it('reads JSON-LD into a draft: ingredients parsed, picture stored as an upload', async () => {
    const res = await importFrom(site('/recipe'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { draft, sourceUrl } = recipeImportSchema.parse(res.json());
    expect(recipeInputSchema.parse(draft)).toEqual(draft);
    expect(sourceUrl).toBe(site('/recipe'));
    expect(draft).toMatchObject({
      title: 'Herb Omelette',
      description: 'Soft eggs with chives & parsley.',
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 10,
      categories: ['Breakfast'],
      tags: ['eggs', 'quick'],
      dietaryAttributes: ['Vegetarian'],
      privacyLevel: 'private',
      instructions: [
        { instruction: 'Beat the eggs with the chives.', tips: [] },
        { instruction: 'Cook in the butter over low heat.', tips: [] },
      ],
    });
    expect(draft.ingredients).toEqual([
      { quantity: 4, unit: null, name: 'large eggs', preparation: null },
      { quantity: 1, unit: 'tbsp', name: 'butter', preparation: null },
      { quantity: 2, unit: 'tbsp', name: 'chives', preparation: 'chopped' },
      { quantity: null, unit: null, name: 'salt', preparation: 'to taste' },
    ]);
    expect(draft.featuredImage).toMatch(/^\/uploads\/recipes\/[0-9a-f]+\.webp$/);
    expect(existsSync(path.join(ctx.uploadsDir, draft.featuredImage!.replace('/uploads/', '')))).toBe(true);
    const stored = await ctx.app.inject({ method: 'GET', url: draft.featuredImage! });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');

    // The page and its picture, asked for by name (Host) at the vetted address, as this app.
    expect(hits.map((hit) => hit.path)).toEqual(['/recipe', '/photo.png']);
    for (const hit of hits) {
      expect(hit.headers.host).toBe(`recipes.test:${port}`);
      expect(hit.headers['user-agent']).toBe('SprigRecipeImport/1.0');
    }
  });

  it('reads microdata', async () => {
    const res = await importFrom(site('/microdata'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sourceUrl: site('/microdata'),
      source: { url: site('/microdata'), siteName: null, author: null },
      servingsStated: true,
      draft: expect.objectContaining({
        title: 'Lemonade',
        servings: 6,
        featuredImage: null,
        ingredients: [
          { quantity: 6, unit: null, name: 'lemons', preparation: 'juiced' },
          { quantity: 1, unit: 'cup', name: 'sugar', preparation: null },
        ],
        instructions: [
          { instruction: 'Stir the sugar into the juice.', tips: [] },
          { instruction: 'Top up with cold water.', tips: [] },
        ],
      }),
    });
  });

  it('reads a recipe card from a page without structured data', async () => {
    const res = await importFrom(site('/fixture/wprm-card-no-json-ld'));
    expect(res.statusCode, res.body).toBe(200);
    const { draft } = recipeImportSchema.parse(res.json());
    expect(draft.title).toBe('Creamy Tuscan Chicken (Easy 30-Minute Dinner)');
    expect(draft.ingredients).toHaveLength(7);
    expect(draft.ingredients[4]).toEqual({ quantity: 1, unit: 'cup', name: 'heavy cream', preparation: null });
    expect(draft.instructions).toHaveLength(4);
    // The page names its picture in og:image, on another site: asked for, not found there, left out.
    expect(draft.featuredImage).toBeNull();
  });

  it('reads each microdata ingredient element as one line', async () => {
    const res = await importFrom(site('/fixture/microdata-fragments'));
    expect(res.statusCode, res.body).toBe(200);
    const { draft } = recipeImportSchema.parse(res.json());
    expect(draft.ingredients).toHaveLength(6);
    expect(draft.ingredients[5]).toMatchObject({ quantity: 12, name: expect.stringContaining('chocolate chips') });
  });

  it('keeps the page\'s times, yield and credit as given, and says when it gives no servings', async () => {
    const res = await importFrom(site('/fixture/microdata-fragments'));
    expect(res.statusCode, res.body).toBe(200);
    const { draft, source, servingsStated } = recipeImportSchema.parse(res.json());
    // Prep 20 and total 80 (an hour's chill): no cook time is worked out from them.
    expect(draft).toMatchObject({ prepMinutes: 20, cookMinutes: null, totalMinutes: 80, yieldText: '24 cookies', servings: 24 });
    expect(servingsStated).toBe(false);
    expect(source).toEqual({ url: site('/fixture/microdata-fragments'), siteName: 'Butter Street Bakery', author: 'Maggie Lin' });
  });

  it('follows a redirect and answers where the recipe was found', async () => {
    const res = await importFrom(site('/moved'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sourceUrl).toBe(site('/recipe'));
  });

  it('answers 422 when the page has no recipe', async () => {
    expectUrlError(await importFrom(site('/no-recipe')), 422, NO_RECIPE);
  });

  it('leaves the picture out when its address is refused or it is not an image', async () => {
    for (const page of ['/image-private', '/image-not-an-image']) {
      const res = await importFrom(site(page));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().draft).toMatchObject({ title: 'Toast', featuredImage: null });
    }
    expect(hits.map((hit) => hit.path)).toEqual(['/image-private', '/image-not-an-image', '/no-recipe']);
  });
});

describe('POST /api/recipes/import: redirects and limits', () => {
  it.each([
    ['/to-metadata', /not allowed.*it leads to a non-public network address \(link-local/],
    ['/to-internal', /not allowed.*private network/],
    ['/to-file', 'That address is not allowed: it redirected to an address that does not start with http:// or https://'],
  ])('a redirect from %s is re-checked and refused', async (page, message) => {
    expectUrlError(await importFrom(site(page)), 400, message);
    expect(hits.map((hit) => hit.path)).toEqual([page]);
  });

  it('stops after 5 redirects', async () => {
    expectUrlError(await importFrom(site('/loop')), 422, 'The page could not be reached: it redirected more than 5 times');
    expect(hits).toHaveLength(6);
  });

  it('refuses a page over 5 MB, and counts a compressed page after decompression', async () => {
    expectUrlError(await importFrom(site('/large')), 422, 'The page is too large (more than 5 MB)');
    expectUrlError(await importFrom(site('/gzip-bomb')), 422, 'The page is too large (more than 5 MB)');
  });

  it('reads a page of 4.5 MB', async () => {
    const res = await importFrom(site('/large-recipe'));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().draft).toMatchObject({ title: 'Toast', instructions: [{ instruction: 'Toast it.', tips: [] }] });
  });

  it('states the 5 MB limit in the OpenAPI description', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/recipes/import'].post.description).toContain('5 MB');
  });

  it('gives up on a page that does not finish in time', async () => {
    const started = Date.now();
    expectUrlError(await importFrom(site('/slow')), 422, 'The page took too long to answer');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });
});

describe('POST /api/recipes/import: rate limit and documentation', () => {
  it(`allows ${IMPORT_RATE_LIMIT.max} imports per member per ${IMPORT_RATE_LIMIT.timeWindow}`, async () => {
    const [member, other] = await Promise.all([createMember(ctx.database.db), createMember(ctx.database.db)]);
    const post = (cookie: string) => ctx.app.inject({ method: 'POST', url: ROUTE, payload: { url: 'http://10.0.0.1/' }, headers: { cookie } });
    for (let i = 0; i < IMPORT_RATE_LIMIT.max; i += 1) expect((await post(member.cookie)).statusCode).toBe(400);
    expectApiError(await post(member.cookie), 429, 'RATE_LIMITED');
    // Another member has an allowance of their own.
    expect((await post(other.cookie)).statusCode).toBe(400);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(Object.keys(res.json().paths['/api/recipes/import'])).toEqual(['post']);
  });
});
