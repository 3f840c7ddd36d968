import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_CHECK_MS } from '../../src/server/modules/seo/built-file';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

// The server side of server rendering, with a stand-in for the built bundle (the real one is
// exercised by e2e/server-render.spec.ts): which answers it is given, where its output goes, and
// what happens when it is missing, fails or is rebuilt.
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Sprig</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function bundle(marker: string): string {
  return `export async function render(url, queries) {
  if (url.includes('boom')) throw new Error('render failed');
  const keys = queries.map((q) => q.key.join('/'));
  const user = queries.find((q) => q.key[0] === '/api/auth/user').data;
  return '<link rel="preload" as="image" href="/hint.webp"/><p id="view" data-marker="${marker}">' +
    JSON.stringify({ url, keys, user: user && user.email }).replace(/</g, '&lt;') + ' $& $1</p>';
}
`;
}

let ctx: TestContext;
let ssrDir: string;
const entry = () => path.join(ssrDir, 'entry-server.js');

function view(body: string) {
  const match = /<div id="root"><p id="view" data-marker="(\w+)">(\{.*?\}) \$& \$1<\/p><\/div>/.exec(body);
  if (!match) return null;
  return { marker: match[1], ...(JSON.parse(match[2]!) as { url: string; keys: string[]; user: string | null }) };
}

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'sprig-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  ssrDir = `${webDist}-ssr`;
  mkdirSync(ssrDir);
  writeFileSync(entry(), bundle('first'));
  ctx = await createTestContext({ webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(ssrDir, { recursive: true, force: true });
});

describe('server-rendered first views', () => {
  it('renders the home page from the featured recipes, the site settings and the signed-out user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(view(res.body)).toEqual({
      marker: 'first',
      url: '/',
      keys: ['/api/auth/user', '/api/admin/settings', '/api/public/theme-settings', '/api/recipes/featured'],
      user: null,
    });
    // The resource hints React puts before the markup go to <head>.
    expect(res.body).toMatch(/<link rel="preload" as="image" href="\/hint.webp"\/>\n\s*<\/head>/);
    // The same page for every visitor: a shared cache may keep it briefly, browsers check back (ETag).
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.vary).toContain('Cookie');
    const initial = JSON.parse(/id="sprig-initial-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!) as { key: string[]; data: unknown }[];
    const featured = (await ctx.app.inject({ method: 'GET', url: '/api/recipes/featured' })).json();
    expect(initial.find((e) => e.key[0] === '/api/recipes/featured')!.data).toEqual(featured);
  });

  it('renders a recipe page at its address, query string included', async () => {
    const rows = (await ctx.database.db.execute(sql`select id from recipes where privacy_level = 'public' order by id limit 1`)) as {
      rows: { id: number }[];
    };
    const id = rows.rows[0]!.id;
    const res = await ctx.app.inject({ method: 'GET', url: `/recipe/${id}?servings=2` });
    expect(view(res.body)).toMatchObject({ url: `/recipe/${id}?servings=2`, keys: expect.arrayContaining([`/api/recipes/${id}`]) });
    // The first view replaces the plain heading kept for clients without JavaScript.
    expect(res.body).not.toContain('<noscript>');
  });

  it('leaves missing recipes and profile pages to the browser; a profile keeps its plain heading for clients without JavaScript', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/recipes/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const profile = await ctx.app.inject({ method: 'GET', url: '/profile/maya_greens' });
    expect(profile.body).toContain('<div id="root"></div>');
    expect(profile.body).toContain('<noscript><article><h1>');
  });

  it("renders a signed-in member's page with their account, never for a shared cache", async () => {
    const member = await createMember(ctx.database.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { cookie: member.cookie } });
    expect(view(res.body)?.user).toBe(`${member.id}@test.example`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends the page for the browser to render when rendering fails', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/?boom=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="sprig-initial-data"');
  });

  /** The server asks the file system which build is there at most once every BUILD_CHECK_MS. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, BUILD_CHECK_MS + 50));

  it('uses a rebuilt bundle without a restart, and none when it is gone, within a second', async () => {
    writeFileSync(entry(), bundle('second'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(entry(), later, later);
    await settle();
    expect(view((await ctx.app.inject({ method: 'GET', url: '/' })).body)?.marker).toBe('second');

    rmSync(entry());
    await settle();
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
