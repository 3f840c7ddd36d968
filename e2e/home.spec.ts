import { expect, test } from './support/test';
import type { RecipeList, RecipeSummary } from '../src/contracts/recipe';
import type { UsernameSuggestion } from '../src/contracts/users';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { withoutServerData } from './support/initial-data';

const CATEGORY_TILES = ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts'];
const FEATURES = [
  'AI-powered recipe transformation',
  'Detailed nutrition tracking',
  'Save and organize your favorite recipes',
  'Generate beautiful recipe images',
];

// Several steps each wait on the server; leave room on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`home (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the featured recipes as cards', async ({ page, request }) => {
      const featured = (await (await request.get('/api/recipes/featured')).json()) as RecipeSummary[];
      expect(featured.length).toBeGreaterThan(0);
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Featured recipes' });
      await expect(section.getByTestId('recipe-card')).toHaveCount(featured.length);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(featured.map((r) => r.title));
    });

    test('shows 3 placeholders while the featured recipes load', async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await withoutServerData(page);
      await page.route('**/api/recipes/featured', async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Featured recipes' });
      await expect(section.getByTestId('recipe-card-skeleton')).toHaveCount(3);
      await expect(section.getByTestId('recipe-card')).toHaveCount(0);
      release();
      await expect(section.getByTestId('recipe-card').first()).toBeVisible();
      await expect(section.getByTestId('recipe-card-skeleton')).toHaveCount(0);
    });

    test('says so when there are no featured recipes', async ({ page }) => {
      await withoutServerData(page);
      await page.route('**/api/recipes/featured', (route) => route.fulfill({ json: [] }));
      await page.goto('/');
      await expect(page.getByText('No featured recipes available at the moment.')).toBeVisible();
      await expect(page.getByText('Check back soon!')).toBeVisible();
      await expect(page.getByTestId('recipe-card')).toHaveCount(0);
    });

    test('category tiles open the list filtered by category', async ({ page, request }) => {
      await page.goto('/');
      const tiles = page.getByRole('region', { name: 'Browse by category' }).getByRole('link');
      await expect(tiles).toHaveText(CATEGORY_TILES);
      for (const [i, name] of CATEGORY_TILES.entries()) {
        await expect(tiles.nth(i)).toHaveAttribute('href', `/recipes?${new URLSearchParams({ category: name })}`);
      }
      await tiles.filter({ hasText: 'Breakfast' }).click();
      await expect(page).toHaveURL('/recipes?category=Breakfast');
      await expect(page.getByTestId('filter-chip-category')).toContainText('Breakfast');
      const list = (await (await request.get('/api/recipes?category=Breakfast&limit=100')).json()) as RecipeList;
      await expect(page.getByTestId('recipe-card')).toHaveCount(Math.min(list.items.length, 24));
    });

    test('has feature blurbs, the newsletter signup and a sign-up call to action', async ({ page }) => {
      await page.goto('/');
      for (const title of FEATURES) await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const newsletter = page.getByTestId('home-newsletter');
      await expect(newsletter.getByRole('textbox').first()).toBeVisible();
      const signUp = page.getByRole('link', { name: 'Sign up free' });
      await expect(signUp).toHaveAttribute('href', '/api/login?mode=register');
      // It opens the sign-in screen on Create account, not Sign in (issue 21).
      await signUp.click();
      await expect(page).toHaveURL('/sign-in?mode=register');
      await expect(page.getByRole('form', { name: 'Create account' })).toBeVisible();
    });

    test('the search box searches recipes on /recipes', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(/@username.*recipes by that user/)).toBeVisible();
      const box = page.getByRole('combobox', { name: 'Search recipes or users' });
      await expect(box).toHaveAttribute('placeholder', 'Search recipes or users...');
      await box.fill('salmon');
      await box.press('Enter');
      await expect(page).toHaveURL('/recipes?search=salmon');
      await expect(page.getByRole('combobox', { name: 'Search recipes or users' })).toHaveValue('salmon');
    });

    test('@ suggestions list users with recipe counts; choosing one searches @username', async ({ page, request }) => {
      const users = (await (await request.get('/api/users/search?q=a')).json()) as UsernameSuggestion[];
      expect(users.length).toBeGreaterThan(1);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search recipes or users' });
      await box.fill('@a');
      const options = page.getByRole('listbox', { name: 'Matching users' }).getByRole('option');
      await expect(options).toHaveCount(Math.min(users.length, 5));
      for (const [i, user] of users.slice(0, 5).entries()) {
        const count = `${user.recipe_count} ${user.recipe_count === 1 ? 'recipe' : 'recipes'}`;
        await expect(options.nth(i)).toContainText(`@${user.username}`);
        await expect(options.nth(i)).toContainText(count);
      }
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousA11yViolations(page);
      await options.nth(1).click();
      await expect(page).toHaveURL(`/recipes?${new URLSearchParams({ search: `@${users[1]!.username}` })}`);
      await expect(page.getByTestId('filter-chip-search')).toContainText(`@${users[1]!.username}`);
    });

    test('has no serious accessibility violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
