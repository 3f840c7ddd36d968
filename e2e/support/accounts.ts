import { expect, type Page } from '@playwright/test';

/** The demo author the e2e server makes admin at start (playwright.config.ts). */
export const AUTHOR_ADMIN = { email: 'tomas@sprig.example', password: 'e2e-admin-password', username: 'chef_tomas' };

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInThroughApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new member with an address of their own (so each test starts with no recipes, saves or
 * purchases), signed up through the API and so signed in in the page's browser context; answers
 * the address. New members get the sign-up bonus credits.
 */
export async function signUpMember(page: Page): Promise<string> {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await page.request.post('/api/auth/register', { data: { email, password: 'e2e-member-password-1' } });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}
