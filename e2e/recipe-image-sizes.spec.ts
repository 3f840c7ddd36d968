import { expect, test } from './support/test';

// Pages offer the server's smaller copies of a recipe picture in srcset (contracts/recipe-image-sizes.ts):
// a phone downloads a copy the width of its screen, once, instead of the whole picture.

interface Summary {
  id: number;
  featuredImage: string | null;
}

test.describe('recipe pictures on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test('the home page shows the first recipe in the 800 px copy, not the whole picture', async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/uploads/recipes/')) pictures.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const first = page.getByTestId('recipe-card').first().locator('img');
    await expect(first).toHaveJSProperty('complete', true);
    const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown).toMatch(/^\/uploads\/recipes\/[\w-]+\.w800\.webp$/);
    expect(pictures).toContain(shown);
    expect(pictures.filter((path) => !/\.w\d+\.webp$/.test(path))).toEqual([]);
  });

  test("a recipe page fetches its picture's copy once: the preload and the picture agree", async ({ page, request }) => {
    const [recipe] = (await (await request.get('/api/recipes/featured')).json()) as Summary[];
    expect(recipe!.featuredImage).toMatch(/^\/uploads\/recipes\//);
    const pictures: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/uploads/recipes/')) pictures.push(new URL(req.url()).pathname);
    });
    await page.goto(`/recipes/${recipe!.id}`);
    const hero = page.getByTestId('recipe-hero-image').locator('img');
    await expect(hero).toHaveJSProperty('complete', true);
    const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown).toBe(recipe!.featuredImage!.replace(/\.webp$/, '.w800.webp'));
    expect(pictures).toEqual([shown]);
  });
});
