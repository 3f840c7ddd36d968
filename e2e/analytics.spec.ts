import { expect, test } from './support/test';

/**
 * SPEC: a page view is recorded on each route change, first-party; events of one browser tab
 * carry the same visit id so the admin's engagement figures can group them.
 */
test('each route change records a page view, all with the same visit id', async ({ page }) => {
  const views: { path: unknown; sessionId: unknown }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics/event') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { eventType: string; data?: Record<string, unknown> };
    if (body.eventType === 'page_view') views.push({ path: body.data?.path, sessionId: body.data?.sessionId });
  });
  await page.goto('/');
  await expect.poll(() => views.map((v) => v.path)).toEqual(['/']);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await expect.poll(() => views.map((v) => v.path)).toEqual(['/', '/recipes']);
  expect(typeof views[0]!.sessionId).toBe('string');
  expect(views[1]!.sessionId).toBe(views[0]!.sessionId);
});
