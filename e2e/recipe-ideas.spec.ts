import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { SLOW_MARKER } from './support/ai-answers';
import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { toast } from './support/toast';

/**
 * Recipe Ideas against the e2e server's AI stand-in (an OpenAI-compatible server answering each
 * JSON schema with plausible recipe JSON). New members start with 20 credits.
 */

test.describe.configure({ timeout: 120_000 });
const AI_TIMEOUT = 60_000;
const SIGNUP_CREDITS = 20;

async function costOf(page: Page, feature: string): Promise<number> {
  const { costs } = (await (await page.request.get('/api/credits/costs')).json()) as { costs: { feature: string; cost: number }[] };
  const entry = costs.find((c) => c.feature === feature);
  expect(entry, `cost of ${feature}`).toBeDefined();
  return entry!.cost;
}

async function balance(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/auth/user')).json()) as { credits: number }).credits;
}

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
test('a visitor opening /recipe-suggestion is sent to /auth', async ({ page }) => {
  await page.goto('/recipe-suggestion');
  await expect(page).toHaveURL(/\/auth$/);
});

for (const viewport of VIEWPORTS) {
  test.describe(`recipe ideas (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a member gets ideas from what is in the kitchen, opens one in full for free and saves it', async ({ page }) => {
      await signUpMember(page);
      const profile = await page.request.put('/api/users/profile', { data: { dietary_preferences: ['vegetarian'] } });
      expect(profile.status(), await profile.text()).toBe(200);
      const cost = await costOf(page, 'recipe_suggestion');

      await page.goto('/recipe-suggestion');
      await expect(page.getByRole('heading', { level: 1, name: 'Recipe Ideas' })).toBeVisible();
      // The diet comes from the profile.
      await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();

      const ingredients = page.getByRole('textbox', { name: 'Ingredients you have' });
      await ingredients.fill('chickpeas');
      await ingredients.press('Enter');
      await ingredients.fill('spinach, lemon');
      await ingredients.press(',');
      await expect(page.getByRole('button', { name: /^Remove ingredient/ })).toHaveCount(3);
      await page.getByRole('radio', { name: '30 min' }).check();
      await page.getByLabel('Servings').fill('3');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: `Get ideas · ${credits(cost)}` }).click();
      const cards = page.getByTestId('idea-card');
      await expect(cards.first()).toBeVisible({ timeout: AI_TIMEOUT });
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
      expect(await balance(page)).toBe(SIGNUP_CREDITS - cost);

      // Expanding is free: the set is paid for.
      const first = cards.first();
      await expect(first.getByText('No extra charge')).toBeVisible();
      await first.getByRole('button', { name: 'Show full recipe' }).click();
      const full = page.getByTestId('expanded-idea');
      await expect(full).toBeVisible({ timeout: AI_TIMEOUT });
      await expect(full.getByTestId('draft-ingredients').locator('li').first()).toBeVisible();
      await expect(full.getByTestId('draft-steps').locator('li').first()).toBeVisible();
      await expect(full.getByRole('heading', { name: 'Nutrition per serving' })).toBeVisible();
      expect(await balance(page)).toBe(SIGNUP_CREDITS - cost);
      await expectNoSeriousA11yViolations(page);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const title = (await full.getByTestId('draft-title').textContent())!.trim();
      await full.getByRole('button', { name: 'Save as my recipe' }).click();
      await expect(toast(page)).toContainText('Recipe saved');
      await expect(full.getByRole('link', { name: 'Open recipe' })).toBeVisible();

      await page.goto('/my-recipes');
      const row = page.getByRole('article', { name: title });
      await expect(row).toBeVisible();
      await expect(row.getByTestId('privacy-badge')).toHaveText('Private');
    });
  });
}

test('a set of ideas is kept: it survives a reload and a visit elsewhere during the call, and reopens with its full recipes', async ({ page }) => {
  await signUpMember(page);
  const cost = await costOf(page, 'recipe_suggestion');
  await page.goto('/recipe-suggestion');
  const history = page.getByTestId('ideas-history');
  await expect(history).toContainText('Nothing yet.');
  const ingredients = page.getByRole('textbox', { name: 'Ingredients you have' });
  await ingredients.fill('mushrooms');
  await ingredients.press('Enter');
  await page.getByRole('button', { name: `Get ideas · ${credits(cost)}` }).click();
  const cards = page.getByTestId('idea-card');
  await expect(cards.first()).toBeVisible({ timeout: AI_TIMEOUT });
  await expect(page).toHaveURL(/\/recipe-suggestion\?set=[\w-]+$/);
  await cards.first().getByRole('button', { name: 'Show full recipe' }).click();
  await expect(page.getByTestId('expanded-idea')).toBeVisible({ timeout: AI_TIMEOUT });

  // A reload keeps the paid set, and the recipe already written out opens at once.
  await page.reload();
  await expect(cards.first()).toContainText('mushrooms', { timeout: AI_TIMEOUT });
  await expect(page.getByTestId('ideas-result')).toContainText('Kept in your history.');
  await cards.first().getByRole('button', { name: 'Show full recipe' }).click();
  await expect(page.getByTestId('expanded-idea')).toBeVisible();
  expect(await balance(page)).toBe(SIGNUP_CREDITS - cost);

  // A second set (the reloaded form starts empty), left during the call: it is in the history on return, latest first.
  await ingredients.fill('leeks');
  await ingredients.press('Enter');
  await ingredients.fill(SLOW_MARKER);
  await ingredients.press('Enter');
  await page.getByRole('button', { name: `Get ideas · ${credits(cost)}` }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Credits', exact: true }).first().click();
  await expect(page).toHaveURL(/\/credits$/);
  await page.getByRole('banner').getByRole('link', { name: 'Recipe Ideas', exact: true }).first().click();
  await expect(history.getByRole('status')).toContainText('still working', { timeout: AI_TIMEOUT });
  const items = history.getByRole('listitem');
  await expect(items).toHaveCount(2, { timeout: AI_TIMEOUT });
  await expect(items.first()).toContainText('From leeks');
  await expect(items.nth(1)).toContainText('From mushrooms');
  expect(await balance(page)).toBe(SIGNUP_CREDITS - 2 * cost);

  await items.first().getByRole('button', { name: /^Open / }).click();
  await expect(cards.first()).toContainText('leeks');
  await expectNoSeriousA11yViolations(page);
});

test('Get ideas asks for an ingredient before spending anything', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/recipe-suggestion');
  await page.getByRole('button', { name: /^Get ideas/ }).click();
  await expect(page.getByText('Add at least one ingredient you have')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ingredients you have' })).toBeFocused();
  expect(await balance(page)).toBe(SIGNUP_CREDITS);
});

test('an expanded idea with a line the engine cannot count marks its calories as a lower bound and lists the line', async ({ page }, testInfo) => {
  await signUpMember(page);
  const cost = await costOf(page, 'recipe_suggestion');
  await page.goto('/recipe-suggestion');
  const ingredients = page.getByRole('textbox', { name: 'Ingredients you have' });
  // The stand-in writes each ingredient on hand as '1 cup …': chickpeas count, a made-up food cannot.
  await ingredients.fill('chickpeas');
  await ingredients.press('Enter');
  await ingredients.fill('zzyxquor');
  await ingredients.press('Enter');
  await page.getByRole('button', { name: `Get ideas · ${credits(cost)}` }).click();
  const cards = page.getByTestId('idea-card');
  await expect(cards.first()).toBeVisible({ timeout: AI_TIMEOUT });
  await cards.first().getByRole('button', { name: 'Show full recipe' }).click();
  const full = page.getByTestId('expanded-idea');
  await expect(full).toBeVisible({ timeout: AI_TIMEOUT });

  const calories = full.locator('[data-figure="calories"]');
  await expect(calories.getByRole('definition').first()).toHaveText(/^≥ \d+$/);
  await expect(calories.getByTestId('figures-not-counted')).toHaveText('1 ingredient not counted');
  const uncounted = full.getByTestId('uncounted-ingredients');
  await expect(uncounted.getByRole('listitem')).toHaveCount(1);
  await expect(uncounted).toContainText('zzyxquor');
  // Amounts as cooks write them.
  await expect(full.getByTestId('draft-ingredients')).toContainText('1 cup chickpeas');
  await expectNoSeriousA11yViolations(page);
  if (process.env.E2E_SCREENSHOTS) await full.screenshot({ path: testInfo.outputPath('idea-partial.png') });
});
