import type { Page } from '@playwright/test';
import { FIRST_PICTURE_TIMING } from '../src/contracts/page-start';
import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { VIEWPORTS } from './support/a11y';
import { expect, test, waitUntilInteractive } from './support/test';

// The home and recipe pages arrive rendered (src/server/modules/seo/ssr.ts with the real build),
// and the browser hydrates that HTML: nothing is rendered twice, nothing mismatches, and the page
// then works as if the browser had rendered it.

interface Summary {
  id: number;
  title: string;
}

/** The markup of #root in the raw HTML response, before any script has run. */
async function firstView(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(await res.text())?.[1] ?? '';
}

/** Console errors and uncaught exceptions (React reports hydration mismatches as errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the home page HTML holds the navigation, the featured recipes and the footer', async ({ page, request }) => {
  const featured = (await (await request.get('/api/recipes/featured')).json()) as Summary[];
  expect(featured.length).toBeGreaterThan(0);
  const html = await firstView(page, '/');
  expect(html).toContain('aria-label="Main"');
  for (const recipe of featured) expect(html).toContain(escaped(recipe.title));
  expect(html).toContain('<footer');
});

test("a recipe page's HTML holds its heading, ingredients and steps", async ({ page, request }) => {
  const [summary] = (await (await request.get('/api/recipes/featured')).json()) as Summary[];
  const recipe = (await (await request.get(`/api/recipes/${summary!.id}`)).json()) as {
    title: string;
    ingredients: { name: string }[];
    instructions: { text?: string; instruction?: string }[] | string[];
  };
  const html = await firstView(page, `/recipes/${summary!.id}`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(recipe.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  for (const ingredient of recipe.ingredients) expect(html).toContain(escaped(ingredient.name));
  expect(html).toContain('data-testid="recipe-detail"');
});

test('the text face is fetched with the stylesheet, and it is the one the page then uses', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const preload = /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/.exec(html)?.[1];
  expect(preload, 'a font preload in the head').toBeTruthy();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  // The page's text face is the preloaded file, fetched once: the preload's request is the one the
  // stylesheet's face uses (a wrong file or a mismatched mode would show as a second request).
  expect(fonts).toEqual([preload]);
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length)).toBeGreaterThan(0);
});

test("the app's scripts are fetched after the page's first picture is shown, and the page then works", async ({ page, request }) => {
  const [summary] = (await (await request.get('/api/recipes/featured')).json()) as Summary[];
  const html = await (await request.get(`/recipes/${summary!.id}`)).text();
  // No script or module preload in the HTML competes with the stylesheet, font and picture.
  expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  const errors = collectErrors(page);
  await page.goto(`/recipes/${summary!.id}`);
  await waitUntilInteractive(page);
  // The picture's own paint (element timing), whether or not it is also the largest paint.
  const [painted, requested] = await page.evaluate(
    (identifier) =>
      new Promise<[number, number]>((resolve) => {
        new PerformanceObserver((list) => {
          const hero = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === identifier);
          if (!hero) return;
          const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
          resolve([hero.startTime, Math.min(...scripts.map((entry) => entry.startTime))]);
        }).observe({ type: 'element', buffered: true });
      }),
    FIRST_PICTURE_TIMING,
  );
  expect(requested).toBeGreaterThan(painted);
  expect(errors).toEqual([]);
});

test("a signed-in member's pages arrive with their account in the navigation", async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  const html = await firstView(page, '/');
  expect(html).toContain('href="/profile"');
  expect(html).not.toContain('>Sign In<');
});

for (const viewport of VIEWPORTS) {
  test.describe(`hydration (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the home page hydrates without errors and its search works', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search recipes or users' });
      await box.fill('soup');
      await box.press('Enter');
      await expect(page).toHaveURL('/recipes?search=soup');
      expect(errors).toEqual([]);
    });

    test('a recipe page hydrates without errors and its servings stepper works', async ({ page, request }) => {
      const [summary] = (await (await request.get('/api/recipes/featured')).json()) as Summary[];
      const recipe = (await (await request.get(`/api/recipes/${summary!.id}`)).json()) as { servings: number };
      const errors = collectErrors(page);
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === `/api/recipes/${summary!.id}`) apiCalls.push(r.url());
      });
      await page.goto(`/recipes/${summary!.id}`);
      await expect(page.getByTestId('servings-value')).toHaveText(`${recipe.servings} servings`);
      await page.getByRole('button', { name: 'Increase servings' }).click();
      await expect(page.getByTestId('servings-value')).toHaveText(`${recipe.servings + 1} servings`);
      // The page started from the data in its HTML: no second request for the recipe.
      expect(apiCalls).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('a signed-in member\'s recipe page hydrates without errors', async ({ page, request }) => {
      await signInThroughApi(page, AUTHOR_ADMIN);
      const [summary] = (await (await request.get('/api/recipes/featured')).json()) as Summary[];
      const errors = collectErrors(page);
      await page.goto(`/recipes/${summary!.id}`);
      await expect(page.getByRole('button', { name: /Save Recipe|Saved/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
