import { useEffect } from 'react';
import { useSiteSettings } from '../api/settings';

/** Sets the tab title to '{title} | {siteName}' (or the site name alone). */
export function useDocumentTitle(title?: string | null): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
