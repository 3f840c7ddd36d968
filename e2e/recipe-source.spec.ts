import type { Page } from '@playwright/test';
import { signUpMember } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

// Import, save, check the page, edit, check again: several server round trips on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Issue 15 on the screen: an imported recipe says where it came from ('Adapted from …', linking
 * to the page, kept through edits and publishing), what it makes, and only the times it has: a
 * time nobody gave is a dash on the page and absent from its JSON-LD, never 20 / 25 / 45 minutes.
 */

/** A cookie recipe page with prep and cook but no total and no servings, served on loopback for the site to import. */
async function serveCookiePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Brown Butter Cookies',
    prepTime: 'PT15M',
    cookTime: 'PT12M',
    recipeIngredient: ['225 g butter', '300 g flour', '200 g sugar'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Brown the butter and let it cool.' },
      { '@type': 'HowToStep', text: 'Mix everything, chill the dough, then bake.' },
    ],
  };
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Cookies</title><script type="application/ld+json">${JSON.stringify(recipe)}</script><h1>Cookies</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the page server has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The JSON-LD the server puts in the recipe page's first HTML, as crawlers read it. */
async function serverJsonLd(page: Page, path: string): Promise<Record<string, unknown>> {
  const html = await (await page.request.get(path)).text();
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(script, 'the page carries JSON-LD').not.toBeNull();
  return JSON.parse(script![1]!) as Record<string, unknown>;
}

const info = (page: Page) => page.locator('[data-print-section="info"]');
const time = (page: Page, label: string) => info(page).locator('div', { has: page.getByText(label, { exact: true }) }).getByRole('definition');

test('an imported recipe keeps its source, its yield and only the times it has, through an edit and publishing', async ({ page }) => {
  const site = await serveCookiePage();
  try {
    await signUpMember(page);
    await page.goto('/my-recipes/new');
    await page.getByLabel('Recipe web address').fill(`${site.url}/cookies`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Brown Butter Cookies');

    // The page gives no servings: the member is asked to check them. The credit is shown, not editable.
    const servings = page.getByRole('spinbutton', { name: 'Servings' });
    await expect(servings).toHaveAccessibleDescription('The page does not say how many it serves; check Servings.');
    const credit = page.getByTestId('recipe-source');
    await expect(credit).toHaveText(/^Adapted from 127\.0\.0\.1/);
    await expect(page.getByLabel('Total time (minutes)')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await servings.fill('24');
    await expect(page.getByText('The page does not say how many it serves')).toHaveCount(0);
    await page.getByLabel('Makes').fill('24 cookies');
    await page.getByLabel('Total time (minutes)').fill('90');
    await page.getByRole('switch', { name: 'Private recipe' }).click();
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page).toHaveURL(/\/recipes\/\d+$/);
    const path = new URL(page.url()).pathname;

    const link = page.getByTestId('recipe-source').getByRole('link', { name: /127\.0\.0\.1/ });
    await expect(link).toHaveAttribute('href', `${site.url}/cookies`);
    await expect(link).toHaveAttribute('rel', 'noopener nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('recipe-yield')).toHaveText('Makes 24 cookies');
    await expect(time(page, 'Prep Time')).toHaveText('15 min');
    await expect(time(page, 'Cook Time')).toHaveText('12 min');
    await expect(time(page, 'Total Time')).toHaveText('1 hr 30 min');
    expect(await serverJsonLd(page, path)).toMatchObject({
      isBasedOn: `${site.url}/cookies`,
      prepTime: 'PT15M',
      cookTime: 'PT12M',
      totalTime: 'PT1H30M',
      recipeYield: ['24 servings', '24 cookies'],
    });

    // The member drops cook and total time: the page shows them as not given, and the JSON-LD leaves them out.
    await page.getByRole('link', { name: 'Edit Recipe' }).click();
    await expect(page.getByTestId('recipe-source')).toHaveText(/^Adapted from 127\.0\.0\.1/);
    await page.getByLabel('Cook time (minutes)').fill('');
    await page.getByLabel('Total time (minutes)').fill('');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(time(page, 'Prep Time')).toHaveText('15 min');
    for (const label of ['Cook Time', 'Total Time']) {
      await expect(time(page, label)).toContainText('Not given');
      await expect(time(page, label)).not.toContainText('min');
    }
    await expect(page.getByTestId('recipe-source')).toBeVisible();
    const jsonLd = await serverJsonLd(page, path);
    expect(jsonLd).toMatchObject({ isBasedOn: `${site.url}/cookies`, prepTime: 'PT15M' });
    expect(jsonLd).not.toHaveProperty('cookTime');
    expect(jsonLd).not.toHaveProperty('totalTime');
  } finally {
    await site.close();
  }
});
