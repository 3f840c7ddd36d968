import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Whether every finite animation (a toast sliding in, a dialog fading in) has finished. */
function settled(): boolean {
  const animating = document
    .getAnimations()
    .some((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().iterations !== Infinity);
  // A toast is measured once it is fully shown, whatever brings it in.
  const fading = [...document.querySelectorAll('[data-radix-toast-viewport] li')].some((el) => getComputedStyle(el).opacity !== '1');
  return !animating && !fading;
}

/**
 * Fails on any serious or critical axe-core violation on the current page, listing them. Content
 * still fading in is measured once it has its final colours, not half-transparent (a toast shown
 * a moment earlier would otherwise fail colour contrast by timing alone); spinners and skeletons,
 * which never stop, do not count; after 5 s it checks anyway.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.waitForFunction(settled, undefined, { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** The two widths every screen is checked at (ARCHITECTURE: mobile first at 375 px, then wide). */
export const VIEWPORTS = [
  { name: 'narrow', width: 375, height: 812 },
  { name: 'wide', width: 1280, height: 900 },
] as const;
