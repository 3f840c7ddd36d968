import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';

/** SPEC section 2 (legal screens), section 1 and 9 (credit rules, 7-day refund window). */

// axe on long pages is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy', updated: 'Last updated May 13, 2025' },
  { path: '/terms-of-service', title: 'Terms of Service', updated: 'Last updated May 13, 2025' },
  { path: '/refund-policy', title: 'Refund Policy', updated: 'Last updated June 16, 2025' },
] as const;

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: RegExp) => main(page).getByRole('region', { name });

for (const viewport of VIEWPORTS) {
  test.describe(`legal pages at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const legal of PAGES) {
      test(`${legal.title}: heading, date, contents and accessibility`, async ({ page }) => {
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
        await expect(main(page).getByText(legal.updated)).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${legal.title} \\|`));

        // Every entry of the table of contents leads to a section heading on the page.
        const contents = main(page).getByRole('navigation', { name: 'On this page' }).getByRole('link');
        await expect(contents.first()).toBeVisible();
        const pairs = await contents.evaluateAll((links) =>
          links.map((link) => {
            const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
            return { link: link.textContent?.trim(), heading: document.querySelector(`section[id="${id}"] h2`)?.textContent?.trim() };
          }),
        );
        expect(pairs.length).toBeGreaterThanOrEqual(5);
        for (const pair of pairs) expect(pair.heading).toBe(pair.link);
        // No horizontal scrolling at either width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe('refund policy', () => {
  test('states the rule, the exceptions, the 7-day window and what to send', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(main(page)).toContainText('All credit purchases are final');

    const exceptions = section(page, /Limited exceptions/);
    await expect(exceptions).toContainText('Technical issues');
    await expect(exceptions).toContainText('payment was taken but the credits were not added');
    await expect(exceptions).toContainText('Unauthorized transactions');
    await expect(exceptions).toContainText('Duplicate charges');

    await expect(section(page, /Time limit/)).toContainText('within 7 days of the purchase');

    const how = section(page, /How to request a refund/);
    await expect(how).toContainText('support team');
    for (const item of ['email address of your Sprig account', 'date and the amount of the transaction', 'description', 'screenshots']) {
      await expect(how).toContainText(item);
    }
    await expect(section(page, /Payment disputes/)).toContainText('both our support team and your payment provider');

    // The support address itself is not shown.
    await expect(main(page)).not.toContainText('@');
    await expect(main(page).locator('a[href^="mailto:"]')).toHaveCount(0);
  });

  test('the anchor links jump to their section', async ({ page }) => {
    await page.goto('/refund-policy');
    await main(page).getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: /Payment disputes/ }).click();
    await expect(page).toHaveURL(/#payment-disputes$/);
    await expect(page.getByRole('heading', { name: /Payment disputes/ })).toBeInViewport();
  });
});

test.describe('privacy policy', () => {
  test('covers collected data, use, sharing, security, cookies and changes', async ({ page }) => {
    await page.goto('/privacy-policy');
    const collected = section(page, /Information we collect/);
    for (const kind of ['Account information', 'Profile information', 'Content you share', 'Communications', 'Newsletter']) {
      await expect(collected.getByRole('heading', { level: 3, name: kind })).toBeVisible();
    }
    await expect(section(page, /How we use your information/)).toBeVisible();
    await expect(section(page, /How we share information/)).toContainText('We do not sell your personal information');
    await expect(section(page, /Data security/)).toBeVisible();
    await expect(section(page, /Cookies and your choices/)).toContainText('unsubscribe');
    await expect(section(page, /Changes to this policy/)).toContainText("30 days' notice");
  });
});

test.describe('terms of service', () => {
  test('covers accounts, credits, promotional credits, content, termination and changes', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(section(page, /Accounts/)).toBeVisible();
    const credits = section(page, /^\d+\. Credits$/);
    await expect(credits).toContainText('Purchased credits are non-refundable');
    await expect(credits).toContainText('Purchased credits do not expire');
    await expect(credits).toContainText('Closing your account forfeits any credits');
    await expect(credits).toContainText("with 30 days' notice");
    await expect(credits.getByRole('heading', { name: 'Promotional credits' })).toBeVisible();
    await expect(credits).toContainText('Promotional credits may expire');
    await expect(section(page, /Your content/)).toBeVisible();
    await expect(section(page, /Termination/)).toContainText('remaining credits are forfeited');
    await expect(section(page, /Changes to these terms/)).toContainText("30 days' notice");
    await main(page).getByRole('link', { name: 'Refund Policy' }).first().click();
    await expect(page).toHaveURL(/\/refund-policy$/);
  });

  test('use the configured site name', async ({ page }) => {
    await page.route('**/api/admin/settings', (route) =>
      route.fulfill({ json: { siteName: 'Green Spoon', faviconUrl: null, themeColor: '#3d7068', logoUrl: null } }),
    );
    await page.goto('/terms-of-service');
    await expect(section(page, /Acceptance of these terms/)).toContainText('By using Green Spoon');
    await expect(main(page)).not.toContainText('Sprig');
  });
});
