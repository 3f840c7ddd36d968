import { useEffect } from 'react';
import { useSiteSettings, useThemeSettings } from '../api/settings';

function setMeta(name: string, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Writes the admin's theme colours into the CSS variables the design tokens read, and the site
 * settings into the document head (theme-color, favicon). Renders nothing.
 */
export function ThemeSync() {
  const { data: theme } = useThemeSettings();
  const site = useSiteSettings();

  useEffect(() => {
    if (!theme) return;
    const style = document.documentElement.style;
    style.setProperty('--brand-primary', theme.primaryColor);
    style.setProperty('--brand-secondary', theme.secondaryColor);
    style.setProperty('--brand-accent', theme.accentColor);
  }, [theme]);

  useEffect(() => {
    setMeta('theme-color', site.themeColor);
    if (site.faviconUrl) setFavicon(site.faviconUrl);
  }, [site.themeColor, site.faviconUrl]);

  return null;
}
