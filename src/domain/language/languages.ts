/**
 * The languages Sprig reads ingredient lines in. Recipes people import are mostly English; the
 * others are the ones imported pages were seen in (issue 15). A recipe has one language, read from
 * all its lines at once (detect.ts), so a German recipe's 'Butter' is read as German.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'no', 'sv', 'da', 'es', 'it', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Lower case, one kind of apostrophe and space: how every word list here is keyed. */
export function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\u0307/g, '').replace(/[’‘`´]/g, "'").replace(/\s+/g, ' ').trim();
}
