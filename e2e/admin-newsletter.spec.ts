import type { APIRequestContext } from '@playwright/test';
import type { MailSettings } from '../src/contracts/mail';
import type { SubscriberList } from '../src/contracts/newsletter-admin';
import { startSmtpCatcher, type SmtpCatcher } from '../tests/support/smtp-catcher';
import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

// The e2e server is shared by every spec: the mail settings this spec changes are put back.
test.describe.configure({ timeout: 180_000 });

let catcher: SmtpCatcher;

test.beforeAll(async () => {
  catcher = await startSmtpCatcher();
});

test.afterAll(async () => {
  await catcher?.close();
});

async function mailSettings(request: APIRequestContext): Promise<MailSettings> {
  const res = await request.get('/api/admin/email/settings');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as MailSettings;
}

async function activeSubscribers(request: APIRequestContext): Promise<string[]> {
  const emails: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await request.get(`/api/admin/newsletter/subscribers?status=active&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status(), await res.text()).toBe(200);
    const page = (await res.json()) as SubscriberList;
    emails.push(...page.items.map((s) => s.email));
    cursor = page.nextCursor;
  } while (cursor);
  return emails.sort();
}

test('the admin composes a campaign with a live preview, sends a test and sends it to every active subscriber over SMTP', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  const before = await mailSettings(page.request);
  const stamp = Date.now().toString(36);
  const subject = `Spring greens ${stamp}`;
  const reader = `reader-${stamp}@example.org`;
  try {
    const saved = await page.request.put('/api/admin/email/settings', {
      data: { provider: 'smtp', fromAddress: 'kitchen@sprig.example', fromName: 'Sprig E2E', smtpHost: catcher.host, smtpPort: catcher.port },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email: reader } });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
    await catcher.waitFor(1, 15_000); // the welcome mail

    // Subscribers: the new reader is found by search.
    await page.goto('/admin/newsletter/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(reader);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('cell', { name: reader, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/newsletter/subscribers.csv?search=${encodeURIComponent(reader)}`);
    await expectNoSeriousA11yViolations(page);

    // Compose with a live preview (raw HTML shows as text).
    await page.goto('/admin/newsletter/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Campaigns' })).toBeVisible();
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Markdown').fill('# Fresh from the garden\n\nThree **new** salads. <b>not bold</b>\n\n- peas\n- mint');
    const preview = page.getByTestId('campaign-preview');
    await expect(preview.getByRole('heading', { name: 'Fresh from the garden' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('new');
    await expect(preview).toContainText('<b>not bold</b>');
    await expect(preview.getByRole('listitem')).toHaveText(['peas', 'mint']);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    await expect(page.getByText('Edit draft', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A test goes to one address.
    const tester = `editor-${stamp}@example.org`;
    await page.getByLabel('Send a test to').fill(tester);
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText(`Test e-mail sent to ${tester}`, { exact: true })).toBeVisible();
    await expect.poll(() => catcher.messages.filter((m) => m.to === tester && m.subject === `[Test] ${subject}`).length).toBe(1);

    // Send to all, confirm, and watch the progress reach everyone.
    const everyone = await activeSubscribers(page.request);
    expect(everyone).toContain(reader);
    await page.getByRole('button', { name: 'Send to all subscribers' }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText(`Sent — ${everyone.length} of ${everyone.length} sent`, { timeout: 60_000 });
    await expect(page.getByRole('table').filter({ hasText: 'Recipients' }).getByRole('cell', { name: reader, exact: true })).toBeVisible();

    // The SMTP server received exactly one per active subscriber, each with its one-click headers.
    await expect.poll(() => catcher.messages.filter((m) => m.subject === subject).length, { timeout: 30_000 }).toBe(everyone.length);
    const campaignMails = catcher.messages.filter((m) => m.subject === subject);
    expect(campaignMails.map((m) => m.to).sort()).toEqual(everyone);
    const mine = campaignMails.find((m) => m.to === reader)!;
    expect(mine.headers['list-unsubscribe']).toMatch(/^<http:\/\/.+\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}>$/);
    expect(mine.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mine.html).toContain('<strong>new</strong>');
    expect(mine.html).not.toContain('<b>not bold</b>');

    // The link in the mail unsubscribes with one press.
    const link = /(http:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.%-]+)/.exec(mine.text)![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
    expect(await activeSubscribers(page.request)).not.toContain(reader);
  } finally {
    const restored = await page.request.put('/api/admin/email/settings', {
      data: { provider: 'none', fromAddress: before.fromAddress, fromName: before.fromName },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('a campaign with a refused recipient says so, and the admin retries that recipient from the campaign page', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  const before = await mailSettings(page.request);
  const stamp = Date.now().toString(36);
  const subject = `Second helping ${stamp}`;
  const bouncer = `bouncer-${stamp}@example.org`;
  try {
    const saved = await page.request.put('/api/admin/email/settings', {
      data: { provider: 'smtp', fromAddress: 'kitchen@sprig.example', fromName: 'Sprig E2E', smtpHost: catcher.host, smtpPort: catcher.port },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email: bouncer } });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
    const everyone = await activeSubscribers(page.request);
    catcher.refuse.add(bouncer);

    const created = await page.request.post('/api/admin/newsletter/campaigns', { data: { subject, markdown: 'Second *chance*' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const sent = await page.request.post(`/api/admin/newsletter/campaigns/${id}/send`);
    expect(sent.status(), await sent.text()).toBe(202);

    // The list and the campaign page tell the truth: not "sent", not 100 %.
    await page.goto('/admin/newsletter/campaigns');
    const item = page.getByRole('list', { name: 'Campaigns' }).getByRole('button', { name: new RegExp(subject) });
    await expect(item).toContainText('sent with 1 failed', { timeout: 60_000 });
    await item.click();
    await expect(page.getByTestId('campaign-status')).toHaveText(`Sent with 1 failed — ${everyone.length - 1} of ${everyone.length} sent`);
    await expect(page.getByRole('progressbar', { name: 'Sending progress' })).not.toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('table').filter({ hasText: 'Problems' }).getByRole('cell', { name: bouncer, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The mailbox works again: one press sends it to that recipient only.
    catcher.refuse.delete(bouncer);
    const delivered = catcher.messages.filter((m) => m.subject === subject).length;
    await page.getByRole('button', { name: 'Retry 1 failed and unknown' }).click();
    await expect(page.getByTestId('campaign-status')).toHaveText(`Sent — ${everyone.length} of ${everyone.length} sent`, { timeout: 60_000 });
    await expect(page.getByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('button', { name: /^Retry \d+ failed/ })).toHaveCount(0);
    await expect.poll(() => catcher.messages.filter((m) => m.subject === subject).length, { timeout: 30_000 }).toBe(delivered + 1);
    expect(catcher.messages.filter((m) => m.subject === subject).at(-1)!.to).toBe(bouncer);
    await expect(item).not.toContainText('failed');
  } finally {
    catcher.refuse.clear();
    const restored = await page.request.put('/api/admin/email/settings', {
      data: { provider: 'none', fromAddress: before.fromAddress, fromName: before.fromName },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
