import type { Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { expect, test } from './support/test';
import { toast } from './support/toast';

// Adding recipes to the plan from the planner's own search and from recipe cards (issue 18).

type Summary = { id: number; title: string; servings: number };
type Week = { days: { date: string; entries: { meal: string; servings: number | null; portions: number | null; recipe: { id: number } | null }[] }[] };

// Every step waits on the server and axe runs with each dialog open: leave room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Today in the browser's calendar, as the planner counts it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
  });

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const longDay = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utcDay(day));
const weekday = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(utcDay(day));
const dayRegion = (page: Page, day: string) => page.getByRole('region', { name: longDay(day), exact: true });

/** What the member has planned on a day: [meal, recipe id, servings, portions] in the day's order. */
async function planned(page: Page, day: string) {
  const week = (await (await page.request.get(`/api/meal-plan?start=${day}`)).json()) as Week;
  return week.days[0]!.entries.map((entry) => [entry.meal, entry.recipe?.id ?? null, entry.servings, entry.portions]);
}

/** A recipe of the signed-in member, written through the API. */
async function createRecipe(page: Page, title: string, servings: number): Promise<number> {
  const res = await page.request.post('/api/recipes', {
    data: {
      title,
      servings,
      ingredients: [{ name: 'rice', quantity: 200, unit: 'g', preparation: null }],
      instructions: [{ instruction: 'Cook the rice.' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The part of a title the search is given: most of its longest word, in capitals (the search ignores case). */
const partOf = (title: string) => [...title.split(/\s+/)].sort((a, b) => b.length - a.length)[0]!.slice(1).toUpperCase();

for (const viewport of VIEWPORTS) {
  test.describe(`adding recipes (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the planner's Add recipe finds a saved recipe and an own one by part of the title and plans each for the chosen meal", async ({ page }) => {
      await signUpMember(page);
      const [saved] = (await (await page.request.get('/api/recipes/featured')).json()) as Summary[];
      // The button the recipe page's Save uses (POST /api/recipes/{id}/save).
      const save = await page.request.post(`/api/recipes/${saved!.id}/save`);
      expect(save.ok(), await save.text()).toBe(true);
      // Made-up words, so no catalogue title holds them and the saved title's part is not in them.
      const ownTitle = `Quokkaplum Zephyrloaf ${Date.now()}`;
      const ownId = await createRecipe(page, ownTitle, 3);

      await page.goto('/meal-plan');
      const today = await browserToday(page);
      const day = dayRegion(page, today);
      const addRecipe = day.getByRole('button', { name: `Add a recipe (${weekday(today)})` });
      await addRecipe.click();
      const dialog = page.getByRole('dialog', { name: 'Add a recipe' });
      const search = dialog.getByRole('searchbox', { name: 'Search your recipes' });
      await expect(search).toBeFocused();
      const status = dialog.getByRole('status');
      await expect(status).toHaveText('2 recipes');
      const results = dialog.getByRole('list', { name: 'Your recipes' });
      await expect(results.getByRole('button', { name: saved!.title })).toContainText('Saved');
      await expect(results.getByRole('button', { name: ownTitle })).toContainText('Mine');
      await expectNoSeriousA11yViolations(page);

      // The saved recipe, by part of a word of its title in another case.
      await search.fill(partOf(saved!.title));
      await expect(results.getByRole('button', { name: saved!.title })).toBeVisible();
      await expect(results.getByRole('button', { name: ownTitle })).toHaveCount(0);

      // Nothing matches: said so.
      await search.fill('no such recipe zzqx');
      await expect(status).toHaveText('No saved or own recipe matches “no such recipe zzqx”.');
      await expect(results).toHaveCount(0);

      // The own recipe, by part of its title, chosen by keyboard.
      await search.fill('zephyrlo');
      const ownRow = results.getByRole('button', { name: ownTitle });
      await expect(status).toHaveText('1 recipe');
      await search.press('Tab');
      await expect(ownRow).toBeFocused();
      await page.keyboard.press('Enter');

      // The chosen recipe takes the focus; the day is the day's, the meal the first one still
      // empty (breakfast), the servings the recipe's own and one of them the member's.
      await expect(dialog.getByRole('heading', { name: ownTitle })).toBeFocused();
      await expect(dialog.getByLabel('Day')).toHaveValue(today);
      await expect(dialog.getByLabel('Meal')).toHaveValue('breakfast');
      await expect(dialog.getByLabel('Servings cooked')).toHaveValue('3');
      await expect(dialog.getByLabel('Servings you eat')).toHaveValue('1');
      await expectNoSeriousA11yViolations(page);

      // Back to the results (the search kept), and forward again.
      await dialog.getByRole('button', { name: 'Choose another recipe' }).click();
      await expect(search).toHaveValue('zephyrlo');
      await expect(ownRow).toBeFocused();
      await ownRow.click();

      await dialog.getByLabel('Meal').selectOption('lunch');
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(addRecipe).toBeFocused();
      await expect(toast(page)).toContainText('Added to your meal plan');
      await expect(page.getByTestId(`slot-${today}-lunch`).getByRole('link', { name: ownTitle })).toHaveAttribute('href', `/recipes/${ownId}`);

      // The saved recipe goes in the meal offered: breakfast, still empty.
      await addRecipe.click();
      await search.fill(partOf(saved!.title).toLowerCase());
      await results.getByRole('button', { name: saved!.title }).click();
      await expect(dialog.getByLabel('Meal')).toHaveValue('breakfast');
      await expect(dialog.getByLabel('Servings cooked')).toHaveValue(String(Math.min(saved!.servings, 50)));
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId(`slot-${today}-breakfast`).getByRole('link', { name: saved!.title })).toBeVisible();
      expect(await planned(page, today)).toEqual([
        ['breakfast', saved!.id, Math.min(saved!.servings, 50), 1],
        ['lunch', ownId, 3, 1],
      ]);

      // Breakfast and lunch planned: dinner is offered next. Escape closes and gives the focus back.
      await addRecipe.click();
      await results.getByRole('button', { name: ownTitle }).click();
      await expect(dialog.getByLabel('Meal')).toHaveValue('dinner');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(addRecipe).toBeFocused();
    });

    test("a member's recipe cards plan a recipe; the button is never in the server's HTML", async ({ page }) => {
      await signUpMember(page);
      // Rendered for this member (not kept for others), and still without the button: it comes after load.
      const memberHtml = await (await page.request.get('/')).text();
      expect(memberHtml).not.toMatch(/Add [^"<>]* to meal plan/i);
      expect(memberHtml).not.toContain('data-testid="plan-recipe"');

      await page.goto('/recipes');
      const card = page.getByTestId('recipe-card').first();
      const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      const href = await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
      const recipeId = Number(href!.split('/').pop());
      const plan = card.getByRole('button', { name: `Add ${title} to meal plan` });
      await expect(plan).toBeVisible();
      // Beside the card's link, never inside it (nor anything else interactive inside another).
      await expect(card.locator('a a, a button, button a, button button')).toHaveCount(0);

      await plan.click();
      const dialog = page.getByRole('dialog', { name: 'Add to Meal Plan' });
      await expect(dialog.getByLabel('Meal')).toHaveValue('dinner');
      await expect(dialog.getByText(`Plan “${title}” for a day and a meal.`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByLabel('Meal').selectOption('snack');
      await dialog.getByLabel('Servings cooked').fill('2');
      await dialog.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(plan).toBeFocused();
      await expect(toast(page)).toContainText('Added to your meal plan');
      expect(await planned(page, await browserToday(page))).toEqual([['snack', recipeId, 2, 1]]);
    });

    test("a visitor's recipe cards have no Add to Meal Plan, in the server's HTML or after load", async ({ page, request }) => {
      // The home page's HTML as kept for every visitor.
      const html = await (await request.get('/')).text();
      expect(html).toContain('data-testid="recipe-card"');
      expect(html).not.toMatch(/Add [^"<>]* to meal plan/i);
      expect(html).not.toContain('data-testid="plan-recipe"');

      for (const path of ['/', '/recipes']) {
        await page.goto(path);
        const card = page.getByTestId('recipe-card').first();
        await expect(card.getByRole('button', { name: 'Save recipe' })).toBeVisible();
        await expect(page.getByRole('button', { name: /to meal plan$/i })).toHaveCount(0);
        await expect(page.getByTestId('plan-recipe')).toHaveCount(0);
      }
    });
  });
}
