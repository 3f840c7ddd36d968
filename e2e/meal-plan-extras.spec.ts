import type { Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { expect, test, waitUntilInteractive } from './support/test';

type FillDay = { meal: string | null; perMeal: { calories: number; protein: number } | null; suggestions: { recipe: { id: number; title: string; servings: number }; why: string }[] };

/** The man of the first worked example in src/domain/calculator.test.ts: 2,759 kcal to maintain. */
const GOALS = { measurement_unit: 'metric', age: 30, height: 180, weight: 80, gender: 'male', activity_level: 'moderate', nutritional_goal: 'maintain' };

/** Today in the browser's calendar, as the planner counts it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
  });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const longDay = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc(day));
const weekday = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(utc(day));
const dayRegion = (page: Page, day: string) => page.getByRole('region', { name: longDay(day), exact: true });
const ANY_DAY = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /;

for (const viewport of VIEWPORTS) {
  test.describe(`meal plan extras (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Fill my day adds a suggestion to the day; a share link shows the week read-only to a visitor until it is revoked', async ({ page, browser }) => {
      test.setTimeout(90_000);
      await signUpMember(page);
      expect((await page.request.put('/api/users/nutrition-goals', { data: GOALS })).ok()).toBe(true);
      await page.goto('/meal-plan');
      const today = await browserToday(page);
      const fill = (await (await page.request.get(`/api/meal-plan/suggestions?date=${today}`)).json()) as FillDay;
      expect(fill.meal).toBe('breakfast');
      const [first] = fill.suggestions;
      expect(first, 'the demo catalogue has a recipe for the day').toBeDefined();

      // Fill my day: what breakfast should bring, and the best fitting recipes with why.
      await dayRegion(page, today).getByRole('button', { name: `Fill my day (${weekday(today)})` }).click();
      const dialog = page.getByRole('dialog', { name: 'Fill my day' });
      const perMeal = `About ${fill.perMeal!.calories.toLocaleString('en-US')} kcal and ${fill.perMeal!.protein.toLocaleString('en-US')} g protein for breakfast`;
      await expect(dialog.getByText(perMeal)).toBeVisible();
      const row = dialog.getByRole('listitem').filter({ hasText: first!.recipe.title });
      await expect(row.getByRole('link', { name: first!.recipe.title })).toHaveAttribute('href', `/recipes/${first!.recipe.id}`);
      await expect(row.getByText(first!.why)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Add plans it for breakfast (the recipe's servings cooked, one eaten); the list moves on to lunch.
      await row.getByRole('button', { name: `Add ${first!.recipe.title} to Breakfast` }).click();
      await expect(dialog.getByRole('status')).toContainText(`Added to your meal plan: ${first!.recipe.title}, Breakfast, `);
      await expect(dialog.getByText(/ for lunch$/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: first!.recipe.title })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      const breakfast = page.getByTestId(`slot-${today}-breakfast`);
      await expect(breakfast.getByRole('link', { name: first!.recipe.title })).toBeVisible();
      await expect(breakfast.getByText(new RegExp(`^${first!.recipe.servings} servings, 1 for you`))).toBeVisible();

      // Share plan: a read-only link, shown once.
      await page.getByRole('button', { name: 'Share plan' }).click();
      const share = page.getByRole('dialog', { name: 'Share plan' });
      const readOnly = share.getByRole('region', { name: 'Read-only link' });
      await expect(readOnly.getByText('No link yet.')).toBeVisible();
      await readOnly.getByRole('button', { name: 'Create link' }).click();
      const address = readOnly.getByRole('textbox', { name: 'Read-only link address' });
      await expect(address).toHaveValue(/\/shared\/meal-plan\/[A-Za-z0-9_-]{43}$/);
      await expect(readOnly.getByRole('button', { name: 'Create new link' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const url = await address.inputValue();

      // A visitor (signed out, another browser) sees the week with the entry and no way to change it.
      const visitor = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const visitorPage = await visitor.newPage();
      const opened = await visitorPage.goto(url);
      // Never indexed: the page's own response says so, for crawlers that run no script.
      expect(opened?.headers()['x-robots-tag']).toBe('noindex');
      await waitUntilInteractive(visitorPage);
      await expect(visitorPage.getByRole('heading', { level: 1, name: 'Shared Meal Plan' })).toBeVisible();
      const sharedDay = dayRegion(visitorPage, today);
      await expect(sharedDay.getByRole('link', { name: first!.recipe.title })).toHaveAttribute('href', `/recipes/${first!.recipe.id}`);
      await expect(sharedDay.getByRole('definition').first()).toBeVisible(); // the day's totals
      await expect(visitorPage.getByRole('region', { name: ANY_DAY })).toHaveCount(7);
      await expect(visitorPage.getByRole('button', { name: /^(Add a recipe|Fill my day|Remove|Move or change|Copy day|Clear day)/ })).toHaveCount(0);
      await expect(visitorPage.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectNoSeriousA11yViolations(visitorPage);

      // Revoked: the link stops working at once.
      await readOnly.getByRole('button', { name: 'Revoke' }).click();
      await expect(readOnly.getByText('Link revoked: it no longer works.')).toBeVisible();
      await expect(readOnly.getByRole('button', { name: 'Create link' })).toBeVisible();
      await visitorPage.reload();
      await waitUntilInteractive(visitorPage);
      await expect(visitorPage.getByText('This shared meal plan is no longer available.')).toBeVisible();
      await expectNoSeriousA11yViolations(visitorPage);
      await visitor.close();
    });
  });
}

test.describe('meal plan extras (wide)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the calendar feed carries the plan; Fill my day asks for targets first; weeks can start on Sunday', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signUpMember(page);
    await page.goto('/meal-plan');
    const today = await browserToday(page);
    const [recipe] = (await (await page.request.get('/api/recipes/featured')).json()) as { id: number; title: string }[];
    expect((await page.request.post('/api/meal-plan/entries', { data: { date: today, meal: 'dinner', recipeId: recipe!.id } })).ok()).toBe(true);
    await page.reload();

    // Without saved targets, Fill my day leads to the calculator.
    await dayRegion(page, today).getByRole('button', { name: /^Fill my day/ }).click();
    const fill = page.getByRole('dialog', { name: 'Fill my day' });
    await expect(fill.getByRole('link', { name: 'Save your targets in the calculator first' })).toHaveAttribute('href', '/calculator');
    await fill.getByRole('button', { name: 'Close' }).click();

    // The calendar feed: its address, fetched by a calendar app (no session), is text/calendar with the entry.
    await page.getByRole('button', { name: 'Share plan' }).click();
    const calendar = page.getByRole('dialog', { name: 'Share plan' }).getByRole('region', { name: 'Calendar feed (iCalendar)' });
    await calendar.getByRole('button', { name: 'Create link' }).click();
    await expect(calendar.getByText('Subscribe to this address in your calendar app.')).toBeVisible();
    const feed = await request.get(await calendar.getByRole('textbox', { name: 'Calendar feed address' }).inputValue());
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const text = (await feed.text()).replace(/\r\n[ \t]/g, ''); // unfolded (RFC 5545)
    expect(text).toContain(`SUMMARY:Dinner: ${recipe!.title.replace(/[,;\\]/g, (c) => `\\${c}`)}`);
    await page.getByRole('dialog', { name: 'Share plan' }).getByRole('button', { name: 'Close' }).click();

    // Week starts on Sunday: the first column is a Sunday, and stays so after a reload.
    await expect(page.getByRole('region', { name: ANY_DAY }).first()).toHaveAccessibleName(/^Monday, /);
    await page.getByLabel('Week starts on').selectOption('sunday');
    await expect(page.getByRole('region', { name: ANY_DAY }).first()).toHaveAccessibleName(/^Sunday, /);
    await expect(dayRegion(page, today).getByRole('link', { name: recipe!.title })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Week starts on')).toHaveValue('sunday');
    await expect(page.getByRole('region', { name: ANY_DAY }).first()).toHaveAccessibleName(/^Sunday, /);
    await expect(page.getByRole('region', { name: ANY_DAY }).last()).toHaveAccessibleName(/^Saturday, /);
  });
});
