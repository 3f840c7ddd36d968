import { expect, request as newRequest, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/** The demo author the e2e server makes admin at start (playwright.config.ts). */
export const AUTHOR_ADMIN = { email: 'tomas@sprig.example', password: 'e2e-admin-password', username: 'chef_tomas' };

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInThroughApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The admin's API context of this worker, signed in once (the outbox is the admin's to read). */
let adminApi: Promise<APIRequestContext> | undefined;
function asAdmin(): Promise<APIRequestContext> {
  adminApi ??= (async () => {
    const context = await newRequest.newContext({ baseURL: test.info().project.use.baseURL });
    const res = await context.post('/api/auth/login', { data: { email: AUTHOR_ADMIN.email, password: AUTHOR_ADMIN.password } });
    expect(res.status(), await res.text()).toBe(200);
    return context;
  })();
  return adminApi;
}

/**
 * The token of the sign-up link last e-mailed to an address. The e2e server has no mail provider,
 * so the message, link included, is in the outbox (/api/admin/email/outbox).
 */
export async function signUpToken(email: string): Promise<string> {
  const admin = await asAdmin();
  const page = await admin.get(`/api/admin/email/outbox?${new URLSearchParams({ search: email, limit: '10' })}`);
  expect(page.status(), await page.text()).toBe(200);
  const item = ((await page.json()) as { items: { id: number; to: string; category: string }[] }).items.find(
    (m) => m.to === email && m.category === 'signup_confirm',
  );
  expect(item, `no sign-up link was sent to ${email}`).toBeDefined();
  const message = await admin.get(`/api/admin/email/outbox/${item!.id}`);
  const token = ((await message.json()) as { text: string }).text.match(/\/sign-up\/confirm\?token=([A-Za-z0-9_-]{43})/)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/**
 * Signs up the way a person does (docs/decisions/0010): the form's POST /api/auth/register, then the
 * e-mailed link's POST /api/auth/register/confirm, in the given context (which is then signed in).
 * Answers the confirmation (201 { user }).
 */
export async function signUpThroughApi(request: APIRequestContext, email: string, password: string): Promise<APIResponse> {
  const started = await request.post('/api/auth/register', { data: { email, password } });
  expect(started.status(), await started.text()).toBe(202);
  const confirmed = await request.post('/api/auth/register/confirm', { data: { token: await signUpToken(email) } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return confirmed;
}

/**
 * A new member with an address of their own (so each test starts with no recipes, saves or
 * purchases), signed up through the API and so signed in in the page's browser context; answers
 * the address. New members get the sign-up bonus credits.
 */
export async function signUpMember(page: Page): Promise<string> {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await signUpThroughApi(page.request, email, 'e2e-member-password-1');
  return email;
}
