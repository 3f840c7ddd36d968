import type { PortionUnit } from '../../../db/seed/food-types';

/** Leading words of a USDA measure text and the canonical portion they stand for. */
const WORDS = new Map<string, PortionUnit>([
  ['cup', 'cup'], ['cups', 'cup'],
  ['tbsp', 'tbsp'], ['tbs', 'tbsp'], ['tablespoon', 'tbsp'], ['tablespoons', 'tbsp'],
  ['tsp', 'tsp'], ['teaspoon', 'tsp'], ['teaspoons', 'tsp'],
  ['each', 'each'], ['whole', 'each'], ['item', 'each'], ['piece', 'each'], ['unit', 'each'],
  ['small', 'small'], ['medium', 'medium'], ['large', 'large'], ['jumbo', 'jumbo'],
  ['clove', 'clove'], ['cloves', 'clove'], ['slice', 'slice'], ['slices', 'slice'],
  ['stick', 'stick'], ['sticks', 'stick'], ['stalk', 'stalk'], ['stalks', 'stalk'],
  ['head', 'head'], ['heads', 'head'], ['sprig', 'sprig'], ['sprigs', 'sprig'],
  ['leaf', 'leaf'], ['leaves', 'leaf'], ['ear', 'ear'], ['ears', 'ear'],
  ['fillet', 'fillet'], ['fillets', 'fillet'], ['can', 'can'], ['cans', 'can'],
  ['sheet', 'sheet'], ['sheets', 'sheet'], ['pat', 'pat'], ['pats', 'pat'],
  ['bunch', 'bunch'], ['bunches', 'bunch'], ['dash', 'dash'], ['dashes', 'dash'],
]);

const SIZES = new Set<PortionUnit>(['small', 'medium', 'large', 'jumbo', 'extra large']);

/** A size word before one of these sizes the container, not the food ('1 small box'). */
const CONTAINERS = new Set(['box', 'bag', 'package', 'packet', 'container', 'bottle', 'can', 'jar', 'carton', 'pouch', 'serving', 'bar', 'drink', 'glass', 'cup', 'bowl']);

/**
 * The canonical portion a USDA household measure stands for ('cup, chopped' -> 'cup',
 * 'large (3" dia)' -> 'large', '1 clove' -> 'clove', 'NLEA serving' -> null). Null when the
 * measure is not one a recipe writes as a unit; such portions keep their text only.
 */
export function classifyMeasure(description: string): PortionUnit | null {
  const text = description
    .toLowerCase()
    .replace(/^[\d./\s]+/, '')
    .trim();
  if (/^(fl oz|fluid ounces?)\b/.test(text)) return 'fl oz';
  const match = /^(extra[ -]large|[a-z]+)[\s,]*([a-z]*)/.exec(text);
  if (!match) return null;
  const [, first = '', next = ''] = match;
  const unit = first === 'extra large' || first === 'extra-large' ? 'extra large' : WORDS.get(first);
  if (!unit || (SIZES.has(unit) && CONTAINERS.has(next))) return null;
  return unit;
}
