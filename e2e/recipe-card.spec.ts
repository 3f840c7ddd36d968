import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { RecipeSummary } from '../src/contracts/recipe';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';
import { signUpMember } from './support/accounts';
import { withoutServerData } from './support/initial-data';

/** A featured recipe with no times, no nutrition, a broken image and five tags. */
function sparseRecipe(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return {
    id: 999_001,
    title: 'Mystery Pantry Stew',
    subtitle: null,
    description: 'A stew with nothing measured.',
    featuredImage: '/uploads/recipes/this-image-does-not-exist.webp',
    authorId: 'author-1',
    author: { id: 'author-1', username: 'maya_greens', displayName: 'Maya Okafor', avatar_url: null },
    servings: 4,
    yieldText: null,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    categories: ['Soups', 'Healthy'],
    tags: ['one-pot', 'vegan', 'winter', 'budget', 'freezer-friendly'],
    dietaryAttributes: [],
    nutrition: null,
    notCounted: 0,
    privacyLevel: 'public',
    isFeatured: true,
    ratings: null,
    publishedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

async function serveFeatured(page: Page, recipes: RecipeSummary[]) {
  await withoutServerData(page);
  await page.route('**/api/recipes/featured', (route) => route.fulfill({ json: recipes }));
}

// Several steps each wait on the server; leave room on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`recipe card (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows image, heart, first category, title, creator, time, calories and up to 3 tags', async ({
      page,
      request,
    }) => {
      const featured = (await (await request.get('/api/recipes/featured')).json()) as RecipeSummary[];
      const recipe = featured[0]!;
      await page.goto('/');
      const card = page.getByTestId('recipe-card').first();
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(recipe.title);
      await expect(card.locator('img')).toHaveAttribute('src', recipe.featuredImage!);
      await expect(card.getByRole('button', { name: 'Save recipe' })).toHaveAttribute('aria-pressed', 'false');
      await expect(card.getByTestId('category-pill')).toHaveText(recipe.categories[0]!);
      const creator = card.getByTestId('creator-link');
      await expect(creator).toHaveText(recipe.author!.displayName);
      await expect(creator).toHaveAttribute('href', `/profile/${recipe.author!.username}`);
      await expect(card.getByTestId('recipe-time')).toHaveText(/^(Total time: )?\d+ (min|hr)/);
      await expect(card.getByTestId('recipe-calories')).toHaveText(`${Math.round(recipe.nutrition!.calories)} cal`);
      await expect(card.getByTestId('tag-pill')).toHaveText(recipe.tags.slice(0, 3));
      // No interactive element nested in another (the title link is stretched over the card instead).
      await expect(card.locator('a a, a button, button a, button button')).toHaveCount(0);
    });

    test("missing data shows 'Time N/A', 'Calories N/A', the stock image and at most 3 tags", async ({ page }) => {
      await serveFeatured(page, [
        sparseRecipe(),
        sparseRecipe({ id: 999_002, title: 'Imageless Salad', featuredImage: null, tags: [], categories: [] }),
      ]);
      await page.goto('/');
      const cards = page.getByTestId('recipe-card');
      await expect(cards).toHaveCount(2);

      const broken = cards.nth(0);
      await expect(broken.getByTestId('recipe-time')).toHaveText('Time N/A');
      await expect(broken.getByTestId('recipe-calories')).toHaveText('Calories N/A');
      await expect(broken.getByTestId('tag-pill')).toHaveText(['one-pot', 'vegan', 'winter']);
      await expect(broken.getByTestId('category-pill')).toHaveText('Soups');
      // The image fails to load, so the card swaps in the local fallback picture.
      const brokenImage = broken.locator('img');
      await expect(brokenImage).toHaveAttribute('src', '/images/recipe-fallback.svg');
      await expect.poll(() => brokenImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const imageless = cards.nth(1);
      await expect(imageless.locator('img')).toHaveAttribute('src', '/images/recipe-fallback.svg');
      await expect(imageless.getByTestId('category-pill')).toHaveCount(0);
      await expect(imageless.getByTestId('tag-pill')).toHaveCount(0);
    });

    test('a partial figure carries the mark: ≥ and how many lines were not counted (ADR 0011)', async ({ page }, testInfo) => {
      // A member's own (private) recipe, so the shared catalogue stays as other specs expect it.
      await signUpMember(page);
      const title = `Partly Counted Lentils ${Date.now()}`;
      const line = (name: string, quantity: number | null, unit: string | null) => ({ name, quantity, unit, preparation: null });
      const created = await page.request.post('/api/recipes', {
        data: {
          title,
          servings: 4,
          totalMinutes: 35,
          ingredients: [
            line('red lentils', 250, 'g'),
            line('olive oil', 1, 'tbsp'),
            // An amount and no food: left out of the figure. Salt to taste has no amount: it adds nothing.
            line('zzqx unobtainium', 1, 'cup'),
            line('salt', null, 'to taste'),
          ],
          instructions: [{ instruction: 'Simmer the lentils in the oil and water.' }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const calories = Math.round(((await created.json()) as RecipeSummary).nutrition!.calories);

      await page.goto(`/recipes?${new URLSearchParams({ search: title })}`);
      const card = page.getByTestId('recipe-card').filter({ hasText: title });
      const figure = card.getByTestId('recipe-calories');
      // What is seen, and what a screen reader hears after it.
      await expect(figure).toHaveText(`≥ ${calories} cal, 1 ingredient not counted`);
      await expect(figure.locator('.sr-only')).toHaveText(', 1 ingredient not counted');
      await expect(figure).toHaveAttribute('title', '1 ingredient not counted');
      // The mark fits the card's line: time and calories still sit side by side.
      const [time, cal] = [(await card.getByTestId('recipe-time').boundingBox())!, (await figure.boundingBox())!];
      expect(Math.abs(time.y - cal.y)).toBeLessThan(2);
      expect(cal.height).toBeLessThan(time.height + 2);
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS) await card.screenshot({ path: testInfo.outputPath(`partial-card-${viewport.name}.png`) });
    });

    test('category and tag pills open the filtered list, the creator link the profile', async ({ page, request }) => {
      const featured = (await (await request.get('/api/recipes/featured')).json()) as RecipeSummary[];
      const recipe = featured[0]!;
      await page.goto('/');
      const card = page.getByTestId('recipe-card').first();

      await card.getByTestId('category-pill').click();
      await expect(page).toHaveURL(`/recipes?${new URLSearchParams({ category: recipe.categories[0]! })}`);
      await expect(page.getByTestId('filter-chip-category')).toContainText(recipe.categories[0]!);

      await page.goBack();
      await page.getByTestId('recipe-card').first().getByTestId('tag-pill').first().click();
      await expect(page).toHaveURL(`/recipes?${new URLSearchParams({ tag: recipe.tags[0]! })}`);
      await expect(page.getByTestId('filter-chip-tag')).toContainText(recipe.tags[0]!);

      await page.goBack();
      await page.getByTestId('recipe-card').first().getByTestId('creator-link').click();
      await expect(page).toHaveURL(`/profile/${recipe.author!.username}`);
    });

    test('clicking the card opens the recipe', async ({ page, request }) => {
      const featured = (await (await request.get('/api/recipes/featured')).json()) as RecipeSummary[];
      await page.goto('/');
      const card = page.getByTestId('recipe-card').nth(1);
      // Below the tags: plain card surface, covered by the stretched title link.
      const box = (await card.boundingBox())!;
      await card.click({ position: { x: box.width / 2, y: box.height - 6 } });
      await expect(page).toHaveURL(`/recipes/${featured[1]!.id}`);
    });

    test('the heart asks a visitor to sign in and stays unsaved', async ({ page }) => {
      await page.goto('/');
      const card = page.getByTestId('recipe-card').first();
      const heart = card.getByRole('button', { name: 'Save recipe' });
      await heart.click();
      await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
      await expect(page.getByText('Please sign in to save recipes to your collection', { exact: true })).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL('/');
    });

    test('the heart works from the keyboard', async ({ page }) => {
      await page.goto('/');
      const heart = page.getByTestId('recipe-card').first().getByRole('button', { name: 'Save recipe' });
      await heart.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible();
    });
  });
}
