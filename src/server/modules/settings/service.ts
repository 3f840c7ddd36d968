import type { z } from 'zod';
import {
  DEFAULT_SITE_SETTINGS,
  DEFAULT_THEME,
  publicSiteSettingsSchema,
  themeSettingsSchema,
  type PublicSiteSettings,
  type ThemeSettings,
} from '../../../contracts/settings';
import type { SettingsRepo } from './repo';

/**
 * Reads each stored field on its own so one bad value (say, a colour saved by an older version)
 * falls back to its default instead of breaking the whole answer.
 */
function withDefaults<T extends Record<string, unknown>>(schema: z.ZodObject, stored: unknown, defaults: T): T {
  const result: Record<string, unknown> = { ...defaults };
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      const field = schema.shape[key];
      if (field && field.safeParse(value).success) result[key] = value;
    }
  }
  return result as T;
}

export function createSettingsService(repo: SettingsRepo) {
  return {
    async theme(): Promise<ThemeSettings> {
      const stored = await repo.get(['theme']);
      return withDefaults(themeSettingsSchema, stored.get('theme'), { ...DEFAULT_THEME });
    },
    async publicSite(): Promise<PublicSiteSettings> {
      const stored = await repo.get(['site']);
      return withDefaults(publicSiteSettingsSchema, stored.get('site'), DEFAULT_SITE_SETTINGS);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
