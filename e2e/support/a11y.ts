import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe-core violation on the current page, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
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
