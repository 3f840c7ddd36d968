import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an admin sees analytics, API usage and AI timing with charts and tables of real data', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);

  // Some traffic first: pages (page views and API calls) and one AI call.
  await page.goto('/');
  await page.goto('/recipes');
  const firstRecipe = page.locator('a[href^="/recipes/"]').first();
  await expect(firstRecipe).toBeVisible();
  await firstRecipe.click();
  await expect(page).toHaveURL(/\/recipes\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const created = await page.request.post('/api/admin/kitchen-tools/create-with-ai', {
    data: { toolName: `E2E Timing Whisk ${Date.now().toString(36)}`, category: 'dinner' },
  });
  expect(created.status(), await created.text()).toBe(200);

  // Analytics: page views chart, top pages and recipes, engagement.
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Page views per day/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top pages by views' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top recipes by views' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Engaged visits')).toBeVisible();
  // The range selector changes the report (and the address).
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /last 7 days/ })).toBeVisible();

  // API usage: latency and request charts, routes table with route patterns and status badges.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API Usage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Usage' })).toBeVisible();
  await expect(page.getByRole('img', { name: /API latency per day/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /API requests per day/ })).toBeVisible();
  const routes = page.getByRole('table', { name: /Requests per route/ });
  await expect(routes.getByRole('rowheader', { name: 'GET /api/recipes/:id', exact: true })).toBeVisible();
  await expect(routes.getByText(/^2xx · \d+/).first()).toBeVisible();
  await expect(routes.getByText(/\/api\/recipes\/\d+/)).toHaveCount(0);

  // AI timing: the kitchen tool call, with its duration and success rate.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'AI Timing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Timing' })).toBeVisible();
  await expect(page.getByRole('img', { name: /AI call duration per day/ })).toBeVisible();
  const features = page.getByRole('table', { name: /AI calls per feature and model/ });
  await expect(features.getByRole('rowheader', { name: /kitchen tool/ })).toBeVisible();
  await expect(features.getByText('100%').first()).toBeVisible();
});
