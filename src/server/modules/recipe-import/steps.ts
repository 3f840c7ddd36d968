import { finishSteps, isStepPart, stepPart, textParts, type MethodPart, type MethodStep, type MethodStepPart } from '../../../domain/method-steps';
import { namesPart } from '../../../domain/part-names';
import { hasType, isItem, linesWithBreaks, MAX_DEPTH, oneLine, prop, toArray, type Item } from './text';

/**
 * A page's method read into steps. How text becomes steps (numbers, bullets, blank lines,
 * headings) is the domain's method-steps, the same rules as the editor's paste; this reads the
 * shapes pages give it in.
 */
export type ScrapedStep = MethodStep;

/**
 * The steps of a method read from a page. A method that arrives as a single step (one HowToStep or
 * one list item holding the whole method) is split on its own lines and numbers, as the page shows
 * it; several steps keep their own line breaks inside them.
 */
export function pageSteps(parts: MethodPart[]): ScrapedStep[] {
  const given = parts.filter(isStepPart);
  if (given.length !== 1) return finishSteps(parts);
  const only = given[0]!;
  const split = textParts(only.lines);
  const lastStep = split.filter(isStepPart).at(-1);
  if (!lastStep) return finishSteps(parts);
  lastStep.tips = only.tips;
  return finishSteps(parts.flatMap((part) => (part === only ? split : [part])));
}

/** recipeInstructions in every shape seen: text, HTML, HowToStep, HowToSection, ItemList, HowToTip, nested lists. */
export function readSteps(value: unknown): ScrapedStep[] {
  return pageSteps(stepParts(value, 0));
}

function stepParts(value: unknown, depth: number): MethodPart[] {
  if (depth > MAX_DEPTH) return [];
  const parts: MethodPart[] = [];
  // The step a tip belongs to: the last one so far, kept as parts are added so a long method stays linear.
  const last: { step: MethodStepPart | null } = { step: null };
  const add = (added: MethodPart[]) => {
    for (const part of added) {
      parts.push(part);
      if (isStepPart(part)) last.step = part;
    }
  };
  for (const entry of toArray(value)) {
    if (Array.isArray(entry)) add(stepParts(entry, depth + 1));
    else if (!isItem(entry)) add(textParts(linesWithBreaks(entry)));
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
function readStep(item: Item): MethodStepPart | null {
  const directions: string[] = [];
  const tips: string[] = [];
  for (const part of toArray(prop(item, 'itemListElement'))) {
    const text = isItem(part) ? oneLine(part.text ?? part.name) : oneLine(part);
    if (!text) continue;
    if (isItem(part) && hasType(part, 'HowToTip')) tips.push(text);
    else directions.push(text);
  }
  const text = toArray(item.text).flatMap(linesWithBreaks);
  if (text.length > 0) return stepPart(text, tips);
  if (directions.length > 0) return stepPart([directions.join(' ')], tips);
  const name = oneLine(item.name) ?? oneLine(item.description);
  return name ? stepPart([name], tips) : null;
}
