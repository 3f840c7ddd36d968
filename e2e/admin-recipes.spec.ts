import type { APIRequestContext, Page } from '@playwright/test';
import { AUTHOR_ADMIN, signInThroughApi, signUpThroughApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';
import { toast } from './support/toast';

// Axe runs on two screens, which is slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const rows = (page: Page) => page.getByTestId('admin-recipe');

/** A recipe of the signed-in member, written through the API. */
async function createRecipe(request: APIRequestContext, title: string, privacyLevel: 'public' | 'private'): Promise<number> {
  const res = await request.post('/api/recipes', {
    data: {
      title,
      servings: 2,
      categories: ['Main Dishes'],
      privacyLevel,
      ingredients: [{ name: 'white rice', quantity: 200, unit: 'g', preparation: null }],
      instructions: [{ instruction: 'Cook the rice.' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin finds a member’s recipe with the filters, edits it, features it and deletes it', async ({ browser, page }) => {
  // The member: a fresh account with a username, and two recipes of theirs (one private).
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `cook_${unique}`;
  const title = `Admin Pilaf ${unique}`;
  const memberContext = await browser.newContext();
  const member = memberContext.request;
  await signUpThroughApi(member, `${username}@example.com`, 'admin-recipes-1');
  const named = await member.put('/api/users/profile', { data: { username } });
  expect(named.status(), await named.text()).toBe(200);
  const id = await createRecipe(member, title, 'public');
  const hiddenId = await createRecipe(member, `Secret Pilaf ${unique}`, 'private');

  // The admin narrows the list with every filter until only that recipe is left.
  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await page.getByLabel('Author').fill(username);
  await expect(rows(page)).toHaveCount(2);
  // Private recipes are listed for the admin, and cannot be featured.
  await choose(page, 'Privacy', 'Private');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Secret Pilaf ${unique}`);
  // Still reachable by keyboard, with the reason in its name.
  await expect(rows(page).first().getByRole('button', { name: `Feature Secret Pilaf ${unique} (only public recipes can be featured)` })).toBeDisabled();
  await choose(page, 'Privacy', 'Public');
  await choose(page, 'Category', 'Main Dishes');
  await page.getByLabel('Search').fill(`pilaf ${unique.toUpperCase()}`);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(title);
  await expect(row).toContainText(username);
  await expect(row).toContainText('Public');
  await expect(page).toHaveURL(/privacy=public/);
  await expectNoSeriousA11yViolations(page);

  // Edit: the members' editor, back to the same filtered list after saving.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/recipes/edit/${id}$`));
  const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(titleField).toHaveValue(title);
  const ingredientName = page.getByRole('group', { name: 'Ingredient 1', exact: true }).getByLabel('Name');
  await expect(ingredientName).toHaveValue('white rice');
  await expectNoSeriousA11yViolations(page);
  const newTitle = `Admin Saffron Pilaf ${unique}`;
  await titleField.fill(newTitle);
  await ingredientName.fill('basmati rice');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL(/\/admin\/recipes\?.*author=/);
  await expect(toast(page)).toContainText('Recipe saved');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(newTitle);

  // The public page shows the change (its cache was dropped).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/recipes/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await expect(visitor.getByText('basmati rice').first()).toBeVisible();

  // Feature: it appears in the home page's featured section; unfeature takes it away.
  await rows(page).first().getByRole('button', { name: `Feature ${newTitle}` }).click();
  await expect(toast(page)).toContainText('Recipe featured');
  await expect(rows(page).first().getByRole('button', { name: `Unfeature ${newTitle}` })).toBeVisible();
  await expect(rows(page).first()).toContainText('Featured');
  await visitor.goto('/');
  const featured = visitor.getByRole('region', { name: 'Featured recipes' });
  await expect(featured.getByRole('link', { name: newTitle }).first()).toBeVisible();

  await rows(page).first().getByRole('button', { name: `Unfeature ${newTitle}` }).click();
  await expect(toast(page)).toContainText('Recipe unfeatured');
  await expect(rows(page).first().getByRole('button', { name: `Feature ${newTitle}` })).toBeVisible();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();
  await expect(featured.getByText(newTitle)).toHaveCount(0);

  // Delete asks first; Cancel keeps it, confirming removes it everywhere.
  await rows(page).first().getByRole('button', { name: `Delete ${newTitle}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
  await expect(dialog).toContainText(newTitle);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: `Delete ${newTitle}` }).click();
  await dialog.getByRole('button', { name: 'Delete Recipe' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Recipe deleted');
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('No recipes match.')).toBeVisible();
  expect((await page.request.get(`/api/recipes/${id}`)).status()).toBe(404);
  await visitor.goto(`/recipes/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();

  // Tidy up the member's other recipe (the shared database outlives this spec).
  expect((await member.delete(`/api/recipes/${hiddenId}`)).status()).toBe(204);
  await visitorContext.close();
  await memberContext.close();
});

test('a member is turned away from the screen; an unknown recipe id shows not found to the admin', async ({ browser, page }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const email = `admin-recipes-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpThroughApi(member.request, email, 'admin-recipes-1');
  await member.goto('/admin/recipes');
  await expect(member.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect((await member.request.get('/api/admin/recipes')).status()).toBe(403);
  await memberContext.close();

  await signInThroughApi(page, AUTHOR_ADMIN);
  await page.goto('/admin/recipes/edit/999999999');
  await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Recipes', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/recipes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
});
