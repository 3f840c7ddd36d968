import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue 3 quality bar: a public route loads at most 150 KB of gzipped JavaScript before the
 * visitor interacts. Every script the page fetches is gzipped here (level 9) and summed; the
 * service worker is blocked so its precache downloads are not counted as the page's.
 */
const BUDGET_BYTES = 150 * 1024;

test.use({ serviceWorkers: 'block' });

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

  const routes: [string, () => string][] = [
    ['home', () => '/'],
    ['browse', () => '/recipes'],
    ['recipe detail', () => `/recipes/${recipeId}`],
    ['public profile', () => `/profile/${username}`],
    ['newsletter', () => '/newsletter'],
    ['privacy policy', () => '/privacy-policy'],
  ];

  for (const [name, path] of routes) {
    test(`${name} loads at most 150 KB of gzipped JavaScript`, async ({ page }) => {
      const { total, files } = await scriptBytes(page, path());
      expect(files.length).toBeGreaterThan(0);
      // Printed so a run shows the margin, not only pass or fail.
      console.log(`js-budget ${name}: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files`);
      expect(total, `${(total / 1024).toFixed(1)} KB:\n${files.join('\n')}`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
