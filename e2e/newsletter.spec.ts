import AxeBuilder from '@axe-core/playwright';
import { type Page, type Route } from '@playwright/test';
import { expect, test } from './support/test';
import { toast } from './support/toast';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * SPEC sections 2, 4, 5 and 8: the /newsletter page, the home form and the footer form, with every
 * toast and validation message. The API allows 10 subscriptions a minute per address, so only a
 * few tests reach the real server; the rest answer with page.route.
 */

const SUBSCRIBE = '**/api/newsletter/subscribe';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let serial = 0;
/** A fresh address for each call, so reruns against the same data directory never collide. */
const uniqueEmail = (label: string) => `e2e-${label}-${run}-${++serial}@example.com`;

/** The visible toast (at most one is shown, SPEC section 9). */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const item = toast(page);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await expect(item).toContainText(description);
}

/** Records every subscribe call's JSON body; `answer` decides the response (default: the real server). */
async function watchSubscribe(page: Page, answer?: (route: Route) => Promise<void>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(SUBSCRIBE, async (route) => {
    bodies.push(route.request().postDataJSON());
    if (answer) await answer(route);
    else await route.fallback();
  });
  return bodies;
}

const created = (route: Route) =>
  route.fulfill({ status: 201, json: { message: 'Thank you for subscribing to our newsletter!', alreadySubscribed: false } });
const already = (route: Route) =>
  route.fulfill({ status: 200, json: { message: "You're already subscribed to our newsletter!", alreadySubscribed: true } });
const rejected = (message: string) => (route: Route) =>
  route.fulfill({ status: 400, json: { message, errorCode: 'VALIDATION_ERROR', details: [{ field: 'email', message: 'is invalid' }] } });
const networkDown = (route: Route) => route.abort('failed');

// ─── /newsletter ────────────────────────────────────────────────────────────────────────────

function pageForm(page: Page) {
  const form = page.getByRole('form', { name: 'Newsletter subscription', exact: true });
  return {
    form,
    email: form.getByLabel('Email address'),
    firstName: form.getByLabel('First name'),
    lastName: form.getByLabel('Last name'),
    consent: form.getByRole('checkbox', { name: /I agree to receive/ }),
    submit: form.getByRole('button', { name: 'Subscribe' }),
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`newsletter page at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('explains the benefits and frequency; consent starts checked', async ({ page }) => {
      await page.goto('/newsletter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('newsletter');
      for (const benefit of ['Exclusive recipes', 'Cooking tips', 'Seasonal updates', 'Member benefits']) {
        await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
      }
      await expect(page.getByText(/about 1-2 newsletters per month/).first()).toBeVisible();
      const f = pageForm(page);
      await expect(f.email).toBeVisible();
      await expect(f.firstName).toBeVisible();
      await expect(f.lastName).toBeVisible();
      await expect(f.consent).toBeChecked();
      await expectNoSeriousA11yViolations(page);
    });

    test('shows validation messages inline, on the field, and sends nothing', async ({ page }) => {
      const bodies = await watchSubscribe(page, created);
      await page.goto('/newsletter');
      const f = pageForm(page);

      await f.submit.click();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(f.email).toBeFocused();

      await f.email.fill('not-an-email');
      await f.submit.click();
      await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address');

      // Fixing the address clears its message; unchecking consent shows the consent one.
      await f.email.fill(uniqueEmail('consent'));
      await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');
      await f.consent.click();
      await expect(f.consent).not.toBeChecked();
      await f.submit.click();
      await expect(f.consent).toHaveAccessibleDescription('You must agree to receive our newsletter');
      await expect(f.form.getByText('You must agree to receive our newsletter')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      expect(bodies).toEqual([]);
    });
  });
}

test.describe('newsletter page subscription', () => {
  test('subscribes (real server), thanks the reader and points to inbox and spam folder', async ({ page }) => {
    const bodies = await watchSubscribe(page);
    const email = uniqueEmail('page');
    await page.goto('/newsletter');
    const f = pageForm(page);
    await f.email.fill(`  ${email.toUpperCase()} `);
    await f.firstName.fill('Ada');
    await f.submit.click();

    await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
    const thanks = page.getByTestId('newsletter-thanks');
    await expect(thanks).toContainText('inbox');
    await expect(thanks).toContainText('spam');
    await expect(thanks).toContainText('welcome email');
    await expectToast(page, 'Subscription successful!', "You've been added to our newsletter list.");
    // Trimmed and lower-cased by the shared schema; the empty last name is not sent.
    expect(bodies).toEqual([{ email, firstName: 'Ada', consent: true }]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Subscribe another email' }).click();
    await expect(pageForm(page).email).toHaveValue('');
    await expect(pageForm(page).consent).toBeChecked();
  });

  test('shows a subscribing state while the request runs', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await watchSubscribe(page, async (route) => {
      await gate;
      await created(route);
    });
    await page.goto('/newsletter');
    const f = pageForm(page);
    await f.email.fill(uniqueEmail('pending'));
    await f.submit.click();
    const busy = f.form.getByRole('button', { name: 'Subscribing...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
  });

  test('a failure shows the server message', async ({ page }) => {
    await watchSubscribe(page, rejected('Invalid body field email: is invalid'));
    await page.goto('/newsletter');
    const f = pageForm(page);
    await f.email.fill(uniqueEmail('fail'));
    await f.submit.click();
    await expectToast(page, 'Subscription failed', 'Invalid body field email: is invalid');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toHaveCount(0);
  });

  test('a failure without a server message shows the fallback', async ({ page }) => {
    await watchSubscribe(page, networkDown);
    await page.goto('/newsletter');
    const f = pageForm(page);
    await f.email.fill(uniqueEmail('down'));
    await f.submit.click();
    await expectToast(page, 'Subscription failed', 'An error occurred. Please try again.');
    await expect(f.submit).toBeEnabled();
  });
});

// ─── Home form ──────────────────────────────────────────────────────────────────────────────

function homeForm(page: Page) {
  const form = page.getByRole('form', { name: 'Newsletter signup', exact: true });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email address' }),
    firstName: form.getByLabel('First name'),
    lastName: form.getByLabel('Last name'),
    interest: (label: string) => form.getByRole('checkbox', { name: label }),
    submit: form.getByRole('button', { name: 'Subscribe' }),
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`home newsletter form at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('starts with email only and expands on focus to names and interests', async ({ page }) => {
      await page.goto('/');
      const f = homeForm(page);
      await f.form.scrollIntoViewIfNeeded();
      await expect(f.email).toBeVisible();
      await expect(f.firstName).toBeHidden();
      await expect(f.interest('New Recipes')).toBeHidden();

      await f.email.focus();
      await expect(f.firstName).toBeVisible();
      await expect(f.lastName).toBeVisible();
      for (const label of ['New Recipes', 'Cooking Tips', 'Nutrition Info']) {
        await expect(f.interest(label)).toBeVisible();
        await expect(f.interest(label)).not.toBeChecked();
      }
      await expect(f.interest('New Recipes')).toHaveAttribute('value', 'recipes');
      await expect(f.interest('Cooking Tips')).toHaveAttribute('value', 'tips');
      await expect(f.interest('Nutrition Info')).toHaveAttribute('value', 'nutrition');
      // The rest of the home page belongs to the home screen's own tests: check this form only.
      const results = await new AxeBuilder({ page })
        .include('[data-testid="home-newsletter"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

test.describe('home newsletter form', () => {
  test('an empty email gives Email Required and sends nothing', async ({ page }) => {
    const bodies = await watchSubscribe(page, created);
    await page.goto('/');
    const f = homeForm(page);
    await f.submit.click();
    await expectToast(page, 'Email Required', 'Please enter your email address.');
    await f.email.fill('   ');
    await f.submit.click();
    await expectToast(page, 'Email Required', 'Please enter your email address.');
    await f.email.fill('nobody-at-example.com');
    await f.submit.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
    expect(bodies).toEqual([]);
  });

  test('subscribes (real server) with names and interests when filled', async ({ page }) => {
    const bodies = await watchSubscribe(page);
    const email = uniqueEmail('home');
    await page.goto('/');
    const f = homeForm(page);
    await f.email.fill(email);
    await f.firstName.fill('Grace');
    await f.lastName.fill('Hopper');
    await f.interest('Nutrition Info').click();
    await f.interest('New Recipes').click();
    await f.submit.click();
    await expectToast(page, 'Subscription Successful', 'Thank you for subscribing to our newsletter!');
    expect(bodies).toEqual([{ email, firstName: 'Grace', lastName: 'Hopper', interests: ['recipes', 'nutrition'] }]);
    await expect(f.email).toHaveValue('');
  });

  test('sends only the email when the extra fields are left empty', async ({ page }) => {
    const bodies = await watchSubscribe(page, created);
    const email = uniqueEmail('bare');
    await page.goto('/');
    const f = homeForm(page);
    await f.email.fill(email);
    await f.firstName.fill('   ');
    await f.submit.click();
    await expectToast(page, 'Subscription Successful', 'Thank you for subscribing to our newsletter!');
    expect(bodies).toEqual([{ email }]);
  });

  test('an existing subscriber gets Already Subscribed', async ({ page }) => {
    await watchSubscribe(page, already);
    await page.goto('/');
    const f = homeForm(page);
    await f.email.fill(uniqueEmail('again'));
    await f.submit.click();
    await expectToast(page, 'Already Subscribed', "You're already subscribed to our newsletter!");
  });

  test('a failure shows the server message, else Failed to subscribe', async ({ page }) => {
    let answer = rejected('Too many requests, please try again later.');
    await watchSubscribe(page, (route) => answer(route));
    await page.goto('/');
    const f = homeForm(page);
    await f.email.fill(uniqueEmail('home-fail'));
    await f.submit.click();
    await expectToast(page, 'Subscription Failed', 'Too many requests, please try again later.');

    answer = networkDown;
    await f.submit.click();
    await expectToast(page, 'Subscription Failed', 'Failed to subscribe');
    // The address stays so the reader can try again.
    await expect(f.email).not.toHaveValue('');
  });
});

// ─── Footer form ────────────────────────────────────────────────────────────────────────────

function footerForm(page: Page) {
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Footer newsletter signup' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email address' }),
    submit: form.getByRole('button', { name: 'Subscribe' }),
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`footer newsletter form at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('subscribes (real server), then reports Already Subscribed for the same address', async ({ page }) => {
      const bodies = await watchSubscribe(page);
      const email = uniqueEmail(`footer-${viewport.name}`);
      await page.goto('/refund-policy');
      const f = footerForm(page);
      await f.email.fill(email);
      await f.submit.click();
      await expectToast(page, 'Subscription Successful', 'Thank you for subscribing to our newsletter!');
      await expect(f.email).toHaveValue('');

      await f.email.fill(email);
      await f.submit.click();
      await expectToast(page, 'Already Subscribed', "You're already subscribed to our newsletter!");
      expect(bodies).toEqual([{ email }, { email }]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('footer newsletter form', () => {
  test('empty and invalid input send nothing', async ({ page }) => {
    const bodies = await watchSubscribe(page, created);
    await page.goto('/refund-policy');
    const f = footerForm(page);
    await f.submit.click();
    await expectToast(page, 'Email Required', 'Please enter your email address.');
    await f.email.fill('still not an email');
    await f.submit.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
    expect(bodies).toEqual([]);
  });

  test('a failure shows Subscription Failed', async ({ page }) => {
    await watchSubscribe(page, networkDown);
    await page.goto('/refund-policy');
    const f = footerForm(page);
    await f.email.fill(uniqueEmail('footer-fail'));
    await f.submit.click();
    await expectToast(page, 'Subscription Failed', 'Failed to subscribe');
  });
});
