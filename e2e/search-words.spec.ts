import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { RecipeList } from '../src/contracts/recipe';
import { listedRecipes } from './support/recipe-lists';

// Issue 19: what cooks type finds recipes. Each query found nothing under SPEC's one-substring rule.

/** Every recipe the API lists for a search (all pages). */
const apiSearch = (request: APIRequestContext, search: string) => listedRecipes(request, { search });

const cards = (page: Page) => page.getByTestId('recipe-card');

async function searchFor(page: Page, text: string) {
  await page.goto('/recipes');
  await page.getByRole('combobox', { name: 'Search recipes or users' }).fill(text);
  await expect(page).toHaveURL(`/recipes?${new URLSearchParams({ search: text })}`);
}

test.describe.configure({ timeout: 60_000 });

for (const [text, dish] of [
  ['lemon salmon', 'Lemon Garlic Salmon with Roasted Asparagus'],
  ['vegan dessert', 'Dark Chocolate Avocado Mousse'],
  ['chicken soup', 'Turkey and Black Bean Chili'],
] as const) {
  test(`"${text}" finds ${dish} among the recipes holding both words`, async ({ page, request }) => {
    const expected = await apiSearch(request, text);
    expect(expected.length).toBeGreaterThan(0);
    await searchFor(page, text);
    await expect(cards(page)).toHaveCount(Math.min(expected.length, 24));
    await expect(cards(page).getByRole('heading', { level: 3, name: dish })).toBeVisible();
    await expect(page.getByText('No recipes found')).toHaveCount(0);
  });
}

test('an ingredient finds the recipes that use it, even when their title and description never name it', async ({ page, request }) => {
  const found = await apiSearch(request, 'garlic');
  expect(found.length).toBeGreaterThanOrEqual(30);
  // The first page (best match first) holds one that uses garlic without saying so up front.
  const quiet = found.slice(0, 24).find((r) => !`${r.title} ${r.description ?? ''}`.toLowerCase().includes('garlic'));
  expect(quiet, 'a recipe using garlic that its title and description never name').toBeDefined();
  await searchFor(page, 'garlic');
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).getByRole('heading', { level: 3, name: quiet!.title, exact: true })).toBeVisible();
});

test('a misspelt word is corrected: "salmn" shows the salmon recipes and says so', async ({ page, request }) => {
  const salmon = await apiSearch(request, 'salmon');
  expect(salmon.length).toBeGreaterThan(0);
  await searchFor(page, 'salmn');
  await expect(page.getByTestId('browse-corrected')).toHaveText('Showing results for salmon');
  await expect(cards(page)).toHaveCount(Math.min(salmon.length, 24));
  await expect(cards(page).getByRole('heading', { level: 3, name: salmon[0]!.title, exact: true })).toBeVisible();
  // The address keeps what the cook typed.
  expect(new URL(page.url()).searchParams.get('search')).toBe('salmn');
});

test('a search lists titles that name every word first, and sorts by what a cook asks for, kept in the address', async ({ page, request }) => {
  const titles = async () => (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).slice(0, 4);
  const apiTitles = async (query: Record<string, string>) =>
    ((await (await request.get(`/api/recipes?${new URLSearchParams({ ...query, limit: '4' })}`)).json()) as RecipeList).items.map((r) => r.title);
  await searchFor(page, 'garlic');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('relevance');
  await expect(cards(page).first().getByRole('heading', { level: 3 })).toContainText(/garlic/i);
  expect(await titles()).toEqual(await apiTitles({ search: 'garlic' }));

  await sort.selectOption({ label: 'Quickest' });
  await expect(page).toHaveURL('/recipes?search=garlic&sort=quickest');
  await expect.poll(titles).toEqual(await apiTitles({ search: 'garlic', sort: 'quickest' }));

  // Without a search there is no best match; the default order is newest.
  await page.goto('/recipes?sort=protein');
  await expect(sort).toHaveValue('protein');
  await expect.poll(titles).toEqual(await apiTitles({ sort: 'protein' }));
  await expect(sort.locator('option')).toHaveText(['Newest', 'Quickest', 'Fewest calories', 'Most protein']);
  await sort.selectOption({ label: 'Newest' });
  await expect(page).toHaveURL('/recipes');
});
