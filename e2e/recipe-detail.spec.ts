import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';
import { withoutServerData } from './support/initial-data';

/**
 * The recipe detail screen (SPEC section 2 'Recipe detail', sections 4, 5, 8, 9) against the seeded
 * demo catalogue. The exact numbers come from the seeded 'Chickpea Shakshuka' (4 servings, first
 * ingredient 2 tbsp olive oil), whose nutrition the seed works out with the nutrition engine from
 * the curated USDA foods: 390 kcal, 20.4 g protein, 36.7 g carbs, 19.7 g fat, 1059 mg sodium per
 * serving, 27 g fat on the olive oil line. The test checks those facts through the API first, so a
 * changed catalogue or food table fails loudly rather than silently. Edge cases (missing data,
 * failures) answer the page's requests with page.route.
 */

const TITLE = 'Chickpea Shakshuka';

interface RecipeJson {
  id: number;
  title: string;
  subtitle: string | null;
  servings: number;
  categories: string[];
  tags: string[];
  dietaryAttributes: string[];
  author: { username: string | null; displayName: string } | null;
  featuredImage: string | null;
  ingredients: Array<{ name: string; quantity: number | null; unit: string | null }>;
  instructions: Array<{ instruction: string; tips?: string[] }>;
  nutrition: { calories: number; protein: number; fat: { total: number }; carbs: { total: number }; sodium: number } | null;
  recipeTools: string[];
  [key: string]: unknown;
}

async function loadRecipe(request: APIRequestContext): Promise<RecipeJson> {
  const list = await request.get(`/api/recipes?search=${encodeURIComponent(TITLE)}`);
  expect(list.ok()).toBe(true);
  const found = ((await list.json()) as { items: Array<{ id: number; title: string }> }).items.find(
    (r) => r.title === TITLE,
  );
  if (!found) throw new Error(`The demo catalogue has no '${TITLE}'`);
  const response = await request.get(`/api/recipes/${found.id}`);
  expect(response.ok()).toBe(true);
  const recipe = (await response.json()) as RecipeJson;
  // The facts the exact numbers below are computed from.
  expect(recipe.servings).toBe(4);
  expect(recipe.nutrition).toMatchObject({ calories: 390, protein: 20.4, carbs: { total: 36.7 }, fat: { total: 19.7 }, sodium: 1059 });
  expect(recipe.ingredients[0]).toMatchObject({ nutrition: { protein: 0, fat: 27, carbs: 0 } });
  expect(recipe.ingredients[0]).toMatchObject({ name: 'extra-virgin olive oil', quantity: 2, unit: 'tbsp' });
  expect(recipe.categories[0]).toBe('Breakfast');
  expect(recipe.author?.username).toBe('maya_greens');
  expect(recipe.recipeTools).toContain("Chef's Knife");
  return recipe;
}

/** Answers GET /api/recipes/{id} with the real recipe changed by `patch`. */
async function patchRecipe(page: Page, id: number, patch: Partial<RecipeJson>) {
  await withoutServerData(page);
  await page.route(`**/api/recipes/${id}`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as RecipeJson;
    await route.fulfill({ response, json: { ...json, ...patch } });
  });
}

async function signInAs(page: Page, role: 'member' | 'admin') {
  await withoutServerData(page);
  await page.route('**/api/auth/user*', (route) =>
    route.fulfill({
      json: {
        id: `e2e-${role}`,
        username: `e2e_${role}`,
        email: `${role}@sprig.example`,
        first_name: 'Test',
        last_name: role === 'admin' ? 'Admin' : 'Member',
        avatar_url: null,
        role,
        credits: 0,
      },
    }),
  );
}

async function openRecipe(page: Page, recipe: RecipeJson) {
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
}

const section = (page: Page, name: string) => page.locator(`[data-print-section="${name}"]`);
/** The one visible toast (SPEC section 9), with its title and description verbatim. */
async function expectToast(page: Page, title: string, description: string) {
  const item = page.getByRole('region', { name: /Notifications/ }).locator('li');
  await expect(item).toHaveCount(1);
  await expect(item.getByText(title, { exact: true })).toBeVisible();
  await expect(item.getByText(description, { exact: true })).toBeVisible();
}

// axe over a whole recipe page takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`recipe detail (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    let recipe: RecipeJson;
    test.beforeAll(async ({ request }) => {
      recipe = await loadRecipe(request);
    });

    test('shows a page-shaped skeleton while loading, then the recipe; both paths work', async ({ page }) => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await withoutServerData(page);
      await page.route(`**/api/recipes/${recipe.id}`, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(`/recipes/${recipe.id}`);
      const skeleton = page.getByTestId('recipe-detail-skeleton');
      await expect(skeleton).toBeVisible();
      // Shaped like the page: an image box and the info bar.
      await expect(skeleton.locator('.aspect-\\[16\\/9\\]')).toHaveCount(1);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
      await expect(skeleton).toBeHidden();

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto(`/recipe/${recipe.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
    });

    test('a direct load uses the recipe sent with the page: no API request for it', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/api/recipes/${recipe.id}`) asked.push(request.url());
      });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
      await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeVisible();
      expect(asked).toEqual([]);
    });

    test('a missing recipe or a failed load shows Recipe Not Found', async ({ page }) => {
      await page.goto('/recipes/999999');
      await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
      await expect(
        page.getByText(
          "We couldn't find the recipe you're looking for. It may have been removed or you might have followed a broken link.",
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse all recipes' })).toHaveAttribute('href', '/recipes');

      await withoutServerData(page);
      await page.route(`**/api/recipes/${recipe.id}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
      await page.goto(`/recipes/${recipe.id}`);
      await expect(page.getByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    });

    test('content comes in SPEC order; breadcrumb, header and author link', async ({ page }) => {
      await openRecipe(page, recipe);
      await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toBeVisible();

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/recipes');
      await expect(crumbs.getByRole('link', { name: 'Breakfast' })).toHaveAttribute(
        'href',
        '/recipes?category=Breakfast',
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(recipe.title);
      await expect(crumbs).toHaveAttribute('data-print-hide', '');

      if (recipe.subtitle) await expect(page.getByText(recipe.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByText('Created by')).toBeVisible();
      await expect(page.getByRole('link', { name: recipe.author?.displayName ?? '' }).first()).toHaveAttribute(
        'href',
        '/profile/maya_greens',
      );

      // Document order of the parts of the page.
      const order = await page.evaluate(() => {
        const pick = (selector: string) => document.querySelector(selector);
        const heading = (text: string) =>
          [...document.querySelectorAll('h1, h2')].find((h) => h.textContent?.trim() === text) ?? null;
        const button = (text: string) =>
          [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;
        const parts: Array<[string, Element | null]> = [
          ['breadcrumb', pick('nav[aria-label="Breadcrumb"]')],
          ['title', pick('h1')],
          ['image', pick('[data-print-section="image"]')],
          ['info', pick('[data-print-section="info"]')],
          ['description', pick('[data-print-section="description"]')],
          ['macros', pick('[data-print-section="macros"]')],
          ['tools', pick('[data-print-section="tools"]')],
          ['ingredients', pick('[data-print-section="ingredients"]')],
          ['instructions', pick('[data-print-section="instructions"]')],
          ['nutrition', pick('[data-print-section="nutrition"]')],
          ['categories', heading('Categories')],
          ['tags', heading('Tags')],
          ['dietary', heading('Dietary Attributes')],
          ['related', heading('You Might Also Like')],
          ['share', button('Share Recipe')],
          ['save', button('Save Recipe')],
          ['meal plan', button('Add to Meal Plan')],
          ['print', button('Print Recipe')],
        ];
        const missing = parts.filter(([, el]) => !el).map(([name]) => name);
        const sorted = parts
          .filter(([, el]) => el)
          .sort(([, a], [, b]) => (a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
          .map(([name]) => name);
        return { missing, sorted, expected: parts.map(([name]) => name) };
      });
      expect(order.missing).toEqual([]);
      expect(order.sorted).toEqual(order.expected);
      await expectNoSeriousA11yViolations(page);
    });

    test('the image sits in a 16:9 box; a failing image shows Recipe image unavailable', async ({ page }) => {
      await openRecipe(page, recipe);
      const box = section(page, 'image');
      await expect(box.getByRole('img', { name: recipe.title })).toBeVisible();
      const size = await box.boundingBox();
      expect(size).not.toBeNull();
      expect(Math.abs(size!.height - (size!.width * 9) / 16)).toBeLessThan(2);

      await page.route('**/uploads/recipes/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
      await page.goto(`/recipes/${recipe.id}`);
      await expect(box.getByText('Recipe image unavailable')).toBeVisible();
      const fallback = await box.boundingBox();
      expect(Math.abs(fallback!.height - (fallback!.width * 9) / 16)).toBeLessThan(2);

      await patchRecipe(page, recipe.id, { featuredImage: null });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(box.getByText('Recipe image unavailable')).toBeVisible();
    });

    test('info bar: times, and a time the recipe does not give shown as not given (issue 15: no 20 / 25 / 45-minute defaults)', async ({ page }) => {
      await openRecipe(page, recipe);
      const info = section(page, 'info');
      await expect(info.getByRole('definition').nth(0)).toHaveText('10 min');
      await expect(info.getByText('Prep Time')).toBeVisible();
      await expect(info.getByText('Cook Time')).toBeVisible();
      await expect(info.getByText('Total Time')).toBeVisible();
      await expect(info.getByText('Calories/Serving')).toBeVisible();
      await expect(info).toContainText('25 min');
      await expect(info).toContainText('35 min');

      await patchRecipe(page, recipe.id, { prepTime: null, cookTime: null, totalTime: null });
      await page.goto(`/recipes/${recipe.id}`);
      for (const n of [0, 1, 2]) {
        await expect(info.getByRole('definition').nth(n)).toContainText('Not given');
        await expect(info.getByRole('definition').nth(n)).not.toContainText('min');
      }
    });

    test('servings stepper: starts at the recipe servings, never below 1, scales amounts as kitchen fractions; Calories/Serving stays per serving', async ({
      page,
    }) => {
      await openRecipe(page, recipe);
      const value = page.getByTestId('servings-value');
      const calories = page.getByTestId('calories-value');
      const firstAmount = page.getByTestId('ingredient-amount').first();
      const decrease = page.getByRole('button', { name: 'Decrease servings' });
      const increase = page.getByRole('button', { name: 'Increase servings' });
      const factsCalories = section(page, 'nutrition').getByTestId('nutrition-calories');

      await expect(value).toHaveAttribute('aria-live', 'polite');
      await expect(value).toHaveText(/^4/);
      await expect(calories).toHaveText('390');
      await expect(firstAmount).toHaveText('2 tbsp');

      // 5 servings: 2 x 5/4 = 2½ tbsp. Calories stay one serving's, the same as Nutrition Facts (ADR 0011).
      await increase.click();
      await expect(value).toHaveText(/^5/);
      await expect(firstAmount).toHaveText('2½ tbsp');
      await expect(calories).toHaveText('390');
      await expect(factsCalories).toHaveText('390');
      await expect(page.getByTestId('ingredients-servings')).toHaveText('For 5 servings');

      // Down to 1 and no further: ½ tbsp, still 390 per serving.
      for (let i = 0; i < 6; i += 1) await decrease.click({ force: true });
      await expect(value).toHaveText(/^1/);
      await expect(decrease).toHaveAttribute('aria-disabled', 'true');
      await expect(firstAmount).toHaveText('½ tbsp');
      await expect(calories).toHaveText('390');

      // Keyboard: Enter and Space on the focused buttons, focus stays put.
      await increase.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(value).toHaveText(/^3/);
      await expect(increase).toBeFocused();
      await expect(calories).toHaveText('390');
      await expect(firstAmount).toHaveText('1½ tbsp');
      await decrease.focus();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
      await expect(value).toHaveText(/^1/);
      await expect(decrease).toBeFocused();

      // No upper bound.
      for (let i = 0; i < 20; i += 1) await increase.click();
      await expect(value).toHaveText(/^21/);
      await expect(firstAmount).toHaveText('10½ tbsp');
      await expect(calories).toHaveText('390');
    });

    test('macronutrient distribution: computed from grams, or the stored percentages normalized', async ({
      page,
    }) => {
      await openRecipe(page, recipe);
      const macros = section(page, 'macros');
      await expect(macros.getByRole('heading', { name: 'Macronutrient Distribution' })).toBeVisible();
      // 20.4 g protein, 36.7 g carbs, 19.7 g fat -> 81.6 / 146.8 / 177.3 of 405.7 kcal -> 20.1 / 36.2 / 43.7 -> 20 / 36 / 44 %.
      await expect(macros.getByRole('img', { name: 'Share of calories: Protein 20%, Carbs 36%, Fat 44%' })).toBeVisible();
      await expect(macros.getByTestId('macro-protein')).toHaveText('20%');
      await expect(macros.getByTestId('macro-carbs')).toHaveText('36%');
      await expect(macros.getByTestId('macro-fat')).toHaveText('44%');

      await patchRecipe(page, recipe.id, {
        nutrition: { ...recipe.nutrition!, macroDistribution: { protein: 30, carbs: 30, fat: 30 } } as RecipeJson['nutrition'],
      });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(macros.getByRole('img', { name: 'Share of calories: Protein 33%, Carbs 34%, Fat 33%' })).toBeVisible();
    });

    test('Everyday Kitchen Helpers: matched tools, Essential badge, disclosure, affiliate click is recorded', async ({
      page,
      context,
    }) => {
      await context.route('https://www.amazon.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }),
      );
      await openRecipe(page, recipe);
      const tools = section(page, 'tools');
      await expect(tools.getByRole('heading', { name: 'Everyday Kitchen Helpers' })).toBeVisible();
      await expect(tools.getByRole('table')).toBeVisible();
      const knifeRow = tools.getByTestId('kitchen-tool-row').filter({ hasText: "Chef's Knife" });
      await expect(knifeRow).toHaveCount(1);
      await expect(knifeRow.getByText('Essential', { exact: true })).toBeVisible();
      await expect(knifeRow).toContainText('sharp');
      await expect(tools.getByTestId('affiliate-disclosure')).toHaveText(
        'As an Amazon Associate, Sprig earns from qualifying purchases.',
      );

      const link = knifeRow.getByRole('link', { name: /View on Amazon/ });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('rel', 'sponsored noopener');
      await expect(link).toHaveAttribute('target', '_blank');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^https:\/\/www\.amazon\.com\//);

      const eventRequest = page.waitForRequest(
        (req) => req.url().endsWith('/api/analytics/event') && req.method() === 'POST' && /affiliate_link_click/.test(req.postData() ?? ''),
      );
      const popupPromise = page.waitForEvent('popup');
      await link.click();
      const sent = await eventRequest;
      expect(sent.postDataJSON()).toEqual({
        eventType: 'affiliate_link_click',
        data: { toolId: expect.any(Number), toolName: "Chef's Knife", amazonLink: href, sessionId: expect.any(String) },
      });
      const popup = await popupPromise;
      await popup.close();
    });

    test('Everyday Kitchen Helpers come with the page: in its first HTML, without a request for the tool list', async ({ page }) => {
      const html = await (await page.request.get(`/recipes/${recipe.id}`)).text();
      expect(html).toContain('Everyday Kitchen Helpers');
      expect(html).toContain('Chef&#x27;s Knife');
      const toolListRequests: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/api/kitchen-tools')) toolListRequests.push(req.url());
      });
      await openRecipe(page, recipe);
      await expect(section(page, 'tools').getByTestId('kitchen-tool-row').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(toolListRequests).toEqual([]);
    });

    test('Everyday Kitchen Helpers is hidden when nothing matches', async ({ page }) => {
      // What the server answers for a recipe whose tools match nothing (the match: tests/api/recipes-detail).
      await patchRecipe(page, recipe.id, { recipeTools: ['Quantum Flux Capacitor'], kitchenTools: [] });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(section(page, 'ingredients')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Everyday Kitchen Helpers' })).toHaveCount(0);
    });

    test('ingredients table: columns, scaled per-ingredient nutrition, empty state', async ({ page }) => {
      await openRecipe(page, recipe);
      const table = section(page, 'ingredients').getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Amount', 'Ingredient', 'Nutrition']);
      const rows = table.getByTestId('ingredient-row');
      await expect(rows).toHaveCount(recipe.ingredients.length);
      const first = rows.first();
      await expect(first.getByRole('cell').nth(1)).toHaveText(recipe.ingredients[0]!.name);
      // Olive oil carries 27 g fat for the whole line: 13.5 g at 2 servings.
      await expect(first.getByRole('cell').nth(2)).toContainText('Fat 27g');
      await page.getByRole('button', { name: 'Decrease servings' }).click();
      await page.getByRole('button', { name: 'Decrease servings' }).click();
      await expect(first.getByRole('cell').nth(2)).toContainText('Fat 13.5g');
      await expect(first.getByRole('cell').nth(0)).toHaveText('1 tbsp');

      await patchRecipe(page, recipe.id, { ingredients: [] });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(section(page, 'ingredients').getByText('No ingredients available')).toBeVisible();
    });

    test('amounts read as cooks write them: kitchen fractions, metric decimals, plural units, kept through scaling', async ({
      page,
    }) => {
      const line = (name: string, quantity: number | null, unit: string | null) => ({ name, quantity, unit, preparation: null, nutrition: null });
      await patchRecipe(page, recipe.id, {
        servings: 1,
        ingredients: [
          line('rolled oats', 0.333, 'cup'),
          line('butter', 12.34, 'g'),
          line('garlic', 1, 'clove'),
          line('vanilla extract', 0.5, 'tsp'),
          line('flour', 1.5, 'kg'),
          line('onion', 0.5, null),
          line('salt', null, 'to taste'),
        ],
      });
      await openRecipe(page, recipe);
      const amounts = page.getByTestId('ingredient-amount');
      await expect(amounts).toHaveText(['⅓ cup', '12.3 g', '1 clove', '½ tsp', '1.5 kg', '½', 'to taste']);

      // Three servings: ⅓ cup (stored 0.333) x 3 is one cup, not '0.999' or '1 cups'.
      const increase = page.getByRole('button', { name: 'Increase servings' });
      await increase.click();
      await increase.click();
      await expect(page.getByTestId('servings-value')).toHaveText(/^3/);
      await expect(amounts).toHaveText(['1 cup', '37 g', '3 cloves', '1½ tsp', '4.5 kg', '1½', 'to taste']);
    });

    test('partial nutrition: the calorie figures carry the mark and the lines left out say so', async ({ page }, testInfo) => {
      // Two lines with an amount and no nutrition are left out; 'salt to taste' has no amount and adds nothing, so it is not.
      const partial = [
        recipe.ingredients[0]!,
        { name: 'sumac', quantity: 1, unit: 'tsp', preparation: null, nutrition: null },
        { name: 'dragon fruit', quantity: 2, unit: null, preparation: null, nutrition: null },
        { name: 'salt', quantity: null, unit: 'to taste', preparation: null, nutrition: null },
      ];
      await patchRecipe(page, recipe.id, { ingredients: partial });
      await openRecipe(page, recipe);
      await expect(page.getByTestId('calories-value')).toHaveText('≥ 390');
      await expect(page.getByTestId('calories-not-counted')).toHaveText('2 ingredients not counted');
      const facts = section(page, 'nutrition');
      await expect(facts.getByTestId('nutrition-calories')).toHaveText('≥ 390');
      await expect(facts.getByTestId('nutrition-not-counted')).toHaveText(
        '2 ingredients not counted (sumac, dragon fruit), so every figure here may be higher.',
      );
      const rows = page.getByTestId('ingredient-row');
      await expect(rows.nth(1).getByTestId('ingredient-not-counted')).toHaveText('Not counted');
      await expect(rows.nth(2).getByTestId('ingredient-not-counted')).toHaveText('Not counted');
      await expect(rows.nth(3).getByTestId('ingredient-not-counted')).toHaveCount(0);
      // More servings do not change what one serving holds.
      await page.getByRole('button', { name: 'Increase servings' }).click();
      await expect(page.getByTestId('calories-value')).toHaveText('≥ 390');
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: testInfo.outputPath(`partial-nutrition-${viewport.name}.png`), fullPage: true });
      }

      // Every line counted: a plain figure, no mark.
      await page.unroute(`**/api/recipes/${recipe.id}`);
      await openRecipe(page, recipe);
      await expect(page.getByTestId('calories-value')).toHaveText('390');
      await expect(page.getByTestId('calories-not-counted')).toHaveCount(0);
      await expect(facts.getByTestId('nutrition-not-counted')).toHaveCount(0);
    });

    test('instructions: tap or Enter/Space marks done, current step follows the SPEC rules, tips under steps', async ({
      page,
    }) => {
      await openRecipe(page, recipe);
      const steps = section(page, 'instructions').getByTestId('instruction-step');
      await expect(steps).toHaveCount(recipe.instructions.length);
      const stepButton = (i: number) => steps.nth(i).getByRole('button');
      const status = async () => steps.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));

      expect(await status()).toEqual(['current', 'pending', 'pending', 'pending', 'pending']);
      await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');

      // Mark step 1 done: struck through, step 2 current.
      await stepButton(0).click();
      await expect(stepButton(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(steps.nth(0).getByTestId('instruction-text')).toHaveCSS('text-decoration-line', 'line-through');
      expect(await status()).toEqual(['completed', 'current', 'pending', 'pending', 'pending']);

      // Mark step 3 done (skipping 2): the first not-done step after it, step 4, is current.
      await stepButton(2).click();
      expect(await status()).toEqual(['completed', 'pending', 'completed', 'current', 'pending']);

      // Keyboard: Enter on step 2 marks it done; the first not-done step after it is step 4.
      await stepButton(1).focus();
      await page.keyboard.press('Enter');
      expect(await status()).toEqual(['completed', 'completed', 'completed', 'current', 'pending']);

      // Unmarking makes that step current: Space on step 1.
      await stepButton(0).focus();
      await page.keyboard.press('Space');
      await expect(stepButton(0)).toHaveAttribute('aria-pressed', 'false');
      await expect(steps.nth(0).getByTestId('instruction-text')).not.toHaveCSS('text-decoration-line', 'line-through');
      expect(await status()).toEqual(['current', 'completed', 'completed', 'pending', 'pending']);
      await expect(section(page, 'instructions')).toContainText('2 of 5 done');

      // A tip shows under its step.
      const withTip = recipe.instructions.findIndex((s) => s.tips && s.tips.length > 0);
      expect(withTip).toBeGreaterThanOrEqual(0);
      await expect(steps.nth(withTip)).toContainText(recipe.instructions[withTip]!.tips![0]!);
      await expectNoSeriousA11yViolations(page);

      await patchRecipe(page, recipe.id, { instructions: [] });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(section(page, 'instructions').getByText('No instructions available for this recipe.')).toBeVisible();
    });

    test('keyboard focus is visible on the step toggles and the stepper', async ({ page }) => {
      await openRecipe(page, recipe);
      const increase = page.getByRole('button', { name: 'Increase servings' });
      await page.getByRole('button', { name: 'Decrease servings' }).focus();
      await page.keyboard.press('Tab');
      await expect(increase).toBeFocused();
      const ring = await increase.evaluate((el) => getComputedStyle(el).boxShadow);
      expect(ring).not.toBe('none');

      const step = section(page, 'instructions').getByTestId('instruction-step').first().getByRole('button');
      await step.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(step).toBeFocused();
      expect(await step.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    });

    test('nutrition facts with % daily value and footnote; missing nutrition', async ({ page }) => {
      await openRecipe(page, recipe);
      const facts = section(page, 'nutrition');
      await expect(facts.getByRole('heading', { name: 'Nutrition Facts' })).toBeVisible();
      await expect(facts.getByTestId('nutrition-calories')).toHaveText('390');
      // 19.7 g of 78 g = 25.3 -> 25 %; 1059 mg sodium of 2300 mg = 46.0 -> 46 %; 20.4 g protein of 50 g = 40.8 -> 41 %.
      const row = (label: string) => facts.getByRole('row').filter({ hasText: new RegExp(`^${label} `) });
      await expect(row('Total Fat')).toContainText('19.7g');
      await expect(row('Total Fat')).toContainText('25%');
      await expect(row('Sodium')).toContainText('46%');
      await expect(row('Protein')).toContainText('41%');
      for (const label of [
        'Saturated Fat',
        'Monounsaturated Fat',
        'Polyunsaturated Fat',
        'Trans Fat',
        'Cholesterol',
        'Total Carbohydrate',
        'Dietary Fiber',
        'Total Sugars',
      ]) {
        await expect(row(label)).toHaveCount(1);
      }
      await expect(facts).toContainText('Percent Daily Values are based on a 2,000 calorie diet.');

      await patchRecipe(page, recipe.id, { nutrition: null });
      await page.goto(`/recipes/${recipe.id}`);
      await expect(facts.getByText('Nutrition information not available')).toBeVisible();
      await expect(page.getByTestId('calories-value')).toHaveText('N/A');
      await expect(section(page, 'macros')).toHaveCount(0);
    });

    test('categories and tags link to filtered lists; dietary attributes are not links', async ({ page }) => {
      await openRecipe(page, recipe);
      const group = (title: string) =>
        page
          .getByTestId('recipe-detail')
          .locator('div')
          .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
          .last();
      for (const category of recipe.categories) {
        await expect(group('Categories').getByRole('link', { name: category, exact: true })).toHaveAttribute(
          'href',
          `/recipes?${new URLSearchParams({ category })}`,
        );
      }
      for (const tag of recipe.tags) {
        await expect(group('Tags').getByRole('link', { name: tag, exact: true })).toHaveAttribute(
          'href',
          `/recipes?${new URLSearchParams({ tag })}`,
        );
      }
      const dietary = group('Dietary Attributes');
      for (const attribute of recipe.dietaryAttributes) await expect(dietary.getByText(attribute, { exact: true })).toBeVisible();
      await expect(dietary.getByRole('link')).toHaveCount(0);
    });

    test('You Might Also Like: at most 3 cards, never this recipe, asked for once the section comes near', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/api/recipes/${recipe.id}/related`)) asked.push(request.url());
      });
      // A phone's screen: the recipe runs well past it, so the section starts out of reach.
      await page.setViewportSize({ width: 390, height: 700 });
      await openRecipe(page, recipe);
      const related = page.getByRole('region', { name: 'You Might Also Like' });
      await expect(related).toHaveAttribute('data-print-hide', '');
      // At the foot of the page: its skeleton cards until the visitor scrolls towards it, and no request.
      await page.waitForLoadState('networkidle');
      await expect(related.getByTestId('recipe-card-skeleton')).toHaveCount(3);
      expect(asked).toEqual([]);
      await related.scrollIntoViewIfNeeded();
      const cards = related.getByTestId('recipe-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(3);
      const hrefs = await cards.evaluateAll((els) =>
        els.map((el) => el.querySelector('h3 a')?.getAttribute('href') ?? ''),
      );
      expect(hrefs).not.toContain(`/recipes/${recipe.id}`);
      for (const href of hrefs) expect(href).toMatch(/^\/recipes\/\d+$/);
    });

    test('You Might Also Like: 3 skeleton cards while loading, hidden on error and when empty', async ({ page }) => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let requested: () => void = () => undefined;
      const asked = new Promise<void>((resolve) => (requested = resolve));
      await page.route(`**/api/recipes/${recipe.id}/related`, async (route) => {
        requested();
        await gate;
        await route.fulfill({ status: 500, body: 'boom' });
      });
      await openRecipe(page, recipe);
      await page.getByTestId('related-loading').scrollIntoViewIfNeeded();
      await asked;
      await expect(page.getByTestId('related-loading').getByTestId('recipe-card-skeleton')).toHaveCount(3);
      release();
      await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toHaveCount(0);

      await page.unroute(`**/api/recipes/${recipe.id}/related`);
      await page.route(`**/api/recipes/${recipe.id}/related`, (route) => route.fulfill({ json: [] }));
      await openRecipe(page, recipe);
      await expect(section(page, 'nutrition')).toBeVisible();
      await page.getByTestId('related-loading').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'You Might Also Like' })).toHaveCount(0);
    });

    test('visitor: Save Recipe and Add to Meal Plan ask to sign in; no SEO debug panel', async ({ page }) => {
      await openRecipe(page, recipe);
      const actions = page.getByRole('group', { name: 'Recipe actions' });
      await expect(actions).toHaveAttribute('data-print-hide', '');
      for (const name of ['Share Recipe', 'Save Recipe', 'Add to Meal Plan', 'Print Recipe']) {
        await expect(actions.getByRole('button', { name })).toBeVisible();
      }

      let saveCalls = 0;
      await page.route(`**/api/recipes/${recipe.id}/save`, (route) => {
        saveCalls += 1;
        return route.fulfill({ status: 401, json: { message: 'no' } });
      });
      await actions.getByRole('button', { name: 'Save Recipe' }).click();
      await expectToast(page, 'Authentication Required', 'Please sign in to save recipes to your collection');

      await actions.getByRole('button', { name: 'Add to Meal Plan' }).click();
      await expectToast(page, 'Authentication Required', 'Please sign in to add recipes to your meal plan');
      expect(saveCalls).toBe(0);
      await expect(page.getByRole('button', { name: 'Show SEO Schema (Debug)' })).toHaveCount(0);
    });

    test("signed in: Add to Meal Plan opens the planner's dialog; Save calls the server", async ({ page }) => {
      await signInAs(page, 'member');
      const saved = page.waitForRequest(
        (req) => req.url().endsWith(`/api/recipes/${recipe.id}/save`) && req.method() === 'POST',
      );
      await page.route(`**/api/recipes/${recipe.id}/save`, (route) => route.fulfill({ status: 200, json: { ok: true } }));
      await openRecipe(page, recipe);
      const actions = page.getByRole('group', { name: 'Recipe actions' });
      await actions.getByRole('button', { name: 'Add to Meal Plan' }).click();
      // The planner itself is e2e/meal-plan.spec.ts; here only that the button leads to it.
      const plan = page.getByRole('dialog', { name: 'Add to Meal Plan' });
      await expect(plan).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(plan).toHaveCount(0);

      await actions.getByRole('button', { name: 'Save Recipe' }).click();
      await saved;
      await expectToast(page, 'Recipe Saved', 'Recipe added to your saved collection');
      // Members do not see the admin debug panel.
      await expect(page.getByRole('button', { name: 'Show SEO Schema (Debug)' })).toHaveCount(0);
    });

    test('Share Recipe and Print Recipe open their dialogs', async ({ page }) => {
      await openRecipe(page, recipe);
      await page.getByRole('button', { name: 'Share Recipe' }).click();
      const share = page.getByRole('dialog', { name: `Share Recipe: ${recipe.title}` });
      await expect(share).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(share).toBeHidden();

      await page.getByRole('button', { name: 'Print Recipe' }).click();
      const print = page.getByRole('dialog', { name: 'Print Options' });
      await expect(print).toBeVisible();
      await print.getByRole('button', { name: 'Cancel' }).click();
      await expect(print).toBeHidden();
    });

    test('admin: the SEO schema debug panel shows the JSON-LD', async ({ page }) => {
      await signInAs(page, 'admin');
      await openRecipe(page, recipe);
      const trigger = page.getByRole('button', { name: 'Show SEO Schema (Debug)' });
      await expect(trigger).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('seo-schema-json')).toHaveCount(0);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const json = page.getByTestId('seo-schema-json');
      await expect(json).toBeVisible();
      const parsed = JSON.parse((await json.textContent()) ?? '') as Record<string, unknown>;
      expect(parsed['@type']).toBe('Recipe');
      expect(parsed.name).toBe(recipe.title);
      expect(parsed.url).toMatch(new RegExp(`/recipes/${recipe.id}$`));
      await expect(json).toContainText('\n  "@type": "Recipe"');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Hide SEO Schema (Debug)' }).click();
      await expect(json).toBeHidden();
    });
  });
}
