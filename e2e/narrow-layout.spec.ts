import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expect, test } from './support/test';

/**
 * On a phone or a tablet nothing may widen the page: no sideways scrolling on any screen. (A grid
 * item as wide as its longest line, a visually hidden table as wide as its content, and a table
 * whose buttons would not wrap once did.)
 */
const SCREENS = [
  '/',
  '/recipes',
  '/calculator',
  '/newsletter',
  '/credits',
  '/my-recipes',
  '/my-recipes/new',
  '/meal-plan',
  '/recipe-ai',
  '/recipe-suggestion',
  '/profile',
  '/admin',
  '/admin/analytics',
  '/admin/api-usage',
  '/admin/ai-timing',
  '/admin/users',
  '/admin/recipes',
  '/admin/categories',
  '/admin/kitchen-tools',
  '/admin/settings/general',
  '/admin/settings/appearance',
  '/admin/settings/api',
  '/admin/settings/email',
  '/admin/settings/advanced',
  '/admin/newsletter/subscribers',
  '/admin/newsletter/campaigns',
  '/admin/outbox',
];

// 27 screens in one test: generous for a busy machine.
test.describe.configure({ timeout: 240_000 });

for (const width of [375, 768, 1024]) {
  test(`no screen scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await signInThroughApi(page, AUTHOR_ADMIN);
    const wide: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px wide`);
    }
    expect(wide).toEqual([]);
  });
}

test('on a phone the admin section strip shows the open section, even the last one (issue 21)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughApi(page, AUTHOR_ADMIN);
  for (const path of ['/admin/outbox', '/admin/newsletter/campaigns', '/admin']) {
    await page.goto(path);
    const strip = page.getByRole('navigation', { name: 'Admin' });
    const active = strip.locator('[aria-current="page"]');
    await expect(active).toBeVisible();
    await expect
      .poll(async () => {
        const [box, tab] = await Promise.all([strip.boundingBox(), active.boundingBox()]);
        return box !== null && tab !== null && tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1;
      }, { message: `${path}: the open section lies inside the strip` })
      .toBe(true);
  }
});

test('at 1280 px the navigation bar shows the whole site name beside an admin with a long name and a large balance (issue 21)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, AUTHOR_ADMIN);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string; username: string };
  const rename = (username: string) => page.request.put('/api/users/profile', { data: { username } });
  try {
    expect((await rename('margaret_the_weekend_baker_01')).status()).toBe(200);
    const granted = await page.request.post(`/api/admin/users/${me.id}/credits`, { data: { amount: 12_500, reason: 'e2e: a large balance' } });
    expect(granted.status(), await granted.text()).toBe(201);
    await page.goto('/admin');
    const banner = page.getByRole('banner');
    const brand = banner.getByRole('link', { name: /home$/ }).first();
    const name = brand.locator('span.truncate');
    await expect(name).toBeVisible();
    // Not cut short, and clear of the first link beside it.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const [brandBox, firstLink] = await Promise.all([brand.boundingBox(), banner.getByRole('navigation', { name: 'Main' }).getByRole('link').first().boundingBox()]);
    expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(firstLink!.x);
    // The member's own name gives way instead.
    await expect(banner.getByRole('link', { name: /margaret_the_weekend_baker_01/ })).toBeVisible();
  } finally {
    await page.request.post(`/api/admin/users/${me.id}/credits`, { data: { amount: -12_500, reason: 'e2e: taken back' } });
    expect((await rename(me.username)).status()).toBe(200);
  }
});
