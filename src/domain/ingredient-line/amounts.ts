/** The amount at the start of an ingredient line: numbers, fractions, ranges and number words. */
import { languageNumber, type Language } from '../language';

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5',
  '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅐': '1/7', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
  '⅑': '1/9', '⅒': '1/10',
};

const NUMBER_WORDS = new Map<string, number>([
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6],
  ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12],
  ['half', 0.5], ['dozen', 12],
]);

/** 'a few', 'a little', 'a couple of': an article that is not the number one. */
const VAGUE_AFTER_ARTICLE = /^(?:few|little|couple|bit|touch|some)\b/i;

/** Whole, decimal (point or comma), thousands, fraction or mixed number. */
export const AMOUNT = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?!\d)|\d+,\d{1,2}(?!\d)|\d+(?:\.\d+)?)`;
const LEADING_AMOUNT = new RegExp(String.raw`^(${AMOUNT})(?:\s*(?:-\s*(?:to|or)?|to|or)\s*(${AMOUNT}))?`, 'i');

/** Kitchen precision: 1/3 cup is 0.333, not 0.3333333333333333. */
export const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

export function readAmount(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  if (/^\d{1,3}(?:,\d{3})+$/.test(text)) return Number(text.replaceAll(',', ''));
  return Number(text.replace(',', '.'));
}

/** Unicode fractions as ASCII ('1½' -> '1 1/2'), one kind of dash and space, no list bullets. */
export function normalize(line: string): string {
  let text = line.replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/g, (c) => ` ${UNICODE_FRACTIONS[c]}`);
  text = text.replace(/\u2044/g, '/').replace(/[\u2012-\u2015\u2212]/g, '-').replace(/×/g, 'x');
  text = text.replace(/[\s\u00a0]+/g, ' ').trim();
  text = text.replace(/^[-*•·▢☐◦]+\s*/, '').replace(/^([\d\s/.]*\d),\s+(?=[a-z])/i, '$1 ').replace(/([^\s(])\(/g, '$1 (').replace(/\u00ad/g, '');
  // '1 / 2' is a fraction; '250g/9oz' is two measures, split so the unit stands alone.
  return text.replace(/(\d)\s+\/\s*(\d)/g, '$1/$2').replace(/([a-z.])\s*\/\s*(?=\d)/gi, '$1 / ');
}

/** The quantity at the start, with the text after it. Ranges ('2-3', '2 to 3') give their midpoint. */
export function leadingQuantity(text: string, language: Language): { quantity: number | null; rest: string; vague?: string } {
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
