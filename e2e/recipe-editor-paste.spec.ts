import { type Locator, type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

const ingredient = (page: Page, n: number) => page.getByRole('group', { name: `Ingredient ${n}`, exact: true });
const step = (page: Page, n: number) => page.getByRole('group', { name: `Step ${n}`, exact: true });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const DRAFT_PREFIX = 'sprig:recipe-draft:';

async function expectIngredient(page: Page, n: number, parts: { quantity: string; unit: string; name: string; preparation: string }) {
  const row = ingredient(page, n);
  await expect(row.getByLabel('Quantity')).toHaveValue(parts.quantity);
  await expect(row.getByLabel('Unit')).toHaveValue(parts.unit);
  await expect(row.getByRole('textbox', { name: 'Name' })).toHaveValue(parts.name);
  await expect(row.getByLabel('Preparation')).toHaveValue(parts.preparation);
}

/** A paste as the browser delivers it: a paste event carrying the clipboard's text. */
async function pasteInto(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const draftKeys = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_PREFIX);

async function newRecipe(page: Page) {
  await signUpMember(page);
  await page.goto('/my-recipes/new');
  await expect(titleField(page)).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`pasting into the recipe editor (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a pasted ingredient list is read line by line, checked, then added as three ingredients', async ({ page }) => {
      await newRecipe(page);
      const toggle = page.getByRole('button', { name: 'Paste a list' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const box = page.getByLabel('Ingredients, one per line');
      await expect(box).toBeFocused();
      await box.fill('Ingredients\n2 cups flour, sifted\n1 tsp salt\n\nFor the filling:\n3 large eggs');
      await page.getByRole('button', { name: 'Review', exact: true }).click();

      await expect(page.getByRole('heading', { name: 'Check 3 ingredients' })).toBeFocused();
      await expect(page.getByText('Left out, as the recipe has no ingredient groups: For the filling.')).toBeVisible();
      const third = page.getByRole('group', { name: 'Line 3: 3 large eggs' });
      await expect(third.getByLabel('Quantity')).toHaveValue('3');
      await third.getByLabel('Preparation').fill('beaten');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Add 3 ingredients' }).click();

      // The empty row a new recipe starts with gives way; focus is on the first added ingredient.
      await expect(page.getByRole('group', { name: /^Ingredient \d+$/ })).toHaveCount(3);
      await expect(ingredient(page, 1).getByLabel('Quantity')).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectIngredient(page, 1, { quantity: '2', unit: 'cup', name: 'flour', preparation: 'sifted' });
      await expectIngredient(page, 2, { quantity: '1', unit: 'tsp', name: 'salt', preparation: '' });
      await expect(ingredient(page, 3).getByLabel('Quantity')).toHaveValue('3');
      await expect(ingredient(page, 3).getByLabel('Preparation')).toHaveValue('beaten');
    });

    test('lines pasted into one name field become one ingredient each', async ({ page }) => {
      await newRecipe(page);
      await pasteInto(ingredient(page, 1).getByRole('textbox', { name: 'Name' }), '2 cups flour\r\n1 tsp salt\r\n200 g spinach, chopped');
      await expect(page.getByRole('group', { name: /^Ingredient \d+$/ })).toHaveCount(3);
      await expectIngredient(page, 1, { quantity: '2', unit: 'cup', name: 'flour', preparation: '' });
      await expectIngredient(page, 2, { quantity: '1', unit: 'tsp', name: 'salt', preparation: '' });
      await expectIngredient(page, 3, { quantity: '200', unit: 'g', name: 'spinach', preparation: 'chopped' });
      await expect(ingredient(page, 1).getByRole('textbox', { name: 'Name' })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'The 3 pasted lines are now ingredients 1 to 3. Check each one.' })).toBeVisible();
    });

    test('a pasted method is split into steps, a heading leading the step after it', async ({ page }) => {
      await newRecipe(page);
      await page.getByRole('button', { name: 'Paste the method' }).click();
      await page.getByLabel('The whole method').fill('For the sauce:\n1. Melt the butter\nover a low heat.\n2. Whisk in the flour.\nStep 3: Bake for 20 minutes.');
      await page.getByRole('button', { name: 'Review', exact: true }).click();
      await expect(page.getByRole('heading', { name: '3 steps found' })).toBeFocused();
      await page.getByRole('button', { name: 'Add 3 steps' }).click();

      await expect(page.getByRole('group', { name: /^Step \d+$/ })).toHaveCount(3);
      await expect(step(page, 1).getByRole('textbox', { name: 'Instruction' })).toHaveValue('For the sauce: Melt the butter over a low heat.');
      await expect(step(page, 1).getByRole('textbox', { name: 'Instruction' })).toBeFocused();
      await expect(step(page, 2).getByRole('textbox', { name: 'Instruction' })).toHaveValue('Whisk in the flour.');
      await expect(step(page, 3).getByRole('textbox', { name: 'Instruction' })).toHaveValue('Bake for 20 minutes.');

      // A method pasted into an empty step is split the same way.
      await page.getByRole('button', { name: 'Add step' }).click();
      await pasteInto(step(page, 4).getByRole('textbox', { name: 'Instruction' }), 'Rest for 5 minutes.\nServe warm.');
      await expect(page.getByRole('group', { name: /^Step \d+$/ })).toHaveCount(5);
      await expect(step(page, 5).getByRole('textbox', { name: 'Instruction' })).toHaveValue('Serve warm.');
      await expect(page.getByRole('status').filter({ hasText: 'The pasted text is now steps 4 to 5. Check each one.' })).toBeVisible();
    });
  });
}

test('leaving by a nav link with unsaved work asks first; nothing is asked when nothing changed or after saving', async ({ page }) => {
  await newRecipe(page);
  const recipes = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes', exact: true });
  // Nothing typed: the link just goes.
  await recipes.click();
  await expect(page).toHaveURL(/\/recipes$/);
  await page.goBack();
  await expect(titleField(page)).toBeVisible();

  await titleField(page).fill('Half-written soup');
  await recipes.click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-recipes\/new$/);
  await expect(titleField(page)).toHaveValue('Half-written soup');
  await expect(recipes).toBeFocused();

  // Cancel asks too; Leave goes where the member was going.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await recipes.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/recipes$/);

  // Saved work: no question on the way out.
  await page.goto('/my-recipes/new');
  await page.getByRole('button', { name: 'Discard Draft' }).click();
  await titleField(page).fill('Saved soup');
  await ingredient(page, 1).getByRole('textbox', { name: 'Name' }).fill('water');
  await step(page, 1).getByRole('textbox', { name: 'Instruction' }).fill('Boil.');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved soup' })).toBeVisible();
  await recipes.click();
  await expect(page).toHaveURL(/\/recipes$/);
  expect(await draftKeys(page)).toEqual([]);
});

test('closing or reloading the tab with unsaved work gets the browser question', async ({ page }) => {
  await newRecipe(page);
  await titleField(page).click();
  await titleField(page).fill('Unsaved');
  const asked = page.waitForEvent('dialog');
  const reloaded = page.reload();
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reloaded;
});

test('an unsaved draft is offered back after a reload, restored or discarded, and cleared on save', async ({ page }) => {
  await newRecipe(page);
  await titleField(page).fill('Grandma’s stew');
  await pasteInto(ingredient(page, 1).getByRole('textbox', { name: 'Name' }), '500 g beef, diced\n2 carrots');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('region', { name: /You have an unsaved draft from/ });
  await expect(offer).toBeVisible();
  // The form is as new until the member chooses.
  await expect(titleField(page)).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'Restore Draft' }).click();
  await expect(offer).toBeHidden();
  await expect(titleField(page)).toBeFocused();
  await expect(titleField(page)).toHaveValue('Grandma’s stew');
  await expectIngredient(page, 1, { quantity: '500', unit: 'g', name: 'beef', preparation: 'diced' });
  await expectIngredient(page, 2, { quantity: '2', unit: '', name: 'carrots', preparation: '' });

  // Discarded, the draft is gone for good.
  await page.reload();
  await page.getByRole('button', { name: 'Discard Draft' }).click();
  await expect(titleField(page)).toHaveValue('');
  expect(await draftKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('region', { name: /You have an unsaved draft from/ })).toHaveCount(0);

  // Saved, likewise.
  await titleField(page).fill('Stew');
  await ingredient(page, 1).getByRole('textbox', { name: 'Name' }).fill('beef');
  await step(page, 1).getByRole('textbox', { name: 'Instruction' }).fill('Simmer.');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stew' })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
});

test('a draft is kept for its member only: Log Out clears it', async ({ page }) => {
  await newRecipe(page);
  await titleField(page).fill('Private draft');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.getByRole('banner').getByRole('link', { name: 'Log Out', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await draftKeys(page)).toEqual([]);

  await newRecipe(page);
  await expect(page.getByRole('region', { name: /You have an unsaved draft from/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a link in the menu panel asks too, and Leave follows it', async ({ page }) => {
    await newRecipe(page);
    await titleField(page).fill('Half-written soup');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Recipes', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
