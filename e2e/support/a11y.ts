import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Whether every finite animation (a toast sliding in, a dialog fading in) has finished. */
function settled(): boolean {
  const animating = document
    .getAnimations()
    .some((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().iterations !== Infinity);
  // A toast (Radix renders each as an li with its swipe direction) is measured once fully shown.
  const fading = [...document.querySelectorAll('li[data-swipe-direction]')].some((el) => getComputedStyle(el).opacity !== '1');
  return !animating && !fading;
}

/** The serious and critical violations on the page once it has settled, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(settled, undefined, { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Fails on any serious or critical axe-core violation on the current page, listing them. Content
 * still fading in is measured once it has its final colours, not half-transparent; spinners and
 * skeletons, which never stop, do not count; after 5 s it checks anyway. A toast can also start
 * fading out while axe is measuring (it closes itself after 5 s, and a slow machine reaches that
 * mid-analysis), so what one analysis finds is measured again: only what both find is a fault of
 * the page rather than of the moment.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  const serious = first.length === 0 ? first : (await seriousViolations(page)).filter((line) => first.includes(line));
  expect(serious, serious.join('\n')).toEqual([]);
}

/** The two widths every screen is checked at (ARCHITECTURE: mobile first at 375 px, then wide). */
export const VIEWPORTS = [
  { name: 'narrow', width: 375, height: 812 },
  { name: 'wide', width: 1280, height: 900 },
] as const;
