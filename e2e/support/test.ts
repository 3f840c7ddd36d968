import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Server-rendered pages show before their code has run; a hover or keystroke before React has
 * hydrated them is lost, as it would be for a person that quick. Navigations in tests therefore
 * wait until the screen says it is interactive (ScreenReady in src/web/app/lazy.tsx). Documents
 * that are not the app (no #root: JSON, the offline page) do not wait.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'));
}

/** Playwright's test with a page whose goto and reload wait until the screen is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilInteractive(page);
      return response;
    };
    await use(page);
  },
});
