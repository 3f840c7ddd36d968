import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_HERO_IMAGE_SIZES, recipeImageSrcSet } from '../../src/contracts/recipe-image-sizes';
import { createTestContext, type TestContext } from './harness';
import { cookieFor } from './sessions';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default" />' +
  '<title>Sprig</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let publicId: number;
let privateId: number;
let trickyId: number;

/** What a crawler without JavaScript gets: the raw HTML, read with regular expressions only. */
function head(html: string) {
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    ogType: meta('property', 'og:type'),
    ogImage: meta('property', 'og:image'),
    ogTitle: meta('property', 'og:title'),
    twitterCard: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
    ldRaw: ld,
  };
}

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'sprig-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  ctx = await createTestContext({ webDist });
  const rows = (await ctx.database.db.execute(
    sql`select id, privacy_level from recipes order by id`,
  )) as { rows: { id: number; privacy_level: string }[] };
  publicId = rows.rows.find((r) => r.privacy_level === 'public')!.id;
  privateId = rows.rows.find((r) => r.privacy_level === 'private')!.id;
  trickyId = rows.rows.filter((r) => r.privacy_level === 'public').at(-1)!.id;
  // Text that would break out of a script element or an attribute if it were not escaped.
  await ctx.database.db.execute(sql`update recipes set title = ${'Tricky </script><script>alert(1)</script> "Pie" & Co'},
    description = ${'Line one\u2028<b>bold</b> & "quoted"'} where id = ${trickyId}`);
});
afterAll(() => ctx.close());

describe('recipe pages in the first HTML response', () => {
  it.each(['/recipes', '/recipe'])('%s/{id} carries title, description, social tags and JSON-LD', async (prefix) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${prefix}/${publicId}`, headers: { host: 'sprig.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const recipe = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${publicId}` })).json();
    const h = head(res.body);
    expect(h.titles).toBe(1);
    expect(h.title).toBe(`${recipe.title} | Sprig`);
    // Descriptions are cut to 160 characters for search snippets.
    expect(recipe.description.startsWith(h.description!.replace(/…$/, ''))).toBe(true);
    expect(h.description!.length).toBeLessThanOrEqual(160);
    expect(h.ogType).toBe('article');
    expect(h.ogTitle).toBe(`${recipe.title} | Sprig`);
    expect(h.twitterCard).toBe('summary_large_image');
    expect(h.ogImage).toBe(`http://sprig.test${recipe.featuredImage ?? '/icons/icon-512.png'}`);
    expect(h.robots).toBeUndefined();
    expect(h.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: recipe.title });
    expect((h.jsonLd!.recipeIngredient as string[]).length).toBe(recipe.ingredients.length);
    expect(h.jsonLd!.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(res.body).toContain(`<noscript><article><h1>`);
    // The SPA still loads.
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('/assets/index.js');
  });

  it('escapes recipe text so it cannot break out of the script block or attributes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/recipes/${trickyId}` });
    const h = head(res.body);
    // The app bundle, the JSON-LD block and the page's initial data only.
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect(h.ldRaw).not.toContain('</script');
    const initial = /<script type="application\/json" id="sprig-initial-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(initial).not.toContain('</script');
    const entries = JSON.parse(initial) as { key: string[]; data: { title: string } }[];
    expect(entries.find((e) => e.key[0] === '/api/recipes')!.data.title).toBe('Tricky </script><script>alert(1)</script> "Pie" & Co');
    expect(h.jsonLd!.name).toBe('Tricky </script><script>alert(1)</script> "Pie" & Co');
    expect(h.description).toBe('Line one\u2028<b>bold</b> & "quoted"'.replace(/\s+/g, ' '));
    expect(res.body).not.toContain('<b>bold</b>');
  });

  it('carries the recipe as initial data and preloads its image, so the page needs no extra round trip', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/recipes/${publicId}` });
    const api = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${publicId}` })).json() as { featuredImage: string | null };
    const initial = /<script type="application\/json" id="sprig-initial-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(JSON.parse(initial)).toContainEqual({ key: ['/api/recipes', String(publicId)], data: api });
    if (api.featuredImage?.startsWith('/')) {
      // The preload names the same candidates and sizes as the page's <img>, so it fetches the copy the picture will use.
      const srcset = recipeImageSrcSet(api.featuredImage);
      const candidates = srcset ? ` imagesrcset="${srcset}" imagesizes="${RECIPE_HERO_IMAGE_SIZES}"` : '';
      expect(res.body).toContain(`<link rel="preload" as="image" href="${api.featuredImage}"${candidates} fetchpriority="high">`);
    }
    // The same page for every visitor: a shared cache may keep it briefly, browsers check back (ETag).
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it("gives the author their private recipe's page, never to be stored by a shared cache", async () => {
    const author = await ctx.database.db.execute(sql`select author_id from recipes where id = ${privateId}`);
    const authorId = (author as { rows: { author_id: string }[] }).rows[0]!.author_id;
    const res = await ctx.app.inject({ method: 'GET', url: `/recipes/${privateId}`, headers: { cookie: await cookieFor(ctx.database.db, authorId) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('id="sprig-initial-data"');
    expect(head(res.body).robots).toBe('noindex');
  });

  it('answers a private recipe like a missing one: 404, noindex, nothing of the recipe', async () => {
    const recipe = await ctx.database.db.execute(sql`select title from recipes where id = ${privateId}`);
    const title = (recipe as { rows: { title: string }[] }).rows[0]!.title;
    const res = await ctx.app.inject({ method: 'GET', url: `/recipes/${privateId}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(title);
    const initial = /<script type="application\/json" id="sprig-initial-data">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    // Only what every page starts from (who is signed in, the site settings): nothing of the recipe.
    expect((JSON.parse(initial) as { key: string[] }[]).map((e) => e.key[0])).toEqual([
      '/api/auth/user',
      '/api/admin/settings',
      '/api/public/theme-settings',
    ]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(head(res.body)).toMatchObject({ robots: 'noindex', jsonLd: undefined });
  });

  it.each(['abc', '0', '99999999', '99999999999'])('answers /recipes/%s with the app shell and 404', async (id) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/recipes/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(head(res.body).robots).toBe('noindex');
  });
});

describe('profile pages in the first HTML response', () => {
  it('describes a public profile', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/profile/maya_greens' });
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.title).toBe('Maya Okafor (@maya_greens) | Sprig');
    expect(h.ogType).toBe('profile');
    expect(h.description).toContain('dietitian');
  });

  it('reveals nothing of a private profile', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/profile/quiet_cook' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Whitfield');
    expect(res.body).not.toContain('keep my profile to myself');
    expect(head(res.body).robots).toBe('noindex');
  });
});

describe('sitemaps and robots.txt', () => {
  it('indexes the pages sitemap and one recipe sitemap per 50,000 recipes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'sprig.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://sprig.test/sitemap-pages.xml</loc>');
    expect(res.body).toContain('<loc>http://sprig.test/sitemap-recipes-1.xml</loc>');
    expect(res.body).not.toContain('sitemap-recipes-2.xml');
  });

  it('lists every public recipe and no private one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap-recipes-1.xml', headers: { host: 'sprig.test' } });
    expect(res.statusCode).toBe(200);
    const ids = [...res.body.matchAll(/\/recipes\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
    const count = (await ctx.database.db.execute(sql`select count(*)::int as n from recipes where privacy_level = 'public'`)) as {
      rows: { n: number }[];
    };
    expect(ids).toHaveLength(count.rows[0]!.n);
    expect(ids).toContain(publicId);
    expect(ids).not.toContain(privateId);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap-recipes-2.xml' })).statusCode).toBe(404);
  });

  it('lists public profiles and the fixed pages, never a private profile', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap-pages.xml', headers: { host: 'sprig.test' } });
    expect(res.body).toContain('<loc>http://sprig.test/profile/maya_greens</loc>');
    expect(res.body).toContain('<loc>http://sprig.test/recipes</loc>');
    expect(res.body).not.toContain('quiet_cook');
  });

  it('robots.txt allows the site, keeps crawlers out of the API and points at the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'sprig.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://sprig.test/sitemap.xml');
  });
});
