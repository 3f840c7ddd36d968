import { headingText, lineKind, STEP_HEADING_ONLY, STEP_NUMBER, tidyLines } from './pasted-recipe-text';

/**
 * A recipe's method as steps: the one reading of a method shared by the recipe import (text and
 * HTML a page gives, HowToSteps and HowToSections) and the editor's paste (text a cook pastes).
 *
 * The recipe has no sections, so a section heading ('For the sauce:', a HowToSection's name) is
 * never a step of its own: it leads the step after it ('For the sauce: Melt the butter').
 */

/** A method as read, before it becomes steps: section headings apart from steps, each step still in its lines. */
export type MethodPart = MethodHeading | MethodStepPart;
/**
 * A section's name. `fromText` marks one read from a line of the method's own text: with no step
 * after it, it is kept as a step, since it is the cook's text; a page's heading element or a
 * HowToSection's name with nothing under it names nothing and goes.
 */
export interface MethodHeading {
  heading: string;
  fromText?: boolean;
}
/** A step's lines ('' where a blank line was) and the tips that go with it (a page's HowToTips). */
export interface MethodStepPart {
  lines: string[];
  tips: string[];
}

export interface MethodStep {
  instruction: string;
  tips: string[];
}

export const isStepPart = (part: MethodPart): part is MethodStepPart => 'lines' in part;

/** A list bullet before a line. */
const BULLET = /^[-*•·▢☐◦]+\s+/;
const SENTENCE_END = /[.!?)]$/;

const isMarked = (line: string): boolean => STEP_NUMBER.test(line) || STEP_HEADING_ONLY.test(line) || BULLET.test(line);
const withoutMarker = (line: string): string => line.replace(STEP_NUMBER, '').replace(BULLET, '');

/**
 * One line holding a numbered method ('1. Heat the oven. 2. Mix. 3. Bake.') as its steps. Only a
 * line that starts at 1 and counts up is split, and only where the next number is followed by a
 * word, so '2 cups', 'add 2 eggs' or 'bake for 2. Then' never are.
 */
export function splitNumbered(line: string): string[] {
  if (!/^(?:step\s*)?1\s*[.):]\s+/i.test(line)) return [line];
  const pieces: string[] = [];
  let rest = line;
  for (let n = 2; ; n += 1) {
    // Any letter, not only ASCII ones ('2. Étalez'): the import's rule; the editor's allowed a-z only.
    const next = new RegExp(String.raw`\s(?:step\s*)?${n}\s*[.):]\s+(?=\p{L})`, 'iu').exec(rest);
    if (!next) break;
    pieces.push(rest.slice(0, next.index).trim());
    rest = rest.slice(next.index).trim();
  }
  return [...pieces, rest];
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

/**
 * Steps and headings in lines of method text ('' for a blank line), the editor's rules (the import
 * made every line a step, cutting a step a page had wrapped over two lines in two):
 * - numbered or bulleted ('1.', 'Step 2:', '3)', '-'): each number starts a step and the lines
 *   under it belong to it (text wrapped by the page it came from); numbers counting up inside
 *   one line split it too; 'Step 2' alone on a line starts the step written under it;
 * - otherwise paragraphs when the text has them (blank lines between blocks whose lines run on);
 * - otherwise one step per line.
 * A list's title ('Method', 'Zubereitung') is dropped; numbers and bullets go when the steps are finished.
 */
export function textParts(textLines: string[]): MethodPart[] {
  const lines = textLines.flatMap(splitNumbered);
  const numbered = lines.filter(isMarked).length >= 2;
  const everyLineIsAStep = !numbered && !hasWrappedParagraph(lines);

  const parts: MethodPart[] = [];
  // The lines of the open step; empty after a lone 'Step 2' whose text is still to come.
  let current: string[] | null = null;
  const end = () => {
    if (current && current.length > 0) parts.push({ lines: current, tips: [] });
    current = null;
  };

  for (const line of lines) {
    if (line === '') {
      // 'Step 2' then a blank line then its text: the step is still open.
      if (current?.length !== 0) end();
      continue;
    }
    const kind = lineKind(line);
    if (kind === 'title') continue;
    if (kind === 'heading') {
      end();
      parts.push({ heading: headingText(line), fromText: true });
    } else if (STEP_HEADING_ONLY.test(line)) {
      end();
      current = [];
    } else if (isMarked(line)) {
      end();
      current = [line];
    } else if (everyLineIsAStep || current === null) {
      end();
      current = [line];
    } else current.push(line);
  }
  end();
  return parts;
}

/** A step whose text is in lines (a HowToStep, a list item); its number is dropped when the step is finished. */
export function stepPart(textLines: string[], tips: string[] = []): MethodStepPart | null {
  return textLines.some((line) => line !== '') ? { lines: textLines, tips } : null;
}

/**
 * The steps, headings folded in: a heading leads the next step. Of headings in a row the last,
 * the one right above the step, leads it: the import did so and the editor joined them all
 * ('Watch the video, For the sauce: Whisk'), but a heading with nothing under it is more often a
 * page's furniture than a part of the method. A step's lines join into one line, its number or
 * bullet dropped.
 */
export function finishSteps(parts: MethodPart[]): MethodStep[] {
  const steps: MethodStep[] = [];
  let heading: string | null = null;
  const lastStep = parts.findLastIndex(isStepPart);
  for (const [index, part] of parts.entries()) {
    if (!isStepPart(part)) {
      heading = part.heading;
      continue;
    }
    const name = headingStepName(part, index < lastStep);
    if (name !== null) {
      heading = name;
      continue;
    }
    const text = withoutMarker(part.lines.filter((line) => line !== '').join(' '));
    if (!text) continue;
    steps.push({ instruction: heading ? `${heading}${/[.!?:]$/.test(heading) ? '' : ':'} ${text}` : text, tips: part.tips });
    heading = null;
  }
  // A heading from the method's own text after the last step is kept as a step rather than lost
  // (the editor did so, the import dropped it); a method of headings alone has no steps at all.
  const last = parts.at(-1);
  if (heading && steps.length > 0 && last && !isStepPart(last) && last.fromText === true) steps.push({ instruction: heading, tips: [] });
  return steps;
}

/**
 * The section a step only names ({ text: 'For the sauce:' }), which heads the steps after it; a
 * last one is kept as the step it was given as. Null for a real step. A numbered one ('1. For the
 * sauce:') stays a step, as the editor kept it (the import folded it): the source counted it, so
 * the steps keep the numbers the cook sees there.
 */
function headingStepName(part: MethodStepPart, stepsFollow: boolean): string | null {
  const lines = part.lines.filter((line) => line !== '');
  return stepsFollow && part.tips.length === 0 && lines.length === 1 && lineKind(lines[0]!) === 'heading' ? headingText(lines[0]!) : null;
}

/** The steps of a method a cook pastes into the editor, each as its text. */
export function splitMethod(text: string): string[] {
  return finishSteps(textParts(tidyLines(text))).map((step) => step.instruction);
}
