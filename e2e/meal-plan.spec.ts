import type { Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { expect, test } from './support/test';
import { toast } from './support/toast';

type Featured = { id: number; title: string; servings: number; nutrition: { calories: number } | null };
type Week = { days: { date: string; entries: { id: number; meal: string; servings: number | null; portions: number | null; note: string | null }[] }[] };

/** The man of the first worked example in src/domain/calculator.test.ts: 2,759 kcal to maintain. */
const GOALS = { measurement_unit: 'metric', age: 30, height: 180, weight: 80, gender: 'male', activity_level: 'moderate', nutritional_goal: 'maintain' };

/** Today in the browser's calendar, as the planner counts it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
  });

const longDay = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const dayRegion = (page: Page, day: string) => page.getByRole('region', { name: longDay(day), exact: true });

async function featuredWithNutrition(page: Page): Promise<Featured> {
  const featured = (await (await page.request.get('/api/recipes/featured')).json()) as Featured[];
  return featured.find((recipe) => recipe.nutrition !== null)!;
}

async function weekEntries(page: Page, start: string): Promise<number> {
  const week = (await (await page.request.get(`/api/meal-plan?start=${start}`)).json()) as { days: { entries: unknown[] }[] };
  return week.days.reduce((sum, day) => sum + day.entries.length, 0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`meal plan (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a recipe planned from its page shows on its day, with its servings and calories, then against saved targets', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      const recipe = await featuredWithNutrition(page);
      await page.goto(`/recipes/${recipe.id}`);
      const today = await browserToday(page);

      await page.getByRole('group', { name: 'Recipe actions' }).getByRole('button', { name: 'Add to Meal Plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
      await expect(dialog.getByLabel('Day')).toHaveValue(today);
      await expect(dialog.getByLabel('Meal')).toHaveValue('dinner');
      const servings = dialog.getByLabel('Servings cooked');
      const portions = dialog.getByLabel('Servings you eat');
      await expect(servings).toHaveValue(String(recipe.servings));
      await expect(portions).toHaveValue('1');
      await expectNoSeriousA11yViolations(page);

      // Bad amounts are named under their fields and nothing is planned.
      await servings.fill('0');
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog.getByText('servings must be a number from 0.25 to 50 in quarters')).toBeVisible();
      await expect(servings).toHaveAttribute('aria-invalid', 'true');
      await servings.fill('4');
      await portions.fill('5');
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog.getByText('portions must not be more than servings')).toBeVisible();
      await expect(portions).toBeFocused();
      expect(await weekEntries(page, today)).toBe(0);

      // Four cooked, two eaten: the member's two count against their day.
      await portions.fill('2');
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(toast(page)).toContainText('Added to your meal plan');

      await page.goto('/meal-plan');
      await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
      const day = dayRegion(page, today);
      const calories = Math.round(recipe.nutrition!.calories * 2).toLocaleString('en-US');
      await expect(day.getByRole('link', { name: recipe.title })).toHaveAttribute('href', `/recipes/${recipe.id}`);
      await expect(day.getByText(new RegExp(`^4 servings, 2 for you · (≥ )?${calories} kcal$`))).toBeVisible();
      await expect(page.getByText('Save your daily targets in the')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Nutrition Calculator', exact: true }).last()).toHaveAttribute('href', '/calculator');
      await expectNoSeriousA11yViolations(page);

      expect((await page.request.put('/api/users/nutrition-goals', { data: GOALS })).ok()).toBe(true);
      await page.reload();
      await expect(dayRegion(page, today).getByText(`${calories} / 2,759 kcal`)).toBeVisible();
      await expect(page.getByText('Save your daily targets in the')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('meal plan notes (wide)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a note goes on the chosen day and meal, an empty one is refused, and Remove takes it off', async ({ page }) => {
    await signUpMember(page);
    await page.goto('/meal-plan');
    const today = await browserToday(page);
    const form = page.getByRole('form', { name: 'Add a note' });

    await form.getByRole('button', { name: 'Add note' }).click();
    await expect(form.getByText('Write what the meal is')).toBeVisible();
    await expect(form.getByLabel('Note')).toBeFocused();

    const tomorrow = addDays(today, 1);
    const inWeek = await page.evaluate((day) => [...document.querySelectorAll('select option')].some((o) => (o as HTMLOptionElement).value === day), tomorrow);
    const day = inWeek ? tomorrow : today;
    await form.getByLabel('Day').selectOption(day);
    await form.getByLabel('Meal').selectOption('lunch');
    await form.getByLabel('Note').fill('Leftovers');
    await form.getByRole('button', { name: 'Add note' }).click();
    const region = dayRegion(page, day);
    await expect(region.getByText('Leftovers', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Note')).toHaveValue('');

    await region.getByRole('button', { name: 'Remove Leftovers from Lunch' }).click();
    await expect(toast(page)).toContainText('Removed from your meal plan');
    await expect(region.getByText('Leftovers', { exact: true })).toHaveCount(0);
    await expect(region.getByText('Nothing planned')).toHaveCount(4);
  });
});

test.describe('meal plan on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows one day at a time; the arrows go day by day and on into the next week', async ({ page }) => {
    await signUpMember(page);
    await page.goto('/meal-plan');
    const today = await browserToday(page);
    await expect(dayRegion(page, today)).toBeVisible();
    await expect(page.getByRole('region', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / })).toHaveCount(1);

    await page.getByRole('button', { name: /^Next day/ }).click();
    await expect(dayRegion(page, addDays(today, 1))).toBeVisible();
    await expect(dayRegion(page, today)).toBeHidden();

    // Seven more steps always cross a Sunday: the address then names the week shown.
    for (let i = 0; i < 7; i++) await page.getByRole('button', { name: /^Next day/ }).click();
    await expect(dayRegion(page, addDays(today, 8))).toBeVisible();
    await expect(page).toHaveURL(/\/meal-plan\?week=\d{4}-\d{2}-\d{2}$/);
  });
});

test.describe('changing the plan (wide)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an entry moves by its dialog and by dragging; a day is copied, cleared and put back with Undo; last week is copied', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpMember(page);
    await page.goto('/meal-plan');
    const today = await browserToday(page);
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const [recipe] = (await (await page.request.get('/api/recipes/featured')).json()) as Featured[];
    const plan = (data: object) => page.request.post('/api/meal-plan/entries', { data });
    expect((await plan({ date: monday, meal: 'breakfast', recipeId: recipe!.id, servings: 2, portions: 1 })).ok()).toBe(true);
    expect((await plan({ date: monday, meal: 'dinner', note: 'Pizza night' })).ok()).toBe(true);
    const week = async () => (await (await page.request.get(`/api/meal-plan?start=${monday}`)).json()) as Week;
    await page.reload();

    // By keyboard: the entry's dialog moves it to Tuesday's lunch and changes what the member eats.
    const tuesday = addDays(monday, 1);
    const mondayRegion = dayRegion(page, monday);
    await mondayRegion.getByRole('button', { name: `Move or change ${recipe!.title} (Breakfast)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Move or change' });
    await expect(dialog.getByLabel('Servings you eat')).toHaveValue('1');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Day').fill(tuesday);
    await dialog.getByLabel('Meal').selectOption('lunch');
    await dialog.getByLabel('Servings you eat').fill('3');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('portions must not be more than servings')).toBeVisible();
    await dialog.getByLabel('Servings you eat').fill('1.5');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(dayRegion(page, tuesday).getByText(recipe!.title)).toBeVisible();
    await expect(dayRegion(page, tuesday).getByText(/^2 servings, 1\.5 for you/)).toBeVisible();

    // By dragging: the note goes from Monday's dinner to Tuesday's snack. Both are brought into
    // view first: a page that scrolls between pressing and moving the mouse never starts a drag.
    await page.getByTestId(`slot-${tuesday}-snack`).evaluate((slot) => slot.scrollIntoView({ block: 'center' }));
    await mondayRegion.getByText('Pizza night').dragTo(page.getByTestId(`slot-${tuesday}-snack`));
    await expect(page.getByTestId(`slot-${tuesday}-snack`).getByText('Pizza night')).toBeVisible();
    expect((await week()).days[1]!.entries.map((e) => [e.meal, e.note ?? e.servings])).toEqual([
      ['lunch', 2],
      ['snack', 'Pizza night'],
    ]);

    // Copy Tuesday to Wednesday, then clear Wednesday and put it back.
    const wednesday = addDays(monday, 2);
    await dayRegion(page, tuesday).getByRole('button', { name: /^Copy day/ }).click();
    const copy = page.getByRole('dialog', { name: 'Copy day' });
    await expect(copy.getByLabel('Copy to')).toHaveValue(wednesday);
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page)).toContainText('2 entries added to');
    await expect(dayRegion(page, wednesday).getByText('Pizza night')).toBeVisible();

    await dayRegion(page, wednesday).getByRole('button', { name: /^Clear day/ }).click();
    await expect(toast(page)).toContainText('Day cleared');
    await expect(dayRegion(page, wednesday).getByText('Nothing planned')).toHaveCount(4);
    await toast(page).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page)).toContainText('2 entries are back in your meal plan.');
    await expect(dayRegion(page, wednesday).getByText('Pizza night')).toBeVisible();
    expect((await week()).days[2]!.entries.map((e) => [e.meal, e.note ?? e.portions])).toEqual([
      ['lunch', 1.5],
      ['snack', 'Pizza night'],
    ]);

    // Next week starts empty; Copy last week brings this week's four entries over, day for day.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(dayRegion(page, addDays(monday, 7))).toBeVisible();
    await page.getByRole('button', { name: 'Copy last week' }).click();
    await expect(toast(page)).toContainText('4 entries added to this week.');
    await expect(dayRegion(page, addDays(monday, 9)).getByText('Pizza night')).toBeVisible();
  });
});
