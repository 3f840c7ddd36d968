import type { APIRequestContext, Page } from '@playwright/test';
import { AUTHOR_ADMIN, signInThroughApi, signUpThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';
import { toast } from './support/toast';

test.describe.configure({ timeout: 120_000 });

/** Names no other spec uses: the demo categories are shared and must stay as they are. */
const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function createCategoryThroughApi(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.post('/api/admin/categories', { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A public recipe of the member signed in on this request context, filed under `categories`. */
async function createRecipe(request: APIRequestContext, title: string, categories: string[]): Promise<number> {
  const res = await request.post('/api/recipes', {
    data: {
      title,
      servings: 2,
      categories,
      privacyLevel: 'public',
      ingredients: [{ name: 'rice', quantity: 200, unit: 'g', preparation: null }],
      instructions: [{ instruction: 'Cook the rice.' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('an admin adds, renames, merges and deletes categories; recipes follow and used ones stay', async ({ browser, page }) => {
  const first = `E2E Soups ${stamp}`;
  const renamed = `E2E Broths ${stamp}`;
  const second = `E2E Stews ${stamp}`;
  const unused = `E2E Unused ${stamp}`;

  // A fresh member writes the recipes, in their own browser context.
  const memberContext = await browser.newContext();
  const member = memberContext.request;
  await signUpThroughApi(member, `admin-categories-${stamp}@example.com`, 'admin-categories-1');

  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  // Create one in the form; it is listed with no recipes.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(first);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(row(page, first)).toContainText('No recipes');
  // The list can update before the toast (its code loads with the first one) is on screen: wait
  // for it, so axe measures it once shown rather than mid fade-in.
  await expect(toast(page)).toContainText('Category added');
  await expectNoSeriousA11yViolations(page);

  const secondId = await createCategoryThroughApi(page.request, second);
  await createCategoryThroughApi(page.request, unused);
  const soup = await createRecipe(member, `Clear Soup ${stamp}`, [first.toLowerCase(), 'Quick']);
  await createRecipe(member, `Beef Stew ${stamp}`, [second]);
  await page.reload();
  await expect(row(page, first).getByRole('link', { name: '1 recipe' })).toHaveAttribute('href', `/recipes?category=${encodeURIComponent(first).replaceAll('%20', '+')}`);

  // Rename: the recipe's public page shows the new name.
  await row(page, first).getByRole('button', { name: `Edit ${first}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit).toContainText('replaces');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Rename on 1 recipe' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, renamed)).toContainText('1 recipe');
  await expect(row(page, first)).toHaveCount(0);

  const recipePage = await memberContext.newPage();
  await recipePage.goto(`/recipes/${soup}`);
  await expect(recipePage.getByRole('heading', { level: 1, name: `Clear Soup ${stamp}` })).toBeVisible();
  await expect(recipePage.getByRole('link', { name: renamed, exact: true }).first()).toBeVisible();
  await expect(recipePage.getByRole('link', { name: first.toLowerCase(), exact: true })).toHaveCount(0);

  // Merge the second category into the renamed one: the dialog says how many recipes move.
  await row(page, second).getByRole('button', { name: `Merge ${second}` }).click();
  const merge = page.getByRole('dialog');
  await merge.getByRole('combobox', { name: 'Merge into' }).click();
  await page.getByRole('option', { name: renamed, exact: true }).click();
  await expect(merge).toContainText(`1 recipe moves from ‘${second}’ to ‘${renamed}’`);
  await expectNoSeriousA11yViolations(page);
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(merge).toBeHidden();
  await expect(row(page, second)).toHaveCount(0);
  await expect(row(page, renamed)).toContainText('2 recipes');
  const publicIds = ((await (await page.request.get('/api/categories')).json()) as { id: number }[]).map((c) => c.id);
  expect(publicIds).not.toContain(secondId);

  // Delete an unused one: asked first.
  await row(page, unused).getByRole('button', { name: `Delete ${unused}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: `Delete ‘${unused}’?` })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, unused)).toHaveCount(0);

  // One in use cannot be deleted: the dialog explains, and the server refuses too.
  await row(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
  const refused = page.getByRole('dialog');
  await expect(refused.getByRole('heading', { name: `‘${renamed}’ is in use` })).toBeVisible();
  await expect(refused).toContainText('2 recipes use');
  await expect(refused.getByRole('button', { name: 'Delete category' })).toHaveCount(0);
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(refused).toBeHidden();
  const renamedId = ((await (await page.request.get('/api/admin/categories')).json()) as { categories: { id: number; name: string }[] }).categories.find(
    (c) => c.name === renamed,
  )!.id;
  const answer = await page.request.delete(`/api/admin/categories/${renamedId}`);
  expect(answer.status()).toBe(409);
  expect(((await answer.json()) as { message: string }).message).toMatch(/^2 recipes use /);
  await expect(row(page, renamed)).toBeVisible();

  // Leave nothing behind: the member's recipes go, then the category.
  const mine = (await (await member.get('/api/user/recipes')).json()) as { id: number }[];
  for (const recipe of mine) expect((await member.delete(`/api/recipes/${recipe.id}`)).status()).toBe(204);
  expect((await page.request.delete(`/api/admin/categories/${renamedId}`)).status()).toBe(204);
  await memberContext.close();
});
