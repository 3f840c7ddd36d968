import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';

/**
 * /instructions-demo (SPEC section 2 'Legal and demo screens', section 4 'Instruction steps',
 * section 9 '8 steps'): tapping marks a step done and moves the current step; tapping a done step
 * unmarks it and makes it current; progress text, Reset Demo, nothing saved.
 */

const steps = (page: Page) => page.getByTestId('instruction-step');
const stepButton = (page: Page, index: number) => steps(page).nth(index).getByRole('button');
const progress = (page: Page) => page.getByTestId('demo-progress');
const statuses = (page: Page) => steps(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));

function expected(current: number | null, done: number[]): string[] {
  return Array.from({ length: 8 }, (_, i) => (done.includes(i) ? 'completed' : i === current ? 'current' : 'pending'));
}

test.describe.configure({ timeout: 60_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`instructions demo (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/instructions-demo');
      await expect(page.getByRole('heading', { level: 1, name: 'Instructions Demo' })).toBeVisible();
    });

    test('8 steps, nothing done, the first step current; no serious a11y violations', async ({ page }) => {
      await expect(steps(page)).toHaveCount(8);
      await expect(progress(page)).toHaveText('Progress: 0 of 8 steps completed');
      expect(await statuses(page)).toEqual(expected(0, []));
      await expect(steps(page).first()).toHaveAttribute('aria-current', 'step');
      await expect(page.getByRole('button', { name: 'Reset Demo' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('tapping marks steps done (struck through) and moves the current step', async ({ page }) => {
      await stepButton(page, 0).click();
      await expect(progress(page)).toHaveText('Progress: 1 of 8 steps completed');
      await expect(stepButton(page, 0)).toHaveAttribute('aria-pressed', 'true');
      await expect(steps(page).nth(0).getByTestId('instruction-text')).toHaveCSS('text-decoration-line', 'line-through');
      expect(await statuses(page)).toEqual(expected(1, [0]));

      // Jumping ahead: the first not-done step after the tapped one becomes current.
      await stepButton(page, 4).click();
      expect(await statuses(page)).toEqual(expected(5, [0, 4]));
      await stepButton(page, 3).click();
      expect(await statuses(page)).toEqual(expected(5, [0, 3, 4]));
      await expect(progress(page)).toHaveText('Progress: 3 of 8 steps completed');

      // Tapping a done step unmarks it and returns the current step to it.
      await stepButton(page, 3).click();
      expect(await statuses(page)).toEqual(expected(3, [0, 4]));
      await expect(stepButton(page, 3)).toHaveAttribute('aria-pressed', 'false');
      await expect(progress(page)).toHaveText('Progress: 2 of 8 steps completed');
      await expectNoSeriousA11yViolations(page);
    });

    test('works from the keyboard with Enter and Space, focus visible', async ({ page }) => {
      await page.getByRole('button', { name: 'Reset Demo' }).focus();
      await page.keyboard.press('Tab');
      await expect(stepButton(page, 0)).toBeFocused();
      expect(await stepButton(page, 0).evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
      await page.keyboard.press('Enter');
      expect(await statuses(page)).toEqual(expected(1, [0]));
      await page.keyboard.press('Tab');
      await expect(stepButton(page, 1)).toBeFocused();
      await page.keyboard.press('Space');
      expect(await statuses(page)).toEqual(expected(2, [0, 1]));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      expect(await statuses(page)).toEqual(expected(0, [1]));
      await expect(progress(page)).toHaveText('Progress: 1 of 8 steps completed');
    });

    test('completing every step leaves none current; Reset Demo starts over; progress is not saved', async ({
      page,
    }) => {
      for (let i = 0; i < 8; i += 1) await stepButton(page, i).click();
      await expect(progress(page)).toHaveText('Progress: 8 of 8 steps completed');
      expect(await statuses(page)).toEqual(expected(null, [0, 1, 2, 3, 4, 5, 6, 7]));
      await expect(page.locator('[aria-current="step"]')).toHaveCount(0);

      await page.getByRole('button', { name: 'Reset Demo' }).click();
      await expect(progress(page)).toHaveText('Progress: 0 of 8 steps completed');
      expect(await statuses(page)).toEqual(expected(0, []));

      await stepButton(page, 0).click();
      await stepButton(page, 1).click();
      await expect(progress(page)).toHaveText('Progress: 2 of 8 steps completed');
      await page.reload();
      await expect(progress(page)).toHaveText('Progress: 0 of 8 steps completed');
      expect(await statuses(page)).toEqual(expected(0, []));
    });
  });
}
