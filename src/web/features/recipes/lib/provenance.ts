import type { RecipeSource } from '../../../../contracts/recipe';

/** The name an attribution shows: the site's own name, else its host without 'www.'. */
export function sourceSiteName(source: Pick<RecipeSource, 'url' | 'siteName'>): string {
  if (source.siteName) return source.siteName;
  try {
    return new URL(source.url).hostname.replace(/^www\./i, '');
  } catch {
    return source.url;
  }
}

/** 'Makes 24 cookies'; a yield that already says 'Makes …' or 'Yield …' is shown as it is. */
export function yieldLine(yieldText: string): string {
  return /^(makes|yields?)\b/i.test(yieldText) ? yieldText : `Makes ${yieldText}`;
}
