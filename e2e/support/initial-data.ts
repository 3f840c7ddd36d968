import type { Page } from '@playwright/test';

/**
 * Recipe pages arrive with their recipe inside the HTML (sprig-initial-data), so they never ask
 * the API on a direct load. Tests that change or delay the API answer strip that block first, so
 * the page fetches the recipe like an in-app navigation does.
 */
export async function withoutInitialData(page: Page): Promise<void> {
  await page.route(/\/recipes?\/\d+(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="sprig-initial-data">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
}
