import { namesPart } from './part-names';

/**
 * Reads lines of recipe text: what a line is (a list's title, a section heading, text) and an
 * ingredient list a cook pastes into the editor. Pure, so the editor, the import's method reader
 * (method-steps.ts) and their tests use the same rules.
 *
 * Headings: the recipe has no sections, so a heading such as 'For the sauce:' is not a step or an
 * ingredient of its own. In a method it leads the step after it (method-steps.ts); in an
 * ingredient list it is left out and reported, so the member sees what was set aside. A list's
 * own title ('Ingredients', 'Method', 'Zubereitung') is dropped.
 */

/** 'Step 3.', '2)' or '1:' before a step's text: the editor numbers steps itself. */
export const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s*(?=\S)/i;
/** 'Step 2' alone on its line: the text of the step follows on the next lines. */
export const STEP_HEADING_ONLY = /^step\s*\d{1,2}\s*[.:]?$/i;

const HEADING_WITH_COLON = /^[^.!?]{1,60}:$/;
/**
 * 'For the sauce', 'For the crème fraîche': no digits or sentence marks, so 'For 10 minutes' and
 * 'For the last 5 minutes, stir' stay text. (The import allowed digits and the editor only
 * unaccented letters; a cook names a part with words, in any language.)
 */
const FOR_THE_PART = /^for\s+(?:the\s+)?[^\d.!?:,;]{1,40}$/iu;
const SHOUTED = /^[A-Z][A-Z\s&'-]{1,30}$/;

export type LineKind = 'title' | 'heading' | 'text';

/**
 * What one line is: the list's own title, a section heading, or text to keep. Titles are the part
 * names the import knows (part-names.ts, several languages; the editor knew six English words).
 * A shouted line ('TOPPING') is a heading for the import too: pages shout headings as cooks do.
 */
export function lineKind(line: string): LineKind {
  const text = line.trim();
  if (namesPart(text)) return 'title';
  if (STEP_NUMBER.test(text) || STEP_HEADING_ONLY.test(text)) return 'text';
  if (HEADING_WITH_COLON.test(text) || FOR_THE_PART.test(text) || SHOUTED.test(text)) return 'heading';
  return 'text';
}

/** The heading's words without the colon that ends it. */
export function headingText(line: string): string {
  return line.trim().replace(/\s*:$/, '');
}

/** Lines with their spacing tidied; blank lines kept as '' (they can separate steps). */
export function tidyLines(text: string): string[] {
  return text.split(/\r\n?|\n/).map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
}

export interface PastedIngredients {
  /** One line per ingredient, in order. */
  lines: string[];
  /** Section headings left out of the list. */
  headings: string[];
}

/** The ingredient lines of a pasted list: one per non-blank line, titles and headings set aside. */
export function pastedIngredientLines(text: string): PastedIngredients {
  const lines: string[] = [];
  const headings: string[] = [];
  for (const line of tidyLines(text)) {
    if (line === '') continue;
    const kind = lineKind(line);
    if (kind === 'text') lines.push(line);
    else if (kind === 'heading') headings.push(headingText(line));
  }
  return { lines, headings };
}
