/** The unit words of an ingredient line: measures come from units.ts, counts and sizes are here. */
import { languageUnit, type Language } from '../language';
import { normalizeUnit } from '../units';

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
export const UNITS_WITHOUT_QUANTITY = new Set(['pinch', 'dash', 'splash', 'handful', 'bunch', 'knob', 'glug', 'sprig', 'drop', 'dollop']);

/** Words that size a unit rather than name the food ('2 large bunches', 'heaped tsp'): kept as a note. */
export const UNIT_SIZE = /^(?:(?:very\s+|lightly\s+|firmly\s+|loosely\s+)?(?:packed|paper-thin|whole|small|medium|large|big|lg|md|sm|good|good-sized|hefty|generous|heaped|heaping|level|rounded|scant|thick|thin|fine|long|plump|fat|quarter-size|thumb-sized|medium-sized|medium-size),?\s+)+/i;

/** Piece words a cook writes after the food ('4 garlic cloves', '2 celery stalks') that are its unit. */
export const UNIT_AFTER_NAME = new Map([
  ['clove', 'clove'], ['cloves', 'clove'], ['sprig', 'sprig'], ['sprigs', 'sprig'], ['stalk', 'stalk'], ['stalks', 'stalk'],
  ['bulb', 'bulb'], ['bulbs', 'bulb'], ['slice', 'slice'], ['slices', 'slice'], ['spear', 'spear'], ['spears', 'spear'], ['rib', 'rib'], ['ribs', 'rib'],
]);

export const LENGTHS = new Set(['cm', 'mm', 'inch']);
export const MEASURED = new Set(['g', 'kg', 'oz', 'lb', 'ml', 'l', 'fl oz']);
export const CONTAINER_AFTER_MEASURE = /^(?:tins?|cans?|jars?|packs?|packets?|tubs?|pots?|bags?|bottles?|cartons?|sachets?|blocks?|chunks?|slabs?|wedges?|logs?|piece|pieces)\b\s*(?:of\s+)?(?=\S)/i;
/** The piece a length sizes ('2.5cm piece', '6-inch branch'). */
export const PIECE_AFTER_LENGTH = /^(?:piece|pieces|branch|branches|stick|sticks|chunk|chunks|knob|strip|strips|length)\b\s*(?:of\s+)?/i;

export const CONTAINER_AFTER_SIZE = /^(?:\([^()]*\)\s*)?(?:cans?|tins?|jars?|packages?|packets?|bags?|boxes|box|bottles?|cartons?|tubs?|containers?|pkgs?)\b/i;

/** The canonical unit for one spelling ('tablespoons', 'tins', 'Tbsp.'; 'EL' in German), or null. */
export function unitFor(spelling: string, language: Language = 'en'): string | null {
  return languageUnit(spelling, language) ?? normalizeUnit(spelling) ?? COUNT_UNITS.get(spelling.replace(/\.$/, '').toLowerCase()) ?? null;
}

/** The longest unit (up to three words, for 'fl. oz.' or 'fluid ounces') at the start of `text`. */
export function leadingUnit(text: string, language: Language): { unit: string; rest: string } | null {
  const words = text.split(/\s+/);
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    // '1 cup, plus 2 tablespoons': a comma straight after the unit ends only the unit.
    const unit = unitFor(words.slice(0, count).join(' ').replace(/,$/, ''), language);
    if (unit) return { unit, rest: words.slice(count).join(' ') };
  }
  return null;
}
