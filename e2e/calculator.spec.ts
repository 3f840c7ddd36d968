import { type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { toast } from './support/toast';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';

const results = (page: Page) => page.getByRole('region', { name: 'Your results' });

/** The man of the first worked example in src/domain/calculator.test.ts. */
async function fillMetricMan(page: Page): Promise<void> {
  await page.getByLabel('Age (years)').fill('30');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByLabel('Height (cm)').fill('180');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Activity level').selectOption('moderate');
}

async function expectManResults(page: Page): Promise<void> {
  const region = results(page);
  // BMR 1780, maintenance 2759, loss 2259, gain 3259; 20/50/30 of 2759 = 138 / 345 / 92 g
  await expect(region).toContainText('Basal metabolic rate1,780 kcal/day');
  await expect(region).toContainText('2,759');
  await expect(region).toContainText('2,259');
  await expect(region).toContainText('3,259');
  await expect(region.getByRole('row', { name: /Protein/ })).toHaveText(/138 g\s*552 kcal\s*20%/);
  await expect(region.getByRole('row', { name: /Carbohydrates/ })).toHaveText(/345 g\s*1,380 kcal\s*50%/);
  await expect(region.getByRole('row', { name: /Fat/ })).toHaveText(/92 g\s*828 kcal\s*30%/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`calculator (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor computes, is asked to sign in to save, and finds the entries again after signing in', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/calculator');
      await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Calculator' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How we calculate this' })).toBeVisible();
      await expect(page.getByText('is not medical advice')).toBeVisible();
      await fillMetricMan(page);
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expectManResults(page);
      await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused();
      await expect(results(page).getByRole('button', { name: 'Save to profile' })).toHaveCount(0);
      await expect(results(page)).toContainText('Sign in to save these results to your profile.');
      await expectNoSeriousA11yViolations(page);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await results(page).getByRole('link', { name: 'Sign in to save' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/api/login?returnTo=%2Fcalculator');

      // Signed in, the calculator shows what the visitor typed, already calculated, and saves it.
      await signUpMember(page);
      await page.goto('/calculator');
      await expect(page.getByLabel('Age (years)')).toHaveValue('30');
      await expectManResults(page);
      await results(page).getByRole('button', { name: 'Save to profile' }).click();
      await expect(toast(page)).toContainText('Nutrition Goals Saved');
      // The server stored the inputs and the figures it computed from them.
      const me = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
      expect(me).toMatchObject({ age: 30, height: 180, weight: 80, gender: 'male', activity_level: 'moderate', nutritional_goal: 'maintain', bmr: 1780 });
    });

    test('validation names each field, focuses the first, and updates as the member corrects it', async ({ page }) => {
      await page.goto('/calculator');
      await page.getByRole('button', { name: 'Calculate' }).click();
      for (const message of ['Age is required', 'Weight is required', 'Height is required', 'Gender is required', 'Activity level is required']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByLabel('Age (years)')).toBeFocused();
      await expect(page.getByLabel('Age (years)')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Correct the highlighted fields to see your results.')).toBeVisible();

      await page.getByLabel('Age (years)').fill('17');
      await expect(page.getByText('Age must be from 18 to 100')).toBeVisible();
      await page.getByLabel('Weight (kg)').fill('500');
      await expect(page.getByText('Weight must be from 30 to 300 kg')).toBeVisible();
      await page.getByLabel('Gender').selectOption('prefer-not-to-say');
      await expect(page.getByText('Choose which formula to use')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('radio', { name: 'Imperial (ft, lb)' }).check();
      await page.getByLabel('Height, feet').fill('5');
      await page.getByLabel('Height, inches').fill('12');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByText('Inches must be a whole number from 0 to 11')).toBeVisible();
      await expect(page.getByLabel('Age (years)')).toBeFocused();
      await expect(results(page)).toHaveCount(0);
    });
  });
}

test('a member computes and saves; the profile shows the figures and Recalculate comes back prefilled', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpMember(page);
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/users/nutrition-goals')) puts++;
  });
  await page.goto('/calculator');
  // Woman, 25, 165 cm, 60 kg, light, lose: BMR 1345, maintenance 1850, loss 1350, gain 2350.
  await page.getByLabel('Age (years)').fill('25');
  await page.getByLabel('Weight (kg)').fill('60');
  await page.getByLabel('Height (cm)').fill('165');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Activity level').selectOption('light');
  await page.getByRole('radio', { name: 'Lose' }).check();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(results(page)).toContainText('1,345');
  await expect(results(page)).toContainText('Daily macronutrients to lose weight (1,350 kcal)');
  expect(puts).toBe(0);

  await results(page).getByRole('button', { name: 'Save to profile' }).click();
  await expect(toast(page)).toContainText('Nutrition Goals Saved');
  await expect(toast(page)).toContainText('Your results are saved to your profile.');
  expect(puts).toBe(1);

  await results(page).getByRole('link', { name: 'View on your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const block = page.getByRole('region', { name: 'Nutritional Information' });
  await expect(block).toContainText('Lose weight');
  for (const text of ['1,345 kcal/day', '1,850 kcal/day', '1,350 kcal/day', '2,350 kcal/day', '101 g (404 kcal)', '152 g (608 kcal)', '38 g (342 kcal)']) {
    await expect(block).toContainText(text);
  }
  // The inputs became the profile's too.
  await expect(page.getByLabel('Age')).toHaveValue('25');
  await expect(page.getByLabel('Height (cm)')).toHaveValue('165');

  await block.getByRole('link', { name: 'Recalculate' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByLabel('Age (years)')).toHaveValue('25');
  await expect(page.getByLabel('Height (cm)')).toHaveValue('165');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('60');
  await expect(page.getByLabel('Gender')).toHaveValue('female');
  await expect(page.getByLabel('Activity level')).toHaveValue('light');
  await expect(page.getByRole('radio', { name: 'Lose' })).toBeChecked();
  await expect(results(page)).toContainText('1,345');
});

test.describe('imperial (360 px)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('feet and inches with pounds; a non-binary member picks the formula, which Recalculate remembers', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpMember(page);
    await page.goto('/calculator');
    // Switching units converts what is typed: 180 cm = 70.9 in -> 5 ft 11 in; 80 kg = 176 lb.
    await page.getByLabel('Height (cm)').fill('180');
    await page.getByLabel('Weight (kg)').fill('80');
    await page.getByRole('radio', { name: 'Imperial (ft, lb)' }).check();
    await expect(page.getByLabel('Height, feet')).toHaveValue('5');
    await expect(page.getByLabel('Height, inches')).toHaveValue('11');
    await expect(page.getByLabel('Weight (lb)')).toHaveValue('176');

    // 40, 5 ft 9 in, 187 lb, sedentary, gain: BMR 1750, maintenance 2100, gain 2600 (men's formula).
    await page.getByLabel('Height, inches').fill('9');
    await page.getByLabel('Weight (lb)').fill('187');
    await page.getByLabel('Age (years)').fill('40');
    await page.getByLabel('Gender').selectOption('non-binary');
    await page.getByLabel('Activity level').selectOption('sedentary');
    await page.getByRole('radio', { name: 'Gain' }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Choose which formula to use')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Men’s (+5)' })).toBeFocused();
    await page.getByRole('radio', { name: 'Men’s (+5)' }).check();
    await expect(results(page)).toContainText('1,750');
    await expect(results(page)).toContainText('2,100');
    await expect(results(page)).toContainText('Daily macronutrients to gain weight (2,600 kcal)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await results(page).getByRole('button', { name: 'Save to profile' }).click();
    await expect(toast(page)).toContainText('Nutrition Goals Saved');
    const me = (await (await page.request.get('/api/auth/user')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ measurement_unit: 'imperial', height: 69, weight: 187, gender: 'non-binary', bmr: 1750, weight_gain_calories: 2600 });

    await page.goto('/profile');
    await page.getByRole('region', { name: 'Nutritional Information' }).getByRole('link', { name: 'Recalculate' }).click();
    await expect(page.getByLabel('Height, feet')).toHaveValue('5');
    await expect(page.getByLabel('Height, inches')).toHaveValue('9');
    await expect(page.getByLabel('Weight (lb)')).toHaveValue('187');
    await expect(page.getByRole('radio', { name: 'Men’s (+5)' })).toBeChecked();
    await expect(results(page)).toContainText('1,750');
  });
});
