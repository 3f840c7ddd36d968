import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUpMember } from './support/accounts';
import { VIEWPORTS } from './support/a11y';
import { holdTime } from './support/time';

/**
 * Progressive web app (SPEC sections 1, 2 'Install banner card' and update card, 4, 9): manifest
 * and icons, the service worker at /sw.js, offline use, the install banner and the update card.
 * Every test gets a fresh browser context, so a fresh service worker registration.
 */

// The service worker is what these specs test (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

const WEB_DIST = path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web');
const DISMISSED_AT_KEY = 'sprig:install-banner-dismissed-at';
const DAY_MS = 24 * 60 * 60 * 1000;

interface RecipeRef {
  id: number;
  title: string;
}

declare global {
  interface Window {
    __installPrompts: number;
  }
}

async function recipes(request: APIRequestContext, count: number): Promise<RecipeRef[]> {
  const response = await request.get(`/api/recipes?limit=${count}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: RecipeRef[] };
  expect(body.items.length).toBeGreaterThanOrEqual(count);
  return body.items.slice(0, count);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until /sw.js is active and controls the page (it claims the first page it serves). */
async function waitForServiceWorker(page: Page): Promise<{ scriptURL: string; state: string; scope: string }> {
  // A worker that claims the page in its activate event controls it while still 'activating'.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    return { scriptURL: worker.scriptURL, state: worker.state, scope: registration.scope };
  });
}

/** URLs held in one of the service worker's runtime caches. */
async function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** What Chromium fires when the site may be installed; prompt() and userChoice are stubs. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    window.__installPrompts ??= 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      platforms: ['web'],
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      prompt: () => {
        window.__installPrompts += 1;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(event);
  }, outcome);
}

/**
 * The checks of support/a11y.ts (WCAG 2.1 A/AA, serious and critical), limited to the PWA cards so
 * that this spec reports on them; the screens beneath have their own specs.
 */
async function expectNoSeriousA11yViolationsIn(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
  expect(results.passes.length, `axe checked nothing in ${selector}`).toBeGreaterThan(0);
}

const installBanner = (page: Page) => page.getByRole('region', { name: /^Install / });
const updateCard = (page: Page) => page.getByRole('region', { name: 'Update Available' });

test.describe('PWA', () => {
  // Installing the worker precaches the app shell (about 1 MB) before the checks can start.
  test.describe.configure({ timeout: 90_000 });

  test('the manifest is linked and served, and its icons load at their sizes', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon-180.png');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Sprig',
      short_name: 'Sprig',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#3d7068',
    });
    expect(typeof manifest.description).toBe('string');
    expect(typeof manifest.background_color).toBe('string');
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    const icons = [...manifest.icons, { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' }];
    for (const icon of icons) {
      const iconResponse = await request.get(icon.src);
      expect(iconResponse.status(), icon.src).toBe(200);
      expect(iconResponse.headers()['content-type'], icon.src).toBe('image/png');
      const { width, height } = pngSize(await iconResponse.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  test('/sw.js registers, activates and controls the page', async ({ page, baseURL }) => {
    await page.goto('/');
    const worker = await waitForServiceWorker(page);
    expect(worker.scriptURL).toBe(`${baseURL}/sw.js`);
    expect(worker.scope).toBe(`${baseURL}/`);
    expect(worker.state).toBe('activated');
  });

  test('a recipe viewed online opens offline; other pages show the app shell or the offline page', async ({
    page,
    context,
    request,
  }) => {
    const [viewed, notViewed] = await recipes(request, 2);
    await page.goto('/');
    await waitForServiceWorker(page);

    await page.goto(`/recipes/${viewed!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewed!.title);
    await expect.poll(() => cachedUrls(page, 'sprig-api')).toContain(`/api/recipes/${viewed!.id}`);

    // Error answers are never cached.
    await page.goto('/recipes/999999');
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    expect(await cachedUrls(page, 'sprig-api')).not.toContain('/api/recipes/999999');

    await page.goto(`/recipes/${viewed!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewed!.title);

    await context.setOffline(true);
    try {
      // The worker's own requests fail too (a route it answers, with nothing cached for it).
      const probe = await page.evaluate(() =>
        fetch(`/api/recipes/featured?probe=${Date.now()}`).then(
          () => 'network',
          () => 'failed',
        ),
      );
      expect(probe).toBe('failed');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewed!.title);
      await expect(page.getByTestId('pwa-offline-notice')).toBeVisible();

      // Not cached: the app shell still opens (navigation, the screen's own not-found state).
      await page.goto(`/recipes/${notViewed!.id}`);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByTestId('pwa-offline-notice')).toBeVisible();

      // Server pages outside the app shell fall back to the offline page.
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    } finally {
      await context.setOffline(false);
    }
  });

  test("the installed app opens the member's shopping list offline, and ticks made offline reach the server once back", async ({ page, context }) => {
    await signUpMember(page);
    for (const name of ['Lemons', 'Oat milk']) {
      const res = await page.request.post('/api/shopping-list/items', { data: { name } });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/shopping-list');
    await waitForServiceWorker(page);
    // Under the worker's control now: this load keeps who is signed in and the list in its cache.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Lemons/ })).toBeVisible();
    await expect.poll(() => cachedUrls(page, 'sprig-api')).toEqual(expect.arrayContaining(['/api/auth/user', '/api/shopping-list']));

    await context.setOffline(true);
    try {
      // A shop's aisle with no signal: the app, the member and the list all open from the cache.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();
      await page.getByRole('checkbox', { name: /^Lemons/ }).check();
      await expect(page.getByRole('checkbox', { name: /^Lemons/ })).toBeChecked();
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/shopping-list');
        return ((await res.json()) as { items: { name: string; checked: boolean }[] }).items.map((i) => [i.name, i.checked]);
      })
      .toEqual([
        ['Lemons', true],
        ['Oat milk', false],
      ]);
  });

  test('the manifest offers shortcuts to the shopping list and the meal plan', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { shortcuts: { name: string; url: string }[] };
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Shopping List', '/shopping-list'],
      ['Meal Plan', '/meal-plan'],
    ]);
  });

  test('the install banner appears about 3 s after the browser offers installation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(installBanner(page)).toHaveCount(0);

    await holdTime(page);
    await offerInstall(page);
    await page.clock.runFor(2_900);
    await expect(installBanner(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(installBanner(page)).toBeVisible();
    await page.clock.resume();

    const banner = installBanner(page);
    await expect(banner).toHaveAccessibleName('Install Sprig');
    await expectNoSeriousA11yViolationsIn(page, '[data-testid="pwa-install-banner"]');

    await banner.getByRole('button', { name: 'Install' }).click();
    expect(await page.evaluate(() => window.__installPrompts)).toBe(1);
    await expect(banner).toHaveCount(0);
  });

  test('a dismissal hides the banner for 7 days', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await offerInstall(page);
    const banner = installBanner(page);
    await expect(banner).toBeVisible({ timeout: 6_000 });
    await banner.getByRole('button', { name: 'Not now' }).click();
    await expect(banner).toHaveCount(0);
    const stored = await page.evaluate((key) => localStorage.getItem(key), DISMISSED_AT_KEY);
    expect(Number(stored)).toBeGreaterThan(Date.now() - 60_000);

    await page.reload();
    await holdTime(page);
    await offerInstall(page);
    await page.clock.runFor(4_000);
    await expect(banner).toHaveCount(0);
    await page.clock.resume();

    // Eight days later it comes back.
    await page.evaluate(
      ({ key, at }) => localStorage.setItem(key, at),
      { key: DISMISSED_AT_KEY, at: String(Date.now() - 8 * DAY_MS) },
    );
    await page.reload();
    await offerInstall(page);
    await expect(banner).toBeVisible({ timeout: 6_000 });

    // Keyboard: Escape inside the card dismisses it too.
    await banner.getByRole('button', { name: 'Install' }).focus();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    expect(Number(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_AT_KEY))).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  test('the banner stays hidden when the app runs installed', async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)' ? ({ ...original(query), matches: true } as MediaQueryList) : original(query);
    });
    await page.clock.install();
    await page.goto('/');
    await holdTime(page);
    await offerInstall(page);
    await page.clock.runFor(4_000);
    await expect(installBanner(page)).toHaveCount(0);
  });

  test('the banner and the update card fit a phone and a wide screen', async ({ page }, testInfo) => {
    await page.goto('/');
    await offerInstall(page);
    await expect(installBanner(page)).toBeVisible({ timeout: 6_000 });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const box = (await installBanner(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await testInfo.attach(`install-banner-${viewport.name}`, { body: await page.screenshot(), contentType: 'image/png' });
      await expectNoSeriousA11yViolationsIn(page, '[data-testid="pwa-install-banner"]');
    }
    // Never printed.
    await page.emulateMedia({ media: 'print' });
    await expect(installBanner(page)).toBeHidden();
  });

  test.describe('update card', () => {
    const swPath = path.join(WEB_DIST, 'sw.js');
    let original: string | null = null;
    const stashed: string[] = [];

    /** A new deploy: a byte-different /sw.js (precompressed copies moved aside so the edit is served). */
    async function deployNewWorker(): Promise<void> {
      original = await readFile(swPath, 'utf8');
      for (const ext of ['.br', '.gz']) {
        if (existsSync(swPath + ext)) {
          await rename(swPath + ext, `${swPath}${ext}.e2e`);
          stashed.push(swPath + ext);
        }
      }
      await writeFile(swPath, `${original}\n// e2e deploy ${Date.now()}\n`);
    }

    test.afterEach(async () => {
      if (original !== null) await writeFile(swPath, original);
      original = null;
      for (const file of stashed.splice(0)) await rename(`${file}.e2e`, file);
    });

    test("appears when a new worker waits; 'Update Now' reloads into it", async ({ page }, testInfo) => {
      await page.clock.install();
      await page.goto('/');
      await waitForServiceWorker(page);
      await expect(updateCard(page)).toHaveCount(0);

      await deployNewWorker();
      await page.reload();
      const card = updateCard(page);
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(card).toContainText('A new version of Sprig is ready to install');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
        true,
      );
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await testInfo.attach(`update-card-${viewport.name}`, { body: await page.screenshot(), contentType: 'image/png' });
      }
      await expectNoSeriousA11yViolationsIn(page, '[data-testid="pwa-update-card"]');

      // One card at a time: the install banner waits while an update is offered.
      await holdTime(page);
      await offerInstall(page);
      await page.clock.runFor(4_000);
      await expect(installBanner(page)).toHaveCount(0);
      await page.clock.resume();

      // 'Later' hides it for this page only: the new worker still waits, so it is back after a reload.
      await card.getByRole('button', { name: 'Later' }).click();
      await expect(card).toHaveCount(0);
      await expect(installBanner(page)).toBeVisible();
      await page.reload();
      await expect(card).toBeVisible({ timeout: 20_000 });

      // A marker on the old page: gone after the reload.
      await page.evaluate(() => {
        (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate = true;
      });
      const reloaded = page.waitForEvent('load');
      await card.getByRole('button', { name: 'Update Now' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as Window & { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
      await expect(card).toHaveCount(0);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
      });
      expect(after).toEqual({ waiting: null, active: 'activated' });
    });
  });
});
