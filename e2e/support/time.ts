import type { Page } from '@playwright/test';

/**
 * Stops the page's clock, installed with page.clock.install() before the page loaded (so it
 * started as usual): from here on its timers fire only when the test moves time on with
 * page.clock.runFor, and page.clock.resume() lets time flow again. A wait for something that must
 * NOT happen then takes no real time and proves the whole span.
 */
export async function holdTime(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/**
 * Resolves once the page has drawn two more frames: whatever an event already queued (a promise's
 * handlers, the render they start) has run and reached the screen, so its absence can be checked.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
