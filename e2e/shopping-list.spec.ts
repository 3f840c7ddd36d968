import type { Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { expect, test } from './support/test';
import { toast } from './support/toast';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

type Item = { id: number; name: string; quantity: number | null; unit: string | null; aisle: string; checked: boolean; stapleKey: string | null };

const [NARROW, WIDE] = VIEWPORTS;
const PENDING = 'sprig:shopping-pending:';

/** The Monday of the browser's week, as the planner counts it. */
const thisMonday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
    return new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  });
const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

const line = (name: string, quantity: number | null, unit: string | null) => ({ name, quantity, unit, preparation: null });

/** A recipe of the signed-in member, for two servings, written through the API. */
async function createRecipe(page: Page, title: string, ingredients: ReturnType<typeof line>[]): Promise<number> {
  const res = await page.request.post('/api/recipes', { data: { title, servings: 2, ingredients, instructions: [{ instruction: 'Mix and cook.' }] } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function listItems(page: Page): Promise<Item[]> {
  const res = await page.request.get('/api/shopping-list');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

async function addItem(page: Page, name: string): Promise<Item> {
  const res = await page.request.post('/api/shopping-list/items', { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Item;
}

const aisle = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const itemBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`, 'i') });
const syncStatus = (page: Page) => page.getByRole('status').filter({ hasText: /sync/i });

test('a visitor opening /shopping-list is sent to /auth', async ({ page }) => {
  await page.goto('/shopping-list');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe(`gathering the week (${WIDE.name})`, () => {
  test.use({ viewport: { width: WIDE.width, height: WIDE.height } });

  test('two recipes sharing foods are merged into one line each, by aisle; ticks, written-in items, Share, Print, Always have and Clear checked work', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signUpMember(page);
    const stamp = Date.now();
    // 2 tbsp + ¼ cup butter are 6 tbsp; 200 g + 1 lb flour 654 g; 1 + 2 eggs 3.
    const shortbread = await createRecipe(page, `Shortbread ${stamp}`, [line('butter', 2, 'tbsp'), line('all-purpose flour', 200, 'g'), line('eggs', 1, null)]);
    const pancakes = await createRecipe(page, `Pancakes ${stamp}`, [line('butter', 0.25, 'cup'), line('flour', 1, 'lb'), line('eggs', 2, null)]);
    await page.goto('/meal-plan');
    const monday = await thisMonday(page);
    for (const [date, recipeId] of [
      [monday, shortbread],
      [addDays(monday, 2), pancakes],
    ] as const) {
      const res = await page.request.post('/api/meal-plan/entries', { data: { date, meal: 'dinner', recipeId, servings: 2, portions: 1 } });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.getByRole('button', { name: 'Add week to list' }).click();
    await expect(toast(page)).toContainText('Added to your shopping list');
    await expect(toast(page)).toContainText('6 ingredients from your planned recipes.');
    await toast(page).getByRole('button', { name: 'Open list' }).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping List' })).toBeVisible();

    // One line per food, in its aisle, with the amounts added up.
    await expect(itemBox(page, 'butter')).toHaveCount(1);
    await expect(aisle(page, 'Dairy & eggs').getByRole('checkbox', { name: /^butter\b.*6 tbsp$/i })).toBeVisible();
    await expect(aisle(page, 'Dairy & eggs').getByRole('checkbox', { name: /^eggs?\b.*3$/i })).toBeVisible();
    await expect(aisle(page, 'Pantry').getByRole('checkbox', { name: /flour\b.*654 g$/i })).toBeVisible();
    await expect(page.getByRole('main').getByRole('region').getByRole('heading', { level: 2 })).toHaveText(['Dairy & eggs', 'Pantry']);
    await expectNoSeriousA11yViolations(page);

    // Share: without a share sheet (desktop Chromium), the list is copied as text, aisle by aisle.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page)).toContainText('Copied to clipboard');
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(/^Shopping List\n\nDairy & eggs\n- butter \(6 tbsp\)\n- eggs? \(3\)\n\nPantry\n- [^\n]*flour \(654 g\)$/i);

    // Print: the list alone, in one column, with its checkboxes; no navigation or buttons.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('form', { name: 'Add an item' })).toBeHidden();
    await expect(itemBox(page, 'butter')).toBeVisible();
    const left = await aisle(page, 'Pantry').evaluate((el) => el.getBoundingClientRect().left);
    expect(await aisle(page, 'Dairy & eggs').evaluate((el) => el.getBoundingClientRect().left)).toBe(left);
    await page.emulateMedia({ media: 'screen' });

    // A tick is kept by the server: it is still there after a reload.
    await itemBox(page, 'butter').check();
    await expect(page.getByText('1 of 3 ticked off')).toBeVisible();
    await expect.poll(async () => (await listItems(page)).find((item) => /butter/i.test(item.name))?.checked).toBe(true);
    await page.reload();
    await expect(itemBox(page, 'butter')).toBeChecked();

    // An item written in goes to its food's aisle.
    const form = page.getByRole('form', { name: 'Add an item' });
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Write what to buy')).toBeVisible();
    await form.getByLabel('Add an item').fill('Lemons');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(aisle(page, 'Produce').getByRole('checkbox', { name: 'Lemons' })).toBeVisible();
    await expect(form.getByText('Added Lemons to Produce.')).toBeVisible();
    await expect(form.getByLabel('Add an item')).toHaveValue('');

    // Always have: flour leaves the list and the pantry staples list it.
    await page.getByRole('button', { name: /^Options for .*flour/i }).click();
    const options = page.getByRole('dialog');
    await expect(options.getByLabel('Aisle')).toHaveValue('pantry');
    await expectNoSeriousA11yViolations(page);
    await options.getByRole('button', { name: 'Always have' }).click();
    await expect(options).toHaveCount(0);
    await expect(toast(page)).toContainText('Added to your pantry staples');
    await expect(itemBox(page, '.*flour')).toHaveCount(0);
    await page.getByRole('button', { name: /^Pantry staples/ }).click();
    await expect(page.getByRole('list', { name: 'Pantry staples' }).getByText(/flour/i)).toBeVisible();

    // Gathering again leaves flour off; the ticked butter is in the basket, so new butter starts beside it.
    const again = await page.request.post('/api/shopping-list/from-plan', { data: { from: monday, to: addDays(monday, 6) } });
    expect(again.status(), await again.text()).toBe(200);
    expect(((await again.json()) as { skipped: number }).skipped).toBe(2);
    await page.reload();
    await expect(itemBox(page, '.*flour')).toHaveCount(0);
    await expect(itemBox(page, 'butter')).toHaveCount(2);

    // Clear checked takes the ticked butter away, and only it.
    await page.getByRole('button', { name: 'Clear checked' }).click();
    await expect(toast(page)).toContainText('1 item removed from your list.');
    await expect(itemBox(page, 'butter')).toHaveCount(1);
    await expect(itemBox(page, 'butter')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Clear checked' })).toBeDisabled();
  });
});

test.describe(`ticking off offline (${NARROW.name})`, () => {
  test.use({ viewport: { width: NARROW.width, height: NARROW.height } });

  test('ticks made offline are kept, shown as waiting, and all reach the server once back online; a queued tick survives a reload', async ({ page, context }) => {
    await signUpMember(page);
    await addItem(page, 'Lemons');
    await addItem(page, 'Kitchen roll');
    await page.goto('/shopping-list');
    await expect(itemBox(page, 'Lemons')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await context.setOffline(true);
    await itemBox(page, 'Lemons').check();
    await itemBox(page, 'Kitchen roll').check();
    await expect(syncStatus(page)).toContainText('Offline — changes will sync');
    await expect(itemBox(page, 'Lemons')).toBeChecked();
    const queued = await page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)).map((key) => JSON.parse(localStorage.getItem(key)!) as unknown[]), PENDING);
    expect(queued.flat()).toHaveLength(2);

    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveCount(0);
    expect((await listItems(page)).map((item) => [item.name, item.checked])).toEqual(
      expect.arrayContaining([
        ['Lemons', true],
        ['Kitchen roll', true],
      ]),
    );
    await page.reload();
    await expect(itemBox(page, 'Lemons')).toBeChecked();
    await expect(itemBox(page, 'Kitchen roll')).toBeChecked();

    // The server cannot be reached (the request fails without an answer): the untick waits in the
    // device's storage, and the next page load sends it.
    await page.route('**/api/shopping-list/items/*', (route) => (route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback()));
    await itemBox(page, 'Lemons').uncheck();
    await expect(syncStatus(page)).toContainText('1 change not synced yet');
    await page.unrouteAll();
    await page.reload();
    await expect(itemBox(page, 'Lemons')).not.toBeChecked();
    await expect.poll(async () => (await listItems(page)).find((item) => item.name === 'Lemons')?.checked).toBe(false);
    await expect(syncStatus(page)).toHaveCount(0);
  });
});
