import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS, DEFAULT_THEME, SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from '../../../../contracts/constants';
import type { PublicSiteSettings, ThemeSettings } from '../../../../contracts/settings';
import { apiRequest } from '../../../lib/api';

export const THEME_SETTINGS_KEY = ['/api/public/theme-settings'] as const;
export const SITE_SETTINGS_KEY = ['/api/admin/settings'] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

function pickColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value) ? value : fallback;
}

/** Theme colours; on any failure (or a malformed answer) the SPEC defaults. */
export async function fetchThemeSettings(): Promise<ThemeSettings> {
  try {
    const body = await apiRequest<Partial<ThemeSettings> | null>('GET', THEME_SETTINGS_KEY[0]);
    return {
      primaryColor: pickColor(body?.primaryColor, DEFAULT_THEME.primaryColor),
      secondaryColor: pickColor(body?.secondaryColor, DEFAULT_THEME.secondaryColor),
      accentColor: pickColor(body?.accentColor, DEFAULT_THEME.accentColor),
    };
  } catch {
    return { ...DEFAULT_THEME };
  }
}

export function useThemeSettings() {
  return useQuery({ queryKey: THEME_SETTINGS_KEY, queryFn: fetchThemeSettings });
}

function pickText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Each network's link when it is an https:// address; none otherwise. */
function pickSocialLinks(value: unknown): SocialLinks {
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const links = { ...DEFAULT_SITE_SETTINGS.socialLinks };
  for (const network of Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]) {
    const link = pickText(given[network]);
    links[network] = link?.startsWith('https://') ? link : null;
  }
  return links;
}

/** Site name, logo, favicon, theme colour and social links; defaults on any failure. */
export async function fetchSiteSettings(): Promise<PublicSiteSettings> {
  try {
    const body = await apiRequest<Partial<PublicSiteSettings> | null>('GET', SITE_SETTINGS_KEY[0]);
    return {
      siteName: pickText(body?.siteName) ?? DEFAULT_SITE_SETTINGS.siteName,
      faviconUrl: pickText(body?.faviconUrl),
      themeColor: pickColor(body?.themeColor, DEFAULT_SITE_SETTINGS.themeColor),
      logoUrl: pickText(body?.logoUrl),
      socialLinks: pickSocialLinks(body?.socialLinks),
    };
  } catch {
    return { ...DEFAULT_SITE_SETTINGS };
  }
}

/** The site settings; while loading (and on failure) the defaults, so callers never wait. */
export function useSiteSettings(): PublicSiteSettings {
  const { data } = useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: fetchSiteSettings,
    refetchOnWindowFocus: false,
  });
  return data ?? DEFAULT_SITE_SETTINGS;
}
