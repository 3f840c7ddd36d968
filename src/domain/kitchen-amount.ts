/**
 * Ingredient amounts the way cooks read them (ADR 0011, replacing SPEC section 5's one-decimal rule
 * for amounts): kitchen fractions for US measures and counts ('¼ cup', '1⅓ cups', '1½'), decimals
 * for metric ('250 g', '1.5 kg'), and units in the number's form ('3 cups', '5 cloves', '1 can').
 * Abbreviations (tsp, tbsp, g, ml, oz…) never take a plural. Metric units are shown as written, not
 * converted ('0.5 l' stays litres): the cook measures in the unit the recipe chose.
 */
import type { Ingredient } from '../contracts/recipe';
import { normalizeUnit, type Unit } from './units';

/** The fractions a cook can measure, with how they are written. Eighths only as the smallest spoon. */
const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/**
 * '1⅓', '¾', '2': the nearest measurable fraction. A tiny amount that is not zero shows as '⅛'
 * rather than '0', so a pinch scaled down never vanishes from the list.
 */
export function kitchenFraction(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  let whole = Math.floor(n);
  const rest = n - whole;
  let nearest = FRACTIONS[0]!;
  for (const fraction of FRACTIONS) if (Math.abs(rest - fraction[0]) < Math.abs(rest - nearest[0])) nearest = fraction;
  if (nearest[0] === 1) whole += 1;
  if (whole === 0 && nearest[1] === '') return '⅛';
  return whole === 0 ? nearest[1] : `${whole}${nearest[1]}`;
}

/** Decimal places each metric unit is shown to: grams keep SPEC's one decimal. */
const METRIC_DECIMALS: Partial<Record<Unit, number>> = { mg: 1, g: 1, ml: 1, kg: 2, l: 2 };

/**
 * '250', '1.5', '0.25': a metric amount to its unit's decimals with trailing zeros dropped. A tiny
 * amount that would round to 0 keeps one significant digit instead ('0.04').
 */
export function metricDecimal(n: number, decimals: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  const scale = 10 ** decimals;
  // toPrecision first removes binary float noise, so 1.15 rounds to 1.2 as a cook would expect.
  const rounded = Math.round(Number((n * scale).toPrecision(12))) / scale;
  return rounded > 0 ? String(rounded) : String(Number(n.toPrecision(1)));
}

/** Canonical measures written as words, which take a plural; every other measure is an abbreviation. */
const WORD_MEASURES: Partial<Record<Unit, string>> = { cup: 'cups', quart: 'quarts', gallon: 'gallons' };

/**
 * Count units found in real recipes, singular to plural. A unit not listed ('large', 'whole',
 * 'to taste') is shown as written: a guessed plural would be wrong more often than it helps.
 */
const COUNT_PLURALS = new Map<string, string>([
  ['bag', 'bags'],
  ['block', 'blocks'],
  ['bottle', 'bottles'],
  ['box', 'boxes'],
  ['breast', 'breasts'],
  ['bulb', 'bulbs'],
  ['bunch', 'bunches'],
  ['can', 'cans'],
  ['carton', 'cartons'],
  ['clove', 'cloves'],
  ['container', 'containers'],
  ['cube', 'cubes'],
  ['dash', 'dashes'],
  ['drop', 'drops'],
  ['ear', 'ears'],
  ['envelope', 'envelopes'],
  ['fillet', 'fillets'],
  ['handful', 'handfuls'],
  ['head', 'heads'],
  ['jar', 'jars'],
  ['knob', 'knobs'],
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
  ['package', 'packages'],
  ['packet', 'packets'],
  ['piece', 'pieces'],
  ['pinch', 'pinches'],
  ['rib', 'ribs'],
  ['sheet', 'sheets'],
  ['slice', 'slices'],
  ['sprig', 'sprigs'],
  ['stalk', 'stalks'],
  ['stick', 'sticks'],
  ['strip', 'strips'],
  ['tin', 'tins'],
  ['wedge', 'wedges'],
]);
const COUNT_SINGULARS = new Map([...COUNT_PLURALS].map(([one, many]) => [many, one]));

/** A count unit in the number's form, keeping the writer's capital ('Cloves' stays capitalised). */
function countUnit(unit: string, plural: boolean): string {
  const key = unit.toLowerCase();
  const one = COUNT_PLURALS.has(key) ? key : COUNT_SINGULARS.get(key);
  if (one === undefined) return unit;
  const word = plural ? COUNT_PLURALS.get(one)! : one;
  return /^[A-Z]/.test(unit) ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/**
 * An ingredient's amount as shown: '1⅓ cups', '½ tsp', '250 g', '1.5 kg', '5 cloves', '1½'. With
 * no quantity, the unit alone ('to taste') or ''. The quantity is already scaled to the servings.
 */
export function kitchenAmount(quantity: number | null, unit: string | null): string {
  const written = unit?.trim() ?? '';
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return written;
  const measure = normalizeUnit(written);
  const decimals = measure ? METRIC_DECIMALS[measure] : undefined;
  if (measure && decimals !== undefined) return `${metricDecimal(quantity, decimals)} ${measure}`;
  const number = kitchenFraction(quantity);
  // More than one as shown: '1⅓ cups', '2 cans'; but '1 cup' for 0.98 and '¾ cup'.
  const plural = quantity > 1 && number !== '1';
  if (measure) {
    const word = WORD_MEASURES[measure];
    return `${number} ${word && plural ? word : measure}`;
  }
  return written === '' ? number : `${number} ${countUnit(written, plural)}`;
}

/** '1⅓ cups whole-wheat flour, sifted': an ingredient line as the AI drafts and the recipe's structured data write it. */
export function ingredientLine(ingredient: Pick<Ingredient, 'name' | 'quantity' | 'unit' | 'preparation'>): string {
  const head = [kitchenAmount(ingredient.quantity, ingredient.unit), ingredient.name].filter((p) => p !== '').join(' ');
  return ingredient.preparation ? `${head}, ${ingredient.preparation}` : head;
}
