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
