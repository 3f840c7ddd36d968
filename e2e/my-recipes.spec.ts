import { type Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { toast } from './support/toast';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';

// Every screen is also checked with axe, which is slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A recipe of the signed-in member, written through the API. */
async function createRecipe(page: Page, title: string): Promise<number> {
  const res = await page.request.post('/api/recipes', {
    data: {
      title,
      servings: 2,
      ingredients: [{ name: 'rice', quantity: 200, unit: 'g', preparation: null }],
      instructions: [{ instruction: 'Cook the rice.' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const ingredient = (page: Page, n: number) => page.getByRole('group', { name: `Ingredient ${n}`, exact: true });
const step = (page: Page, n: number) => page.getByRole('group', { name: `Step ${n}`, exact: true });
// By role: the label's required mark is hidden from the accessible name, not from the label's text.
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

test('a visitor opening /my-recipes is sent to /auth', async ({ page }) => {
  await page.goto('/my-recipes');
  await expect(page).toHaveURL(/\/auth$/);
});

test('My Recipes is in the navigation and on the own profile', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/profile');
  await page.getByTestId('own-profile-header').getByRole('link', { name: 'My Recipes' }).click();
  await expect(page).toHaveURL(/\/my-recipes$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Recipes' })).toHaveAttribute('href', '/my-recipes');
});

for (const viewport of VIEWPORTS) {
  test.describe(`my recipes (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a member writes a recipe; it opens private on its page and visitors get a 404', async ({ page, browser }) => {
      await signUpMember(page);
      await page.goto('/my-recipes');
      await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'New Recipe' }).click();
      await expect(page).toHaveURL(/\/my-recipes\/new$/);
      await expect(page.getByRole('switch', { name: 'Private recipe' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByText('Private recipes are visible only to you.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await titleField(page).fill('Lemon Herb Rice');
      await page.getByLabel('Description').fill('Bright, quick and good with everything.');
      await page.getByLabel('Servings').fill('3');
      await page.getByLabel('Prep time (minutes)').fill('10');
      await page.getByLabel('Cook time (minutes)').fill('20');
      const categories = page.getByRole('combobox', { name: 'Categories' });
      await categories.fill('Main Dishes, Vegetarian');
      await categories.press('Enter');
      await expect(page.getByRole('button', { name: 'Remove category Vegetarian' })).toBeVisible();
      const tags = page.getByRole('combobox', { name: 'Tags' });
      await tags.fill('lemon');
      await tags.press(',');
      await page.getByRole('button', { name: 'Remove category Vegetarian' }).click();
      await expect(page.getByRole('button', { name: /^Remove category/ })).toHaveCount(1);

      await ingredient(page, 1).getByLabel('Quantity').fill('200');
      await ingredient(page, 1).getByLabel('Unit').fill('g');
      await ingredient(page, 1).getByLabel('Name').fill('basmati rice');
      await page.getByRole('button', { name: 'Add ingredient' }).click();
      // The new row's first field takes the cursor.
      await expect(ingredient(page, 2).getByLabel('Quantity')).toBeFocused();
      await page.keyboard.type('1');
      await ingredient(page, 2).getByLabel('Name').fill('lemon');
      await ingredient(page, 2).getByLabel('Preparation').fill('zested');

      await step(page, 1).getByLabel('Instruction').fill('Rinse the rice.');
      await page.getByRole('button', { name: 'Add step' }).click();
      await step(page, 2).getByLabel('Instruction').fill('Simmer with the zest.');
      await step(page, 2).getByLabel('Tips').fill('Keep the lid on.');
      // Reordering by keyboard: the moved step keeps the focus on its controls.
      await page.getByRole('button', { name: 'Move step 2 up' }).focus();
      await page.keyboard.press('Enter');
      await expect(step(page, 1).getByLabel('Instruction')).toHaveValue('Simmer with the zest.');
      await expect(page.getByRole('button', { name: 'Move step 1 down' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(step(page, 1).getByLabel('Instruction')).toHaveValue('Rinse the rice.');
      await expect(step(page, 2).getByLabel('Tips')).toHaveValue('Keep the lid on.');

      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await expect(page).toHaveURL(/\/recipes\/\d+$/);
      await expect(toast(page)).toContainText('Recipe saved');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lemon Herb Rice');
      await expect(page.getByRole('switch', { name: 'Private recipe' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('switch', { name: 'Private recipe' })).toHaveText('Private');
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      const saved = (await (await page.request.get(`/api/recipes/${id}`)).json()) as Record<string, unknown>;
      expect(saved).toMatchObject({
        title: 'Lemon Herb Rice',
        servings: 3,
        prepTime: { value: 10 },
        cookTime: { value: 20 },
        categories: ['Main Dishes'],
        tags: ['lemon'],
        privacyLevel: 'private',
        ingredients: [
          { name: 'basmati rice', quantity: 200, unit: 'g', preparation: null },
          { name: 'lemon', quantity: 1, unit: null, preparation: 'zested' },
        ],
        instructions: [{ instruction: 'Rinse the rice.' }, { instruction: 'Simmer with the zest.', tips: ['Keep the lid on.'] }],
      });

      const visitor = await browser.newContext();
      expect((await visitor.request.get(`/api/recipes/${id}`)).status()).toBe(404);
      await visitor.close();

      await page.goto('/my-recipes');
      const row = page.getByTestId('my-recipe').filter({ hasText: 'Lemon Herb Rice' });
      await expect(row.getByTestId('privacy-badge')).toHaveText('Private');
      await expectNoSeriousA11yViolations(page);
    });

    test('the editor names what is missing, focuses it and saves nothing', async ({ page }) => {
      await signUpMember(page);
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/recipes') posts++;
      });
      await page.goto('/my-recipes/new');
      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
      await expect(page.getByText('Every ingredient needs a name', { exact: true })).toBeVisible();
      await expect(page.getByText('Every step needs its text', { exact: true })).toBeVisible();
      const title = titleField(page);
      await expect(title).toBeFocused();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(title).toHaveAccessibleDescription('Title is required');

      await title.fill('Half a recipe');
      await step(page, 1).getByLabel('Instruction').fill('Stir.');
      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await expect(page.getByText('Title is required', { exact: true })).toHaveCount(0);
      const name = ingredient(page, 1).getByLabel('Name');
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription('Every ingredient needs a name');
      await expectNoSeriousA11yViolations(page);

      expect(posts).toBe(0);
      expect(await (await page.request.get('/api/user/recipes')).json()).toEqual([]);
    });

    test('editing the title shows the new title on the recipe page', async ({ page }) => {
      await signUpMember(page);
      const id = await createRecipe(page, 'Plain Rice');
      await page.goto('/my-recipes');
      await page.getByRole('link', { name: 'Edit Plain Rice' }).click();
      await expect(page).toHaveURL(new RegExp(`/my-recipes/${id}/edit$`));
      await expect(titleField(page)).toHaveValue('Plain Rice');
      await expect(ingredient(page, 1).getByLabel('Name')).toHaveValue('rice');
      await expectNoSeriousA11yViolations(page);

      await titleField(page).fill('Fluffy Rice');
      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fluffy Rice');
      await expect(toast(page)).toContainText('Recipe saved');

      // The author reaches the editor from the recipe page too.
      await page.getByRole('group', { name: 'Recipe actions' }).getByRole('link', { name: 'Edit Recipe' }).click();
      await expect(page).toHaveURL(new RegExp(`/my-recipes/${id}/edit$`));
      await expect(titleField(page)).toHaveValue('Fluffy Rice');
    });

    test('deleting asks first, then the recipe leaves the list', async ({ page }) => {
      await signUpMember(page);
      const id = await createRecipe(page, 'Soon Gone Soup');
      await page.goto('/my-recipes');
      const row = page.getByTestId('my-recipe').filter({ hasText: 'Soon Gone Soup' });
      await row.getByRole('button', { name: 'Delete Soon Gone Soup' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: 'Delete Soon Gone Soup' }).click();
      await dialog.getByRole('button', { name: 'Delete Recipe' }).click();
      await expect(toast(page)).toContainText('Recipe deleted');
      await expect(row).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
      expect((await page.request.get(`/api/recipes/${id}`)).status()).toBe(404);
    });
  });
}

test('a picture uploads with a preview and is saved with the recipe; a non-image is refused', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/my-recipes/new');
  const input = page.getByTestId('recipe-image-input');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(toast(page)).toContainText('Invalid file type');
  await expect(page.getByText('Invalid file type: Please upload an image file (JPEG, PNG, etc.)')).toBeVisible();

  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#f0b67f' } }).png().toBuffer();
  await input.setInputFiles({ name: 'rice.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('img', { name: 'Preview of the recipe picture' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/recipes\/[^/]+\.webp$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Invalid file type: Please upload')).toHaveCount(0);
  const src = await preview.getAttribute('src');

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(preview).toHaveCount(0);
  await input.setInputFiles({ name: 'rice.png', mimeType: 'image/png', buffer: png });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/recipes\/[^/]+\.webp$/);
  expect(await preview.getAttribute('src')).not.toBe(src);

  await titleField(page).fill('Pictured Rice');
  await ingredient(page, 1).getByLabel('Name').fill('rice');
  await step(page, 1).getByLabel('Instruction').fill('Cook it.');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await (await page.request.get(`/api/recipes/${id}`)).json()) as { featuredImage: string | null };
  expect(saved.featuredImage).toMatch(/^\/uploads\/recipes\/[^/]+\.webp$/);
  await expect(page.getByTestId('recipe-hero-image').locator('img')).toHaveAttribute('src', saved.featuredImage!);
});

test("a recipe that is missing, or someone else's, cannot be edited", async ({ page }) => {
  await signUpMember(page);
  await page.goto('/my-recipes/2147483000/edit');
  await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();

  const featured = (await (await page.request.get('/api/recipes/featured')).json()) as { id: number; title: string }[];
  await page.goto(`/recipes/${featured[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured[0]!.title);
  await expect(page.getByRole('link', { name: 'Edit Recipe' })).toHaveCount(0);

  await page.goto(`/my-recipes/${featured[0]!.id}/edit`);
  await expect(page.getByRole('alert').filter({ hasText: 'Only the author can change this recipe' })).toBeVisible();
  await expect(titleField(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'View Recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${featured[0]!.id}$`));
});

/** A recipe page and its picture, served on loopback for the site under test to import. */
async function serveRecipePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7fb069' } }).png().toBuffer();
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Green Pea Soup',
    description: 'A spring soup from a page on the web.',
    image: '/pea-soup.png',
    recipeYield: '4 servings',
    prepTime: 'PT10M',
    cookTime: 'PT25M',
    recipeCategory: 'Soups',
    keywords: 'peas, mint',
    recipeIngredient: ['2 cups frozen peas', '1 onion, chopped', '500 ml vegetable stock'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Soften the onion.' },
      { '@type': 'HowToStep', text: 'Add the peas and stock, simmer, then blend.' },
    ],
  };
  const server = createServer((request, response) => {
    if (request.url === '/pea-soup.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (request.url === '/soup') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Soup</title><script type="application/ld+json">${JSON.stringify(recipe)}</script><h1>Green Pea Soup</h1>`);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>No recipe</title><p>Just words.</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the page server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a recipe imported from a web address fills the editor for review and is saved as a private copy', async ({ page }) => {
  const site = await serveRecipePage();
  try {
    await signUpMember(page);
    await page.goto('/my-recipes');
    await page.getByRole('link', { name: 'Import from a web address' }).click();
    const address = page.getByLabel('Recipe web address');
    await expect(address).toBeFocused();

    await address.fill('not a web address');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the web address of a recipe page, like https://example.com/soup')).toBeVisible();

    await address.fill(`${site.url}/plain`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('No recipe was found at that address')).toBeVisible();
    await expect(titleField(page)).toHaveValue('');

    await address.fill(`${site.url}/soup`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(titleField(page)).toHaveValue('Green Pea Soup');
    await expect(page.getByText('No recipe was found at that address')).toHaveCount(0);
    await expect(page.getByLabel('Description')).toHaveValue('A spring soup from a page on the web.');
    await expect(page.getByLabel('Servings')).toHaveValue('4');
    await expect(page.getByLabel('Prep time (minutes)')).toHaveValue('10');
    await expect(page.getByLabel('Cook time (minutes)')).toHaveValue('25');
    await expect(ingredient(page, 1).getByLabel('Quantity')).toHaveValue('2');
    await expect(ingredient(page, 1).getByLabel('Name')).toHaveValue('frozen peas');
    await expect(ingredient(page, 3).getByLabel('Name')).toHaveValue('vegetable stock');
    await expect(step(page, 2).getByLabel('Instruction')).toHaveValue('Add the peas and stock, simmer, then blend.');
    await expect(page.getByRole('switch', { name: 'Private recipe' })).toHaveAttribute('aria-checked', 'true');
    const preview = page.getByRole('img', { name: 'Preview of the recipe picture' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/recipes\/[^/]+\.webp$/);
    expect(await page.request.get('/api/user/recipes').then((r) => r.json())).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // The member makes it theirs before saving.
    await titleField(page).fill('My Green Pea Soup');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Green Pea Soup');
    await expect(page.getByTestId('recipe-hero-image').locator('img')).toHaveAttribute('src', /^\/uploads\/recipes\/[^/]+\.webp$/);
    const mine = (await page.request.get('/api/user/recipes').then((r) => r.json())) as { title: string; privacyLevel: string }[];
    expect(mine.map((r) => [r.title, r.privacyLevel])).toEqual([['My Green Pea Soup', 'private']]);
  } finally {
    await site.close();
  }
});

test('the editor works out the nutrition per serving as ingredients are typed, and lists what it cannot count', async ({ page }) => {
  await signUpMember(page);
  await page.goto('/my-recipes/new');
  const preview = page.getByTestId('nutrition-preview');
  await expect(preview).toContainText('Add ingredients with amounts to see the nutrition.');

  await page.getByLabel('Servings').fill('2');
  await ingredient(page, 1).getByLabel('Quantity').fill('200');
  await ingredient(page, 1).getByLabel('Unit').fill('g');
  await ingredient(page, 1).getByLabel('Name').fill('rice');
  await expect(preview).toContainText('1 of 1 ingredients counted');
  const calories = () => preview.getByText('Calories').locator('xpath=following-sibling::dd').textContent();
  await expect.poll(async () => Number(await calories())).toBeGreaterThan(0);
  const forTwo = Number(await calories());

  // Half the servings, twice the calories per serving (give or take the rounding).
  await page.getByLabel('Servings').fill('1');
  await expect.poll(async () => Math.abs(Number(await calories()) - forTwo * 2)).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Add ingredient' }).click();
  await ingredient(page, 2).getByLabel('Quantity').fill('3');
  await ingredient(page, 2).getByLabel('Name').fill('zzqx glorp');
  await expect(preview).toContainText('1 of 2 ingredients counted');
  // A line with an amount left out makes the figure a floor, said where the number is (ADR 0011).
  await expect(preview.getByText('Calories').locator('xpath=following-sibling::dd').first()).toHaveText(/^≥ \d+$/);
  await expect(preview).toContainText('1 ingredient not counted');
  const unknown = preview.getByTestId('nutrition-line').filter({ hasText: 'zzqx glorp' });
  await expect(unknown).toContainText('No food in the USDA data is close enough to "zzqx glorp"');
  await expect(preview.getByTestId('nutrition-line').filter({ hasText: 'rice' })).toContainText('200 g');
  await expectNoSeriousA11yViolations(page);
});

test('saving an editor opened before someone else changed the recipe is refused, and their change stays', async ({ page }) => {
  await signUpMember(page);
  const id = await createRecipe(page, 'Tomato Rice');
  await page.goto(`/my-recipes/${id}/edit`);
  await expect(titleField(page)).toHaveValue('Tomato Rice');

  // Another tab of the same member (or an admin) changes the title meanwhile.
  const elsewhere = await page.request.put(`/api/recipes/${id}`, {
    data: {
      title: 'Smoky Tomato Rice',
      servings: 2,
      ingredients: [{ name: 'rice', quantity: 200, unit: 'g', preparation: null }],
      instructions: [{ instruction: 'Cook the rice.' }],
    },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  await titleField(page).fill('Plain Tomato Rice');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(toast(page).filter({ hasText: 'Save Failed' })).toContainText('This recipe was changed after you opened it.');
  await expect(page).toHaveURL(new RegExp(`/my-recipes/${id}/edit$`));

  // Reloading asks first (the edit is not saved) and starts from the stored version, which a
  // save then replaces; the refused edit is offered as a draft and set aside.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(titleField(page)).toHaveValue('Smoky Tomato Rice');
  await page.getByRole('region', { name: /You have an unsaved draft from/ }).getByRole('button', { name: 'Discard Draft' }).click();
  await titleField(page).fill('Plain Tomato Rice');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Plain Tomato Rice' })).toBeVisible();
});
