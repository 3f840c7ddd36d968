import { type Page } from '@playwright/test';
import type { CreditTransactionPage } from '../src/contracts/credits';
import type { PublicCreditPacks } from '../src/contracts/payments';
import { FAIL_MARKER } from './support/ai-answers';
import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

async function ledger(page: Page): Promise<CreditTransactionPage> {
  const res = await page.request.get('/api/credits/transactions');
  expect(res.status()).toBe(200);
  return (await res.json()) as CreditTransactionPage;
}

/** The date as the screen writes it ('February 21, 2027'), in this machine's time zone like the browser's. */
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

const balance = (page: Page) => page.getByTestId('credit-balance');
const history = (page: Page) => page.getByRole('list', { name: 'Credit history' });
const historyRow = (page: Page, title: string) => history(page).getByTestId('credit-history-row').filter({ hasText: title });

test('a visitor opening /credits is sent to /auth', async ({ page }) => {
  await page.goto('/credits');
  await expect(page).toHaveURL(/\/auth$/);
});

for (const viewport of VIEWPORTS) {
  test.describe(`credits (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a new member sees the welcome bonus, what the AI tools cost and the credit rules', async ({ page }) => {
      await signUpMember(page);
      const bonus = (await ledger(page)).items.find((item) => item.kind === 'promotional_grant');
      expect(bonus?.expiresAt).toBeTruthy();
      const expires = longDate(bonus!.expiresAt!);

      await page.goto('/credits');
      await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
      await expect(balance(page)).toHaveText('20');
      await expect(page.getByText(`20 promotional credits expire on ${expires}`)).toBeVisible();

      const row = historyRow(page, 'Welcome bonus');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('+20');
      await expect(row).toContainText(`Expires on ${expires}`);

      const costs = page.getByRole('list', { name: 'Cost per use' });
      await expect(costs.getByTestId('cost-recipe_transform')).toContainText(/Recipe transformation.*10 credits/);
      await expect(costs.getByTestId('cost-recipe_suggestion')).toContainText(/Recipe Ideas.*5 credits/);
      await expect(costs.getByTestId('cost-recipe_analysis')).toContainText(/Recipe analysis.*5 credits/);
      await expect(costs.getByTestId('cost-image_generation')).toContainText(/Image generation.*8 credits/);

      const policy = page.getByTestId('credit-policy');
      await expect(policy).toContainText('Credits are non-refundable.');
      await expect(policy).toContainText('Purchased credits never expire.');
      await expect(policy).toContainText(`Promotional credits may expire. Yours expire on ${expires}.`);
      await expect(policy).toContainText('Closing your account forfeits your credits.');
      await expect(policy).toContainText('Credit costs change only with 30 days’ notice.');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Read the refund policy' }).click();
      await expect(page).toHaveURL(/\/refund-policy$/);
    });
  });
}

test('an AI request shows in the history as one line with what it cost; a failed one as reserved and returned', async ({ page }) => {
  await signUpMember(page);
  const ok = await page.request.post('/api/ai/recipe-ideas', { data: { ingredients: ['rice', 'spinach'] } });
  expect(ok.status(), await ok.text()).toBe(200);
  const failed = await page.request.post('/api/ai/recipe-ideas', { data: { ingredients: [FAIL_MARKER] } });
  expect(failed.ok()).toBe(false);

  await page.goto('/credits');
  await expect(balance(page)).toHaveText('15');
  // Spent from the welcome bonus first.
  await expect(page.getByText(/^15 promotional credits expire on /)).toBeVisible();
  const lines = historyRow(page, 'Recipe Ideas');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: 'Spent ·' })).toContainText('\u22125');
  await expect(lines.filter({ hasText: 'Reserved ·' })).toContainText('The request did not finish; the credits were returned');
  await expect(lines.filter({ hasText: 'Reserved ·' })).toContainText('\u22125');
  await expect(lines.filter({ hasText: 'Returned ·' })).toContainText('+5');
});

test('older history comes in with Load more', async ({ page }) => {
  await signUpMember(page);
  const item = (id: number, kind: 'purchase' | 'grant', amount: number) => ({
    id, kind, reason: null, amount, balanceAfter: 0, feature: null, relatedId: null, holdState: null, expiresAt: null, createdAt: '2026-01-0' + id + 'T12:00:00.000Z',
  });
  const pages: Record<string, CreditTransactionPage> = {
    first: { balance: 70, promotional: [], items: [item(3, 'purchase', 50)], nextCursor: '3' },
    '3': { balance: 70, promotional: [], items: [item(2, 'grant', 20)], nextCursor: null },
  };
  await page.route('**/api/credits/transactions*', (route) => {
    const cursor = new URL(route.request().url()).searchParams.get('cursor') ?? 'first';
    return route.fulfill({ json: pages[cursor] });
  });
  await page.goto('/credits');
  await expect(historyRow(page, 'Purchase')).toContainText('+50');
  await expect(historyRow(page, 'Granted')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(historyRow(page, 'Granted')).toContainText('+20');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('when purchases are switched off the packs say so and nothing can be bought', async ({ page }) => {
  await signUpMember(page);
  const packs: PublicCreditPacks = {
    purchasesEnabled: false,
    packs: [{ id: 'starter', name: 'Starter', credits: 50, priceCents: 499, currency: 'usd', active: true }],
  };
  await page.route('**/api/credits/packs', (route) => route.fulfill({ json: packs }));
  await page.goto('/credits');
  await expect(page.getByText('Purchases are unavailable right now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Starter' })).toBeDisabled();
  await expect(balance(page)).toHaveText('20');
});

test('coming back from a cancelled checkout says nothing was charged', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/credits?checkout=cancelled');
  await expect(page.getByText('Checkout cancelled')).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  // The address forgets the checkout: a reload does not show the note again.
  await expect(page).toHaveURL(/\/credits$/);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Checkout cancelled')).toBeHidden();
});

test.describe('buying credits (Stripe stand-in)', () => {
  test.beforeEach(async ({ page }) => {
    // The e2e server (e2e/support/server.ts) configures Stripe with its local stand-in.
    const packs = (await (await page.request.get('/api/credits/packs')).json()) as PublicCreditPacks;
    expect(packs.purchasesEnabled, 'the e2e server should have Stripe (its stand-in) configured').toBe(true);
  });

  test('a member buys a pack, pays on the checkout page and comes back with the credits', async ({ page }) => {
    await signUpMember(page);
    await page.goto('/credits');
    await expect(balance(page)).toHaveText('20');

    const offer = (await (await page.request.get('/api/credits/packs')).json()) as PublicCreditPacks;
    const { name, credits } = offer.packs.find((pack) => pack.active)!;
    await page.getByRole('button', { name: `Buy ${name}`, exact: true }).click();

    // Stripe's hosted page (the stand-in), then back to /credits.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByText('Payment received, thank you!')).toBeVisible();
    await expect(balance(page)).toHaveText(new Intl.NumberFormat('en-US').format(20 + credits));
    await expectNoSeriousA11yViolations(page);
    const purchase = historyRow(page, 'Purchase');
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText(`+${new Intl.NumberFormat('en-US').format(credits)}`);
    // The navigation's balance follows.
    await expect(page.getByRole('banner').getByTitle('Credit balance').first()).toContainText(new Intl.NumberFormat('en-US').format(20 + credits));

    // A reload shows the balance, not the message again.
    await page.reload();
    await expect(page.getByText('Payment received, thank you!')).toBeHidden();
    await expect(balance(page)).toHaveText(new Intl.NumberFormat('en-US').format(20 + credits));
  });

  test('a payment that is still clearing is shown as being confirmed, with nothing added yet', async ({ page }) => {
    await signUpMember(page);
    await page.goto('/credits');
    await page.getByRole('list', { name: 'Credit packs' }).getByRole('button', { name: /^Buy/ }).first().click();
    await page.getByRole('button', { name: 'Pay by bank debit' }).click();
    await expect(page).toHaveURL(/\/credits\?checkout=success&session_id=cs_/);
    await expect(page.getByText('Your payment is being confirmed')).toBeVisible();
    await expect(balance(page)).toHaveText('20');
  });

  test('a bank debit stays listed on /credits until the bank answers, and a refused one says what to do', async ({ page }) => {
    await signUpMember(page);
    const offer = (await (await page.request.get('/api/credits/packs')).json()) as PublicCreditPacks;
    const pack = offer.packs.find((p) => p.active)!;
    await page.goto('/credits');
    await page.getByRole('button', { name: `Buy ${pack.name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pay by bank debit' })).toBeVisible();
    const checkoutPage = new URL(page.url());
    await page.getByRole('button', { name: 'Pay by bank debit' }).click();
    await expect(page.getByText('Your payment is being confirmed')).toBeVisible();

    // The member leaves and comes back later: the purchase is still there, in words.
    await page.goto('/');
    await page.goto('/credits');
    const purchase = page.getByRole('list', { name: 'Pending and failed purchases' }).getByTestId('unsettled-purchase');
    await expect(purchase).toHaveCount(1);
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: pack.currency.toUpperCase() }).format(pack.priceCents / 100);
    await expect(purchase).toContainText(`${pack.name} · ${new Intl.NumberFormat('en-US').format(pack.credits)} credits`);
    await expect(purchase).toContainText(price);
    await expect(purchase).toContainText(`Bought on ${longDate(new Date().toISOString())}`);
    await expect(purchase).toContainText('Waiting for your bank');
    await expect(purchase).toContainText('added as soon as it does');
    await expect(balance(page)).toHaveText('20');
    await expectNoSeriousA11yViolations(page);

    // The bank refuses the debit (the stand-in sends Stripe's async_payment_failed webhook).
    const refused = await page.request.post(`${checkoutPage.origin}${checkoutPage.pathname}/settle`, { form: { outcome: 'failed' } });
    expect(refused.status(), await refused.text()).toBe(200);
    await page.reload();
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText('Payment failed');
    await expect(purchase).toContainText('no credits were added');
    await expect(purchase).toContainText('Buy the pack again, perhaps with another payment method');
    await expect(balance(page)).toHaveText('20');
    await expectNoSeriousA11yViolations(page);
  });

  test('cancelling on the checkout page comes back with nothing charged', async ({ page }) => {
    await signUpMember(page);
    await page.goto('/credits');
    await page.getByRole('list', { name: 'Credit packs' }).getByRole('button', { name: /^Buy/ }).first().click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByText('Nothing was charged.')).toBeVisible();
    await expect(balance(page)).toHaveText('20');
  });
});
