import { expect, test } from '@playwright/test';

// What a crawler or link preview sees: the first HTML response, with JavaScript switched off
// (so Playwright's own test: pages here never become interactive, see support/test.ts).
test.use({ javaScriptEnabled: false });

test('a recipe page without JavaScript shows its title, description and valid JSON-LD', async ({ page, request }) => {
  const featured = (await (await request.get('/api/recipes/featured')).json()) as { id: number; title: string; description: string }[];
  const recipe = featured[0]!;
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page).toHaveTitle(`${recipe.title} | Sprig`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(recipe.description.startsWith(description!.replace(/…$/, ''))).toBe(true);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: recipe.title });
  expect(ld.recipeIngredient.length).toBeGreaterThan(0);
  expect(ld.recipeInstructions[0]['@type']).toBe('HowToStep');
});

test('a public profile without JavaScript shows the cook', async ({ page }) => {
  await page.goto('/profile/maya_greens');
  await expect(page).toHaveTitle('Maya Okafor (@maya_greens) | Sprig');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor (@maya_greens)' })).toBeVisible();
});
