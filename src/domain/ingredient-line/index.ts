/**
 * Reads one written ingredient line ('1 ½ cups flour, sifted') into the parts the recipe editor
 * holds: quantity, canonical unit, name and preparation. Used by recipe import and the nutrition
 * bench, in the recipe's language (../language); pure (no I/O) and never guesses: what it does not
 * understand stays in the name, where a person reviewing the draft sees it.
 *
 * Conventions: the size of each counted item is a note, not the unit ('2 (14 oz) cans tomatoes'
 * -> 2 can 'tomatoes', preparation '14 oz'); so is a second measure ('250 g / 9 oz'), a tin or
 * piece after a weight, and how the food is prepared wherever it is written ('finely chopped
 * parsley' -> 'parsley'). A length sizes a piece ('2.5cm piece ginger' -> 2.5 cm). Notes come first
 * in the preparation, then what follows the first comma, then 'to taste' and the like. Measured
 * on published lines by scripts/bench/ingredient-corpus-parser.ts.
 */

import { withoutOf, type Language } from '../language';
import { AMOUNT, leadingQuantity, normalize, roundQuantity } from './amounts';
import { firstTopLevelComma, isDescribingWord, splitPreparation, TRAILING_USE } from './preparation';
import { CONTAINER_AFTER_MEASURE, CONTAINER_AFTER_SIZE, LENGTHS, leadingUnit, MEASURED, PIECE_AFTER_LENGTH, UNIT_AFTER_NAME, UNIT_SIZE, UNITS_WITHOUT_QUANTITY } from './units';

export { unitFor } from './units';

export interface IngredientLine {
  quantity: number | null;
  /** Canonical short unit ('cup', 'tbsp', 'g', 'clove', ...), null for counted things ('3 eggs'). */
  unit: string | null;
  name: string;
  /** Everything about how it is prepared or sized: '14 oz', 'finely chopped', 'to taste'. */
  preparation: string | null;
}

/** 'Juice of 1 lemon', 'finely grated zest of 2 limes': the fruit is counted, the part is a note. */
const PART_OF = /^(?:(?:freshly\s+|finely\s+)?(?:grated|strained|squeezed)\s+)?(?:zest|juice|peel|rind|zest and juice|juice and zest|rind and juice|leaves)\s+(?:of|from)\s+(?=[\d½⅓⅔¼¾⅛]|an?\s|half\b|one\b|two\b)/i;

/** '2 lg eggs', '1 md onion': the size spelled out, so the size of the piece is read like 'large'. */
const SIZE_SHORT = /^(?:lg|md|sm)\b/i;
const SIZE_WORD: Record<string, string> = { lg: 'large', md: 'medium', sm: 'small' };

/** Hedges before an amount ('about 100g', 'up to 2 tbsp'): a note, the amount is still read. */
const HEDGE = /^(?:(?:about|around|approx\.?|approximately|roughly|at least|up to|scant|heaped|generous|additional|(?:slightly\s+)?rounded|(?:lightly\s+|firmly\s+|loosely\s+)?packed)\s+|~\s*)(?=[\d½⅓⅔¼¾⅛⅜⅝⅞]|an?\s)/i;

/** '1 14-ounce can' or '1 x 400g tin' after the quantity: the size of each one, not the unit. */
const SIZE_OF_EACH = /^(?:(\d+(?:[./]\d+)?(?: \d+\/\d+)?(?:-?\s+(?:to|or)\s+-?\d+(?:[./]\d+)?(?: \d+\/\d+)?)?-[a-z]+(?:-[a-z]+)*)\.?|x\s*(\d+(?:\.\d+)?\s?[a-z]+))\s+/i;

/** Pulls '(...)' groups out of `text`: they are notes ('14 oz', 'optional'), not the name. */
function takeParentheticals(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const rest = text.replace(/\s*\(([^()]*)\)\s*/g, (_, note: string) => {
    if (note.trim()) notes.push(note.trim());
    return ' ';
  });
  return { text: rest.trim(), notes };
}

/** One line in `language` (detectLanguage reads it from the whole recipe): its units, number words and 'of'. */
export function parseIngredientLine(line: string, language: Language = 'en'): IngredientLine {
  const text = normalize(line);
  const notes: string[] = [];
  const optional = /^(optional|garnish|to serve):\s*/i.exec(text);
  if (optional) notes.push(optional[1]!.toLowerCase());
  const unprefixed = optional ? text.slice(optional[0].length) : text;
  const part = PART_OF.exec(unprefixed);
  if (part) notes.push(part[0].trim());
  const afterPart = inverted(part ? unprefixed.slice(part[0].length) : unprefixed, language);
  const hedge = HEDGE.exec(afterPart);
  if (hedge) notes.push(hedge[0].trim() === '~' ? 'about' : hedge[0].trim());
  const leading = leadingQuantity(hedge ? afterPart.slice(hedge[0].length) : afterPart, language);
  const { quantity } = leading;
  let { rest } = leading;
  if (leading.vague) notes.push(leading.vague);

  if (quantity !== null) rest = takeSizes(rest.replace(/^x\s+(?=\D)/i, ''), notes, language).replace(SIZE_SHORT, (short: string) => SIZE_WORD[short.toLowerCase()]!);

  let unit: string | null = null;
  let unitWord = '';
  const sized = UNIT_SIZE.exec(rest);
  const unitText = sized ? rest.slice(sized[0].length) : rest;
  const found = leadingUnit(unitText, language);
  if (found && (quantity !== null || leading.vague || UNITS_WITHOUT_QUANTITY.has(found.unit))) {
    unit = found.unit;
    unitWord = unitText.slice(0, unitText.length - found.rest.length).trim();
    if (sized) notes.push(sized[0].trim());
    // '1/4 tsp teaspoon salt': the unit written twice.
    const twice = leadingUnit(found.rest, language);
    rest = takeSizes(twice?.unit === unit ? twice.rest : found.rest, notes, language);
    // '1 lb 10 oz tuna': the ounces belong to the pounds' measure.
    const ounces = /^(?:lb|kg|pint)$/.test(unit) ? /^(\d+(?:\.\d+)?\s*(?:oz|g|fl oz))\b\s*/i.exec(rest) : null;
    if (ounces) {
      notes.push(`plus ${ounces[1]}`);
      rest = takeSizes(rest.slice(ounces[0].length), notes, language);
    }
    // '400g/14oz tin beans', '1kg piece beef': the measure is what the tin or piece holds.
    const piece = LENGTHS.has(unit) || MEASURED.has(unit) ? (LENGTHS.has(unit) ? PIECE_AFTER_LENGTH : CONTAINER_AFTER_MEASURE).exec(rest) : null;
    if (piece) {
      notes.push(piece[0].replace(/\s+of\s*$/i, '').trim());
      rest = rest.slice(piece[0].length);
    }
  }
  // '1 sheet (8 ounces), frozen puff pastry': the comma closed the aside, not the name.
  rest = withoutOf(rest.replace(/^,\s*/, '').replace(/^or so\s+/i, () => {
    notes.push('or so');
    return '';
  }).replace(/^each\s+(?:of\s+)?/i, () => {
    notes.push('each');
    return '';
  }), language);

  // The name ends at the first comma outside parentheses; what follows is how it is prepared.
  const comma = firstTopLevelComma(rest);
  const head = comma === -1 ? rest : rest.slice(0, comma);
  const afterComma = comma === -1 ? '' : rest.slice(comma + 1).trim();
  const inName = takeParentheticals(head);
  // '2 large, ripe mangoes': the comma after a describing word is not the name's end (firstTopLevelComma), so not in it either.
  let name = inName.text
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)([\w-]+),\s*/g, (all, space: string, word: string) => (isDescribingWord(word) ? `${space}${word} ` : all))
    .trim();
  notes.push(...inName.notes);
  const use = TRAILING_USE.exec(name);
  if (use) name = name.slice(0, use.index).trim();
  const described = splitPreparation(name);
  name = described.name;
  if (unit === null) {
    const words = name.split(' ');
    const after = UNIT_AFTER_NAME.get(words.at(-1)!.toLowerCase());
    if (after && words.length > 1) {
      unit = after;
      name = words.slice(0, -1).join(' ');
    }
  }

  // '8 cloves': nothing after the unit, so the word was the food.
  if (name === '' && unit !== null && quantity !== null && /^\S+$/.test(unitWord)) {
    name = unitWord;
    unit = null;
  }
  if (name === '') return { quantity: null, unit: null, name: text, preparation: null };
  const preparation = [...notes, ...described.preparation, afterComma, use?.[1] ?? ''].filter((part) => part !== '').join(', ');
  return {
    // '1/0 cup' is no amount at all.
    quantity: quantity === null || !Number.isFinite(quantity) ? null : roundQuantity(quantity),
    unit,
    name,
    preparation: preparation === '' ? null : preparation,
  };
}

/** 'Cake flour 2/3 cup (86 grams)': a line that names the food first, its amount last, read the usual way round. */
function inverted(text: string, language: Language): string {
  const match = new RegExp(String.raw`^([^\d(]*[a-z][^\d(]*?)\s+(${AMOUNT})\s*([^\d()]*?)\s*(\([^()]*\))?$`, 'i').exec(text);
  if (!match) return text;
  const [, name, amount, unit = '', aside = ''] = match;
  if (unit !== '' && leadingUnit(unit, language)?.rest !== '') return text;
  return `${amount} ${unit} ${name} ${aside}`.replace(/\s+/g, ' ').trim();
}

/**
 * Takes the size of each counted item and second measures off the front of `text` into `notes`:
 * '(14 oz) cans', '14-ounce can', 'x 400g tin', '/ 9oz', '/ 1lb 2oz', 'plus 2 tbsp'.
 */
function takeSizes(text: string, notes: string[], language: Language): string {
  let rest = text;
  for (;;) {
    const size = SIZE_OF_EACH.exec(rest);
    const parenthetical = /^\(([^()]*)\)\s*/.exec(rest);
    const joined = /^(\/|\+|plus\b|and\b|minus\b|to\b)\s*/i.exec(rest);
    const sizeOfContainer = joined ? null : leadingMeasure(rest, language);
    const measure = joined ? leadingMeasure(rest.slice(joined[0].length), language) : null;
    if (size) {
      notes.push((size[1] ?? size[2])!);
      rest = rest.slice(size[0].length);
    } else if (parenthetical) {
      if (parenthetical[1]!.trim()) notes.push(parenthetical[1]!.trim());
      rest = rest.slice(parenthetical[0].length);
    } else if (sizeOfContainer && CONTAINER_AFTER_SIZE.test(sizeOfContainer.rest)) {
      // 'Two 14.5 oz (411g) cans': the measure is each can's.
      notes.push(sizeOfContainer.measure);
      rest = sizeOfContainer.rest;
    } else if (joined && measure) {
      const joiner = joined[1]!.toLowerCase();
      notes.push(joiner === '/' ? measure.measure : `${joiner === '+' || joiner === 'and' ? 'plus' : joiner} ${measure.measure}`);
      rest = measure.rest;
    } else {
      return rest;
    }
  }
}

/** An amount and its unit at the start of `text` ('9oz', '18fl oz', '1lb 2oz', '1/2 pint'), or null. */
function leadingMeasure(text: string, language: Language): { measure: string; rest: string } | null {
  const amount = new RegExp(String.raw`^${AMOUNT}(?:\s*[a-z]*\s*-\s*${AMOUNT})?\s*`, 'i').exec(text);
  const found = amount ? leadingUnit(text.slice(amount[0].length), language) : null;
  if (!amount || !found) return null;
  const more = /^(lb|kg|pint)$/.test(found.unit) ? leadingMeasure(found.rest, language) : null;
  const rest = more ?? found;
  return { measure: text.slice(0, text.length - rest.rest.length).trim(), rest: rest.rest };
}
