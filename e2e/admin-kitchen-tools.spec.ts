import type { Locator, Page } from '@playwright/test';
import type { KitchenTool } from '../src/contracts/kitchen-tools';
import { AUTHOR_ADMIN, signInThroughApi } from './support/accounts';
import { FAIL_MARKER } from './support/ai-answers';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });

/** Unique per run: specs share one database, and the demo tools belong to other specs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function choose(page: Page, scope: Page | Locator, select: string, option: string) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toolRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

async function openScreen(page: Page) {
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/kitchen-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen Tools' })).toBeVisible();
  await expect(toolRow(page, "Chef's Knife")).toBeVisible();
}

test('an admin adds a tool, edits it, and deletes it after confirming', async ({ page }) => {
  await openScreen(page);
  const name = `Herb Stripper ${unique()}`;

  // Add: the server's field error shows under the field (a demo tool's name, in another case).
  await page.getByRole('button', { name: 'Add tool' }).click();
  const form = page.getByRole('dialog', { name: 'Add a kitchen tool' });
  await form.getByRole('textbox', { name: 'Tool name' }).fill("CHEF'S KNIFE");
  await form.getByRole('textbox', { name: 'Purpose' }).fill('Pulls leaves off woody herb stems in one stroke.');
  await form.getByRole('textbox', { name: 'Recommended product' }).fill('Stainless steel herb stripper');
  await expect(form.getByText('https://www.amazon.com/s?k=Stainless+steel+herb+stripper&tag=sprig-20')).toBeVisible();
  await choose(page, form, 'Category', 'Dinner');
  await choose(page, form, 'Priority', '1 · Essential');
  await form.getByRole('button', { name: 'Add tool' }).click();
  await expect(form.getByRole('textbox', { name: 'Tool name' })).toHaveAccessibleDescription(/already exists/);
  await form.getByRole('textbox', { name: 'Tool name' }).fill(name);
  await form.getByRole('button', { name: 'Add tool' }).click();
  await expect(form).toBeHidden();

  const row = toolRow(page, name);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row.getByText('Added', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(0)).toHaveText(/Dinner/);
  await expect(row.getByText('Essential', { exact: true })).toBeVisible();
  const link = row.getByRole('link', { name: new RegExp(`${name}.*opens in a new tab`) });
  await expect(link).toHaveAttribute('href', 'https://www.amazon.com/s?k=Stainless+steel+herb+stripper&tag=sprig-20');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');

  // Edit: a link of the admin's own, another category and priority.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Tool name' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Affiliate link' }).fill('http://example.com/herbs');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('textbox', { name: 'Affiliate link' })).toHaveAccessibleDescription(/Affiliate link must be an https:\/\/ address/);
  await edit.getByRole('textbox', { name: 'Affiliate link' }).fill('https://www.amazon.com/dp/B0HERBS?tag=sprig-20');
  await choose(page, edit, 'Category', 'Desserts');
  await choose(page, edit, 'Priority', '3 · Nice to have');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Saved', { exact: true })).toBeVisible();
  await expect(row.getByText('Essential', { exact: true })).toHaveCount(0);
  await expect(row).toContainText('Nice to have');
  await expect(row.getByRole('link')).toHaveAttribute('href', 'https://www.amazon.com/dp/B0HERBS?tag=sprig-20');

  // The category filter and the search find it; the public API has the change.
  await choose(page, page, 'Category', 'Desserts');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('herb stripper');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the tool
  await choose(page, page, 'Category', 'Dinner');
  await expect(page.getByText('No tools match.')).toBeVisible();
  await choose(page, page, 'Category', 'All categories');
  const stored = (await (await page.request.get(`/api/kitchen-tools/by-name/${encodeURIComponent(name)}`)).json()) as KitchenTool;
  expect(stored).toMatchObject({ category: 'Desserts', priority: 3, amazonLink: 'https://www.amazon.com/dp/B0HERBS?tag=sprig-20' });

  // Delete asks first; Cancel keeps the tool.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  let confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete tool' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/kitchen-tools/by-name/${encodeURIComponent(name)}`)).status()).toBe(404);
});

test('Create with AI shows an existing tool for a close name, shows an AI failure, and creates a new tool otherwise', async ({ page }) => {
  await openScreen(page);
  const aiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/kitchen-tools/create-with-ai')) aiCalls.push(request.url());
  });

  // A name close to a demo tool: the existing tool, and no call to the server.
  await page.getByRole('button', { name: 'Create with AI' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create a tool with AI' });
  await dialog.getByRole('textbox', { name: 'Tool name' }).fill('cast-iron skilet');
  await dialog.getByRole('button', { name: 'Create with AI' }).click();
  const match = dialog.getByTestId('existing-tool-match');
  await expect(match).toContainText('already in the catalogue');
  await expect(match).toContainText('Cast Iron Skillet');
  await match.getByRole('button', { name: 'Show it in the table' }).click();
  await expect(dialog).toBeHidden();
  await expect(toolRow(page, 'Cast Iron Skillet')).toHaveAttribute('data-highlighted', 'true');
  await expect(toolRow(page, 'Cast Iron Skillet').getByText('Existing match', { exact: true })).toBeVisible();
  expect(aiCalls).toEqual([]);

  // The AI fails: its message shows, the dialog stays open and nothing is added.
  const storedTools = async () => ((await (await page.request.get('/api/kitchen-tools')).json()) as KitchenTool[]).length;
  const toolCount = await storedTools();
  await page.getByRole('button', { name: 'Create with AI' }).click();
  dialog = page.getByRole('dialog', { name: 'Create a tool with AI' });
  await dialog.getByRole('textbox', { name: 'Tool name' }).fill(`${FAIL_MARKER} ${unique()}`);
  await dialog.getByRole('button', { name: 'Create with AI' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The AI service failed to answer. Nothing was charged. Please try again in a moment.');
  expect(aiCalls).toHaveLength(1);
  expect(await storedTools()).toBe(toolCount);

  // A new name: the AI writes it (the stand-in's answer) and the new tool is highlighted.
  const typed = `spiralizer ${unique()}`;
  // Stored as the catalogue names tools: each lower-case word capitalised.
  const word = typed.replace(/(^| )(\w)/g, (_m, space: string, letter: string) => space + letter.toUpperCase());
  await dialog.getByRole('textbox', { name: 'Tool name' }).fill(typed);
  await choose(page, dialog, 'Category', 'Breakfast');
  await dialog.getByRole('button', { name: 'Create with AI' }).click();
  await expect(dialog.getByRole('button', { name: 'Creating…' })).toBeDisabled();
  await expect(dialog).toBeHidden();
  expect(aiCalls).toHaveLength(2);
  const row = toolRow(page, word);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(row.getByText('Created with AI', { exact: true })).toBeVisible();
  await expect(row).toContainText('Breakfast');
  await expect(row).toContainText('Stand-in Chef Tool');
  await expect(row.getByRole('link')).toHaveAttribute('href', 'https://www.amazon.com/s?k=Stand-in+Chef+Tool&tag=sprig-20');

  // Clean up this run's tool (never a demo tool).
  await row.getByRole('button', { name: `Delete ${word}` }).click();
  await page.getByRole('dialog', { name: `Delete ${word}?` }).getByRole('button', { name: 'Delete tool' }).click();
  await expect(row).toHaveCount(0);
});
