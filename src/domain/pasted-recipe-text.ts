/**
 * Reads text a cook pastes into the recipe editor (an ingredient list or a whole method) into
 * lines and steps. Pure, so the editor's bulk mode and its tests use the same rules; the import
 * reads step numbers with the same patterns.
 *
 * Headings: the recipe has no sections, so a heading such as 'For the sauce:' is not a step or an
 * ingredient of its own. In a method it leads the step after it ('For the sauce: Melt the butter'),
 * the way the import keeps a HowToSection's name; in an ingredient list it is left out and
 * reported, so the member sees what was set aside. A list's own title ('Ingredients', 'Method')
 * is dropped.
 */

/** 'Step 3.', '2)' or '1:' before a step's text: the editor numbers steps itself. */
export const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s*(?=\S)/i;
/** 'Step 2' alone on its line: the text of the step follows on the next lines. */
export const STEP_HEADING_ONLY = /^step\s*\d{1,2}\s*[.:]?$/i;
/** A list bullet before a line. */
const BULLET = /^[-*•·▢☐◦]+\s+/;

const LIST_TITLES = /^(?:ingredients?|method|instructions?|directions?|preparation|steps)\s*:?$/i;
const HEADING_WITH_COLON = /^[^.!?]{1,60}:$/;
const FOR_THE_PART = /^for\s+(?:the\s+)?[a-z][a-z\s'&-]{0,40}$/i;
const SHOUTED = /^[A-Z][A-Z\s&'-]{1,30}$/;
const SENTENCE_END = /[.!?)]$/;

export type LineKind = 'title' | 'heading' | 'text';

/** What one pasted line is: the list's own title, a section heading, or text to keep. */
export function lineKind(line: string): LineKind {
  const text = line.trim();
  if (LIST_TITLES.test(text)) return 'title';
  if (STEP_NUMBER.test(text) || STEP_HEADING_ONLY.test(text)) return 'text';
  if (HEADING_WITH_COLON.test(text) || FOR_THE_PART.test(text) || SHOUTED.test(text)) return 'heading';
  return 'text';
}

/** The heading's words without the colon that ends it. */
function headingText(line: string): string {
  return line.trim().replace(/\s*:$/, '');
}

/** Lines with their spacing tidied; blank lines kept as '' (they can separate steps). */
function tidyLines(text: string): string[] {
  return text.split(/\r\n?|\n/).map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
}

/**
 * A method pasted as one paragraph ('1. Preheat the oven. 2. Mix. 3. Bake.') as one line per
 * number. Only numbers counting up from 1 and followed by a capital split, so '2. ' inside a
 * sentence ('bake for 2. Then') stays.
 */
function splitInlineNumbers(line: string): string[] {
  if (!/^(?:step\s*)?1\s*[.)]\s/i.test(line)) return [line];
  const parts: string[] = [];
  let rest = line;
  for (let next = 2; ; next += 1) {
    const at = new RegExp(String.raw`\s(?=(?:step\s*)?${next}\s*[.)]\s+[A-Z])`, 'i').exec(rest);
    if (!at) break;
    parts.push(rest.slice(0, at.index));
    rest = rest.slice(at.index + 1);
  }
  return [...parts, rest];
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

/**
 * The steps of a pasted method:
 * - numbered or bulleted ('1.', 'Step 2:', '3)', '-'): each number starts a step and the lines
 *   under it belong to it (text wrapped by the page it came from); numbers counting up inside
 *   one paragraph split it too;
 * - otherwise paragraphs when the text has them (blank lines between blocks whose lines run on);
 * - otherwise one step per line.
 * Step numbers and bullets are removed; headings lead the step that follows them.
 */
export function splitMethod(text: string): string[] {
  const lines = tidyLines(text).flatMap(splitInlineNumbers);
  const marked = lines.filter((line) => STEP_NUMBER.test(line) || STEP_HEADING_ONLY.test(line) || BULLET.test(line)).length;
  const numbered = marked >= 2;
  const paragraphs = !numbered && hasWrappedParagraph(lines);
  const everyLineIsAStep = !numbered && !paragraphs;

  const steps: string[] = [];
  let heading: string | null = null;
  let current: string | null = null;
  const end = () => {
    if (current) {
      steps.push(heading ? `${heading}: ${current}` : current);
      heading = null;
    }
    current = null;
  };

  for (const line of lines) {
    if (line === '') {
      // 'Step 2' then a blank line then its text: the step is still open.
      if (current !== '') end();
      continue;
    }
    const kind = lineKind(line);
    if (kind === 'title') continue;
    if (kind === 'heading') {
      end();
      heading = heading ? `${heading}, ${headingText(line)}` : headingText(line);
    } else if (STEP_HEADING_ONLY.test(line)) {
      end();
      current = '';
    } else if (STEP_NUMBER.test(line) || BULLET.test(line)) {
      end();
      current = line.replace(STEP_NUMBER, '').replace(BULLET, '');
    } else if (everyLineIsAStep || current === null) {
      end();
      current = line;
    } else {
      current = current === '' ? line : `${current} ${line}`;
    }
  }
  end();
  // A heading with nothing after it is kept as a step rather than lost.
  if (heading) steps.push(heading);
  return steps;
}

/**
 * True when blank lines separate blocks and some line runs on into the next (it does not end a
 * sentence): text wrapped by the page it came from, so each block is one step.
 */
function hasWrappedParagraph(lines: string[]): boolean {
  let sawBlankBetween = false;
  let seenText = false;
  let wrapped = false;
  let previous = '';
  for (const line of lines) {
    if (line === '') {
      if (seenText) sawBlankBetween = true;
      previous = '';
      continue;
    }
    seenText = true;
    if (lineKind(line) !== 'text') continue;
    if (previous !== '' && !SENTENCE_END.test(previous)) wrapped = true;
    previous = line;
  }
  return sawBlankBetween && wrapped;
}
