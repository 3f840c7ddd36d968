import { STEP_HEADING_ONLY, STEP_NUMBER } from '../../../domain/pasted-recipe-text';
import { namesPart } from '../../../domain/part-names';
import { hasType, isItem, lines, MAX_DEPTH, oneLine, prop, toArray, type Item } from './text';

export interface ScrapedStep {
  instruction: string;
  tips: string[];
}

/**
 * A method as read, before it becomes steps: section headings ('For the sauce', a HowToSection's
 * name) apart from steps, each step still in its lines. The editor has no headings, so a heading
 * is folded into the next step as a prefix ('For the sauce: Whisk…') and is never a step itself.
 */
export type StepPart = { heading: string } | { lines: string[]; tips: string[] };

const isStepPart = (part: StepPart): part is { lines: string[]; tips: string[] } => 'lines' in part;

/** 'For the sauce:', 'Assembly:' or 'For the topping': a short line naming a part of the method. */
const SECTION_HEADING = /^(?:(?:[^.!?]{1,60}:)|(?:for (?:the )?[^.!?:,]{1,40}))$/i;

const withoutNumber = (line: string): string => line.replace(STEP_NUMBER, '');

/**
 * One line holding a numbered method ('1. Heat the oven. 2. Mix. 3. Bake.') as its steps. Only a
 * line that starts at 1 and counts up is split, so '2 cups' or 'bake 3. hours' never is.
 */
export function splitNumbered(line: string): string[] {
  if (!/^(?:step\s*)?1\s*[.):]\s+/i.test(line)) return [line];
  const pieces: string[] = [];
  let rest = line;
  for (let n = 2; ; n += 1) {
    const next = new RegExp(`\\s(?:step\\s*)?${n}\\s*[.):]\\s+(?=\\p{L})`, 'iu').exec(rest);
    if (!next) break;
    pieces.push(rest.slice(0, next.index).trim());
    rest = rest.slice(next.index).trim();
  }
  return [...pieces, rest];
}

/** Steps and headings in lines of text: a line a step, numbered runs split, 'Step 1' labels dropped. */
export function textParts(textLines: string[]): StepPart[] {
  const parts: StepPart[] = [];
  for (const line of textLines.flatMap(splitNumbered)) {
    if (STEP_HEADING_ONLY.test(line) || namesPart(line)) continue;
    if (!STEP_NUMBER.test(line) && SECTION_HEADING.test(line)) parts.push({ heading: line.replace(/:$/, '') });
    else {
      const text = withoutNumber(line);
      if (text) parts.push({ lines: [text], tips: [] });
    }
  }
  return parts;
}

/** A step whose text is in lines (a HowToStep, a list item); its number is dropped when the step is finished. */
export function stepPart(textLines: string[], tips: string[] = []): StepPart | null {
  const kept = textLines.filter((line) => line !== '');
  return kept.length > 0 ? { lines: kept, tips } : null;
}

/**
 * The steps, headings folded in. A method that arrives as a single step (one HowToStep or one
 * list item holding the whole method) is split on its own lines and numbers, as the page shows it;
 * several steps keep their own line breaks inside them.
 */
export function finishSteps(parts: StepPart[]): ScrapedStep[] {
  const stepParts = parts.filter(isStepPart);
  let read = parts;
  if (stepParts.length === 1) {
    const only = stepParts[0]!;
    const split = textParts(only.lines);
    const lastStep = split.filter(isStepPart).at(-1);
    if (lastStep) {
      lastStep.tips = only.tips;
      read = parts.flatMap((part) => (part === only ? split : [part]));
    }
  }
  const steps: ScrapedStep[] = [];
  let heading: string | null = null;
  const lastStep = read.findLastIndex(isStepPart);
  read.forEach((part, index) => {
    if (!isStepPart(part)) heading = part.heading;
    else if (isHeadingStep(part) && index < lastStep) heading = part.lines[0]!.replace(/:$/, '');
    else {
      const text = withoutNumber(part.lines.join(' '));
      if (!text) return;
      steps.push({ instruction: heading ? `${heading}${/[.!?:]$/.test(heading) ? '' : ':'} ${text}` : text, tips: part.tips });
      heading = null;
    }
  });
  return steps;
}

/** A step that is only a section's name ({ text: 'For the sauce:' }), heading the steps after it. */
const isHeadingStep = (part: { lines: string[]; tips: string[] }): boolean =>
  part.lines.length === 1 && part.tips.length === 0 && !STEP_NUMBER.test(part.lines[0]!) && SECTION_HEADING.test(part.lines[0]!);

/** recipeInstructions in every shape seen: text, HTML, HowToStep, HowToSection, ItemList, HowToTip, nested lists. */
export function readSteps(value: unknown): ScrapedStep[] {
  return finishSteps(stepParts(value, 0));
}

function stepParts(value: unknown, depth: number): StepPart[] {
  if (depth > MAX_DEPTH) return [];
  const parts: StepPart[] = [];
  // The step a tip belongs to: the last one so far, kept as parts are added so a long method stays linear.
  const last: { step: { lines: string[]; tips: string[] } | null } = { step: null };
  const add = (added: StepPart[]) => {
    for (const part of added) {
      parts.push(part);
      if (isStepPart(part)) last.step = part;
    }
  };
  for (const entry of toArray(value)) {
    if (Array.isArray(entry)) add(stepParts(entry, depth + 1));
    else if (!isItem(entry)) add(textParts(lines(entry)));
    else if (hasType(entry, 'HowToTip')) {
      const tip = oneLine(entry.text ?? entry.name);
      if (tip && last.step) last.step.tips.push(tip);
    } else if (hasType(entry, 'ListItem') && entry.item !== undefined) add(stepParts(entry.item, depth + 1));
    else if (isSection(entry)) {
      const name = oneLine(entry.name);
      // A section called 'Instructions' heads nothing worth repeating in its first step.
      const heading = name && !namesPart(name) ? name : null;
      const inner = stepParts(prop(entry, 'itemListElement') ?? entry.steps, depth + 1);
      if (heading && inner.length > 0) add([{ heading }]);
      add(inner);
    } else {
      const step = readStep(entry);
      if (step) add([step]);
    }
  }
  return parts;
}

function isSection(item: Item): boolean {
  if (hasType(item, 'HowToSection') || hasType(item, 'ItemList')) return true;
  return !hasType(item, 'HowToStep') && !hasType(item, 'HowToDirection') && prop(item, 'itemListElement') !== undefined;
}

/** One HowToStep: its text, or its HowToDirections, with its HowToTips. */
function readStep(item: Item): StepPart | null {
  const directions: string[] = [];
  const tips: string[] = [];
  for (const part of toArray(prop(item, 'itemListElement'))) {
    const text = isItem(part) ? oneLine(part.text ?? part.name) : oneLine(part);
    if (!text) continue;
    if (isItem(part) && hasType(part, 'HowToTip')) tips.push(text);
    else directions.push(text);
  }
  const text = toArray(item.text).flatMap(lines);
  if (text.length > 0) return stepPart(text, tips);
  if (directions.length > 0) return stepPart([directions.join(' ')], tips);
  const name = oneLine(item.name) ?? oneLine(item.description);
  return name ? stepPart([name], tips) : null;
}
