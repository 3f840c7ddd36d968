import { expect, test } from './support/test';

test.describe('smoke', () => {
  test('home shows featured recipe cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();
    const cards = page.getByTestId('recipe-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
  });

  test('clicking a card opens the recipe detail', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('recipe-card').first();
    const titleLink = card.getByRole('heading', { level: 3 }).getByRole('link');
    const title = (await titleLink.innerText()).trim();
    expect(title).not.toBe('');
    // Top-left corner of the card (its image): the stretched title link covers the whole card.
    await card.click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('a missing recipe shows Recipe Not Found', async ({ page }) => {
    await page.goto('/recipes/999999');
    await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/recipes');
  });
});
