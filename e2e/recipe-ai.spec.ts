import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { FAIL_MARKER, SLOW_MARKER } from './support/ai-answers';
import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { toast } from './support/toast';

/**
 * Recipe AI against the e2e server's AI stand-in (an OpenAI-compatible server answering each JSON
 * schema with plausible recipe JSON). New members start with 20 credits.
 */

// A model call may take a while on a loaded machine; axe is slow too.
test.describe.configure({ timeout: 120_000 });
const AI_TIMEOUT = 60_000;
const SIGNUP_CREDITS = 20;

async function costOf(page: Page, feature: string): Promise<number> {
  const { costs } = (await (await page.request.get('/api/credits/costs')).json()) as { costs: { feature: string; cost: number }[] };
  const entry = costs.find((c) => c.feature === feature);
  expect(entry, `cost of ${feature}`).toBeDefined();
  return entry!.cost;
}

async function demoRecipe(page: Page): Promise<{ id: number; title: string }> {
  const featured = (await (await page.request.get('/api/recipes/featured')).json()) as { id: number; title: string }[];
  expect(featured.length).toBeGreaterThan(0);
  return featured[0]!;
}

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
// The desktop bar's balance (the menu panel holds a second one, hidden at this width).
const navBalance = (page: Page) => page.getByRole('banner').getByTitle('Credit balance').first();
const expectBalance = (page: Page, n: number) => expect(navBalance(page)).toHaveText(`Credit balance: ${n}`);
/** Chooses a public recipe on the Recipe AI screen by searching for its title. */
async function choosePublicRecipe(page: Page, title: string): Promise<void> {
  await page.getByRole('tab', { name: 'Public recipes' }).click();
  await page.getByRole('searchbox', { name: 'Search public recipes' }).fill(title);
  await page.getByRole('radio', { name: title }).first().check();
}

/** A recipe page with schema.org data, served on this machine (the e2e server may read loopback pages). */
async function serveRecipePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Herb Omelette',
    recipeYield: '2',
    recipeIngredient: ['4 large eggs', '1 tbsp butter', '2 tbsp chopped chives'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Beat the eggs with the chives.' }, { '@type': 'HowToStep', text: 'Cook gently in the butter.' }],
  };
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Omelette</title><script type="application/ld+json">${JSON.stringify(recipe)}</script><h1>Herb Omelette</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/omelette`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PASTED = (extra = '') => `Buttered Noodles
Serves 2
200 g egg noodles
3 tbsp butter
30 g parmesan cheese, grated
Boil the noodles and drain them.${extra}
Toss with the butter and cheese.`;

/** Goes to another screen and back through the navigation bar (the app is not reloaded). */
/** A new member's transform of a pasted recipe the AI stand-in fails on; answers the cost and the error alert, shown. */
async function failTransform(page: Page): Promise<{ cost: number; alert: Locator }> {
  await signUpMember(page);
  const cost = await costOf(page, 'recipe_transform');
  await page.goto('/recipe-ai');
  await page.getByRole('tab', { name: 'Paste text' }).click();
  await page.getByLabel('Recipe text').fill(`Buttered noodles (${FAIL_MARKER})\n200 g egg noodles\n3 tbsp butter\nBoil the noodles, toss with the butter.`);
  await page.getByRole('button', { name: `Transform · ${credits(cost)}` }).click();
  const alert = page.getByTestId('ai-error');
  await expect(alert).toBeVisible({ timeout: AI_TIMEOUT });
  return { cost, alert };
}

async function leaveAndComeBack(page: Page, away: string, back: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: away, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: away })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: back, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: back })).toBeVisible();
}

test('a visitor opening /recipe-ai is sent to /auth', async ({ page }) => {
  await page.goto('/recipe-ai');
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('recipe ai (wide)', () => {
  test.use({ viewport: { width: VIEWPORTS[1].width, height: VIEWPORTS[1].height } });

  test('a member transforms a demo recipe, compares it with the original, and saves it as a private recipe', async ({ page }) => {
    await signUpMember(page);
    const cost = await costOf(page, 'recipe_transform');
    const demo = await demoRecipe(page);

    await page.goto('/recipe-ai');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe AI' })).toBeVisible();
    await expectBalance(page, SIGNUP_CREDITS);
    await expectNoSeriousA11yViolations(page);

    await choosePublicRecipe(page, demo.title);
    await page.getByRole('radio', { name: 'High-protein' }).check();
    await expect(page.getByRole('radio', { name: 'High-protein' })).toBeChecked();

    const transform = page.getByRole('button', { name: `Transform · ${credits(cost)}` });
    await transform.click();

    const original = page.getByTestId('original-recipe');
    const transformed = page.getByTestId('transformed-recipe');
    await expect(transformed).toBeVisible({ timeout: AI_TIMEOUT });
    await expect(original.getByTestId('draft-title')).toHaveText(demo.title);
    await expect(original.getByTestId('draft-ingredients').locator('li').first()).toBeVisible();
    await expect(transformed.getByTestId('draft-ingredients').locator('li').first()).toBeVisible();
    await expect(transformed.getByTestId('draft-steps').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('transform-summary')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'What changed and why' })).toBeVisible();
    expect(await page.getByTestId('transform-changes').locator('li').count()).toBeGreaterThan(0);

    // Side by side on a wide screen.
    const a = (await original.boundingBox())!;
    const b = (await transformed.boundingBox())!;
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);

    // The balance in the navigation drops by the cost.
    await expectBalance(page, SIGNUP_CREDITS - cost);
    await expectNoSeriousA11yViolations(page);

    const title = (await transformed.getByTestId('draft-title').textContent())!.trim();
    expect(title).not.toBe('');
    await transformed.getByRole('button', { name: 'Save as my recipe' }).click();
    await expect(toast(page)).toContainText('Recipe saved');
    await transformed.getByRole('link', { name: 'Edit recipe' }).click();
    await expect(page).toHaveURL(/\/my-recipes\/\d+\/edit$/);

    await page.goto('/my-recipes');
    const row = page.getByRole('article', { name: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('privacy-badge')).toHaveText('Private');
  });

  test('with too few credits the transform fails, says why and offers to buy credits', async ({ page }) => {
    await signUpMember(page);
    const cost = await costOf(page, 'recipe_transform');
    const demo = await demoRecipe(page);
    // Spend the sign-up credits through the API: 10 + 10 of the 20.
    const spends = Math.floor(SIGNUP_CREDITS / cost);
    for (let i = 0; i < spends; i += 1) {
      const res = await page.request.post('/api/ai/recipe-transform', {
        data: { source: { type: 'recipe', recipeId: demo.id }, goal: 'healthier' },
        timeout: AI_TIMEOUT,
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const left = SIGNUP_CREDITS - spends * cost;
    // Tries the balance cannot pay for are refused every time and never use up the minute's
    // AI limit (10): the screen says "not enough credits", not "rate limit exceeded" (issue 21).
    for (let i = 0; i < 10; i += 1) {
      const res = await page.request.post('/api/ai/recipe-transform', { data: { source: { type: 'recipe', recipeId: demo.id }, goal: 'healthier' } });
      expect(res.status()).toBe(402);
    }

    await page.goto('/recipe-ai');
    await expectBalance(page, left);
    await choosePublicRecipe(page, demo.title);
    await page.getByRole('button', { name: `Transform · ${credits(cost)}` }).click();

    const alert = page.getByTestId('ai-error');
    await expect(alert).toBeVisible({ timeout: AI_TIMEOUT });
    await expect(alert).toContainText(`Not enough credits: Recipe transformation costs ${cost} credits and you have ${left}.`);
    await expect(alert).not.toContainText('/credits');
    await expect(alert.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    await expect(page.getByTestId('transformed-recipe')).toHaveCount(0);
    await expectBalance(page, left);

    await alert.getByRole('link', { name: 'Buy credits' }).click();
    await expect(page).toHaveURL(/\/credits$/);
  });

  test('when the AI fails the screen says so and nothing is charged', async ({ page }) => {
    const { cost, alert } = await failTransform(page);
    await expect(alert).toContainText('Nothing was charged.');
    await expectBalance(page, SIGNUP_CREDITS);
    // The form is ready for another try.
    await expect(page.getByRole('button', { name: `Transform · ${credits(cost)}` })).toBeEnabled();
  });

  test('a recipe pasted as text is read by the AI and transformed', async ({ page }) => {
    await signUpMember(page);
    const cost = await costOf(page, 'recipe_transform');
    await page.goto('/recipe-ai');
    await page.getByRole('tab', { name: 'Paste text' }).click();
    await page.getByLabel('Recipe text').fill(PASTED());
    await page.getByRole('button', { name: `Transform · ${credits(cost)}` }).click();

    const transformed = page.getByTestId('transformed-recipe');
    await expect(transformed).toBeVisible({ timeout: AI_TIMEOUT });
    const original = page.getByTestId('original-recipe');
    await expect(original.getByTestId('draft-title')).toHaveText('Buttered Noodles');
    await expect(original.getByTestId('draft-ingredients').locator('li')).toHaveCount(3);
    await expect(transformed.getByTestId('draft-title')).toHaveText('Lighter Buttered Noodles');
    await expect(transformed.getByTestId('draft-ingredients')).toContainText('olive oil');
    await expectBalance(page, SIGNUP_CREDITS - cost);
  });

  test('a recipe on a web page is read through the import and transformed', async ({ page }) => {
    const site = await serveRecipePage();
    try {
      await signUpMember(page);
      const cost = await costOf(page, 'recipe_transform');
      await page.goto('/recipe-ai');
      await page.getByRole('tab', { name: 'Web address' }).click();
      await page.getByLabel('Recipe web address').fill(site.url);
      await page.getByRole('button', { name: `Transform · ${credits(cost)}` }).click();

      const transformed = page.getByTestId('transformed-recipe');
      await expect(transformed).toBeVisible({ timeout: AI_TIMEOUT });
      await expect(page.getByTestId('original-recipe').getByTestId('draft-title')).toHaveText('Herb Omelette');
      await expect(transformed.getByTestId('draft-title')).toHaveText('Lighter Herb Omelette');
      await expectBalance(page, SIGNUP_CREDITS - cost);
    } finally {
      await site.close();
    }
  });

  test('a transform the member leaves during the call is kept: it is in the history on return, reopens, survives a reload and can be deleted', async ({ page }) => {
    await signUpMember(page);
    const cost = await costOf(page, 'recipe_transform');
    await page.goto('/recipe-ai');
    const history = page.getByTestId('ai-history');
    await expect(history).toContainText('Nothing yet.');
    await page.getByRole('tab', { name: 'Paste text' }).click();
    await page.getByLabel('Recipe text').fill(PASTED(` (${SLOW_MARKER})`));
    await page.getByRole('button', { name: `Transform · ${credits(cost)}` }).click();
    await expect(page.getByRole('button', { name: 'Thinking…' })).toBeVisible();

    // Away while the AI works, and back before it is done: the screen says it is on its way.
    await leaveAndComeBack(page, 'Recipes', 'Recipe AI');
    await expect(history.getByRole('status')).toContainText('still working', { timeout: AI_TIMEOUT });
    const open = history.getByRole('button', { name: 'Open Lighter Buttered Noodles' });
    await expect(open).toBeVisible({ timeout: AI_TIMEOUT });
    await expect(history.getByRole('status')).toHaveCount(0);
    await expectBalance(page, SIGNUP_CREDITS - cost);

    await open.click();
    await expect(page).toHaveURL(/\/recipe-ai\?result=[\w-]+$/);
    const transformed = page.getByTestId('transformed-recipe');
    await expect(transformed.getByTestId('draft-title')).toHaveText('Lighter Buttered Noodles');
    await expect(page.getByTestId('original-recipe').getByTestId('draft-title')).toHaveText('Buttered Noodles');
    await expect(page.getByTestId('transform-result')).toContainText('Kept in your history.');
    await expectNoSeriousA11yViolations(page);

    // A reload shows the same result again, at no charge.
    await page.reload();
    await expect(transformed.getByTestId('draft-title')).toHaveText('Lighter Buttered Noodles', { timeout: AI_TIMEOUT });
    await expectBalance(page, SIGNUP_CREDITS - cost);
    await transformed.getByRole('button', { name: 'Save as my recipe' }).click();
    await expect(toast(page)).toContainText('Recipe saved');

    await history.getByRole('button', { name: 'Delete Lighter Buttered Noodles' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete from your history?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(history).toContainText('Nothing yet.');
    await expect(history.getByRole('heading', { name: 'Your Recipe AI history' })).toBeFocused();
    await expect(page.getByTestId('transform-result')).toHaveCount(0);
    await expect(page).toHaveURL(/\/recipe-ai$/);
    await expectBalance(page, SIGNUP_CREDITS - cost);
  });

  test('a member analyses one of their own recipes and gives it a new picture', async ({ page }) => {
    await signUpMember(page);
    const cost = await costOf(page, 'recipe_analysis');
    const imageCost = await costOf(page, 'image_generation');
    const res = await page.request.post('/api/recipes', {
      data: {
        title: 'Weeknight Lentil Soup',
        servings: 4,
        ingredients: [
          { name: 'red lentils', quantity: 250, unit: 'g', preparation: null },
          { name: 'carrot', quantity: 2, unit: null, preparation: 'diced' },
          { name: 'olive oil', quantity: 1, unit: 'tbsp', preparation: null },
        ],
        instructions: [{ instruction: 'Soften the carrot in the oil.' }, { instruction: 'Add the lentils and water; simmer 20 minutes.' }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto('/recipe-ai');
    // 'My recipes' is the first tab.
    await page.getByRole('radio', { name: 'Weeknight Lentil Soup' }).check();
    const tools = page.getByTestId('my-recipe-tools');
    await expect(tools.getByRole('heading', { name: /Weeknight Lentil Soup/ })).toBeVisible();
    await tools.getByRole('button', { name: `Analyse · ${credits(cost)}` }).click();

    const analysis = page.getByTestId('recipe-analysis');
    await expect(analysis).toBeVisible({ timeout: AI_TIMEOUT });
    await expect(analysis.getByTestId('health-score')).toHaveText(/^([1-9]|10)\/10$/);
    await expect(analysis.getByRole('heading', { name: 'Strengths' })).toBeVisible();
    await expect(analysis.getByRole('heading', { name: 'Could be better' })).toBeVisible();
    await expectBalance(page, SIGNUP_CREDITS - cost);

    await tools.getByLabel('Style (optional)').fill('rustic table, soft daylight');
    await tools.getByRole('button', { name: `Generate image · ${credits(imageCost)}` }).click();
    const picture = tools.getByTestId('generated-image').getByRole('img', { name: 'New picture of Weeknight Lentil Soup' });
    await expect(picture).toBeVisible({ timeout: AI_TIMEOUT });
    await expect(picture).toHaveAttribute('src', /^\/uploads\/recipes\/.+\.webp$/);
    await expectBalance(page, SIGNUP_CREDITS - cost - imageCost);
  });
});

test.describe('recipe ai (narrow)', () => {
  test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });

  test("on a phone a failed call's message is brought into view below the form (issue 21)", async ({ page }) => {
    const { alert } = await failTransform(page);
    await expect(alert).toBeInViewport();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was charged.' })).toHaveCount(1);
  });

  test('the form fits a phone and checks its fields before spending anything', async ({ page }) => {
    await signUpMember(page);
    await page.goto('/recipe-ai');
    await page.getByRole('tab', { name: 'Paste text' }).click();
    await page.getByRole('radio', { name: 'My own goal' }).check();
    await page.getByRole('button', { name: /^Transform/ }).click();
    await expect(page.getByText('Paste the whole recipe: at least 20 characters')).toBeVisible();
    await expect(page.getByLabel('Describe your goal')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Recipe text')).toBeFocused();
    // Nothing was sent: still 20 credits.
    const user = (await (await page.request.get('/api/auth/user')).json()) as { credits: number };
    expect(user.credits).toBe(SIGNUP_CREDITS);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS[0].width);
    await expectNoSeriousA11yViolations(page);
  });
});
