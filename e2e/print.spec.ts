import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';

/**
 * Print Options on the recipe detail screen (SPEC section 2 'Print Options', section 4 'Print',
 * section 9 'print flag cleanup 1 s'). window.print is stubbed to record what the page looked like
 * when it was called; the clock is faked so the 1 s cleanup is checked exactly.
 */

const LABELS = [
  'Recipe Image',
  'Recipe Info (prep time, cook time, etc.)',
  'Description',
  'Macronutrient Distribution',
  'Everyday Kitchen Helpers',
  'Ingredients',
  'Instructions',
  'Nutrition Facts',
];

declare global {
  interface Window {
    __printed: Array<string | null>;
  }
}

interface RecipeRef {
  id: number;
  title: string;
  servings: number;
}

async function firstRecipe(request: APIRequestContext): Promise<RecipeRef> {
  const response = await request.get('/api/recipes?limit=1');
  expect(response.ok()).toBe(true);
  const recipe = ((await response.json()) as { items: RecipeRef[] }).items[0];
  if (!recipe) throw new Error('The demo catalogue has no recipes');
  return recipe;
}

async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    window.__printed = [];
    window.print = () => {
      window.__printed.push(document.documentElement.getAttribute('data-print-hidden'));
    };
  });
}

async function openPrintOptions(page: Page, recipe: RecipeRef) {
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
  await page.getByRole('button', { name: 'Print Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print Options' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const section = (page: Page, name: string) => page.locator(`[data-print-section="${name}"]`);

// Axe scans and real 2 s waits: give each test room on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`print options (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    let recipe: RecipeRef;
    test.beforeAll(async ({ request }) => {
      recipe = await firstRecipe(request);
    });

    test('lists the eight sections, all checked, with Cancel and Print; no serious a11y violations', async ({
      page,
    }) => {
      await stubPrint(page);
      const dialog = await openPrintOptions(page, recipe);
      const boxes = dialog.getByRole('checkbox');
      await expect(boxes).toHaveCount(LABELS.length);
      for (const label of LABELS) {
        await expect(dialog.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
      }
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A label toggles its box; Space on the focused box too.
      await dialog.getByText('Description', { exact: true }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Description' })).not.toBeChecked();
      await dialog.getByRole('checkbox', { name: 'Description' }).press('Space');
      await expect(dialog.getByRole('checkbox', { name: 'Description' })).toBeChecked();

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print Recipe' })).toBeFocused();
      expect(await page.evaluate(() => window.__printed)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-print-hidden'))).toBe(false);
    });

    test('Esc closes and focus stays inside while open', async ({ page }) => {
      await stubPrint(page);
      const dialog = await openPrintOptions(page, recipe);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print Recipe' })).toBeFocused();
      expect(await page.evaluate(() => window.__printed)).toEqual([]);
    });

    test('Print flags the unchecked sections, prints only the checked ones, clears the flags after 1 s', async ({
      page,
    }, testInfo) => {
      await page.clock.install();
      await stubPrint(page);
      const dialog = await openPrintOptions(page, recipe);
      await expect(section(page, 'ingredients')).toBeVisible();

      await dialog.getByRole('checkbox', { name: 'Recipe Image' }).click();
      await dialog.getByRole('checkbox', { name: 'Instructions' }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Recipe Image' })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Instructions' })).not.toBeChecked();

      // Stop time just before printing, so the 1 s cleanup is under the test's control.
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 50);
      await dialog.getByRole('button', { name: 'Print' }).click();
      await expect(dialog).toBeHidden();
      await page.clock.runFor(20);

      const html = page.locator('html');
      expect(await page.evaluate(() => window.__printed)).toEqual(['image instructions']);
      await expect(html).toHaveAttribute('data-print-hidden', 'image instructions');

      // On screen nothing changes; on paper the unchecked sections and the page chrome are gone.
      await expect(section(page, 'image')).toBeVisible();
      await expect(section(page, 'instructions')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(section(page, 'image')).toBeHidden();
      await expect(section(page, 'instructions')).toBeHidden();
      for (const shown of ['info', 'ingredients', 'nutrition']) {
        await expect(section(page, shown)).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print Recipe' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
      await expect(page.locator('body > #root header').first()).toBeHidden();
      await expect(page.locator('footer').last()).toBeHidden();
      if (process.env.E2E_SCREENSHOTS) {
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: testInfo.outputPath(`print-${viewport.name}.png`), fullPage: true });
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
      }

      // 1 s after printing the flags go, and everything prints again.
      await page.clock.runFor(970);
      await expect(html).toHaveAttribute('data-print-hidden', 'image instructions');
      await page.clock.runFor(20);
      await expect(html).not.toHaveAttribute('data-print-hidden');
      await expect(section(page, 'image')).toBeVisible();
      await expect(section(page, 'instructions')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
      await page.clock.resume();

      // The choice is kept for the next print in this visit.
      await page.getByRole('button', { name: 'Print Recipe' }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Recipe Image' })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Ingredients' })).toBeChecked();
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: testInfo.outputPath(`print-dialog-${viewport.name}.png`) });
      }
    });

    test('without the dialog (Ctrl+P) every section prints and the chrome does not', async ({ page }, testInfo) => {
      await page.goto(`/recipes/${recipe.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
      await page.emulateMedia({ media: 'print' });
      for (const shown of ['info', 'ingredients', 'instructions', 'nutrition']) {
        await expect(section(page, shown)).toBeVisible();
      }
      await expect(page.getByRole('group', { name: 'Recipe actions' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Increase servings' })).toBeHidden();
      // The amounts on paper are for a number of servings: it prints. The step state is the screen's (ADR 0011).
      await expect(page.getByTestId('servings-value')).toBeVisible();
      await expect(page.getByTestId('servings-value')).toHaveText(new RegExp(`^${recipe.servings}`));
      const instructions = section(page, 'instructions');
      await expect(instructions.getByText('Current step')).toHaveCount(1);
      await expect(instructions.getByText('Current step')).toBeHidden();
      await expect(instructions.getByText(/of \d+ done/)).toBeHidden();
      if (process.env.E2E_SCREENSHOTS) {
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: testInfo.outputPath(`print-all-${viewport.name}.png`), fullPage: true });
      }
    });
  });
}
