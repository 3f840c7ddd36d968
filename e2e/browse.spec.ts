import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { RecipeList } from '../src/contracts/recipe';
import type { UsernameSuggestion } from '../src/contracts/users';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support/a11y';
import { afterNextFrames, holdTime } from './support/time';

const PAGE_SIZE = 24;

/** How many recipes the API lists for these filters (all pages). */
async function countRecipes(request: APIRequestContext, filters: Record<string, string> = {}): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...filters, limit: '100' });
    if (cursor) params.set('cursor', cursor);
    const page = (await (await request.get(`/api/recipes?${params}`)).json()) as RecipeList;
    total += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return total;
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search recipes or users' });
}

function cards(page: Page) {
  return page.getByTestId('recipe-card');
}

/** The query string of the current address as a plain object. */
function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

// Several steps each wait on the server; leave room on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`browse (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the heading, search box, tip and the newest recipes', async ({ page, request }) => {
      const first = (await (await request.get('/api/recipes?limit=1')).json()) as RecipeList;
      await page.goto('/recipes');
      await expect(page.getByRole('heading', { level: 1, name: 'Browse Recipes' })).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search recipes or users...');
      await expect(page.getByText('Type @ followed by a username to search for recipes by that user')).toBeVisible();
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(first.items[0]!.title);
      await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
    });

    test('shows 6 placeholder cards in a 1 or 3 column grid while loading', async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/recipes?*', async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto('/recipes');
      const loading = page.getByTestId('browse-loading');
      await expect(loading.getByTestId('recipe-card-skeleton')).toHaveCount(6);
      const columns = await loading.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(viewport.width < 640 ? 1 : 3);
      release();
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await expect(loading).toHaveCount(0);
    });

    test('reads the filters from the address; "all" means no filter', async ({ page, request }) => {
      const expected = await countRecipes(request, { category: 'Seafood', tag: 'omega-3' });
      await page.goto('/recipes?category=Seafood&tag=omega-3&search=all');
      await expect(cards(page)).toHaveCount(expected);
      await expect(page.getByTestId('filter-chip-category')).toContainText('Seafood');
      await expect(page.getByTestId('filter-chip-tag')).toContainText('omega-3');
      await expect(page.getByTestId('filter-chip-search')).toHaveCount(0);

      await page.goto('/recipes?category=all&tag=all');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
    });

    test('typing searches and mirrors the text in the address; Back returns to the list before', async ({
      page,
      request,
    }) => {
      const expected = await countRecipes(request, { search: 'salmon' });
      await page.goto('/recipes');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await searchBox(page).fill('salmon');
      await expect(page).toHaveURL('/recipes?search=salmon');
      await expect(cards(page)).toHaveCount(expected);
      await expect(page.getByTestId('filter-chip-search')).toContainText('salmon');

      await page.goBack();
      await expect(page).toHaveURL('/recipes');
      await expect(searchBox(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      await page.goForward();
      await expect(searchBox(page)).toHaveValue('salmon');
      await expect(cards(page)).toHaveCount(expected);
    });

    test('the filter dialog applies a category and a tag, and Clear Filters resets', async ({ page, request }) => {
      const categories = (await (await request.get('/api/categories')).json()) as Array<{ name: string }>;
      const expected = await countRecipes(request, { category: 'Seafood', tag: 'omega-3', search: 'salmon' });
      await page.goto('/recipes?search=salmon');
      await expect(cards(page).first()).toBeVisible();

      await page.getByRole('button', { name: 'Filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter Recipes' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole('combobox', { name: 'Category' }).click();
      const categoryOptions = page.getByRole('option');
      await expect(categoryOptions).toHaveText(['All Categories', ...categories.map((c) => c.name)]);
      await page.getByRole('option', { name: 'Seafood' }).click();

      await dialog.getByRole('combobox', { name: 'Tag' }).click();
      await expect(page.getByRole('option').first()).toHaveText('All Tags');
      await page.getByRole('option', { name: 'omega-3' }).click();

      await dialog.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => query(page)).toEqual({ search: 'salmon', category: 'Seafood', tag: 'omega-3' });
      await expect(cards(page)).toHaveCount(expected);
      await expect(page.getByTestId('filter-chip-category')).toContainText('Seafood');
      await expect(page.getByTestId('filter-chip-tag')).toContainText('omega-3');

      // Reopening starts from the applied filters.
      await page.getByRole('button', { name: /Filters/ }).click();
      await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Seafood');
      await expect(dialog.getByRole('combobox', { name: 'Tag' })).toHaveText('omega-3');
      await dialog.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/recipes');
      await expect(searchBox(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);

      // Each step was its own history entry.
      await page.goBack();
      await expect.poll(() => query(page)).toEqual({ search: 'salmon', category: 'Seafood', tag: 'omega-3' });
      await expect(cards(page)).toHaveCount(expected);
    });

    test('chips remove one filter each; removing the search re-filters at once; Clear all', async ({
      page,
      request,
    }) => {
      const withSearch = await countRecipes(request, { category: 'Seafood', tag: 'omega-3', search: 'salmon' });
      const withoutSearch = await countRecipes(request, { category: 'Seafood', tag: 'omega-3' });
      const categoryOnly = await countRecipes(request, { category: 'Seafood' });
      expect(withoutSearch).toBeGreaterThan(withSearch);

      await page.goto('/recipes?category=Seafood&tag=omega-3&search=salmon');
      await expect(cards(page)).toHaveCount(withSearch);
      await expect(searchBox(page)).toHaveValue('salmon');

      await page.getByRole('button', { name: 'Remove search filter: salmon' }).click();
      await expect.poll(() => query(page)).toEqual({ category: 'Seafood', tag: 'omega-3' });
      await expect(searchBox(page)).toHaveValue('');
      await expect(cards(page)).toHaveCount(withoutSearch);

      await page.getByRole('button', { name: 'Remove tag filter: omega-3' }).click();
      await expect.poll(() => query(page)).toEqual({ category: 'Seafood' });
      await expect(cards(page)).toHaveCount(Math.min(categoryOnly, PAGE_SIZE));

      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect(page).toHaveURL('/recipes');
      await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test('an empty result says so and offers Clear Filters', async ({ page }) => {
      await page.goto('/recipes?search=zzz-no-such-dish&tag=vegan');
      await expect(page.getByRole('heading', { name: 'No recipes found' })).toBeVisible();
      await expect(page.getByText("We couldn't find any recipes matching your search criteria")).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL('/recipes');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
    });

    test('scrolling to the end loads the next page without repeats', async ({ page, request }) => {
      const total = await countRecipes(request);
      expect(total).toBeGreaterThan(PAGE_SIZE);
      await page.goto('/recipes');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      const hrefs = () => cards(page).locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

      // Bringing the last card into view loads the second page (and only that).
      await cards(page).last().scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(Math.min(total, 2 * PAGE_SIZE));
      const twoPages = await hrefs();
      expect(new Set(twoPages).size).toBe(twoPages.length);
      await expect(page.getByTestId('browse-count')).toHaveText(`Showing ${twoPages.length} recipes`);

      // Scrolling on reaches the end of the list.
      while ((await cards(page).count()) < total) {
        const before = await cards(page).count();
        await cards(page).last().scrollIntoViewIfNeeded();
        await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
      }
      const all = await hrefs();
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      await expect(page.getByText("You've reached the end of the list.")).toBeVisible();
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    });

    test("'Load more' pages through everything when IntersectionObserver is unavailable", async ({
      page,
      request,
    }) => {
      const total = await countRecipes(request);
      await page.addInitScript(() => {
        // @ts-expect-error -- simulate a browser without IntersectionObserver
        delete window.IntersectionObserver;
      });
      await page.goto('/recipes');
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      const loadMore = page.getByRole('button', { name: 'Load more' });
      while ((await cards(page).count()) < total) {
        const before = await cards(page).count();
        await loadMore.click();
        await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
      }
      await expect(cards(page)).toHaveCount(total);
      await expect(loadMore).toHaveCount(0);
      const hrefs = await cards(page).locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(total);
    });

    test.describe('@username suggestions', () => {
      test('appear for @ and one character, with recipe counts, and not for a bare @', async ({
        page,
        request,
      }) => {
        const users = (await (await request.get('/api/users/search?q=a')).json()) as UsernameSuggestion[];
        await page.clock.install();
        await page.goto('/recipes');
        const box = searchBox(page);
        const list = page.getByRole('listbox', { name: 'Matching users' });
        await holdTime(page);
        await box.fill('@');
        // Past the suggestions' debounce (200 ms) and the answer's time, in page time.
        await page.clock.runFor(400);
        await page.clock.resume();
        await afterNextFrames(page);
        await expect(list).toBeHidden();
        await expect(box).toHaveAttribute('aria-expanded', 'false');

        await box.fill('@a');
        await expect(list.getByRole('option')).toHaveCount(Math.min(users.length, 5));
        for (const [i, user] of users.slice(0, 5).entries()) {
          await expect(list.getByRole('option').nth(i)).toContainText(`@${user.username}`);
          await expect(list.getByRole('option').nth(i)).toContainText(`${user.recipe_count} recipes`);
        }
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expectNoSeriousA11yViolations(page);
      });

      test('show at most 5 users', async ({ page }) => {
        const many: UsernameSuggestion[] = Array.from({ length: 7 }, (_, i) => ({
          id: `user-${i}`,
          username: `cook_${i}`,
          avatar_url: null,
          recipe_count: i,
        }));
        await page.route('**/api/users/search?*', (route) => route.fulfill({ json: many }));
        await page.goto('/recipes');
        await searchBox(page).fill('@cook');
        const options = page.getByRole('listbox', { name: 'Matching users' }).getByRole('option');
        await expect(options).toHaveCount(5);
        await expect(options.nth(1)).toContainText('1 recipe');
      });

      test('say when no user matches', async ({ page }) => {
        await page.goto('/recipes');
        await searchBox(page).fill('@zzq');
        await expect(page.getByText('No users found matching "@zzq"')).toBeVisible();
        await expect(page.getByRole('listbox', { name: 'Matching users' })).toBeHidden();
      });

      test('hide about 200 ms after the box loses focus', async ({ page }) => {
        await page.goto('/recipes');
        await searchBox(page).fill('@a');
        const list = page.getByRole('listbox', { name: 'Matching users' });
        await expect(list.getByRole('option').first()).toBeVisible();
        // Measure blur-to-hide in the page: timers only ever fire late, so a busy machine can
        // lengthen the delay but never make it shorter than the 200 ms the spec asks for.
        const seen = await page.evaluate(async () => {
          const input = document.querySelector<HTMLInputElement>('#browse-search')!;
          const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
          const visible = () => listbox.isConnected && listbox.checkVisibility();
          const blurredAt = performance.now();
          input.blur();
          const atBlur = visible();
          while (visible() && performance.now() - blurredAt < 5000) {
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return { atBlur, hidden: !visible(), hiddenAfterMs: performance.now() - blurredAt };
        });
        expect(seen.atBlur).toBe(true);
        expect(seen.hidden).toBe(true);
        expect(seen.hiddenAfterMs).toBeGreaterThanOrEqual(190);
        // Focusing again brings the list back.
        await searchBox(page).focus();
        await expect(list.getByRole('option').first()).toBeVisible();
      });

      test('work with the keyboard: arrows, Enter chooses, Escape closes', async ({ page, request }) => {
        const users = (await (await request.get('/api/users/search?q=a')).json()) as UsernameSuggestion[];
        const second = users[1]!;
        await page.goto('/recipes');
        const box = searchBox(page);
        await box.fill('@a');
        const options = page.getByRole('listbox', { name: 'Matching users' }).getByRole('option');
        await expect(options.first()).toBeVisible();

        await box.press('Escape');
        await expect(options.first()).toBeHidden();
        await expect(box).toHaveValue('@a');

        await box.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
        await box.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await box.press('ArrowUp');
        await box.press('ArrowDown');
        await box.press('Enter');

        await expect(box).toHaveValue(`@${second.username}`);
        await expect.poll(() => query(page)).toEqual({ search: `@${second.username}` });
        await expect(page.getByRole('listbox', { name: 'Matching users' })).toBeHidden();
        const expected = await countRecipes(request, { search: `@${second.username}` });
        await expect(cards(page)).toHaveCount(Math.min(expected, PAGE_SIZE));
      });
    });

    test('has no serious accessibility violations', async ({ page }) => {
      await page.goto('/recipes?category=Breakfast&search=egg');
      await expect(cards(page).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: /Filters/ }).click();
      await expect(page.getByRole('dialog', { name: 'Filter Recipes' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
