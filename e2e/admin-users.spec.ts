import { AUTHOR_ADMIN, signInThroughApi, signUpThroughApi } from './support/accounts';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

test('an admin finds a new member, grants credits with a reason, and disables the account', async ({ browser, page }) => {
  // The member: a fresh account signed in in its own browser context.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const email = `admin-users-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await signUpThroughApi(member.request, email, 'admin-users-test-1');
  const before = ((await registered.json()) as { user: { credits: number } }).user.credits;
  expect((await member.request.get('/api/auth/user')).status()).toBe(200);

  // The admin searches for them.
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the member
  await row.getByRole('button').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(email).first()).toBeVisible();
  const balance = dialog.getByTestId('admin-user-balance');
  await expect(balance).toContainText(`${before} credits`);

  // A grant without a reason is refused in the form; with one, the balance changes.
  await dialog.getByRole('textbox', { name: 'Credits', exact: true }).fill('15');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  await expect(dialog.getByText('Give a reason: it is kept in the ledger')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason', exact: true }).fill('Welcome gift from the team');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  await expect(balance).toContainText(`${before + 15} credits`);
  const ledger = dialog.getByRole('list', { name: 'Credit ledger' });
  await expect(ledger.getByRole('listitem').first()).toContainText('Granted by an admin');
  await expect(ledger.getByRole('listitem').first()).toContainText('“Welcome gift from the team”');
  await expect(ledger.getByRole('listitem').first()).toContainText('+15');
  // The member sees it too.
  const me = (await (await member.request.get('/api/auth/user')).json()) as { credits: number };
  expect(me.credits).toBe(before + 15);

  // Disabling asks first, then signs the member out everywhere.
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'signed out on every device' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog').getByText('Disabled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Enable account' })).toBeVisible();

  expect((await member.request.get('/api/auth/user')).status()).toBe(401);
  await member.goto('/credits');
  await expect(member).toHaveURL(/\/auth/);
  const refused = await member.request.post('/api/auth/login', { data: { email, password: 'admin-users-test-1' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/This account has been disabled/);

  // The list shows the status; enabling lets the member sign in again.
  await page.getByRole('dialog').getByRole('button', { name: 'Enable account' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Disable account' })).toBeVisible();
  const again = await member.request.post('/api/auth/login', { data: { email, password: 'admin-users-test-1' } });
  expect(again.status(), await again.text()).toBe(200);
  await memberContext.close();

  // The dashboard's trail lists the three changes, newest first, each naming the member.
  await page.goto('/admin');
  const changes = page.getByRole('list', { name: 'Changes by admins' }).getByRole('listitem');
  await expect(changes.nth(0)).toContainText(`${AUTHOR_ADMIN.email} Re-enabled an account ${email}`);
  await expect(changes.nth(1)).toContainText(`Disabled an account ${email}`);
  await expect(changes.nth(2)).toContainText(`Adjusted credits ${email}`);
  await expect(changes.nth(2)).toContainText('amount: 15 · reason: Welcome gift from the team');
  await changes.nth(2).getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/\/admin\/users\?user=/);
});

test('the dashboard shows totals, trends and links to every admin screen', async ({ page }) => {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: /new users in the last 30 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest sign-ups' })).toBeVisible();
  const screens = page.getByRole('region', { name: 'Admin screens' });
  await expect(screens.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  await screens.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});
