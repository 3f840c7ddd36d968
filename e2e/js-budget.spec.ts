import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The gzipped JavaScript a public route loads before the visitor interacts. Every script the page
 * fetches is gzipped here (level 9) and summed; the service worker is blocked so its precache
 * downloads are not counted as the page's.
 *
 * Issue 17's target is 120 KB on every public route (React and the query cache alone are 75 KB).
 * Each route is held to its own ceiling: what it loaded when measured (2026-11-28, ADR 0017's
 * fourth addendum: the app's own icon factory, kitchen tools matched by the server) plus 2 KB for
 * the chunks that may or may not have arrived at network idle, so a route can only shrink; the
 * recipe page, 118.7 KB, is held to the target itself. Lower a ceiling when a route gets smaller.
 * The browse routes' rose by 2 KB with the facets and ingredient filters (2026-11-29, ADR 0017's
 * fifth addendum).
 */
const TARGET_KB = 120;
/** Well-formed (RESET_TOKEN) but unknown: the screens behind e-mailed links show their form. */
const LINK_TOKEN = 'a'.repeat(43);

async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const scripts: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length]));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(scripts);
  return {
    total: sizes.reduce((sum, [, size]) => sum + size, 0),
    files: sizes.map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`),
  };
}

test.describe('JavaScript budget of the public routes', () => {
  let recipeId: number;
  let username: string;

  test.beforeAll(async ({ request }) => {
    const featured = (await (await request.get('/api/recipes/featured')).json()) as { id: number; creator?: { username?: string | null } | null }[];
    recipeId = featured[0]!.id;
    const users = (await (await request.get('/api/users/search?q=a')).json()) as { username: string }[];
    username = users[0]!.username;
  });

  // Every route a visitor can open without signing in (src/web/app/router.tsx, SPEC section 2), with its ceiling in KB.
  const routes: [string, () => string, number][] = [
    ['home', () => '/', 117],
    ['browse', () => '/recipes', 118],
    ['search', () => '/recipes?search=chicken', 118],
    ['category', () => '/recipes?category=Breakfast', 118],
    ['tag', () => '/recipes?tag=quick', 118],
    ['recipe detail', () => `/recipes/${recipeId}`, 120],
    ['recipe detail (old path)', () => `/recipe/${recipeId}`, 120],
    ['public profile', () => `/profile/${username}`, 115],
    ['auth', () => '/auth', 106],
    ['sign in', () => '/sign-in', 107],
    ['create account', () => '/sign-in?mode=register', 107],
    ['reset password', () => `/reset-password?token=${LINK_TOKEN}`, 107],
    ['finish signing up', () => `/sign-up/confirm?token=${LINK_TOKEN}`, 105],
    ['newsletter', () => '/newsletter', 108],
    ['newsletter unsubscribe', () => `/newsletter/unsubscribe?token=${LINK_TOKEN}`, 104],
    ['privacy policy', () => '/privacy-policy', 107],
    ['terms of service', () => '/terms-of-service', 107],
    ['refund policy', () => '/refund-policy', 107],
    ['calculator', () => '/calculator', 113],
    ['instructions demo', () => '/instructions-demo', 106],
    ['button samples', () => '/button-samples', 105],
    ['not found', () => '/no-such-page', 103],
  ];

  for (const [name, path, ceilingKb] of routes) {
    test(`${name} loads at most ${ceilingKb} KB of gzipped JavaScript`, async ({ page }) => {
      const { total, files } = await scriptBytes(page, path());
      expect(files.length).toBeGreaterThan(0);
      // Printed so a run shows the distance to the target, not only pass or fail.
      console.log(`js-budget ${name}: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files (ceiling ${ceilingKb}, target ${TARGET_KB})`);
      expect(total, `${(total / 1024).toFixed(1)} KB:\n${files.join('\n')}`).toBeLessThanOrEqual(ceilingKb * 1024);
    });
  }
});
