import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';
import { withoutServerData } from './support/initial-data';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** SPEC section 2: navigation bar, footer and routing behaviour (guards). */

const MEMBER = {
  id: 'e2e-member',
  username: 'e2e_member',
  email: 'member@e2e.example',
  first_name: 'Erin',
  last_name: 'Member',
  avatar_url: null,
  role: 'member',
  credits: 12,
};
const ADMIN = { ...MEMBER, id: 'e2e-admin', username: 'e2e_admin', email: 'admin@e2e.example', role: 'admin', credits: 1500 };

type Role = 'visitor' | 'member' | 'admin';

async function signInAs(page: Page, role: Role): Promise<void> {
  await withoutServerData(page);
  await page.route('**/api/auth/user*', (route) => {
    if (role === 'visitor') return route.fulfill({ status: 401, json: { message: 'Not signed in', errorCode: 'UNAUTHORIZED' } });
    return route.fulfill({ json: role === 'admin' ? ADMIN : MEMBER });
  });
}

async function stubSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await withoutServerData(page);
  await page.route('**/api/admin/settings', (route) =>
    route.fulfill({
      json: { siteName: 'Sprig', faviconUrl: null, themeColor: '#3d7068', logoUrl: null, ...settings },
    }),
  );
}

const banner = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => banner(page).getByRole('button', { name: /menu/i });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The links shown in the bar for each role (SPEC section 2, navigation bar). */
const EVERYONE = ['Recipes', 'Nutrition Calculator'];
const MEMBER_LINKS = ['Recipe AI', 'Recipe Ideas', 'Credits', 'Meal Plan'];

for (const viewport of VIEWPORTS) {
  test.describe(`navigation bar at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const narrow = viewport.width < 1280;

    /** Opens the menu panel on small screens; returns where the links are. */
    async function links(page: Page) {
      if (narrow) {
        await menuButton(page).click();
        await expect(mobileNav(page)).toBeVisible();
        return mobileNav(page);
      }
      await expect(mainNav(page)).toBeVisible();
      return mainNav(page);
    }

    test('a visitor sees Recipes, Nutrition Calculator and Sign In only', async ({ page }) => {
      await signInAs(page, 'visitor');
      await page.goto('/newsletter');
      const nav = await links(page);
      for (const label of EVERYONE) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      for (const label of [...MEMBER_LINKS, 'Admin', 'My Profile']) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      }
      await expect(banner(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'Log Out' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('a member sees the AI tools, Credits, their username, balance and Log Out, not Admin', async ({ page }) => {
      await signInAs(page, 'member');
      await page.goto('/newsletter');
      const nav = await links(page);
      for (const label of [...EVERYONE, ...MEMBER_LINKS]) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Recipe AI', exact: true })).toHaveAttribute('href', '/recipe-ai');
      await expect(nav.getByRole('link', { name: 'Recipe Ideas', exact: true })).toHaveAttribute('href', '/recipe-suggestion');
      await expect(nav.getByRole('link', { name: 'Credits', exact: true })).toHaveAttribute('href', '/credits');
      await expect(nav.getByRole('link', { name: 'Meal Plan', exact: true })).toHaveAttribute('href', '/meal-plan');
      await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
      const username = banner(page).getByRole('link', { name: 'e2e_member' });
      await expect(username).toBeVisible();
      await expect(username).toHaveAttribute('href', '/profile');
      await expect(banner(page).getByTitle('Credit balance').filter({ visible: true })).toHaveText(/12/);
      await expect(banner(page).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/api/logout');
      await expect(banner(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      if (narrow) await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
      await expectNoSeriousA11yViolations(page);
    });

    test('an admin also sees Admin', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto('/newsletter');
      const nav = await links(page);
      await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
      await expect(nav.getByRole('link', { name: 'Recipe AI', exact: true })).toBeVisible();
      await expect(banner(page).getByTitle('Credit balance').filter({ visible: true })).toHaveText(/1,500/);
    });

    test('a broken logo is hidden and the site name shows with an icon', async ({ page }) => {
      await stubSettings(page, { siteName: 'Test Kitchen', logoUrl: '/public/missing-logo-e2e.png' });
      await page.goto('/newsletter');
      const home = banner(page).getByRole('link', { name: 'Test Kitchen home' });
      await expect(home).toBeVisible();
      await expect(home.locator('img')).toHaveCount(0);
      await expect(home).toHaveText('Test Kitchen');
      await expect(home.locator('svg')).toHaveCount(1);
    });

    test('a working logo replaces the name and is at most 200 px wide', async ({ page }) => {
      await stubSettings(page, { siteName: 'Test Kitchen', logoUrl: '/public/icons/icon-512.png' });
      await page.goto('/newsletter');
      const logo = banner(page).getByRole('img', { name: 'Test Kitchen' });
      await expect(logo).toBeVisible();
      // The /public/ prefix is replaced by / (SPEC section 7).
      await expect(logo).toHaveAttribute('src', '/icons/icon-512.png');
      const box = await logo.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(200);
      expect(await logo.evaluate((img) => getComputedStyle(img).maxWidth)).toBe('200px');
    });

    test('the site name defaults when settings fail', async ({ page }) => {
      await withoutServerData(page);
      await page.route('**/api/admin/settings', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await page.goto('/newsletter');
      await expect(banner(page).getByRole('link', { name: 'Sprig home' })).toBeVisible();
    });
  });
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'member');
  });

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/terms-of-service');
    await menuButton(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await mobileNav(page).getByRole('link', { name: 'Recipes', exact: true }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(mobileNav(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when the page scrolls', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await menuButton(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(mobileNav(page)).toBeHidden();
  });

  test('closes on a tap outside it', async ({ page }) => {
    await page.goto('/terms-of-service');
    await menuButton(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await page.mouse.click(180, 780);
    await expect(mobileNav(page)).toBeHidden();
    // The tap only closed the menu: the page did not navigate.
    await expect(page).toHaveURL(/\/terms-of-service$/);
  });

  test('closes on Escape and returns focus to the button', async ({ page }) => {
    await page.goto('/terms-of-service');
    await menuButton(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobileNav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('My Profile opens the own profile', async ({ page }) => {
    await page.goto('/newsletter');
    await menuButton(page).click();
    await mobileNav(page).getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(mobileNav(page)).toBeHidden();
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`footer at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('has quick, category, legal and hosting links and the newsletter form', async ({ page }) => {
      await page.goto('/privacy-policy');
      const footer = page.getByRole('contentinfo');
      const quick = footer.getByRole('navigation', { name: 'Quick Links' });
      await expect(quick.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(quick.getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute('href', '/recipes');
      await expect(quick.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');

      const categories = footer.getByRole('navigation', { name: 'Categories' });
      for (const name of ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts']) {
        const href = `/recipes?${new URLSearchParams({ category: name }).toString()}`;
        await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }

      const legal = footer.getByRole('navigation', { name: 'Legal' });
      await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
      await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
      await expect(legal.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');

      // The demo site names no social pages (admin settings): no links to bare network home pages.
      await expect(footer.getByRole('list', { name: 'Social media' })).toHaveCount(0);

      const hosting = footer.getByTestId('hosting-referral');
      await expect(hosting).toHaveText(/Hosted with/);
      await expect(hosting).toHaveAttribute('href', /^https:\/\//);
      await expect(hosting).toHaveAttribute('rel', /noopener/);

      const form = footer.getByRole('form', { name: 'Footer newsletter signup' });
      await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    });

    test('choosing a footer category opens the filtered list', async ({ page }) => {
      await page.goto('/privacy-policy');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Seafood', exact: true }).click();
      await expect(page).toHaveURL(/\/recipes\?category=Seafood$/);
    });
  });
}

test.describe('route guards', () => {
  for (const viewport of VIEWPORTS) {
    test(`a member sees Access Denied on /admin at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, 'member');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await expect(
        page.getByText("You don't have permission to access this page. This area requires administrator privileges."),
      ).toBeVisible();
      const home = page.getByRole('main').getByRole('link', { name: /home/i });
      await expect(home).toHaveAttribute('href', '/');
      await expectNoSeriousA11yViolations(page);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a member sees Access Denied on a nested admin route', async ({ page }) => {
    await signInAs(page, 'member');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  });

  test('a visitor sees Access Denied on /admin', async ({ page }) => {
    await page.goto('/admin/settings/general');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  });

  test('an admin passes the admin guard', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const path of ['/profile', '/credits', '/recipe-ai', '/recipe-suggestion', '/meal-plan']) {
    test(`a visitor opening ${path} is sent to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('a member opening /profile stays there', async ({ page }) => {
    await signInAs(page, 'member');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
