/**
 * How much a written amount of a food weighs. Every rule uses a figure of the food itself (its
 * USDA household measures, its density) or a fixed conversion (SPEC section 9); when neither
 * applies the answer is "not converted" with the reason, never a guess.
 *
 * - Mass (g, kg, oz, lb, mg): the SPEC factors of units.ts.
 * - US volumes (cup, tbsp, tsp, fl oz): the food's own USDA measure for that unit (a cup of
 *   chopped onion is weighed, not computed), else millilitres x the food's grams per millilitre.
 *   A pint is two cups. Metric volumes, quarts and gallons: millilitres x grams per millilitre.
 * - Pieces with no unit ('3 eggs', '2 medium onions'): the size the name or preparation gives,
 *   else the food's plain piece ('each', USDA's "1 fruit", "1 large" for eggs: the piece a recipe
 *   means when it names no size), else its medium one. A piece word in the name ('2 salmon
 *   fillets') picks that measure.
 * - Count units (clove, slice, stick, stalk, head, sprig, leaf, ear, fillet, sheet, pat, bunch,
 *   ball (of fresh cheese), piece = each, or a size used as the unit: '12 large eggs'): the food's measure of that name. A
 *   size the food has no measure for falls back to its plain piece.
 * - Containers (can, jar, bottle, bag, box, package): the size note's amount ('2 (14 oz) cans'),
 *   else the food's USDA measure for it. The note is the can's weight with its liquid, so for a
 *   food USDA weighs drained ('1 can drained solids') that measure wins over the note, and a drained
 *   food or line without one keeps DRAINED_SHARE of the note.
 * - A weight the line states for what it counts ('2 x 175g salmon fillets', '6 (4-ounce) fillets',
 *   '4 duck breasts, about 5 ounces each', '1 whole chicken (about 4 pounds)') is the cook's own
 *   figure and wins over USDA's average piece: per piece when it is written as the piece's size
 *   or says "each", for the whole line when it says "about" a count of several ('18 scallops
 *   (about 1/2 pound)'). Like any mass, it is of the food as bought (see edible portion).
 * - Count words cooks use for the same piece USDA names otherwise: a rasher or strip of bacon is
 *   a slice, a rib or stick of celery a stalk, a bulb of garlic a head and of fennel a whole one,
 *   a spear or pod one piece (PIECE_SYNONYMS).
 * - A length of a root cut to size ('2.5cm piece ginger', '1-inch piece'): the food's measure per
 *   centimetre (LENGTH_CM), where it has one.
 * - Pinch and dash, by the usual kitchen convention: a dash is 1/8 tsp, a pinch 1/16 tsp (the
 *   food's own USDA dash when it has one). Splash and handful have no convention: not converted.
 *   Published handfuls of leaves disagree sevenfold (ntro.it.com's spinach pages: two loose
 *   handfuls to the 30 g cup, so 15 g each, and a large handful of 100 g), and a handful of herbs
 *   is also given as their bunch (italianchef.org): any one figure would be a guess counted as a fact.
 * - Edible portion: nutrient figures are per 100 g of the part eaten, and so are USDA household
 *   measures (SR28 WEIGHT gram weights are of the edible portion: its medium onion, 110 g, has no
 *   skin; its medium banana, 118 g, no peel). A mass of a food bought whole ('1 lb onions', '2 kg
 *   chicken wings', '1kg squash, peeled and cubed': the peeling comes after the weighing) keeps
 *   only the eaten share, 1 - refuse. Not when the name says the weighed food is already the
 *   edible part ('peeled squash', 'pitted dates', 'boneless chicken', 'clam meat', 'shelled'):
 *   see EDIBLE_PART_STATE and EDIBLE_PART_DONE.
 */
import { isMassUnit, isVolumeUnit, normalizeUnit, toGrams, toMillilitres } from '../units';
import { sizeWord } from './food-name';

export interface FoodMeasures {
  name: string;
  /** Null when USDA gives the food no volume measure. */
  gramsPerMl: number | null;
  /** USDA household measures: grams of one `unit` ('cup', 'large', 'clove', 'can', ...). */
  portions: readonly { unit: string | null; grams: number; description: string }[];
  /** Percent of the food as bought that is not eaten (SR28 refuse); absent or null: none. */
  refusePct?: number | null;
}

export interface WrittenAmount {
  quantity: number | null;
  unit: string | null;
  name: string;
  preparation: string | null;
}

export type Conversion =
  | { ok: true; grams: number }
  | { ok: false; reason: 'no-amount' }
  | { ok: false; reason: 'unknown-unit'; unit: string }
  | { ok: false; reason: 'no-measure'; unit: string | null };

const US_VOLUMES = new Set(['cup', 'tbsp', 'tsp', 'fl oz']);
const PIECE_UNITS = new Set(['clove', 'slice', 'stick', 'stalk', 'head', 'sprig', 'leaf', 'ear', 'fillet', 'sheet', 'pat', 'bunch', 'ball']);
const SIZES = new Set(['small', 'medium', 'large', 'extra large', 'jumbo']);
const CONTAINERS = new Set(['can', 'jar', 'bottle', 'bag', 'box', 'package']);
/** Count words and the food measures they mean, in order of preference. */
const PIECE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  rasher: ['slice'],
  strip: ['slice'],
  rib: ['stalk'],
  stick: ['stick', 'stalk'],
  stem: ['stalk', 'sprig'],
  bulb: ['head', 'each', 'medium'],
  spear: ['each', 'medium'],
  pod: ['each'],
};
/**
 * The drained solids of a can as a share of its net weight: USDA weighs a can of kidney beans at
 * 436 g with its liquid and 266 g drained (NDB 16034, 16145), chickpeas 448 g and 253 g (16058, 16358).
 */
export const DRAINED_SHARE = 0.6;
/** Centimetres in one of each length unit a line may cut a piece by. */
const LENGTH_CM: Readonly<Record<string, number>> = { cm: 1, mm: 0.1, inch: 2.54 };
/** Teaspoons in one, by the usual US kitchen convention. */
const TSP_PER = { dash: 1 / 8, pinch: 1 / 16 } as const;
/** Piece words a name may carry ('salmon fillets', 'lettuce leaves'), in their measure's name. */
const PIECE_IN_NAME: readonly [RegExp, string][] = [
  [/\bfillets?\b/i, 'fillet'],
  [/\bcloves?\b/i, 'clove'],
  [/\bslices?\b/i, 'slice'],
  [/\bstalks?\b/i, 'stalk'],
  [/\bsprigs?\b/i, 'sprig'],
  [/\b(?:leaf|leaves)\b/i, 'leaf'],
  [/\bears?\b/i, 'ear'],
  [/\bsheets?\b/i, 'sheet'],
  [/\bsticks?\b/i, 'stick'],
  [/\bheads?\b/i, 'head'],
];

/** Words saying the food weighed is its edible part, wherever the line puts them. */
const EDIBLE_PART_STATE =
  /\b(?:boneless|skinless|shelled|shucked|meat|flesh|fillets?|kernels?|out of (?:the |their )?shells?|without (?:the )?(?:shells?|bones?|skin|pits?|stones?))\b/i;
/**
 * Preparations done before weighing when written in the name ('peeled squash', 'pitted dates');
 * after a comma they are done after it ('squash, peeled').
 */
const EDIBLE_PART_DONE = /\b(?:peeled|pitted|stoned|seeded|deseeded|cored|hulled|trimmed|deveined|picked)\b/i;

/** The share of a mass of the food that is eaten: 1 - refuse, unless the line names the edible part. */
function edibleShare(food: FoodMeasures, amount: WrittenAmount): number {
  const refuse = food.refusePct ?? 0;
  if (!(refuse > 0)) return 1;
  if (EDIBLE_PART_STATE.test(`${amount.name} ${amount.preparation ?? ''}`) || EDIBLE_PART_DONE.test(amount.name)) return 1;
  return 1 - refuse / 100;
}

const portion = (food: FoodMeasures, unit: string) => food.portions.find((p) => p.unit === unit) ?? null;

/** A size note's amount in grams: '14 oz', '15-oz can', '400g', '12 fl oz' (by the food's density). */
export function sizeNoteGrams(text: string | null, food: FoodMeasures): number | null {
  if (!text) return null;
  const note = /(\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s*oz|fluid ounces?|ounces?|oz|grams?|g|kg|lbs?|pounds?|ml|l)\b/i.exec(text);
  if (!note) return null;
  const value = Number(note[1]);
  const mass = toGrams(value, note[2]!);
  if (mass !== null) return mass;
  const ml = toMillilitres(value, note[2]!);
  return ml !== null && food.gramsPerMl !== null ? ml * food.gramsPerMl : null;
}

/** Grams of one `unit` of a US volume: the food's own measure, else by its density. */
function volumeGrams(food: FoodMeasures, unit: string): number | null {
  const own = portion(food, unit);
  if (own) return own.grams;
  const ml = toMillilitres(1, unit);
  return ml !== null && food.gramsPerMl !== null ? ml * food.gramsPerMl : null;
}

/**
 * The grams a line states for what it counts, from its size note ('175g, 6oz', '4-ounce', 'about
 * 5 ounces each', 'about 1/2 pound'), for the whole line; null when it states none.
 */
function statedGrams(amount: WrittenAmount, quantity: number, food: FoodMeasures): number | null {
  const note = amount.preparation;
  const grams = sizeNoteGrams(note, food);
  if (grams === null || note === null) return null;
  const total = quantity > 1 && /\b(?:about|approximately|approx\.?|roughly|around|total|in all|altogether)\b/i.test(note) && !/\beach\b/i.test(note);
  return (total ? grams : grams * quantity) * edibleShare(food, amount);
}

/** Words saying the counted things are cut parts of the food, of no known size ('8 chicken pieces', '12 pineapple chunks'). */
const CUT_PARTS = /\b(?:pieces?|parts?|chunks?|cubes?|bits?|joints?|portions?|segments?)\b/i;

/** Grams of one piece with no unit written; none for cut parts, which are not the food's whole pieces. */
function pieceGrams(food: FoodMeasures, amount: WrittenAmount): number | null {
  if (CUT_PARTS.test(amount.name)) return null;
  for (const [pattern, unit] of PIECE_IN_NAME) {
    if (pattern.test(amount.name)) {
      const own = portion(food, unit);
      if (own) return own.grams;
    }
  }
  const size = sizeWord(amount.name, amount.preparation);
  const sized = size === null ? null : portion(food, size);
  return (sized ?? portion(food, 'each') ?? portion(food, 'medium'))?.grams ?? null;
}

/** Grams of one container: the size note, or the food's own measure (drained foods: always that). */
function containerGrams(food: FoodMeasures, unit: string, amount: WrittenAmount): number | null {
  const own = portion(food, unit);
  if (own && /drained/i.test(own.description)) return own.grams;
  const note = sizeNoteGrams(amount.preparation, food) ?? sizeNoteGrams(amount.name, food);
  if (note === null) return own?.grams ?? null;
  return /\bdrained\b/i.test(`${food.name} ${amount.preparation ?? ''}`) ? note * DRAINED_SHARE : note;
}

/** Grams of one `unit` of the food; null when the food gives no way to know. */
function gramsOfOne(food: FoodMeasures, unit: string, amount: WrittenAmount): number | null | 'unknown' {
  const canonical = normalizeUnit(unit);
  if (canonical !== null && isMassUnit(canonical)) {
    const mass = toGrams(1, canonical);
    return mass === null ? null : mass * edibleShare(food, amount);
  }
  if (canonical !== null && US_VOLUMES.has(canonical)) return volumeGrams(food, canonical);
  if (canonical !== null && isVolumeUnit(canonical)) {
    return food.gramsPerMl === null ? null : (toMillilitres(1, canonical) ?? 0) * food.gramsPerMl;
  }
  const word = unit.trim().toLowerCase();
  if (word === 'pint') {
    const cup = volumeGrams(food, 'cup');
    return cup === null ? null : 2 * cup;
  }
  if (word === 'pinch' || word === 'dash') {
    const own = word === 'dash' ? portion(food, 'dash') : null;
    if (own) return own.grams;
    const tsp = volumeGrams(food, 'tsp');
    return tsp === null ? null : tsp * TSP_PER[word];
  }
  if (word === 'piece' || word === 'each') return (portion(food, 'each') ?? portion(food, 'medium'))?.grams ?? null;
  if (SIZES.has(word)) return (portion(food, word) ?? portion(food, 'each'))?.grams ?? null;
  if (PIECE_UNITS.has(word) && !PIECE_SYNONYMS[word]) return portion(food, word)?.grams ?? null;
  const synonyms = PIECE_SYNONYMS[word];
  if (synonyms) return synonyms.map((unit) => portion(food, unit)).find((p) => p !== null)?.grams ?? null;
  if (CONTAINERS.has(word)) return containerGrams(food, word, amount);
  const cm = LENGTH_CM[word];
  if (cm !== undefined) {
    const perCm = portion(food, 'cm');
    return perCm === null ? null : perCm.grams * cm;
  }
  return 'unknown';
}

/** Whether a unit counts pieces (none, 'piece', 'rasher', 'sachet'), not a mass, volume or container. */
function countsPieces(unit: string | null): boolean {
  if (unit === null) return true;
  const canonical = normalizeUnit(unit);
  if (canonical !== null && (isMassUnit(canonical) || isVolumeUnit(canonical))) return false;
  return !CONTAINERS.has(unit) && !['pint', 'pinch', 'dash'].includes(unit);
}

/** The grams of a written amount of `food`, or why there are none. */
export function amountInGrams(amount: WrittenAmount, food: FoodMeasures): Conversion {
  const unit = amount.unit?.trim() || null;
  // 'a pinch of salt' is one pinch; any other line without a number has no amount.
  const quantity = amount.quantity ?? (unit === 'pinch' || unit === 'dash' ? 1 : null);
  if (quantity === null || !(quantity > 0)) return { ok: false, reason: 'no-amount' };
  const stated = countsPieces(unit) ? statedGrams(amount, quantity, food) : null;
  if (stated !== null) return { ok: true, grams: stated };
  const one = unit === null ? pieceGrams(food, amount) : gramsOfOne(food, unit, amount);
  if (one === 'unknown') return { ok: false, reason: 'unknown-unit', unit: unit! };
  if (one === null) return { ok: false, reason: 'no-measure', unit };
  return { ok: true, grams: quantity * one };
}
