import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expect, test } from './support/test';

/**
 * On a phone nothing may widen the page: no sideways scrolling on any screen. (A grid item as wide
 * as its longest line, or a visually hidden table as wide as its content, once did.)
 */
const SCREENS = [
  '/',
  '/recipes',
  '/calculator',
  '/newsletter',
  '/credits',
  '/my-recipes',
  '/my-recipes/new',
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

test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

test('no screen scrolls sideways at 375 px', async ({ page }) => {
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
