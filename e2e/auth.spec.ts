import { type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import { expect, test, waitUntilInteractive } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';
import { signUpThroughApi, signUpToken } from './support/accounts';

/**
 * Built-in sign-in against the real server: /auth, /sign-in (sign in, create account, forgot
 * password), /reset-password, Log Out and the member-route guard's returnTo.
 *
 * Every password is hashed with scrypt (about a second on a busy machine) and the server limits
 * POST /api/auth/register to 10 and /api/auth/password-reset to 5 per 15 minutes per address
 * (in memory, so each run starts afresh): this file registers 8 accounts and asks for 2 reset
 * links. E-mails are unique per call, so a rerun against the same data directory never collides.
 */
test.describe.configure({ timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
let serial = 0;
/** A fresh address for each call. */
const uniqueEmail = (label: string) => `e2e-${label}-${run}-${++serial}@example.com`;
const PASSWORD = 'correct horse battery';

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';
const RESET_SENT = "If an account exists for that email, we've sent a link to reset the password.";

/** Records every call to the auth API (method and path) made by the page. */
function watchAuthApi(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/auth/') && request.method() !== 'GET') calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Creates an account through the API in a request context of its own (the page stays signed out). */
async function registerThroughApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  await signUpThroughApi(request, email, password);
}

const banner = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => banner(page).getByRole('button', { name: /menu/i });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

/** The sign-in card's parts. */
function signInScreen(page: Page) {
  const main = page.getByRole('main');
  const form = main.getByRole('form');
  return {
    main,
    form,
    tab: (name: 'Sign in' | 'Create account') =>
      main.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name, exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: (name: 'Sign in' | 'Create account') => form.getByRole('button', { name, exact: true }),
    alert: form.getByRole('alert'),
  };
}

for (const viewport of VIEWPORTS) {
  test.describe(`sign-in at ${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const narrow = viewport.width < 1280;

    /**
     * Where the account controls are: the bar itself when wide, the menu panel (opened here) when
     * narrow. Sign In and Log Out sit in the panel's footer, outside the Mobile navigation.
     * Sign-in and sign-out end in a full page load of their own (not a goto): the menu button
     * answers only once that page is interactive.
     */
    async function accountArea(page: Page) {
      await waitUntilInteractive(page);
      if (narrow) {
        await menuButton(page).click();
        await expect(mobileNav(page)).toBeVisible();
      }
      return banner(page);
    }

    async function expectSignedIn(page: Page, email: string): Promise<void> {
      const { username } = (await (await page.request.get('/api/auth/user')).json()) as { username: string };
      expect(username).toMatch(/^cook_\d{6}$/);
      const area = await accountArea(page);
      await expect(area.getByRole('link', { name: 'Log Out', exact: true })).toBeVisible();
      await expect(area.getByRole('link', { name: 'Log Out', exact: true })).toHaveAttribute('href', '/api/logout');
      await expect(area.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
      // A new account has its default username: the bar names it by that, never by its e-mail
      // (issue 14), and links to /profile; its balance is the sign-up bonus (20 credits by default).
      const name = area.getByRole('link', { name: username, exact: true });
      await expect(name).toBeVisible();
      await expect(area.getByText(email)).toHaveCount(0);
      await expect(name).toHaveAttribute('href', '/profile');
      await expect(area.getByTitle('Credit balance').filter({ visible: true })).toHaveText(/\b20\b/);
      if (narrow) {
        await page.keyboard.press('Escape');
        await expect(mobileNav(page)).toBeHidden();
      }
    }

    async function expectSignedOut(page: Page): Promise<void> {
      const area = await accountArea(page);
      await expect(area.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      await expect(area.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/api/login');
      await expect(area.getByRole('link', { name: 'Log Out', exact: true })).toHaveCount(0);
      if (narrow) {
        await page.keyboard.press('Escape');
        await expect(mobileNav(page)).toBeHidden();
      }
    }

    test('/auth welcomes a visitor and its Sign in goes through /api/login to /sign-in', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sprig' })).toBeVisible();
      for (const item of [
        'AI-powered recipe transformation',
        'Detailed nutrition tracking',
        'Save and organize your favorite recipes',
        'Generate beautiful recipe images',
      ]) {
        await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: item })).toBeVisible();
      }
      await expect(page).toHaveTitle(/Sign In/);
      await expectNoSeriousA11yViolations(page);

      const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
      await expect(signIn).toHaveAttribute('href', '/api/login');
      const viaLogin = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/login');
      await signIn.click();
      expect((await viaLogin).status()).toBe(302);
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sprig' })).toBeVisible();
      const s = signInScreen(page);
      await expect(s.tab('Sign in')).toHaveAttribute('aria-pressed', 'true');
      await expect(s.tab('Create account')).toHaveAttribute('aria-pressed', 'false');
      await expect(s.email).toBeVisible();
      await expect(s.password).toBeVisible();
      await expect(s.submit('Sign in')).toBeVisible();
      await expect(s.main.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await s.tab('Create account').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Join Sprig' })).toBeVisible();
      await expect(s.password).toHaveAccessibleDescription('At least 8 characters.');
      await expectNoSeriousA11yViolations(page);
    });

    test('registration checks the fields first, then e-mails a link that creates the account; a second time looks the same', async ({
      page,
      browser,
    }) => {
      const calls = watchAuthApi(page);
      const email = uniqueEmail(`register-${viewport.name}`);
      await page.goto('/sign-in');
      const s = signInScreen(page);
      await s.tab('Create account').click();
      await expect(s.tab('Create account')).toHaveAttribute('aria-pressed', 'true');
      await expect(s.form).toHaveAccessibleName('Create account');

      // Nothing typed: both fields say what is wrong.
      await s.submit('Create account').click();
      await expect(s.email).toHaveAttribute('aria-invalid', 'true');
      await expect(s.email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(s.password).toHaveAttribute('aria-invalid', 'true');
      await expect(s.password).toHaveAccessibleDescription('Password must be at least 8 characters');

      // A malformed address and a short password.
      await s.email.fill('not-an-email');
      await s.password.fill('short');
      await s.submit('Create account').click();
      await expect(s.email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(s.password).toHaveAccessibleDescription('Password must be at least 8 characters');
      await expect(s.form.getByText('Password must be at least 8 characters')).toBeVisible();

      // A good address alone clears its message; the password's stays.
      await s.email.fill(email);
      await s.submit('Create account').click();
      await expect(s.email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(s.password).toHaveAccessibleDescription('Password must be at least 8 characters');
      await expectNoSeriousA11yViolations(page);
      expect(calls).toEqual([]);

      // Upper case and spaces around the address are tidied up by the shared schema.
      await s.email.fill(`  ${email.toUpperCase()} `);
      await s.password.fill(PASSWORD);
      const registered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/register');
      await s.submit('Create account').click();
      expect((await registered).status()).toBe(202);
      const sent = "Check your e-mail: we've sent you a link to finish signing up. It works for 24 hours.";
      await expect(s.main.getByRole('status')).toHaveText(sent);
      expect(calls).toEqual(['POST /api/auth/register']);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);
      await expectNoSeriousA11yViolations(page);

      // The e-mailed link: one button creates the account and signs in.
      await page.goto(`/sign-up/confirm?token=${await signUpToken(email)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Finish signing up' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSignedIn(page, email);

      // Signed in, /auth and /sign-in have nothing to offer and send the member on.
      await page.goto('/auth');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/sign-in?returnTo=%2Fprofile');
      await expect(page).toHaveURL(/\/profile$/);
      // Only a path on this site is followed; anything else goes home.
      await page.goto('/sign-in?returnTo=%2F%2Fevil.example%2F');
      await expect(page).toHaveURL(`${test.info().project.use.baseURL}/`);
      // Nor a path the browser would read as another host once it drops a tab.
      await page.goto('/sign-in?returnTo=%2F%09%2F127.0.0.1%3A4399%2Fx');
      await expect(page).toHaveURL(`${test.info().project.use.baseURL}/`);

      // The same address again, from a browser that is not signed in.
      const other = await freshPage(browser);
      try {
        await other.goto('/sign-in?mode=register');
        const again = signInScreen(other);
        await expect(again.tab('Create account')).toHaveAttribute('aria-pressed', 'true');
        await again.email.fill(email);
        await again.password.fill('another good password');
        await again.submit('Create account').click();
        // Exactly what a new address sees: the screen does not tell who has an account (the owner gets an e-mail).
        await expect(again.main.getByRole('status')).toHaveText(sent);
        await expect(again.alert).toHaveCount(0);
        await expect(other).toHaveURL(/\/sign-in\?mode=register$/);
        await expectNoSeriousA11yViolations(other);
      } finally {
        await other.context().close();
      }
    });

    /** A page in a new context (no cookies) at this describe's viewport. */
    async function freshPage(browser: Browser): Promise<Page> {
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        serviceWorkers: 'block',
      });
      return context.newPage();
    }

    test('Log Out clears the private API cache, ends the session and returns to /', async ({ page, request }) => {
      const email = uniqueEmail(`logout-${viewport.name}`);
      await registerThroughApi(request, email);
      await page.goto('/sign-in');
      const s = signInScreen(page);
      await s.email.fill(email);
      await s.password.fill(PASSWORD);
      await s.submit('Sign in').click();
      await expect(page).toHaveURL(/\/$/);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);

      // What the service worker would have cached while signed in (a private recipe).
      await page.evaluate(async () => {
        const cache = await caches.open('sprig-api');
        await cache.put('/api/recipes/e2e-private', new Response('{"private":true}'));
      });
      expect(await page.evaluate(() => caches.has('sprig-api'))).toBe(true);

      const area = await accountArea(page);
      const loggedOut = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/logout');
      // Sign-out starts over with a full page load of / (the page is already at /, so the address
      // alone cannot tell the old page from the new one): wait for that load before looking.
      const reloaded = page.waitForEvent('load');
      await area.getByRole('link', { name: 'Log Out', exact: true }).click();
      // A write (POST, refused from another site), not the GET a link elsewhere could trigger.
      const answer = await loggedOut;
      expect(answer.request().method()).toBe('POST');
      expect(answer.status()).toBe(204);
      await reloaded;
      await expect(page).toHaveURL(/\/$/);
      await expectSignedOut(page);

      expect(await page.evaluate(() => caches.has('sprig-api'))).toBe(false);
      const user = await page.request.get('/api/auth/user');
      expect(user.status()).toBe(401);
      expect((await page.context().cookies()).filter((c) => c.name === 'sprig_session')).toEqual([]);
      // Member routes are closed again.
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth$/);
    });

    test('a member route sends a visitor to /auth; signing in via /api/login?returnTo lands back there', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`return-${viewport.name}`);
      await registerThroughApi(request, email);

      await page.goto('/profile');
      await expect(page).toHaveURL(/\/auth$/);

      await page.goto('/api/login?returnTo=%2Fprofile');
      await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fprofile$/);
      const s = signInScreen(page);

      // The wrong password first: the one message that does not tell which half was wrong.
      await s.email.fill(email);
      await s.password.fill('not the password');
      await s.submit('Sign in').click();
      await expect(s.alert).toHaveText('Incorrect email or password');
      await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fprofile$/);
      await expect(s.submit('Sign in')).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      expect((await page.request.get('/api/auth/user')).status()).toBe(401);

      await s.password.fill(PASSWORD);
      await s.submit('Sign in').click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('own-profile-header')).toBeVisible();
      await expectSignedIn(page, email);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    });

    test('Forgot your password? sends the same answer whoever asks', async ({ page }) => {
      const calls = watchAuthApi(page);
      await page.goto('/sign-in');
      const s = signInScreen(page);
      await s.email.fill(uniqueEmail(`forgot-${viewport.name}`));
      await s.main.getByRole('button', { name: 'Forgot your password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Reset password' });
      const email = form.getByLabel('Email', { exact: true });

      // The address typed on the sign-in form comes along; a bad one is refused here.
      await expect(email).toHaveValue(/^e2e-forgot-/);
      const address = await email.inputValue();
      await email.fill('nobody');
      await form.getByRole('button', { name: 'Send reset link' }).click();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      expect(calls).toEqual([]);
      await expectNoSeriousA11yViolations(page);

      await email.fill(address);
      await form.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toHaveText(RESET_SENT);
      expect(calls).toEqual(['POST /api/auth/password-reset']);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('main').getByRole('button', { name: 'Back to sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sprig' })).toBeVisible();
    });

    test('/reset-password checks the two passwords and refuses an unknown link', async ({ page }) => {
      const calls = watchAuthApi(page);
      const token = randomToken();
      await page.goto(`/reset-password?token=${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Choose a new password' });
      const password = form.getByLabel('New password', { exact: true });
      const confirm = form.getByLabel('Repeat the new password', { exact: true });
      const submit = form.getByRole('button', { name: 'Set new password' });
      await expect(password).toHaveAccessibleDescription('At least 8 characters.');
      await expectNoSeriousA11yViolations(page);

      await password.fill('short');
      await confirm.fill('short');
      await submit.click();
      await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');

      await password.fill('a brand new password');
      await confirm.fill('a brand new passwort');
      await submit.click();
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');
      await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('alert')).toHaveCount(0);
      expect(calls).toEqual([]);
      await expectNoSeriousA11yViolations(page);

      await confirm.fill('a brand new password');
      const confirmed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/password-reset/confirm');
      await submit.click();
      expect((await confirmed).status()).toBe(400);
      await expect(form.getByRole('alert')).toHaveText(INVALID_LINK);
      await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
      expect(calls).toEqual(['POST /api/auth/password-reset/confirm']);

      await form.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
    });
  });
}

/** 32 random bytes as base64url: the shape of a real reset token (43 characters). */
function randomToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let token = '';
  for (let i = 0; i < 43; i++) token += alphabet[Math.floor(Math.random() * alphabet.length)];
  return token;
}

test.describe('reset link', () => {
  test('a link without a well-formed token says so before asking the server', async ({ page }) => {
    const calls = watchAuthApi(page);
    await page.goto('/reset-password?token=too-short');
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password', { exact: true }).fill('a brand new password');
    await form.getByLabel('Repeat the new password', { exact: true }).fill('a brand new password');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(form.getByRole('alert')).toHaveText(INVALID_LINK);
    expect(calls).toEqual([]);
  });
});

test.describe('GET /api/login', () => {
  test('passes a path on this site on to /sign-in and refuses any other returnTo', async ({ request }) => {
    const ok = await request.get('/api/login?returnTo=%2Fprofile', { maxRedirects: 0 });
    expect(ok.status()).toBe(302);
    expect(ok.headers()['location']).toBe('/sign-in?returnTo=%2Fprofile');
    const plain = await request.get('/api/login', { maxRedirects: 0 });
    expect(plain.headers()['location']).toBe('/sign-in');
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const res = await request.get(`/api/login?${new URLSearchParams({ returnTo }).toString()}`, { maxRedirects: 0 });
      expect(res.status(), returnTo).toBe(400);
    }
  });
});

test.describe('lockout', () => {
  test('five wrong passwords lock the address for 15 minutes (API), and the form says so', async ({ page, request }) => {
    // An address without an account is throttled like any other (no hint that it does not exist).
    const email = uniqueEmail('lockout');
    const statuses: number[] = [];
    let last = '';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await request.post('/api/auth/login', { data: { email, password: `wrong password ${attempt}` } });
      statuses.push(res.status());
      last = ((await res.json()) as { message: string }).message;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');

    await page.goto('/sign-in');
    const s = signInScreen(page);
    await s.email.fill(email);
    await s.password.fill('any password at all');
    await s.submit('Sign in').click();
    await expect(s.alert).toHaveText(/^Too many failed sign-in attempts\. Try again in 1[45] minutes\.$/);
  });
});
