import { z } from 'zod';

import { DEFAULT_SITE_SETTINGS as SITE_DEFAULTS, DEFAULT_SITE_NAME, DEFAULT_THEME, SOCIAL_NETWORKS, type SocialNetwork } from './constants';

export { DEFAULT_SITE_NAME, DEFAULT_THEME, SOCIAL_NETWORKS };

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3d7068');

export const themeSettingsSchema = z.object({
  primaryColor: hexColor,
  secondaryColor: hexColor,
  accentColor: hexColor,
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];
const eachNetwork = <T extends z.ZodType>(field: (network: SocialNetwork) => T) =>
  z.object(Object.fromEntries(NETWORKS.map((network) => [network, field(network)])) as Record<SocialNetwork, T>);

/** The fields of the site settings every visitor may read (navigation bar, favicon, title, footer). */
export const publicSiteSettingsSchema = z.object({
  siteName: z.string().min(1).max(60),
  faviconUrl: z.string().nullable(),
  themeColor: hexColor,
  logoUrl: z.string().nullable(),
  /** The site's own page on each network, shown in the footer; null: no link. */
  socialLinks: eachNetwork(() => z.string().nullable()),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: PublicSiteSettings = SITE_DEFAULTS;

// ---------------------------------------------------------------------------------------------
// Admin settings (GET/PUT /api/admin/settings/site, /theme; uploads; the AI provider test)

/** Where uploaded logos and favicons are served from (files under `<uploadsDir>/site/`). */
export const SITE_UPLOAD_PREFIX = '/uploads/site/';
/** An uploaded logo or favicon as the upload endpoints answer it: '/uploads/site/<file>?v=<version>'. */
export const UPLOADED_SITE_ASSET = /^\/uploads\/site\/[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.(?:webp|png)(?:\?v=[A-Za-z0-9]{1,32})?$/;
/** SPEC section 7: a path starting with /public/ is served at / (the prefix is dropped). */
const PUBLIC_PATH = /^\/public\/(?![/\\])[A-Za-z0-9_.\-/]{1,200}$/;
export const SITE_ASSET_URL_MAX = 500;

export function isAllowedSiteAssetUrl(value: string): boolean {
  if (UPLOADED_SITE_ASSET.test(value)) return true;
  if (PUBLIC_PATH.test(value)) return !value.slice(1).split('/').some((segment) => segment === '..' || segment === '.' || segment === '');
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password && !/\s/.test(value);
  } catch {
    return false;
  }
}

function siteAssetUrl(name: string) {
  return z
    .string(`${name} must be text or null`)
    .trim()
    .max(SITE_ASSET_URL_MAX, `${name} must be at most ${SITE_ASSET_URL_MAX} characters`)
    .refine(
      (value) => value === '' || isAllowedSiteAssetUrl(value),
      `${name} must be an uploaded image, an https:// address, or a path starting with /public/`,
    )
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

export const SOCIAL_LINK_MAX = 300;

/** A network's page: an https:// address (an empty one removes the link), said in the words of the form. */
function socialLink(network: SocialNetwork) {
  const name = `The ${SOCIAL_NETWORKS[network]} link`;
  return z
    .string(`${name} must be text`)
    .trim()
    .max(SOCIAL_LINK_MAX, `${name} must be at most ${SOCIAL_LINK_MAX} characters`)
    .refine((value) => value === '' || isHttpsAddress(value), `${name} must be an https:// address of the site's page there, or empty`)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** PUT /api/admin/settings/site: the whole public site settings (an empty or null logo/favicon removes it). */
export const siteSettingsInputSchema = z
  .object({
    siteName: z
      .string('Site name must be text')
      .trim()
      .min(1, 'Site name is required')
      .max(60, 'Site name must be at most 60 characters'),
    logoUrl: siteAssetUrl('Logo'),
    faviconUrl: siteAssetUrl('Favicon'),
    themeColor: z.string('Theme colour must be text').regex(/^#[0-9a-fA-F]{6}$/, 'Theme colour must be a colour like #3d7068'),
    // Left out by a client that does not know them: no links.
    socialLinks: eachNetwork(socialLink).strict().default(SITE_DEFAULTS.socialLinks),
  })
  .strict();
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsUpdate = z.output<typeof siteSettingsInputSchema>;

const colorField = (field: string) =>
  z.string(`${field} must be text`).regex(/^#[0-9a-fA-F]{6}$/, `${field} must be a colour like #3d7068`);

/** PUT /api/admin/settings/theme. */
export const themeSettingsInputSchema = z
  .object({
    primaryColor: colorField('primaryColor'),
    secondaryColor: colorField('secondaryColor'),
    accentColor: colorField('accentColor'),
  })
  .strict();

/** The multipart fields of POST /api/admin/settings/logo and /favicon. */
export const LOGO_UPLOAD_FIELD = 'logo';
export const FAVICON_UPLOAD_FIELD = 'favicon';
/** Logos are kept at most this wide (the navigation bar shows them at most 200 px wide; 2x for sharp screens). */
export const LOGO_MAX_WIDTH = 400;
export const LOGO_MAX_HEIGHT = 200;
export const FAVICON_SIZES = [32, 192] as const;

/** What an upload answers: the address to put in logoUrl or faviconUrl (not applied until saved). */
export const siteAssetUploadSchema = z.object({
  url: z.string(),
  /** Favicons: the 192 px version (home screen icons) beside the 32 px one in `url`. */
  largeUrl: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SiteAssetUpload = z.infer<typeof siteAssetUploadSchema>;

export const PROVIDER_TEST_PROMPT_MAX = 2000;

/** POST /api/admin/ai/test: a prompt sent to the configured AI provider (admin, not charged). */
export const providerTestInputSchema = z
  .object({
    prompt: z
      .string('prompt must be text')
      .trim()
      .min(1, 'prompt is required')
      .max(PROVIDER_TEST_PROMPT_MAX, `prompt must be at most ${PROVIDER_TEST_PROMPT_MAX} characters`),
  })
  .strict();
export type ProviderTestInput = z.infer<typeof providerTestInputSchema>;

export const providerTestResultSchema = z.object({
  answer: z.string(),
  /** The model that answered (as the call was recorded). */
  model: z.string(),
  /** Round trip through the runner, in milliseconds. */
  ms: z.number().int(),
});
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;
