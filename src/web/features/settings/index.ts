/** What other features may use of the site settings. */
export { SITE_SETTINGS_KEY, THEME_SETTINGS_KEY, useSiteSettings } from './api/settings';
export { ThemeSync } from './components/theme-sync';
export { useDocumentTitle } from './hooks/use-document-title';
