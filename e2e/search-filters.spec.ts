import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { RecipeFacetsAnswer, RecipeSummary } from '../src/contracts/recipe';
import { listedRecipes as apiList } from './support/recipe-lists';

// Issue 19: "what can I cook with spinach, and no mushrooms", and facets with counts.

const cards = (page: Page) => page.getByTestId('recipe-card');
const titles = (list: RecipeSummary[]) => list.map((r) => r.title);

test.describe.configure({ timeout: 60_000 });

test('an ingredient search: with spinach and without mushrooms, set in the Filters dialog and kept in the address', async ({ page, request }) => {
  const spinach = await apiList(request, { with: 'spinach' });
  const withoutMushrooms = await apiList(request, { with: 'spinach', without: 'mushrooms' });
  // The demo catalogue has spinach recipes with mushrooms and without them.
  expect(withoutMushrooms.length).toBeGreaterThan(0);
  expect(withoutMushrooms.length).toBeLessThan(spinach.length);
  const dropped = spinach.find((r) => !withoutMushrooms.some((w) => w.id === r.id))!;

  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Recipes' });
  await dialog.getByLabel('With ingredients').fill('spinach');
  await dialog.getByLabel('Without ingredients').fill('mushrooms');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();

  await expect(page).toHaveURL('/recipes?with=spinach&without=mushrooms');
  await expect(page.getByRole('button', { name: 'Remove with filter: spinach' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove without filter: mushrooms' })).toBeVisible();
  await expect(cards(page)).toHaveCount(withoutMushrooms.length);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(titles(withoutMushrooms));
  await expect(cards(page).getByRole('heading', { level: 3, name: dropped.title, exact: true })).toHaveCount(0);

  // Taking "without" off brings the mushroom recipe back.
  await page.getByRole('button', { name: 'Remove without filter: mushrooms' }).click();
  await expect(page).toHaveURL('/recipes?with=spinach');
  await expect(cards(page).getByRole('heading', { level: 3, name: dropped.title, exact: true })).toBeVisible();
});

test('facets count what each choice would show, and choosing one narrows the list and the other counts', async ({ page, request }) => {
  const facets = async (query: Record<string, string>) => (await (await request.get(`/api/recipes/facets?${new URLSearchParams(query)}`)).json()) as RecipeFacetsAnswer;
  const before = await facets({ with: 'garlic' });
  const vegetarian = before.diet.find((d) => d.value === 'vegetarian')!;
  expect(vegetarian.count).toBeGreaterThan(0);
  expect(vegetarian.count).toBeLessThan(before.total);

  await page.goto('/recipes?with=garlic');
  const panel = page.getByRole('region', { name: 'Refine results' });
  const diet = panel.getByRole('group', { name: 'Diet' });
  const choice = diet.getByRole('button', { name: `Vegetarian ${vegetarian.count} recipes` });
  await expect(choice).toHaveAttribute('aria-pressed', 'false');
  await choice.click();

  await expect(page).toHaveURL('/recipes?with=garlic&diet=vegetarian');
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(vegetarian.count);
  await expect(page.getByRole('button', { name: 'Remove diet filter: Vegetarian' })).toBeVisible();
  // The time row now counts vegetarian garlic recipes only.
  const after = await facets({ with: 'garlic', diet: 'vegetarian' });
  const hour = after.maxMinutes.find((b) => b.value === 60)!;
  await expect(panel.getByRole('group', { name: 'Ready in' }).getByRole('button', { name: `≤ 60 min ${hour.count} recipes` })).toBeVisible();

  await choice.click();
  await expect(page).toHaveURL('/recipes?with=garlic');
  await expect(cards(page)).toHaveCount(Math.min(before.total, 24));
});

test('suggestions while typing: a recipe title opens it, an ingredient lists what uses it, by keyboard, nothing moves', async ({ page, request }) => {
  const withSpinach = await apiList(request, { with: 'spinach' });
  await page.goto('/recipes');
  const box = page.getByRole('combobox', { name: 'Search recipes or users' });
  await box.fill('spin');
  // The list follows the text as it is typed.
  await expect(page).toHaveURL('/recipes?search=spin');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const ingredient = list.getByRole('option', { name: `With spinach ${withSpinach.length} recipes` });
  await expect(ingredient).toBeVisible();
  await expect(page.getByTestId('facet-panel').getByRole('button').first()).toBeVisible();
  // The suggestions lie over the page: closing them moves nothing below.
  const panelTop = (await page.getByTestId('facet-panel').boundingBox())!.y;
  await box.press('Escape');
  await expect(list).toBeHidden();
  expect((await page.getByTestId('facet-panel').boundingBox())!.y).toBe(panelTop);
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.press('ArrowUp');
  const options = await list.getByRole('option').allTextContents();
  const at = options.findIndex((text) => text.startsWith('With spinach'));
  // ArrowDown reopened the list on its first option; ArrowUp went round to the last.
  for (let i = options.length - 1; i !== at; i = (i + 1) % options.length) await box.press('ArrowDown');
  await expect(ingredient).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL('/recipes?with=spinach');
  await expect(cards(page)).toHaveCount(Math.min(withSpinach.length, 24));

  await box.fill('lemon salm');
  const recipe = list.getByRole('option', { name: 'Lemon Garlic Salmon with Roasted Asparagus Recipe' });
  await recipe.click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Garlic Salmon with Roasted Asparagus' })).toBeVisible();
});

test('typing fast asks for suggestions once the typing pauses, not at every key', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/recipes/suggestions')) asked.push(new URL(request.url()).searchParams.get('q')!);
  });
  await page.goto('/recipes');
  await page.getByRole('combobox', { name: 'Search recipes or users' }).pressSequentially('garlic', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /^With garlic \d+ recipes?$/ })).toBeVisible();
  expect(asked).toEqual(['garlic']);
});
