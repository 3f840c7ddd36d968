import type { APIRequestContext, Page } from '@playwright/test';
import type { PublicSiteSettings, ThemeSettings } from '../src/contracts/settings';
import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expect, test } from './support/test';

// The e2e server is shared by every spec: whatever this spec changes, it puts back.
test.describe.configure({ timeout: 90_000 });

const NEW_NAME = `Leaf & Ladle ${Date.now().toString(36)}`;
const NEW_THEME: ThemeSettings = { primaryColor: '#1d4ed8', secondaryColor: '#f59e0b', accentColor: '#be123c' };
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function current(request: APIRequestContext): Promise<{ site: PublicSiteSettings; theme: ThemeSettings }> {
  const [site, theme] = await Promise.all([request.get('/api/admin/settings/site'), request.get('/api/admin/settings/theme')]);
  expect(site.status()).toBe(200);
  expect(theme.status()).toBe(200);
  return { site: (await site.json()) as PublicSiteSettings, theme: (await theme.json()) as ThemeSettings };
}

async function restore(request: APIRequestContext, saved: { site: PublicSiteSettings; theme: ThemeSettings }): Promise<void> {
  const site = await request.put('/api/admin/settings/site', { data: saved.site });
  expect(site.status(), await site.text()).toBe(200);
  const theme = await request.put('/api/admin/settings/theme', { data: saved.theme });
  expect(theme.status(), await theme.text()).toBe(200);
}

const rootVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim().toLowerCase(), name);

/** The brand mark of the navigation bar (the name with its icon while there is no logo). */
const brand = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name: `${name} home` }).first();

test('/admin/settings opens the general settings (SPEC routes)', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(page.getByRole('heading', { level: 1, name: 'General Settings' })).toBeVisible();
});

test('the admin renames the site and recolours it, and the home page follows', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  const before = await current(page.request);
  try {
    // General: the site name, with its preview.
    await page.goto('/admin/settings/general');
    await expect(page.getByRole('heading', { level: 1, name: 'General Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
    const name = page.getByLabel('Site name');
    await name.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Site name is required/ })).toBeVisible();
    await name.fill(NEW_NAME);
    await expect(page.getByLabel('Preview').getByText(NEW_NAME).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
    // The navigation bar of this very page already shows it.
    await expect(brand(page, NEW_NAME)).toContainText(NEW_NAME);

    // Appearance: the preview changes before saving, the site only after.
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Appearance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appearance Settings' })).toBeVisible();
    await page.getByLabel('Primary colour', { exact: true }).fill(NEW_THEME.primaryColor);
    await page.getByLabel('Secondary colour', { exact: true }).fill(NEW_THEME.secondaryColor);
    await page.getByLabel('Accent colour', { exact: true }).fill(NEW_THEME.accentColor);
    const preview = page.getByTestId('theme-preview');
    await expect(preview.getByRole('button', { name: 'Primary button' })).toHaveCSS('background-color', rgb(NEW_THEME.primaryColor));
    await expect(preview.getByRole('button', { name: 'Secondary' })).toHaveCSS('background-color', rgb(NEW_THEME.secondaryColor));
    await expect(preview.getByText('Saved')).toHaveCSS('color', rgb(NEW_THEME.accentColor));
    expect(await rootVar(page, '--brand-primary')).toBe(before.theme.primaryColor.toLowerCase());
    await page.getByRole('button', { name: 'Save Colours' }).click();
    await expect(page.getByText('Colours saved', { exact: true })).toBeVisible();
    await expect.poll(() => rootVar(page, '--brand-primary')).toBe(NEW_THEME.primaryColor);

    // The home page, freshly loaded (server-rendered first view, then the app).
    await page.goto('/');
    await expect(page).toHaveTitle(NEW_NAME);
    await expect(brand(page, NEW_NAME)).toContainText(NEW_NAME);
    expect(await rootVar(page, '--brand-primary')).toBe(NEW_THEME.primaryColor);
    expect(await rootVar(page, '--brand-secondary')).toBe(NEW_THEME.secondaryColor);
    expect(await rootVar(page, '--brand-accent')).toBe(NEW_THEME.accentColor);
    // A primary-coloured element of the page itself: the brand icon of the navigation bar.
    await expect(brand(page, NEW_NAME).locator('.bg-primary')).toHaveCSS('background-color', rgb(NEW_THEME.primaryColor));
    const primaryButton = page.locator('main').locator('a.bg-primary, button.bg-primary').first();
    await expect(primaryButton).toHaveCSS('background-color', rgb(NEW_THEME.primaryColor));
  } finally {
    await restore(page.request, before);
  }

  // Back to how it was, for the other specs.
  await page.goto('/');
  await expect(brand(page, before.site.siteName)).toBeVisible();
  expect(await rootVar(page, '--brand-primary')).toBe(before.theme.primaryColor.toLowerCase());
});

test('the footer links to the social pages the admin names, and to none left empty (issue 21)', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  const before = await current(page.request);
  try {
    await page.goto('/admin/settings/general');
    await page.getByLabel('Instagram').fill('instagram.com/leafandladle');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText("The Instagram link must be an https:// address of the site's page there, or empty")).toBeVisible();
    await page.getByLabel('Instagram').fill('https://www.instagram.com/leafandladle');
    await page.getByLabel('X (Twitter)').fill('https://x.com/leafandladle');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(2);
    await expect(social.nth(0)).toHaveAttribute('href', 'https://www.instagram.com/leafandladle');
    await expect(social.nth(0)).toHaveAccessibleName(`${before.site.siteName} on Instagram`);
    await expect(social.nth(1)).toHaveAttribute('href', 'https://x.com/leafandladle');
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  } finally {
    await restore(page.request, before);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in ${colorScheme} mode the colour preview shows link text as the site would with those colours`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signInThroughApi(page, AUTHOR_ADMIN);
    await page.goto('/admin/settings/appearance');
    await page.getByLabel('Primary colour', { exact: true }).fill(NEW_THEME.primaryColor);
    const link = page.getByTestId('theme-preview').getByText('a link');
    await expect(page.getByTestId('theme-preview').getByRole('button', { name: 'Primary button' })).toHaveCSS('background-color', rgb(NEW_THEME.primaryColor));
    const previewed = await link.evaluate((el) => getComputedStyle(el).color);
    // The site's own link colour with the new primary: the same token, made on <html> (nothing is saved).
    const site = await page.evaluate((primary) => {
      const root = document.documentElement.style;
      const before = root.getPropertyValue('--brand-primary');
      const probe = Object.assign(document.createElement('span'), { className: 'text-primary-text' });
      document.body.append(probe);
      root.setProperty('--brand-primary', primary);
      const color = getComputedStyle(probe).color;
      root.setProperty('--brand-primary', before);
      probe.remove();
      return color;
    }, NEW_THEME.primaryColor);
    expect(previewed).toBe(site);
    // Dark mode lightens link text for contrast on the dark background; light mode uses the colour itself.
    if (colorScheme === 'light') expect(previewed).toBe(rgb(NEW_THEME.primaryColor));
    else expect(previewed).not.toBe(rgb(NEW_THEME.primaryColor));
  });
}

test('the API settings page shows the provider and Stripe state, and the AI test page answers or explains', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/settings/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI provider' })).toBeVisible();
  await expect(page.getByLabel('Webhook URL to register in Stripe')).toHaveValue(/\/api\/payments\/stripe\/webhook$/);
  await expect(page.getByRole('heading', { name: 'Credit packs' })).toBeVisible();

  await page.getByRole('link', { name: 'Test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Model Test' })).toBeVisible();
  await page.getByLabel('Prompt').fill('Say hello in five words.');
  await page.getByRole('button', { name: 'Send' }).click();
  // The e2e server's AI stand-in answers the test prompt (e2e/support/ai-answers.ts).
  await expect(page.getByTestId('test-answer')).toContainText('Hello from the stand-in model.');
});

test('the advanced page explains the 30-day notice for cost changes', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/settings/advanced');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Settings' })).toBeVisible();
  await expect(page.getByText(/30 days' notice of a cost change/)).toBeVisible();
  await expect(page.getByText('Recipe transformation')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign-up bonus' })).toBeVisible();
});

test('the admin changes the rate limits, sees them kept, and resets them to the defaults', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/settings/advanced');
  const ai = page.getByRole('textbox', { name: 'AI requests per minute' });
  const signups = page.getByRole('textbox', { name: 'Sign-ups per 15 minutes' });
  // The e2e server's environment allows 1000 sign-ups and sign-ins (playwright.config.ts): the defaults shown.
  await expect(signups).toHaveValue('1000');
  await expect(page.getByText('Per network address. Default 1000.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sign-ins per 15 minutes' })).toHaveValue('1000');

  await ai.fill('0');
  await page.getByRole('button', { name: 'Save Limits' }).click();
  await expect(ai).toHaveAccessibleDescription(/Enter a whole number from 1 to 100000/);

  // Higher than the defaults, so the other specs running now are not slowed down.
  await ai.fill('500');
  await page.getByRole('button', { name: 'Save Limits' }).click();
  await expect(page.getByText('Rate limits saved').first()).toBeVisible();
  await page.reload();
  await expect(ai).toHaveValue('500');

  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(page.getByText('Rate limits reset').first()).toBeVisible();
  await expect(signups).toHaveValue('1000');
  await expect(page.getByRole('button', { name: 'Reset to Defaults' })).toHaveCount(0);
});
