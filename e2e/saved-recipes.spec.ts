import { signUpMember } from './support/accounts';
import { expect, test } from './support/test';
import { toast } from './support/toast';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';

for (const viewport of VIEWPORTS) {
  test.describe(`saved recipes (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the heart saves and unsaves on the server, with the card toasts', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      await page.goto('/');
      const card = page.getByTestId('recipe-card').first();
      const title = (await card.getByRole('heading').first().textContent())!.trim();
      const heart = card.getByRole('button', { name: 'Save recipe' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');

      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(toast(page)).toContainText('Recipe saved');
      await expect(toast(page)).toContainText('Recipe added to your collection');
      const saved = (await (await page.request.get('/api/user/saved-recipes')).json()) as { title: string }[];
      expect(saved.map((r) => r.title)).toEqual([title]);

      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(toast(page)).toContainText('Recipe removed');
      expect(await (await page.request.get('/api/user/saved-recipes')).json()).toEqual([]);
    });

    test('a failed save leaves the heart as it was, with the error toast', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      await page.route('**/api/recipes/*/save', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await page.goto('/');
      const heart = page.getByTestId('recipe-card').first().getByRole('button', { name: 'Save recipe' });
      await heart.click();
      await expect(toast(page)).toContainText('Failed to update recipe. Please try again.');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });

    test('Save Recipe on the detail page, then the Saved Recipes tab: View and Remove', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      const featured = (await (await page.request.get('/api/recipes/featured')).json()) as { id: number; title: string }[];
      const recipe = featured[0]!;
      await page.goto(`/recipes/${recipe.id}`);
      await page.getByRole('button', { name: 'Save Recipe', exact: true }).click();
      await expect(toast(page)).toContainText('Recipe Saved');
      await expect(toast(page)).toContainText('Recipe added to your saved collection');

      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Saved Recipes' }).click();
      await expect(page.getByRole('heading', { name: 'Saved Recipes' })).toBeVisible();
      await expect(page.getByText("Recipes you've saved for later")).toBeVisible();
      const item = page.getByTestId('saved-recipe');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(recipe.title);
      await expectNoSeriousA11yViolations(page);

      await item.getByRole('link', { name: `View ${recipe.title}` }).click();
      await expect(page).toHaveURL(`/recipes/${recipe.id}`);
      await page.goBack();
      await page.getByRole('tab', { name: 'Saved Recipes' }).click();

      // The Remove button is disabled while its removal runs.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/recipes/${recipe.id}/save`, async (route) => {
        await gate;
        await route.continue();
      });
      const remove = page.getByRole('button', { name: `Remove ${recipe.title}` });
      await remove.click();
      await expect(remove).toBeDisabled();
      release();
      await expect(toast(page)).toContainText('Recipe Removed');
      await expect(toast(page)).toContainText('Recipe removed from your saved collection');
      await expect(page.getByText("You haven't saved any recipes yet")).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Browse Recipes' }).click();
      await expect(page).toHaveURL('/recipes');
    });

    test('on the recipe page Save says Saved across a reload and Saved removes it; a phone has the actions under the info bar too', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      const featured = (await (await page.request.get('/api/recipes/featured')).json()) as { id: number }[];
      const recipeId = featured[1]!.id;
      await page.goto(`/recipes/${recipeId}`);
      const actions = page.getByRole('group', { name: 'Recipe actions' });
      const quick = page.getByRole('group', { name: 'Quick actions' });
      const savedIds = async () => ((await (await page.request.get('/api/user/saved-recipes')).json()) as { id: number }[]).map((r) => r.id);

      await actions.getByRole('button', { name: 'Save Recipe', exact: true }).click();
      await expect(toast(page)).toContainText('Recipe Saved');
      await expect(actions.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      expect(await savedIds()).toEqual([recipeId]);

      await page.reload();
      await expect(actions.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      if (viewport.name === 'narrow') {
        // Near the top on a phone: the same state, and the same actions.
        await expect(quick.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await quick.getByRole('button', { name: 'Saved', exact: true }).click();
        await expect(toast(page)).toContainText('Recipe Removed');
        await expect(quick.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
        await expect(actions.getByRole('button', { name: 'Save Recipe', exact: true })).toBeVisible();
        await quick.getByRole('button', { name: 'Plan', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Add to Meal Plan' })).toBeVisible();
      } else {
        await expect(quick).toBeHidden();
        await actions.getByRole('button', { name: 'Saved', exact: true }).click();
        await expect(toast(page)).toContainText('Recipe Removed');
        await expect(toast(page)).toContainText('Recipe removed from your saved collection');
        await expect(actions.getByRole('button', { name: 'Save Recipe', exact: true })).toBeVisible();
      }
      expect(await savedIds()).toEqual([]);
    });

    test('the Saved Recipes tab says when the list cannot be loaded, and Try Again fetches it', async ({ page }) => {
      test.setTimeout(60_000);
      await signUpMember(page);
      let fail = true;
      await page.route('**/api/user/saved-recipes', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
      await page.goto('/profile');
      await page.getByRole('tab', { name: 'Saved Recipes' }).click();
      await expect(page.getByText('Failed to load saved recipes')).toBeVisible();
      fail = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText("You haven't saved any recipes yet")).toBeVisible();
    });
  });
}
