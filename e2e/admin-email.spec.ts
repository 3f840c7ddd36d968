import type { APIRequestContext } from '@playwright/test';
import type { MailSettings } from '../src/contracts/mail';
import { startSmtpCatcher, type SmtpCatcher } from '../tests/support/smtp-catcher';
import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

// The e2e server is shared by every spec: whatever this spec changes, it puts back.
test.describe.configure({ timeout: 120_000 });

let catcher: SmtpCatcher;

test.beforeAll(async () => {
  // A real SMTP server on loopback; the app under test runs on this machine and reaches it at 127.0.0.1.
  catcher = await startSmtpCatcher();
});

test.afterAll(async () => {
  await catcher?.close();
});

async function settingsOf(request: APIRequestContext): Promise<MailSettings> {
  const res = await request.get('/api/admin/email/settings');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as MailSettings;
}

test('the admin points e-mail at an SMTP server, sends a test, and finds it in the outbox', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  const before = await settingsOf(page.request);
  const recipient = `e2e-${Date.now().toString(36)}@example.org`;
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/settings/email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Email' })).toHaveAttribute('aria-current', 'page');

    // SMTP: a missing host is named, then the catcher's address is saved.
    await page.getByLabel('Provider', { exact: true }).click();
    await page.getByRole('option', { name: 'SMTP server' }).click();
    await page.getByLabel('From name', { exact: true }).fill('Sprig E2E');
    await page.getByLabel('From address', { exact: true }).fill('kitchen@sprig.example');
    await page.getByLabel('Host', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Host is required for SMTP' })).toBeVisible();
    await page.getByLabel('Host', { exact: true }).fill(catcher.host);
    await page.getByLabel('Port', { exact: true }).fill(String(catcher.port));
    await page.getByLabel('User name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Email settings saved', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The test send arrives at the SMTP server and the page says how it went.
    const already = catcher.messages.length;
    await page.getByLabel('Send to', { exact: true }).fill(recipient);
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Sent through SMTP in \d+ ms/ })).toBeVisible();
    const messages = await catcher.waitFor(already + 1, 15_000);
    const arrived = messages.find((m) => m.to === recipient);
    expect(arrived, 'the test message reached the SMTP server').toBeDefined();
    expect(arrived!.from).toBe('Sprig E2E <kitchen@sprig.example>');
    expect(arrived!.subject).toMatch(/test e-mail$/);

    // The outbox lists it; its page shows the HTML in a sandboxed frame.
    await page.getByRole('link', { name: 'View in outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: arrived!.subject })).toBeVisible();
    await expect(page.getByText(recipient)).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    const frame = page.getByTestId('message-html');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('[data-testid="message-html"]').getByText('e-mail delivery works')).toBeVisible();
    await expect(page.getByTestId('message-text')).toContainText('e-mail delivery works');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await page.getByLabel('Search').fill(recipient);
    const row = page.getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: recipient });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Sent');
    await expect(row).toContainText('SMTP');
    await expectNoSeriousA11yViolations(page);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: arrived!.subject })).toBeVisible();
  } finally {
    const restored = await page.request.put('/api/admin/email/settings', {
      data: { provider: 'none', fromAddress: before.fromAddress, fromName: before.fromName },
    });
    expect.soft(restored.status(), await restored.text()).toBe(200);
  }
});

test('the SendGrid check says when no key is configured', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/sendgrid-verify');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail Delivery Check' })).toBeVisible();
  await page.getByRole('button', { name: 'Run the check' }).click();
  await expect(page.getByText('SendGrid is not ready')).toBeVisible();
  await expect(page.getByText(/No SendGrid API key is configured/)).toBeVisible();
});
