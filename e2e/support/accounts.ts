import { expect, type Page } from '@playwright/test';

/** The demo author the e2e server makes admin at start (playwright.config.ts). */
export const AUTHOR_ADMIN = { email: 'tomas@sprig.example', password: 'e2e-admin-password', username: 'chef_tomas' };

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInThroughApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
}
