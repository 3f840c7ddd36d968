import { z } from 'zod';

import { DEFAULT_SITE_SETTINGS as SITE_DEFAULTS, DEFAULT_SITE_NAME, DEFAULT_THEME } from './constants';

export { DEFAULT_SITE_NAME, DEFAULT_THEME };

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3d7068');

export const themeSettingsSchema = z.object({
  primaryColor: hexColor,
  secondaryColor: hexColor,
  accentColor: hexColor,
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** The fields of the site settings every visitor may read (navigation bar, favicon, title). */
export const publicSiteSettingsSchema = z.object({
  siteName: z.string().min(1).max(60),
  faviconUrl: z.string().nullable(),
  themeColor: hexColor,
  logoUrl: z.string().nullable(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: PublicSiteSettings = SITE_DEFAULTS;
