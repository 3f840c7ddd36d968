import type { Page } from '@playwright/test';

/**
 * The home, recipe and profile pages arrive rendered, with the API answers they were rendered
 * from inside the HTML (sprig-initial-data), so they never ask the API for those on a direct
 * load. Tests that change or delay one of those answers take both out first, so the browser
 * renders the page itself from the API, as on an in-app navigation.
 */
export async function withoutServerData(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/uploads/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="sprig-initial-data">[\s\S]*?<\/script>/, '')
        // The first view is everything in #root, which closes just before </body>.
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      await route.fulfill({ response, body });
    },
  );
}
