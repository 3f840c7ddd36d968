import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support/a11y';
import { withoutServerData } from './support/initial-data';
import { afterNextFrames } from './support/time';

/**
 * Share dialog on the recipe detail screen (SPEC section 2 'Share dialog', sections 4, 8 and 9).
 * window.open and navigator.share are stubbed before the page loads; the clipboard is real.
 */

interface RecipeRef {
  id: number;
  title: string;
}

const LONG_DESCRIPTION =
  'A bright, zesty salmon fillet roasted with garlic and lemon, finished with fresh dill and a drizzle of ' +
  'good olive oil for a light, speedy weeknight dinner the whole family will love.';

declare global {
  interface Window {
    __opened: Array<[string | undefined, string | undefined, string | undefined]>;
    __shared: ShareData[];
  }
}

async function firstRecipe(request: APIRequestContext): Promise<RecipeRef> {
  const response = await request.get('/api/recipes?limit=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: RecipeRef[] };
  const recipe = body.items[0];
  if (!recipe) throw new Error('The demo catalogue has no recipes');
  return { id: recipe.id, title: recipe.title };
}

/** Records window.open calls instead of opening windows. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    window.__opened = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      window.__opened.push([url === undefined ? undefined : String(url), target, features]);
      return null;
    };
  });
}

/** A device share sheet that resolves, or rejects with the given DOMException name. */
async function stubNativeShare(page: Page, outcome: 'resolve' | 'AbortError' | 'NotAllowedError') {
  await page.addInitScript((result) => {
    window.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        window.__shared.push(data);
        return result === 'resolve' ? Promise.resolve() : Promise.reject(new DOMException('stubbed', result));
      },
    });
  }, outcome);
}

/** Serves the recipe with a long description, so the twitter and sms cuts show. */
async function withLongDescription(page: Page, id: number) {
  await withoutServerData(page);
  await page.route(`**/api/recipes/${id}`, async (route) => {
    const response = await route.fetch();
    const recipe = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...recipe, description: LONG_DESCRIPTION } });
  });
}

async function openShareDialog(page: Page, recipe: RecipeRef) {
  await page.goto(`/recipes/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
  await page.getByRole('button', { name: 'Share Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: `Share Recipe: ${recipe.title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The toast area; the open dialog marks the rest of the page aria-hidden, so include hidden nodes. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/, includeHidden: true });
}

// Axe scans and real 2 s waits: give each test room on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`share dialog (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    let recipe: RecipeRef;
    test.beforeAll(async ({ request }) => {
      recipe = await firstRecipe(request);
    });

    test('shows the preview and the share buttons, has no serious a11y violations', async ({ page }, testInfo) => {
      await page.addInitScript(() => {
        // Desktop Chromium may or may not ship the Web Share API; this test is about its absence.
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      const dialog = await openShareDialog(page, recipe);

      await expect(dialog.getByText(recipe.title, { exact: true })).toBeVisible();
      await expect(dialog.getByText('Sprig', { exact: false }).first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Quick Share' })).toHaveCount(0);
      for (const name of ['Facebook', 'Twitter', 'WhatsApp', 'LinkedIn']) {
        await expect(dialog.getByRole('button', { name: new RegExp(name) })).toBeVisible();
      }
      await expect(dialog.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:\?subject=/);
      await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: testInfo.outputPath(`share-${viewport.name}.png`) });
      }

      await dialog.getByRole('button', { name: 'Customize your message' }).click();
      await expect(dialog.getByRole('tab')).toHaveText([
        'Email',
        'Facebook',
        'Instagram',
        'Pinterest',
        'X (Twitter)',
        'WhatsApp',
        'Text/SMS',
        'LinkedIn',
      ]);
      await expectNoSeriousA11yViolations(page);
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: testInfo.outputPath(`share-custom-${viewport.name}.png`) });
        await dialog.getByRole('tab', { name: 'X (Twitter)' }).click();
        await dialog.evaluate((node) => node.scrollTo(0, node.scrollHeight));
        await page.screenshot({ path: testInfo.outputPath(`share-custom-end-${viewport.name}.png`) });
      }
    });

    test('Copy Link copies the recipe address and shows Copied! for 2 seconds', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const dialog = await openShareDialog(page, recipe);

      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      const copiedAt = Date.now();
      await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/recipes/${recipe.id}`);

      await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 5000 });
      await expect(dialog.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
      expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1800);
    });

    test('the message tabs show by a fading edge that they scroll, on a phone only (issue 21)', async ({ page }) => {
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Customize your message' }).click();
      const [before, after] = [dialog.getByTestId('tabs-more-before'), dialog.getByTestId('tabs-more-after')];
      if (viewport.width >= 640) {
        await expect(before).toHaveCount(0);
        await expect(after).toHaveCount(0);
        return;
      }
      await expect(after).toBeAttached();
      await expect(before).toHaveCount(0);
      await dialog.getByRole('tab', { name: 'Email' }).focus();
      await page.keyboard.press('End');
      await expect(dialog.getByRole('tab', { name: 'LinkedIn' })).toBeInViewport();
      await expect(before).toBeAttached();
      await expect(after).toHaveCount(0);
    });

    test('with a toast showing, one Escape closes the dialog (issue 21)', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Customize your message' }).click();
      await dialog.getByRole('button', { name: 'Copy Email message' }).click();
      await expect(toasts(page).getByText('Copied to clipboard!')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Share Recipe' })).toBeFocused();
    });

    test('Copy Link failure shows Copy failed', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
        });
      });
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Copy Link' }).click();
      await expect(toasts(page).getByText('Copy failed')).toBeVisible();
      await expect(toasts(page).getByText('Please try selecting and copying manually')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
    });

    test('network buttons open a 600x400 popup with the recipe address', async ({ page, baseURL }) => {
      await stubWindowOpen(page);
      const dialog = await openShareDialog(page, recipe);
      const recipeUrl = `${baseURL}/recipes/${recipe.id}`;

      const expected: Array<[RegExp, string]> = [
        [/Facebook/, 'https://www.facebook.com/sharer/sharer.php?'],
        [/Twitter/, 'https://twitter.com/intent/tweet?'],
        [/WhatsApp/, 'https://wa.me/?'],
        [/LinkedIn/, 'https://www.linkedin.com/sharing/share-offsite/?'],
      ];
      for (const [name] of expected) await dialog.getByRole('button', { name }).click();

      const opened = await page.evaluate(() => window.__opened);
      expect(opened).toHaveLength(expected.length);
      opened.forEach(([url, target, features], index) => {
        const [, prefix] = expected[index]!;
        expect(url?.startsWith(prefix)).toBe(true);
        expect(decodeURIComponent(url ?? '')).toContain(recipeUrl);
        expect(target).toBe('_blank');
        expect(features).toMatch(/(^|,)width=600(,|$)/);
        expect(features).toMatch(/(^|,)height=400(,|$)/);
      });

      const mail = await dialog.getByRole('link', { name: /Email/ }).getAttribute('href');
      expect(mail).toMatch(/^mailto:\?subject=/);
      expect(decodeURIComponent(mail ?? '')).toContain(recipeUrl);
      expect(decodeURIComponent(mail ?? '')).toContain(recipe.title);
    });

    test('Quick Share uses the device share sheet and confirms', async ({ page, baseURL }) => {
      await stubNativeShare(page, 'resolve');
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Quick Share' }).click();
      await expect(toasts(page).getByText('Shared successfully!')).toBeVisible();
      await expect(toasts(page).getByText("Recipe shared using your device's sharing options")).toBeVisible();
      const shared = await page.evaluate(() => window.__shared);
      expect(shared).toHaveLength(1);
      expect(shared[0]?.url).toBe(`${baseURL}/recipes/${recipe.id}`);
      expect(shared[0]?.title).toBe(recipe.title);
    });

    test('Quick Share says nothing when the user cancels', async ({ page }) => {
      await stubNativeShare(page, 'AbortError');
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Quick Share' }).click();
      await expect.poll(() => page.evaluate(() => window.__shared.length)).toBe(1);
      await afterNextFrames(page);
      await expect(toasts(page).getByText('Sharing failed')).toHaveCount(0);
      await expect(toasts(page).getByText('Shared successfully!')).toHaveCount(0);
    });

    test('Quick Share failure suggests copying the link', async ({ page }) => {
      await stubNativeShare(page, 'NotAllowedError');
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Quick Share' }).click();
      await expect(toasts(page).getByText('Sharing failed')).toBeVisible();
      await expect(toasts(page).getByText('Please try copying the link instead')).toBeVisible();
    });

    test('custom messages: truncation, copy and share per tab', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await stubWindowOpen(page);
      await withLongDescription(page, recipe.id);
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Customize your message' }).click();

      // Email first; Facebook keeps the whole description.
      await expect(dialog.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('textbox', { name: 'Email message' })).toHaveValue(/^Subject: Check out this recipe: /);
      await dialog.getByRole('tab', { name: 'Facebook' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Facebook message' })).toHaveValue(
        new RegExp(LONG_DESCRIPTION.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );

      // X (Twitter): 97 characters plus '...'.
      await dialog.getByRole('tab', { name: 'X (Twitter)' }).click();
      const twitter = dialog.getByRole('textbox', { name: 'X (Twitter) message' });
      await expect(twitter).toBeVisible();
      await expect(twitter).toHaveAttribute('readonly', '');
      const twitterText = await twitter.inputValue();
      expect(twitterText).toContain(`${LONG_DESCRIPTION.slice(0, 97)}...`);
      expect(twitterText).not.toContain(LONG_DESCRIPTION.slice(0, 98));

      // Copy: the exact text, and the tab name in the toast.
      await dialog.getByRole('button', { name: 'Copy X (Twitter) message' }).click();
      await expect(toasts(page).getByText('Copied to clipboard!')).toBeVisible();
      await expect(toasts(page).getByText('X (Twitter) content is ready to paste')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twitterText);

      // Share: the network with the custom text, in the 600x400 popup.
      await dialog.getByRole('button', { name: 'Share on X (Twitter)' }).click();
      const [[url, target, features]] = (await page.evaluate(() => window.__opened)) as [
        [string, string, string],
      ];
      expect(url.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
      expect(new URL(url).searchParams.get('text')).toBe(twitterText);
      expect(target).toBe('_blank');
      expect(features).toContain('width=600,height=400');

      // Text/SMS: 77 characters plus '...'; no Share button.
      await dialog.getByRole('tab', { name: 'Text/SMS' }).click();
      const smsText = await dialog.getByRole('textbox', { name: 'Text/SMS message' }).inputValue();
      expect(smsText).toContain(`${LONG_DESCRIPTION.slice(0, 77)}...`);
      expect(smsText).not.toContain(LONG_DESCRIPTION.slice(0, 78));
      expect(smsText).toContain(`${baseURL}/recipes/${recipe.id}`);
      const smsPanel = dialog.getByRole('tabpanel', { name: 'Text/SMS' });
      await expect(smsPanel.getByRole('button', { name: 'Copy Text/SMS message' })).toBeVisible();
      await expect(smsPanel.getByRole('button', { name: /Share/ })).toHaveCount(0);

      // Share buttons only for facebook, twitter, whatsapp, linkedin and email.
      const withShare: Record<string, boolean> = {
        Email: true,
        Facebook: true,
        Instagram: false,
        Pinterest: false,
        'X (Twitter)': true,
        WhatsApp: true,
        'Text/SMS': false,
        LinkedIn: true,
      };
      for (const [name, hasShare] of Object.entries(withShare)) {
        await dialog.getByRole('tab', { name, exact: true }).click();
        const panel = dialog.getByRole('tabpanel', { name, exact: true });
        await expect(panel.getByRole('button', { name: `Copy ${name} message` })).toBeVisible();
        const share =
          name === 'Email'
            ? panel.getByRole('link', { name: 'Share by Email' })
            : panel.getByRole('button', { name: `Share on ${name}` });
        await expect(share).toHaveCount(hasShare ? 1 : 0);
        await expect(panel.getByRole('textbox', { name: `${name} message` })).toHaveAttribute('readonly', '');
      }
      await dialog.getByRole('tab', { name: 'Email' }).click();
      const mailto = await dialog
        .getByRole('tabpanel', { name: 'Email' })
        .getByRole('link', { name: 'Share by Email' })
        .getAttribute('href');
      expect(mailto).toMatch(/^mailto:\?subject=/);
      expect(decodeURIComponent(mailto ?? '')).toContain(LONG_DESCRIPTION);
    });

    test('copy failure in a tab asks for a manual copy', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
        });
      });
      const dialog = await openShareDialog(page, recipe);
      await dialog.getByRole('button', { name: 'Customize your message' }).click();
      await dialog.getByRole('tab', { name: 'Instagram' }).click();
      await dialog.getByRole('button', { name: 'Copy Instagram message' }).click();
      await expect(toasts(page).getByText('Copy failed')).toBeVisible();
      await expect(toasts(page).getByText('Please try selecting and copying manually')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Instagram message' })).toBeFocused();
    });

    test('keyboard: arrows move between tabs, focus stays in the dialog, Esc closes and returns focus', async ({
      page,
    }) => {
      const dialog = await openShareDialog(page, recipe);
      await expect(dialog).toContainText('Share Recipe');
      const trigger = dialog.getByRole('button', { name: 'Customize your message' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');

      await dialog.getByRole('tab', { name: 'Email' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('tab', { name: 'Facebook' })).toBeFocused();
      await expect(dialog.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(dialog.getByRole('tab', { name: 'LinkedIn' })).toHaveAttribute('aria-selected', 'true');

      // Tabbing around never leaves the dialog.
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Share Recipe' })).toBeFocused();
    });
  });
}
