import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { toast } from './support/toast';
import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { withoutServerData } from './support/initial-data';

interface Summary {
  id: number;
  title: string;
  privacyLevel: string;
  author: { username: string | null } | null;
}

/** A public recipe of the signed-in demo author. */
async function authorsPublicRecipe(page: Page): Promise<Summary> {
  const list = (await (await page.request.get(`/api/users/${AUTHOR_ADMIN.username}/recipes?limit=100`)).json()) as { items: Summary[] };
  return list.items.find((r) => r.privacyLevel === 'public')!;
}

/**
 * Hovers until the tooltip shows: content loading above the switch (kitchen helpers, related
 * recipes) can move it from under the pointer right after a single hover on a busy machine.
 */
async function hoverForTooltip(page: Page, target: Locator, text: string): Promise<void> {
  const tooltip = page.getByRole('tooltip');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    await expect(tooltip).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

for (const viewport of VIEWPORTS) {
  test.describe(`privacy toggle (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('visitors and other readers never see the switch', async ({ page }) => {
      const recipe = await authorsPublicRecipe(page);
      await page.goto(`/recipes/${recipe.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
      await expect(page.getByRole('button', { name: 'Share Recipe' })).toBeVisible();
      await expect(page.getByTestId('privacy-toggle')).toHaveCount(0);
    });

    test('the author flips a recipe private and back, with the toasts, tooltip and lists following', async ({ page, browser }) => {
      await signInThroughApi(page, AUTHOR_ADMIN);
      const recipe = await authorsPublicRecipe(page);
      await page.goto(`/recipes/${recipe.id}`);
      const toggle = page.getByRole('switch', { name: 'Private recipe' });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await hoverForTooltip(page, toggle, 'Public recipe (visible to everyone)');
      await expectNoSeriousA11yViolations(page);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toast(page)).toContainText('Recipe is now private');
      await expect(toast(page)).toContainText('Only you can see this recipe');

      // A visitor in another browser no longer finds it.
      const visitor = await browser.newContext();
      expect((await visitor.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(404);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/recipes/${recipe.id}`);
      await expect(visitorPage.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toast(page)).toContainText('Recipe is now public');
      await expect(toast(page)).toContainText('This recipe is visible to everyone');
      expect((await visitor.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(200);
      await visitor.close();
    });

    test("an author whose role is not member or admin gets 'Member Feature' and nothing changes", async ({ page }) => {
      const recipe = await authorsPublicRecipe(page);
      const detail = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as { authorId: string };
      await withoutServerData(page);
      await page.route('**/api/auth/user*', (route) =>
        route.fulfill({ json: { id: detail.authorId, username: AUTHOR_ADMIN.username, email: AUTHOR_ADMIN.email, first_name: null, last_name: null, avatar_url: null, role: 'guest', credits: 0 } }),
      );
      let puts = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT') puts++;
      });
      await page.goto(`/recipes/${recipe.id}`);
      const toggle = page.getByRole('switch', { name: 'Private recipe' });
      await hoverForTooltip(page, toggle, 'Sign in as a member to set recipes as private');
      // aria-disabled, so Playwright would wait for it to be enabled; a person can still press it.
      await toggle.click({ force: true });
      await expect(toast(page)).toContainText('Member Feature');
      await expect(toast(page)).toContainText('Sign in as a member to set recipes as private');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(puts).toBe(0);
    });

    test('a refused change flips back with the error toast', async ({ page }) => {
      await signInThroughApi(page, AUTHOR_ADMIN);
      const recipe = await authorsPublicRecipe(page);
      await page.route(`**/api/recipes/${recipe.id}/privacy`, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable', errorCode: 'INTERNAL_ERROR' }) }),
      );
      await page.goto(`/recipes/${recipe.id}`);
      const toggle = page.getByRole('switch', { name: 'Private recipe' });
      await toggle.click();
      await expect(toast(page)).toContainText('Failed to update privacy');
      await expect(toast(page)).toContainText('Database unavailable');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect((await page.request.get(`/api/recipes/${recipe.id}`)).status()).toBe(200);
    });
  });
}
