import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';
import { signUpThroughApi } from './support/accounts';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** SPEC section 2 (public profile), 6 (recipes only when visible) and 8 ('User Not Found'). */

const PUBLIC_AUTHOR = 'maya_greens';
const PRIVATE_AUTHOR = 'quiet_cook';

function stubUser(overrides: Record<string, unknown>) {
  return {
    id: 'e2e-user',
    username: 'e2e_cook',
    first_name: null,
    last_name: null,
    bio: null,
    avatar_url: null,
    created_at: '2024-03-05T12:00:00.000Z',
    recipe_count: 0,
    profile_visible: true,
    ...overrides,
  };
}

/** Answers GET /api/users/{username} and its recipes for a made-up user. */
async function stubProfile(
  page: Page,
  user: ReturnType<typeof stubUser>,
  recipes: unknown[] = [],
): Promise<void> {
  await page.route(`**/api/users/${user.username as string}`, (route) => route.fulfill({ json: user }));
  await page.route(`**/api/users/${user.username as string}/recipes*`, (route) =>
    route.fulfill({ json: { items: recipes, nextCursor: null } }),
  );
}

/** Records requests for a user's recipes. */
function watchRecipeRequests(page: Page, username: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/users/${username}/recipes`) urls.push(request.url());
  });
  return urls;
}

for (const viewport of VIEWPORTS) {
  test.describe(`public profile at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a public author shows name, bio, joined date, count and recipe cards', async ({ page, request }) => {
      const api = await (await request.get(`/api/users/${PUBLIC_AUTHOR}`)).json();
      await page.goto(`/profile/${PUBLIC_AUTHOR}`);

      await expect(page.getByRole('heading', { level: 1, name: PUBLIC_AUTHOR })).toBeVisible();
      await expect(page.getByTestId('profile-header').getByText('Maya Okafor', { exact: true })).toBeVisible();
      await expect(page.getByTestId('profile-header').getByText(/Registered dietitian and weeknight cook/)).toBeVisible();
      await expect(page.getByText(/^Joined [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      const count = api.recipe_count as number;
      await expect(page.getByTestId('profile-recipe-count')).toHaveText(`${count} ${count === 1 ? 'recipe' : 'recipes'}`);
      // Demo authors have a generated picture: it loads from /uploads/ (initials only stand in on failure).
      const picture = page.getByTestId('user-avatar').first().locator('img');
      await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/[^?]+\.webp\?v=/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      await expect(page.getByRole('tab', { name: 'Recipes' })).toHaveAttribute('aria-selected', 'true');
      const cards = page.getByRole('tabpanel').getByTestId('recipe-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBe(Math.min(count, 24));
      await expect(page).toHaveTitle(new RegExp(`^${PUBLIC_AUTHOR} \\|`));
      await expectNoSeriousA11yViolations(page);
    });

    test('a private profile shows Private Profile and never asks for recipes', async ({ page }) => {
      const recipeRequests = watchRecipeRequests(page, PRIVATE_AUTHOR);
      await page.goto(`/profile/${PRIVATE_AUTHOR}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Private Profile' })).toBeVisible();
      await expect(page.getByText('This user has chosen to keep their profile private.')).toBeVisible();
      await expect(page.getByText('Sam Whitfield')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(recipeRequests).toEqual([]);
    });

    test('an unknown user shows User Not Found', async ({ page }) => {
      const username = `nobody_${Date.now()}`;
      const recipeRequests = watchRecipeRequests(page, username);
      await page.goto(`/profile/${username}`);
      await expect(page.getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
      await expect(
        page.getByText("The profile you're looking for doesn't exist or has been made private."),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');
      await expectNoSeriousA11yViolations(page);
      expect(recipeRequests).toEqual([]);
    });

    test('a user without recipes shows No Recipes Yet and 0 recipes', async ({ page }) => {
      await stubProfile(page, stubUser({ username: 'empty_pantry', first_name: 'Eli', last_name: null, recipe_count: 0 }));
      await page.goto('/profile/empty_pantry');
      await expect(page.getByRole('heading', { level: 1, name: 'empty_pantry' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
      await expect(page.getByText("empty_pantry hasn't shared any recipes yet.")).toBeVisible();
      await expect(page.getByTestId('profile-recipe-count')).toHaveText('0 recipes');
      // Only one name part: no full name line.
      await expect(page.getByText('Eli', { exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('public profile details', () => {
  test('one recipe reads "1 recipe"', async ({ page, request }) => {
    const list = await (await request.get(`/api/users/${PUBLIC_AUTHOR}/recipes?limit=1`)).json();
    const recipe = list.items[0];
    expect(recipe).toBeTruthy();
    await stubProfile(page, stubUser({ username: 'single_dish', recipe_count: 1 }), [recipe]);
    await page.goto('/profile/single_dish');
    await expect(page.getByTestId('profile-recipe-count')).toHaveText('1 recipe');
    await expect(page.getByRole('tabpanel').getByTestId('recipe-card')).toHaveCount(1);
  });

  test('shows Loading profile... and Loading recipes... while they load', async ({ page }) => {
    const user = stubUser({ username: 'slow_simmer', first_name: 'Slow', last_name: 'Simmer', recipe_count: 0 });
    let releaseUser: () => void = () => {};
    let releaseRecipes: () => void = () => {};
    const userGate = new Promise<void>((resolve) => (releaseUser = resolve));
    const recipesGate = new Promise<void>((resolve) => (releaseRecipes = resolve));
    await page.route('**/api/users/slow_simmer', async (route) => {
      await userGate;
      await route.fulfill({ json: user });
    });
    await page.route('**/api/users/slow_simmer/recipes*', async (route) => {
      await recipesGate;
      await route.fulfill({ json: { items: [], nextCursor: null } });
    });
    await page.goto('/profile/slow_simmer');
    await expect(page.getByText('Loading profile...')).toBeVisible();
    releaseUser();
    await expect(page.getByTestId('profile-header').getByText('Slow Simmer', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading recipes...')).toBeVisible();
    releaseRecipes();
    await expect(page.getByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
    await expect(page.getByText('Loading recipes...')).toHaveCount(0);
  });

  test('an id of anonymous means private even for a made-up user', async ({ page }) => {
    const recipeRequests = watchRecipeRequests(page, 'hidden_chef');
    await page.route('**/api/users/hidden_chef', (route) =>
      route.fulfill({ json: { id: 'anonymous', username: 'hidden_chef', profile_visible: false } }),
    );
    await page.goto('/profile/hidden_chef');
    await expect(page.getByRole('heading', { level: 1, name: 'Private Profile' })).toBeVisible();
    expect(recipeRequests).toEqual([]);
  });

  test('a failed recipe list reads as empty', async ({ page }) => {
    await page.route('**/api/users/flaky_oven', (route) =>
      route.fulfill({ json: stubUser({ username: 'flaky_oven', recipe_count: 4 }) }),
    );
    await page.route('**/api/users/flaky_oven/recipes*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error', errorCode: 'INTERNAL_ERROR' } }),
    );
    await page.goto('/profile/flaky_oven');
    await expect(page.getByRole('heading', { name: 'No Recipes Yet' })).toBeVisible();
  });

  test('a stored avatar is served from /uploads with a version', async ({ page }) => {
    await stubProfile(page, stubUser({ username: 'pic_cook', avatar_url: 'avatar-123.webp' }));
    await page.route('**/uploads/avatar-123.webp*', (route) =>
      route.fulfill({ path: 'src/web/public/icons/icon-192.png', contentType: 'image/png' }),
    );
    await page.goto('/profile/pic_cook');
    const img = page.getByRole('img', { name: "pic_cook's profile picture" });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('src', /^\/uploads\/avatar-123\.webp\?v=.+/);
  });

  test('an absolute avatar URL is used as-is; when it fails the initials show', async ({ page }) => {
    const url = 'https://images.example.org/e2e/avatar.png';
    await stubProfile(page, stubUser({ username: 'broken_pic', first_name: 'Bea', last_name: 'Roth', avatar_url: url }));
    let requested = '';
    await page.route(url, (route) => {
      requested = route.request().url();
      return route.abort('failed');
    });
    await page.goto('/profile/broken_pic');
    await expect(page.getByTestId('profile-header').getByText('Bea Roth', { exact: true })).toBeVisible();
    const avatar = page.getByTestId('user-avatar');
    await expect(avatar.locator('img')).toHaveCount(0);
    await expect(avatar).toHaveText('BR');
    expect(requested).toBe(url);
  });

  test('clicking a recipe card opens the recipe', async ({ page }) => {
    await page.goto(`/profile/${PUBLIC_AUTHOR}`);
    const card = page.getByRole('tabpanel').getByTestId('recipe-card').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test("a private profile's public recipe shows an anonymous author to others, and the author to themselves (issue 14)", async ({ browser, page }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Anonymous Barley Soup ${stamp}`;
  // The author, in their own browser context: writes and publishes a recipe, then hides the profile.
  const authorContext = await browser.newContext();
  const author = authorContext.request;
  await signUpThroughApi(author, `anon-${stamp}@example.com`, 'anon-author-1');
  const created = await author.post('/api/recipes', {
    data: { title, servings: 2, categories: ['Soups'], ingredients: [{ name: 'pearl barley', quantity: 100, unit: 'g', preparation: null }], instructions: [{ instruction: 'Simmer.' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await author.put(`/api/recipes/${id}/privacy`, { data: { privacyLevel: 'public' } })).status()).toBe(200);
  expect((await author.put('/api/users/profile', { data: { first_name: 'Hester', last_name: `Quill${stamp}`, profile_visible: false } })).status()).toBe(200);

  // A visitor: no name, no link to a profile, on the page and on the card.
  await page.goto(`/recipes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Created by Anonymous')).toBeVisible();
  await expect(page.getByText(/Hester|Quill/)).toHaveCount(0);
  await page.goto(`/recipes?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId('recipe-card').filter({ hasText: title });
  await expect(card).toContainText('by Anonymous');
  await expect(card.getByTestId('creator-link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The author still sees their own name.
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`/recipes/${id}`);
  await expect(authorPage.getByText(`Created by Hester Quill${stamp}`)).toBeVisible();
  await authorContext.close();
});
