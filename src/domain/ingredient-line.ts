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

import { languageNumber, languageUnit, withoutOf, type Language } from './language';
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
countUnit('recipe', 'recipes');
countUnit('log', 'logs');
countUnit('pat', 'pats');
countUnit('tube', 'tubes');
countUnit('pod', 'pods');
// Lengths size a piece ('2.5cm piece ginger', '1-inch piece'): the length is the amount, the piece a note.
countUnit('cm', 'cms', 'centimetre', 'centimetres', 'centimeter', 'centimeters');
countUnit('mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters');
countUnit('inch', 'inches', 'in');
countUnit('leaf', 'leaves');
countUnit('fillet', 'fillets');
countUnit('ear', 'ears');
countUnit('rib', 'ribs');
countUnit('bulb', 'bulbs');
countUnit('spear', 'spears');
countUnit('rasher', 'rashers');
countUnit('strip', 'strips');
countUnit('drop', 'drops');
countUnit('knob', 'knobs');
countUnit('punnet', 'punnets');
countUnit('loaf', 'loaves');
countUnit('stem', 'stems');
countUnit('chunk', 'chunks');
countUnit('wedge', 'wedges');
countUnit('square', 'squares');
countUnit('ball', 'balls');
countUnit('glass', 'glasses');
countUnit('sachet', 'sachets');
countUnit('envelope', 'envelopes');
countUnit('tub', 'tubs');
countUnit('carton', 'cartons');
countUnit('container', 'containers');
countUnit('block', 'blocks');
countUnit('scoop', 'scoops');
countUnit('dollop', 'dollops');
countUnit('glug', 'glugs');
countUnit('branch', 'branches');
countUnit('rack', 'racks');
countUnit('dessertspoon', 'dessertspoons', 'dessert spoon', 'dessert spoons');

/** Amounts written without a number ('Pinch of nutmeg', 'small bunch mint'): read as a unit even then. */
const UNITS_WITHOUT_QUANTITY = new Set(['pinch', 'dash', 'splash', 'handful', 'bunch', 'knob', 'glug', 'sprig', 'drop', 'dollop']);

/** Words that size a unit rather than name the food ('2 large bunches', 'heaped tsp'): kept as a note. */
const UNIT_SIZE = /^(?:(?:very\s+|lightly\s+|firmly\s+|loosely\s+)?(?:packed|paper-thin|whole|small|medium|large|big|lg|md|sm|good|good-sized|hefty|generous|heaped|heaping|level|rounded|scant|thick|thin|fine|long|plump|fat|quarter-size|thumb-sized|medium-sized|medium-size),?\s+)+/i;

/** Piece words a cook writes after the food ('4 garlic cloves', '2 celery stalks') that are its unit. */
const UNIT_AFTER_NAME = new Map([
  ['clove', 'clove'], ['cloves', 'clove'], ['sprig', 'sprig'], ['sprigs', 'sprig'], ['stalk', 'stalk'], ['stalks', 'stalk'],
  ['bulb', 'bulb'], ['bulbs', 'bulb'], ['slice', 'slice'], ['slices', 'slice'], ['spear', 'spear'], ['spears', 'spear'], ['rib', 'rib'], ['ribs', 'rib'],
]);

/** 'Juice of 1 lemon', 'finely grated zest of 2 limes': the fruit is counted, the part is a note. */
const PART_OF = /^(?:(?:freshly\s+|finely\s+)?(?:grated|strained|squeezed)\s+)?(?:zest|juice|peel|rind|zest and juice|juice and zest|rind and juice|leaves)\s+(?:of|from)\s+(?=[\d½⅓⅔¼¾⅛]|an?\s|half\b|one\b|two\b)/i;

/** '2 lg eggs', '1 md onion': the size spelled out, so the size of the piece is read like 'large'. */
const SIZE_SHORT = /^(?:lg|md|sm)\b/i;
const SIZE_WORD: Record<string, string> = { lg: 'large', md: 'medium', sm: 'small' };

/** Hedges before an amount ('about 100g', 'up to 2 tbsp'): a note, the amount is still read. */
const HEDGE = /^(?:(?:about|around|approx\.?|approximately|roughly|at least|up to|scant|heaped|generous|additional|(?:slightly\s+)?rounded|(?:lightly\s+|firmly\s+|loosely\s+)?packed)\s+|~\s*)(?=[\d½⅓⅔¼¾⅛⅜⅝⅞]|an?\s)/i;

const NUMBER_WORDS = new Map<string, number>([
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6],
  ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12],
  ['half', 0.5], ['dozen', 12],
]);

/** 'a few', 'a little', 'a couple of': an article that is not the number one. */
const VAGUE_AFTER_ARTICLE = /^(?:few|little|couple|bit|touch|some)\b/i;

/** Whole, decimal (point or comma), thousands, fraction or mixed number. */
const AMOUNT = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?!\d)|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?)`;
const LEADING_AMOUNT = new RegExp(String.raw`^(${AMOUNT})(?:\s*(?:-\s*(?:to|or)?|to|or)\s*(${AMOUNT}))?`, 'i');
/** '1 14-ounce can' or '1 x 400g tin' after the quantity: the size of each one, not the unit. */
const SIZE_OF_EACH = /^(?:(\d+(?:[./]\d+)?(?: \d+\/\d+)?(?:-?\s+(?:to|or)\s+-?\d+(?:[./]\d+)?(?: \d+\/\d+)?)?-[a-z]+(?:-[a-z]+)*)\.?|x\s*(\d+(?:\.\d+)?\s?[a-z]+))\s+/i;
/** Trailing phrases that say how much or when rather than what. */
const TRAILING_USE = /\s+((?:to taste|as needed|as required|if needed|to serve|to cover|to garnish|optional|at room temperature|al gusto|q\.?b|a piacere|nach geschmack|selon (?:le )?goût|naar smaak|etter smak|efter smak|efter smag|(?:plus|or)\s+(?:more|some|extra)\b(?!-)|or\s+to taste|as\s+(?:garnish|desired)|to make\b|to\s+(?:coat|season|sprinkle|brush|drizzle|dust|grease|fry|finish|top)\b|for\s+(?!example\b)[a-z]+)\b.*)$/i;
const LENGTHS = new Set(['cm', 'mm', 'inch']);
const MEASURED = new Set(['g', 'kg', 'oz', 'lb', 'ml', 'l', 'fl oz']);
const CONTAINER_AFTER_MEASURE = /^(?:tins?|cans?|jars?|packs?|packets?|tubs?|pots?|bags?|bottles?|cartons?|sachets?|blocks?|chunks?|slabs?|wedges?|logs?|piece|pieces)\b\s*(?:of\s+)?(?=\S)/i;
/** The piece a length sizes ('2.5cm piece', '6-inch branch'). */
const PIECE_AFTER_LENGTH = /^(?:piece|pieces|branch|branches|stick|sticks|chunk|chunks|knob|strip|strips|length)\b\s*(?:of\s+)?/i;

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

/** The canonical unit for one spelling ('tablespoons', 'tins', 'Tbsp.'; 'EL' in German), or null. */
export function unitFor(spelling: string, language: Language = 'en'): string | null {
  return languageUnit(spelling, language) ?? normalizeUnit(spelling) ?? COUNT_UNITS.get(spelling.replace(/\.$/, '').toLowerCase()) ?? null;
}

/** The longest unit (up to three words, for 'fl. oz.' or 'fluid ounces') at the start of `text`. */
function leadingUnit(text: string, language: Language): { unit: string; rest: string } | null {
  const words = text.split(/\s+/);
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    // '1 cup, plus 2 tablespoons': a comma straight after the unit ends only the unit.
    const unit = unitFor(words.slice(0, count).join(' ').replace(/,$/, ''), language);
    if (unit) return { unit, rest: words.slice(count).join(' ') };
  }
  return null;
}

/** Unicode fractions as ASCII ('1½' -> '1 1/2'), one kind of dash and space, no list bullets. */
function normalize(line: string): string {
  let text = line.replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/g, (c) => ` ${UNICODE_FRACTIONS[c]}`);
  text = text.replace(/\u2044/g, '/').replace(/[\u2012-\u2015\u2212]/g, '-').replace(/×/g, 'x');
  text = text.replace(/[\s\u00a0]+/g, ' ').trim();
  text = text.replace(/^[-*•·▢☐◦]+\s*/, '').replace(/^([\d\s/.]*\d),\s+(?=[a-z])/i, '$1 ').replace(/([^\s(])\(/g, '$1 (').replace(/\u00ad/g, '');
  // '1 / 2' is a fraction; '250g/9oz' is two measures, split so the unit stands alone.
  return text.replace(/(\d)\s+\/\s*(\d)/g, '$1/$2').replace(/([a-z.])\s*\/\s*(?=\d)/gi, '$1 / ');
}

/** The quantity at the start, with the text after it. Ranges ('2-3', '2 to 3') give their midpoint. */
function leadingQuantity(text: string, language: Language): { quantity: number | null; rest: string; vague?: string } {
  const match = LEADING_AMOUNT.exec(text);
  if (match) {
    const rest = text.slice(match[0].length);
    // '2-inch piece of ginger': the number belongs to a size, not to an amount.
    // ... unless a piece follows: '1-inch piece ginger' is one inch of it, like '2.5cm piece'.
    const low = readAmount(match[1]!);
    const high = match[2] === undefined ? null : readAmount(match[2]);
    if (/^-[a-z]/i.test(rest)) {
      // '2¾-pound chicken', '4- to 5-pound roast': with no count, the weight is the amount.
      if (/^-(?:pounds?|lbs?|ounces?|oz|kg|g|grams?)\b/i.test(rest)) return { quantity: high === null || high < low ? low : (low + high) / 2, rest: rest.slice(1) };
      if (!/^-(?:inch|cm)\s+(?:piece|branch|stick|chunk|knob|strip|length)/i.test(rest)) return { quantity: null, rest: text };
      return { quantity: low, rest: rest.slice(1) };
    }
    // The editor holds one number. The midpoint of '2-3' is what the author meant on average,
    // so scaled amounts and nutrition land in the middle of the range rather than always low.
    const quantity = high === null || high < low ? low : (low + high) / 2;
    // '2 dozen clams' is 24 of them, as 'a dozen eggs' is 12.
    const dozen = /^\s*dozen\b\s*/i.exec(rest);
    if (dozen) return { quantity: quantity * 12, rest: rest.slice(dozen[0].length) };
    // '1/2 a green chile': the article goes with the number.
    return { quantity, rest: rest.trim().replace(/^an?\s+(?=\S)/i, '') };
  }
  const [first = '', second = '', ...others] = text.split(' ');
  const word = first.toLowerCase();
  // 'few sprigs thyme', 'a few drops vanilla': no number, but the unit and the food still read.
  const few = /^(?:a\s+)?(?:few|couple(?:\s+of)?)\s+/i.exec(text);
  if (few) return { quantity: null, rest: text.slice(few[0].length), vague: few[0].trim() };
  if (word === 'a' || word === 'an') {
    if (VAGUE_AFTER_ARTICLE.test(second)) return { quantity: null, rest: text };
    if (second.toLowerCase() === 'dozen') return { quantity: 12, rest: others.join(' ') };
    return { quantity: 1, rest: [second, ...others].join(' ') };
  }
  const value = languageNumber(word, language) ?? NUMBER_WORDS.get(word);
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

/** One line in `language` (detectLanguage reads it from the whole recipe): its units, number words and 'of'. */
export function parseIngredientLine(line: string, language: Language = 'en'): IngredientLine {
  const text = normalize(line);
  const notes: string[] = [];
  const optional = /^(optional|garnish|to serve):\s*/i.exec(text);
  if (optional) notes.push(optional[1]!.toLowerCase());
  const part = PART_OF.exec(optional ? text.slice(optional[0].length) : text);
  if (part) notes.push(part[0].trim());
  const unprefixed = optional ? text.slice(optional[0].length) : text;
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
  const found = leadingUnit(sized ? rest.slice(sized[0].length) : rest, language);
  if (found && (quantity !== null || leading.vague || UNITS_WITHOUT_QUANTITY.has(found.unit))) {
    unit = found.unit;
    unitWord = (sized ? rest.slice(sized[0].length) : rest).slice(0, (sized ? rest.slice(sized[0].length) : rest).length - found.rest.length).trim();
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
  // '2 large, ripe mangoes': the comma after a size is not the name's end (firstTopLevelComma), so not in it either.
  let name = inName.text.replace(/\s+/g, ' ').replace(/(^|\s)([\w-]+),\s*/g, (all, space: string, word: string) => (/^(?:small|medium|large|big)$/i.test(word) || ADJECTIVE.test(word) || (/^[a-z]+(?:ed|ic|-[a-z-]+)$/i.test(word) && !LEADING_PREPARED.test(`${word} `)) ? `${space}${word} ` : all)).trim();
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

const CONTAINER_AFTER_SIZE = /^(?:\([^()]*\)\s*)?(?:cans?|tins?|jars?|packages?|packets?|bags?|boxes|box|bottles?|cartons?|tubs?|containers?|pkgs?)\b/i;

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

/** How a food is prepared, written before it ('finely chopped parsley', 'freshly grated nutmeg'). */
const PREPARED = String.raw`(?:pre-crumbled|combined|deveined|cored|skinned|iced|hard-cooked|fresh-squeezed|fresh-ground|coarse-ground|fresh-cooked|crisp-fried|pureed|puréed|butterflied|washed|blanched|rough-chopped|milled|seeded|cleaned|boned|additional|unsifted|undrained|shucked|uncooked|unpeeled|scalded|ripped|shaved|thawed|hulled|stemmed|thin-sliced|chopped|grated|minced|cooked|shredded|sliced|squeezed|toasted|diced|packed|crushed|melted|chilled|` +
  String.raw`shelled|crumbled|sifted|boiled|hard-boiled|steamed|softened|peeled|cracked|drained|slivered|picked|cubed|torn|strained|` +
  String.raw`snipped|mashed|beaten|whisked|halved|quartered|deseeded|pitted|rinsed|trimmed|warmed|lukewarm|julienned|poached|zested)`;
const MANNER = String.raw`(?:(?:very\s+)?(?:finely|freshly|roughly|coarsely|thinly|thickly|lightly|loosely|firmly|tightly|gently|well|hard|soft|diagonally)\s+)`;
/** Leading preparation words; 'ground' counts only after a manner ('freshly ground pepper', not 'ground beef'). */
const LEADING_PREPARED = new RegExp(String.raw`^(?:(?:${MANNER}?${PREPARED}|(?:${MANNER}|fresh\s+)ground|${MANNER}cut|mixed(?=\s+${MANNER}?${PREPARED})|ground(?=\s+(?:black\s+|white\s+)?pepper))(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:(?:and|or)\s+)?))+`, 'i');
/** Names that start with a preparation word but are products of their own. */
const PREPARED_PRODUCT = /^(?:crushed\s+(?:tomato|red pepper|chil)|(?:diced|chopped)\s+tomato|toasted\s+sesame\s+oil|cooked\s+ham|packed\s+in\b)/i;
/** Preparation written after the food without a comma ('1 pear peeled and sliced', '2 limes cut into wedges'). */
const TRAILING_PREPARED = new RegExp(
  String.raw`(?<!\b(?:and|or))\s+(?:(?:cut|into|dissolved|mixed with|made with|simmered|tied|reconstituted|soaked)\b.*|${MANNER}?(?:${PREPARED}|cored|skinned|seeded|removed)(?:$|\s*,.*|\s+(?:and|or|in|into|with|from|lengthwise|crosswise|on|at)\b.*))$`,
  'i',
);
// Only after 'and': after 'or' the words name the other food as the cook buys it ('or sliced tomatoes').
const SECOND_PREPARED = new RegExp(String.raw`(\sand)\s+((?:${MANNER}?${PREPARED}|(?:${MANNER}|fresh\s+)?ground(?=\s+(?:black\s+|white\s+)?pepper)|${MANNER}ground)\s+)(?=\S)`, 'gi');
/** 'dry white wine such as Vinho Verde': what follows is an example, a note. */
const EXAMPLE = /(?:\s*,)?\s+(?:such as|like|e\.g\.|preferably)\s.*$/i;

/** Moves preparation words out of the name, keeping the food ('finely chopped fresh dill' -> 'fresh dill'). */
function splitPreparation(name: string): { name: string; preparation: string[] } {
  const preparation: string[] = [];
  let food = name;
  // '2 small or 1 large leek': the sizes are a note.
  const sizes = /^(?:small|medium|large|extra-large|jumbo|(?:medium|regular)-sized?)\s+or\s+(?:[\d\s/.]+\s+)?(?:small|medium|large|extra-large|jumbo)\s+(?=\S)/i.exec(food);
  if (sizes) {
    preparation.push(sizes[0].trim());
    food = food.slice(sizes[0].length);
  }
  // 'fresh chopped cilantro': fresh says which food, chopped how it is prepared.
  const fresh = new RegExp(String.raw`^(fresh\s+)(${MANNER}?${PREPARED})\s+(?=\S)`, 'i').exec(food);
  if (fresh) {
    preparation.push(fresh[2]!);
    food = fresh[1]! + food.slice(fresh[0].length);
  }
  // 'large peeled and deveined shrimp': a size stays with the food, the preparation goes.
  const size = /^(?:small|medium|large|extra-large|jumbo)\s+/i.exec(food)?.[0] ?? '';
  const unsized = food.slice(size.length);
  const lead = PREPARED_PRODUCT.test(unsized) ? null : LEADING_PREPARED.exec(unsized);
  if (lead && lead[0].length < unsized.length) {
    preparation.push(lead[0].trim().replace(/\s*(?:,|and|or)$/i, ''));
    food = size + unsized.slice(lead[0].length);
  }
  // '1 cup cottage cheese or 8 ounces cream cheese', '2 tsp ground ginger 10 mL': another amount is a note.
  const other = /\s+(?:(?:or|plus|and)\s+(?:\d|an?\s)|\d+(?:\.\d+)?\s*(?:ml|g)$).*$/i.exec(food);
  if (other && other.index > 0) {
    preparation.push(other[0].trim());
    food = food.slice(0, other.index);
  }
  // 'salt and freshly ground pepper': the second food's preparation too.
  food = food.replace(SECOND_PREPARED, (_, joiner: string, words: string) => {
    preparation.push(words.trim());
    return `${joiner} `;
  });
  const aside = /\s+-\s+.*$/.exec(food);
  if (aside && aside.index > 0) {
    preparation.push(aside[0].replace(/^\s+-\s+/, ''));
    food = food.slice(0, aside.index);
  }
  const example = EXAMPLE.exec(food);
  if (example && example.index > 0) {
    preparation.push(example[0].replace(/^\s*,/, '').trim());
    food = food.slice(0, example.index);
  }
  const trail = TRAILING_PREPARED.exec(food);
  if (trail && trail.index > 0) {
    preparation.push(trail[0].trim());
    food = food.slice(0, trail.index);
  }
  // 'sesame oil*', 'vinegar?': a footnote mark, not the food.
  return { name: food.replace(/\s*[*?†]+$/, '').trim(), preparation };
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
    // '1 sheet (8 ounces), frozen puff pastry': nothing before the comma but an aside.
    else if (c === ',' && depth === 0 && text.slice(0, i).replace(/\([^()]*\)/g, '').trim() !== '' && !/less$/i.test(text.slice(0, i)) && !describesOnly(text.slice(0, i), text.slice(i + 1)) && !listGoesOn(text.slice(i + 1))) return i;
  }
  return -1;
}

/** 'thinly sliced, cleaned leeks', '2 large, ripe mangoes': the words before the comma only describe. */
/** Adjectives cooks list before a food with commas ('firm, ripe peaches', 'good, thick olive oil'). */
const ADJECTIVE = /^(?:firm|ripe|unripe|soft|crisp|crunchy|mild|good|thick|thin|cold|warm|hot|sweet|tart|dry|young|tender|strong|dark|light|plain|lean|juicy|heavy|coarse|smooth|creamy|sharp|aged|organic|unsalted|salted|roasted|raw|wild|high-fat|good-quality|industrial)$/i;

function describesOnly(text: string, after: string): boolean {
  const last = text.split(',').at(-1)!.trim();
  if (/^(?:small|medium|large|extra[-\s]large|big)$/i.test(last) || ADJECTIVE.test(last)) return true;
  // 'smoked, wet-cured ham', 'reduced-sodium, fat-free broth': one describing word, then more of the name.
  const next = after.split(',')[0]!.trim();
  if (/^[a-z]+(?:ed|ic|-[a-z-]+)$/i.test(last) && next.includes(' ') && !describes(next)) return true;
  const lead = LEADING_PREPARED.exec(`${last} `);
  return lead !== null && lead[0].trim().length === last.length;
}

/** 'ground beef, pork, or lamb': alternatives listed with commas stay one name. */
function listGoesOn(text: string): boolean {
  const parts = text.split(',').map((part) => part.trim());
  // The list ends at its 'or'/'and' item: 'pork, or lamb' or 'Triple Sec or Cointreau'.
  const end = parts.findIndex((part) => /^(?:or|and)\s/i.test(part));
  if (end === -1) return false;
  const last = parts[end]!.replace(/^(?:or|and)\s+/i, '');
  if (/^(?:or|and)\s+(?:\d|an?\s|to\b|more\b|less\b|as\b|so\b|enough\b|about\b)/i.test(parts[end]!) || describes(last)) return false;
  return parts.slice(0, end).every((part) => part !== '' && part.split(' ').length <= 3 && !describes(part));
}

/** A comma's part that says how, not what: 'peeled and chopped', 'cut into strips', 'such as ...'. */
function describes(part: string): boolean {
  return LEADING_PREPARED.test(part) || TRAILING_PREPARED.test(` ${part}`) || EXAMPLE.test(` ${part}`) || /^(?:see|if|to|for|at|about|plus|from|with|divided|optional|homemade|store-bought)\b/i.test(part);
}
