import type { z } from 'zod';
import {
  DEFAULT_SITE_SETTINGS,
  DEFAULT_THEME,
  publicSiteSettingsSchema,
  themeSettingsSchema,
  type PublicSiteSettings,
  type SiteSettingsUpdate,
  type ThemeSettings,
} from '../../../contracts/settings';
import { AppError } from '../../errors';
import type { Audit } from '../admin/audit';
import type { SiteAssetStore } from './assets';
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

/**
 * `changed` tells the kept public pages, which carry the site's name and colours, to go (in every
 * process, see seo/public-pages.ts); the API reads the settings per request.
 */
export function createSettingsService(repo: SettingsRepo, changed: () => Promise<void>) {
  return {
    /** Stores the site colours (validated by the route). */
    async saveTheme(theme: ThemeSettings, audit: Audit): Promise<ThemeSettings> {
      await repo.set('theme', theme, audit);
      await changed();
      return this.theme();
    },

    /**
     * Stores the public site settings. An uploaded logo or favicon must be there; the files of one
     * it replaces are deleted afterwards (a failure to delete only logs: the setting is what counts).
     */
    async saveSite(
      input: SiteSettingsUpdate,
      assets: SiteAssetStore,
      audit: Audit,
      log?: { warn(obj: object, msg: string): void },
    ): Promise<PublicSiteSettings> {
      for (const field of ['logoUrl', 'faviconUrl'] as const) {
        if (!(await assets.exists(input[field]))) {
          const message = 'The uploaded image is not there any more; upload it again';
          throw AppError.field(field, message);
        }
      }
      const before = await this.publicSite();
      await repo.set('site', input, audit);
      await changed();
      for (const field of ['logoUrl', 'faviconUrl'] as const) {
        if (before[field] && before[field] !== input[field]) {
          await assets.discard(before[field], input[field]).catch((err: unknown) => log?.warn({ err, field }, 'deleting a replaced site image failed'));
        }
      }
      return this.publicSite();
    },

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
