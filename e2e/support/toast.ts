import type { Locator, Page } from '@playwright/test';

/** The toasts on screen (the notifications region's items). */
export const toast = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ }).locator('li');
