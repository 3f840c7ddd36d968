/**
 * Reads one written ingredient line ('1 ½ cups flour, sifted') into the parts the recipe editor
 * holds: quantity, canonical unit, name and preparation. Used by recipe import; nutrition work
 * will build on the same parts, so this stays pure (no I/O) and never guesses: what it does not
 * understand stays in the name, where a person reviewing the draft sees it.
 *
 * Conventions: the size of each counted item is a note, not the unit ('2 (14 oz) cans tomatoes'
 * -> 2 can 'tomatoes', preparation '14 oz'); so is a second measure ('250 g / 9 oz'); notes come
 * first in the preparation, then what follows the first comma, then 'to taste' and the like.
 */

import { normalizeUnit } from './units';

export interface IngredientLine {
  quantity: number | null;
  /** Canonical short unit ('cup', 'tbsp', 'g', 'clove', ...), null for counted things ('3 eggs'). */
  unit: string | null;
  name: string;
  /** Everything about how it is prepared or sized: '14 oz', 'finely chopped', 'to taste'. */
  preparation: string | null;
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5',
  '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅐': '1/7', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
  '⅑': '1/9', '⅒': '1/10',
};

/** Units that count things rather than measure them; measures come from units.ts. */
const COUNT_UNITS = new Map<string, string>();
function countUnit(canonical: string, ...spellings: string[]): void {
  for (const spelling of [canonical, ...spellings]) COUNT_UNITS.set(spelling, canonical);
}
countUnit('pinch', 'pinches');
countUnit('dash', 'dashes');
countUnit('splash', 'splashes');
countUnit('handful', 'handfuls');
countUnit('clove', 'cloves');
countUnit('can', 'cans', 'tin', 'tins');
countUnit('jar', 'jars');
countUnit('bottle', 'bottles');
countUnit('bag', 'bags');
countUnit('box', 'boxes');
countUnit('package', 'packages', 'pkg', 'pkgs', 'packet', 'packets');
countUnit('slice', 'slices');
countUnit('piece', 'pieces', 'pc', 'pcs');
countUnit('bunch', 'bunches');
countUnit('sprig', 'sprigs');
countUnit('stick', 'sticks');
countUnit('stalk', 'stalks');
countUnit('head', 'heads');
countUnit('sheet', 'sheets');
countUnit('pint', 'pints', 'pt', 'pts');

/** Small amounts written without a number ('Pinch of nutmeg'): read as a unit even then. */
const UNITS_WITHOUT_QUANTITY = new Set(['pinch', 'dash', 'splash', 'handful']);

const NUMBER_WORDS = new Map<string, number>([
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6],
  ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12],
  ['half', 0.5], ['dozen', 12],
]);

/** 'a few', 'a little', 'a couple of': an article that is not the number one. */
const VAGUE_AFTER_ARTICLE = /^(?:few|little|couple|bit|touch|some)\b/i;

/** Whole, decimal (point or comma), thousands, fraction or mixed number. */
const AMOUNT = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?!\d)|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?)`;
const LEADING_AMOUNT = new RegExp(String.raw`^(${AMOUNT})(?:\s*(?:-|to|or)\s*(${AMOUNT}))?`, 'i');
/** '1 14-ounce can' or '1 x 400g tin' after the quantity: the size of each one, not the unit. */
const SIZE_OF_EACH = /^(?:(\d+(?:\.\d+)?-[a-z]+)|x\s*(\d+(?:\.\d+)?\s?[a-z]+))\s+/i;
/** '250 g / 9 oz spaghetti' or '1 cup plus 2 tbsp flour': a second measure after the unit. */
const SECOND_MEASURE = new RegExp(String.raw`^(?:\/|\+|plus\b)\s*(${AMOUNT}\s*[a-z.]+)\s+`, 'i');
/** Trailing phrases that say how much or when rather than what. */
const TRAILING_USE = /\s+((?:to taste|as needed|for (?:garnish|garnishing|serving|decoration|dusting|frying|greasing)|optional))$/i;

/** Kitchen precision: 1/3 cup is 0.333, not 0.3333333333333333. */
const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

function readAmount(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  if (/^\d{1,3}(?:,\d{3})+$/.test(text)) return Number(text.replaceAll(',', ''));
  return Number(text.replace(',', '.'));
}

/** The canonical unit for one spelling ('tablespoons', 'tins', 'Tbsp.'), or null. */
export function unitFor(spelling: string): string | null {
  return normalizeUnit(spelling) ?? COUNT_UNITS.get(spelling.replace(/\.$/, '').toLowerCase()) ?? null;
}

/** The longest unit (up to three words, for 'fl. oz.' or 'fluid ounces') at the start of `text`. */
function leadingUnit(text: string): { unit: string; rest: string } | null {
  const words = text.split(/\s+/);
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    const unit = unitFor(words.slice(0, count).join(' '));
    if (unit) return { unit, rest: words.slice(count).join(' ') };
  }
  return null;
}

/** Unicode fractions as ASCII ('1½' -> '1 1/2'), one kind of dash and space, no list bullets. */
function normalize(line: string): string {
  let text = line.replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/g, (c) => ` ${UNICODE_FRACTIONS[c]}`);
  text = text.replace(/\u2044/g, '/').replace(/[\u2012-\u2015\u2212]/g, '-').replace(/×/g, 'x');
  text = text.replace(/[\s\u00a0]+/g, ' ').trim();
  text = text.replace(/^[-*•·▢☐◦]+\s*/, '');
  // '1 / 2' is a fraction; '250g/9oz' is two measures, split so the unit stands alone.
  return text.replace(/(\d)\s+\/\s*(\d)/g, '$1/$2').replace(/([a-z.])\/(?=\d)/gi, '$1 / ');
}

/** The quantity at the start, with the text after it. Ranges ('2-3', '2 to 3') give their midpoint. */
function leadingQuantity(text: string): { quantity: number | null; rest: string } {
  const match = LEADING_AMOUNT.exec(text);
  if (match) {
    const rest = text.slice(match[0].length);
    // '2-inch piece of ginger': the number belongs to a size, not to an amount.
    if (/^-[a-z]/i.test(rest)) return { quantity: null, rest: text };
    const low = readAmount(match[1]!);
    const high = match[2] === undefined ? null : readAmount(match[2]);
    // The editor holds one number. The midpoint of '2-3' is what the author meant on average,
    // so scaled amounts and nutrition land in the middle of the range rather than always low.
    const quantity = high === null || high < low ? low : (low + high) / 2;
    return { quantity, rest: rest.trim() };
  }
  const [first = '', second = '', ...others] = text.split(' ');
  const word = first.toLowerCase();
  if (word === 'a' || word === 'an') {
    if (VAGUE_AFTER_ARTICLE.test(second)) return { quantity: null, rest: text };
    if (second.toLowerCase() === 'dozen') return { quantity: 12, rest: others.join(' ') };
    return { quantity: 1, rest: [second, ...others].join(' ') };
  }
  const value = NUMBER_WORDS.get(word);
  if (value === undefined) return { quantity: null, rest: text };
  // 'half a lemon': the article goes with the number.
  const afterHalf = value === 0.5 && /^an?$/i.test(second) ? others : [second, ...others];
  return { quantity: value, rest: afterHalf.join(' ') };
}

/** Pulls '(...)' groups out of `text`: they are notes ('14 oz', 'optional'), not the name. */
function takeParentheticals(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  const rest = text.replace(/\s*\(([^()]*)\)\s*/g, (_, note: string) => {
    if (note.trim()) notes.push(note.trim());
    return ' ';
  });
  return { text: rest.trim(), notes };
}

export function parseIngredientLine(line: string): IngredientLine {
  const text = normalize(line);
  const notes: string[] = [];
  const leading = leadingQuantity(text);
  const { quantity } = leading;
  let { rest } = leading;

  if (quantity !== null) {
    const size = SIZE_OF_EACH.exec(rest);
    if (size) {
      notes.push((size[1] ?? size[2])!);
      rest = rest.slice(size[0].length);
    }
    const sized = /^\(([^()]*)\)\s*/.exec(rest);
    if (sized) {
      notes.push(sized[1]!.trim());
      rest = rest.slice(sized[0].length);
    }
  }

  let unit: string | null = null;
  const found = leadingUnit(rest);
  if (found && (quantity !== null || UNITS_WITHOUT_QUANTITY.has(found.unit))) {
    unit = found.unit;
    rest = found.rest;
    const other = SECOND_MEASURE.exec(rest);
    if (other && unitFor(other[1]!.replace(/^[\d\s/.,]+/, ''))) {
      notes.push(other[0].startsWith('/') ? other[1]! : `plus ${other[1]!}`);
      rest = rest.slice(other[0].length);
    }
  }
  rest = rest.replace(/^of\s+/i, '');

  // The name ends at the first comma outside parentheses; what follows is how it is prepared.
  const comma = firstTopLevelComma(rest);
  const head = comma === -1 ? rest : rest.slice(0, comma);
  const afterComma = comma === -1 ? '' : rest.slice(comma + 1).trim();
  const inName = takeParentheticals(head);
  let name = inName.text.replace(/\s+/g, ' ').trim();
  notes.push(...inName.notes);
  const use = TRAILING_USE.exec(name);
  if (use) name = name.slice(0, use.index).trim();

  if (name === '') return { quantity: null, unit: null, name: text, preparation: null };
  const preparation = [...notes, afterComma, use?.[1] ?? ''].filter((part) => part !== '').join(', ');
  return {
    // '1/0 cup' is no amount at all.
    quantity: quantity === null || !Number.isFinite(quantity) ? null : roundQuantity(quantity),
    unit,
    name,
    preparation: preparation === '' ? null : preparation,
  };
}

/**
 * The comma that ends the name: outside parentheses, and not after a '-less' word, because
 * 'boneless, skinless chicken' lists the name's own adjectives.
 */
function firstTopLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0 && !/less$/i.test(text.slice(0, i))) return i;
  }
  return -1;
}
