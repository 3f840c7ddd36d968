// The ingredient-line parser measured on the public labelled corpus (../shared/data/ingredient-lines:
// BBC Food, Cookstr, Taste; read in place, never copied into the repository). Per file: the share of
// lines whose name, first quantity and first unit agree with the labels. Part of
// `npm run bench -- nutrition`.
//
// Only labelled lines are measured: the source project labelled about 15,000 lines of each of the two
// older files and left the rest with empty labels (the table gives both counts).
//
// How "agree" is judged (labels come from another project's conventions, so each rule below says
// which difference is one of convention and which is an error):
// - Quantity: the label's first amount ('#1$2' is 1/2, '5#1$4' is 5 1/4, '8x' is 8). A range
//   ('4-5') agrees with either end or with its midpoint, which is what the parser keeps. No
//   amount agrees only with no amount.
// - Unit: the label's first unit (none when the label has fewer units than amounts: see
//   firstLabelUnit), with the size words the labels put before it dropped ('small
//   bunch' -> bunch, 'heaped tbsp' -> tbsp) and spellings made canonical by the parser's own unit
//   table ('tablespoon' -> tbsp, 'c' -> cup, 'tin' -> can, 'fl oz'). Both units are compared
//   singular and lower-cased.
// - Name: both names lower-cased, hyphens and punctuation as spaces, each word singular, size words
//   (large, small, ...) dropped (the labels keep size in a column of its own, and the parser leaves
//   it in the preparation), and what the line wrote in parentheses taken out of the label's name (the
//   labels fold asides in: 'scallions (green onions)' -> 'scallions green onions'; the parser keeps
//   them as a note). Then they must be equal, or the label may add in front words the parser put in
//   the preparation ('cooked chickpeas' against 'chickpeas', preparation 'cooked': the labels keep
//   such words in the name on some lines and not on others). Anything else disagrees: a name that
//   still carries preparation words ('finely chopped parsley'), loses a word the label keeps ('fresh
//   tarragon') or keeps fewer of the alternatives it lists.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseIngredientLine, unitFor } from '../../src/domain/ingredient-line';
import { readCsvRecords } from '../../src/server/modules/nutrition/fdc-csv';

/** The parser's target on every file (issue 15). */
export const PARSER_TARGET = 95;

export interface LabelledLine {
  input: string;
  name: string;
  quantity: string;
  unit: string;
}

export interface LineVerdict {
  name: boolean;
  quantity: boolean;
  unit: boolean;
}

/** Words a label puts before its unit to size it ('small bunch', 'heaped tbsp', 'good pinch'). */
const UNIT_SIZE_WORDS = new Set([
  'small', 'sm', 'medium', 'md', 'medium-size', 'medium-sized', 'large', 'lg', 'big', 'generous', 'good', 'heaped',
  'heaping', 'level', 'rounded', 'scant', 'thick', 'thin', 'fat', 'fine', 'plump', 'extra-large', 'thumb-sized',
]);
/** Size words the labels keep out of the name (in their size column) and the parser in the preparation. */
const NAME_SIZE_WORDS = new Set(['small', 'medium', 'large', 'extra', 'jumbo', 'big', 'size', 'sized']);

/** '#1$2' -> 0.5, '5#1$4' -> 5.25, '8x' -> 8; null when it is not an amount ('few'). */
export function labelAmount(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)?(?:#(\d+)\$(\d+))?x?$/i.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const whole = match[1] === undefined ? 0 : Number(match[1]);
  return match[2] === undefined ? whole : whole + Number(match[2]) / Number(match[3]);
}

/** The amounts a label's first quantity allows: itself, or a range's two ends and its midpoint. */
export function allowedQuantities(label: string): number[] | null {
  const first = label.trim().split(/\s+/)[0] ?? '';
  if (first === '') return null;
  const range = /^([^-]+)-([^-]+)$/.exec(first);
  if (range) {
    const low = labelAmount(range[1]!);
    const high = labelAmount(range[2]!);
    if (low !== null && high !== null) return [low, high, (low + high) / 2];
  }
  const single = labelAmount(first);
  return single === null ? [] : [single];
}

/** A unit word as one canonical, singular, lower-case spelling. */
function canonicalUnit(unit: string): string {
  const spelled = unit.trim().toLowerCase();
  return unitFor(spelled) ?? singular(spelled);
}

/**
 * The label's unit of its first amount: size words skipped, 'fl oz' kept whole; null when it has
 * none. A label lists its units in the order of its amounts but leaves out the multiplier's: for
 * '8 x 450g/1lb lobsters' it has amounts '8x 450 1' and units 'g lb'. So when there are fewer units
 * than amounts, the first amount (the count) has none.
 */
export function firstLabelUnit(units: string, quantities: string): string | null {
  const words = units.trim().split(/\s+/).filter((w) => w !== '');
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    while (i < words.length - 1 && UNIT_SIZE_WORDS.has(words[i]!.toLowerCase())) i += 1;
    const fluid = /^fl\.?$/i.test(words[i]!) && words[i + 1] !== undefined;
    groups.push(canonicalUnit(fluid ? `fl ${words[i + 1]}` : words[i]!));
    if (fluid) i += 1;
  }
  const amounts = quantities.trim().split(/\s+/).filter((w) => w !== '').length;
  if (groups.length < amounts) return null;
  return groups[0] ?? null;
}

/** One word singular, by the English rules the corpus needs ('leaves' -> 'leaf', 'berries' -> 'berry'). */
function singular(word: string): string {
  if (/(?:ss|us|is)$/.test(word) || word.length <= 3) return word;
  if (/(?:lea|hal|loa)ves$/.test(word)) return `${word.slice(0, -3)}f`;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|o)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** A name as compared: lower case, words singular, punctuation and size words gone. */
export function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[-–,.;:()'"’/&]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !NAME_SIZE_WORDS.has(w))
    .map(singular)
    .join(' ');
}

/** How one parsed line compares with its labels. */
export function judgeLine(line: LabelledLine): LineVerdict {
  const parsed = parseIngredientLine(line.input);
  const allowed = allowedQuantities(line.quantity);
  const quantity =
    allowed === null || allowed.length === 0
      ? parsed.quantity === null
      : parsed.quantity !== null && allowed.some((q) => Math.abs(q - parsed.quantity!) < 0.01);
  const labelUnit = firstLabelUnit(line.unit, line.quantity);
  const unit = labelUnit === null ? parsed.unit === null : parsed.unit !== null && canonicalUnit(parsed.unit) === labelUnit;
  return { name: sameName(parsed.name, parsed.preparation, withoutAsides(line.name, line.input)), quantity, unit };
}

/**
 * Our name agrees with the label's when they are equal, or when the label only adds, in front,
 * words we read as preparation and kept there ('cooked chickpeas' against 'chickpeas', preparation
 * 'cooked'): the labels themselves keep such words in the name on some lines and not on others.
 */
function sameName(ours: string, preparation: string | null, label: string): boolean {
  const name = comparableName(ours);
  const wanted = comparableName(label);
  if (name === wanted) return true;
  if (!wanted.endsWith(` ${name}`) || preparation === null) return false;
  const prepared = new Set(comparableName(preparation).split(' '));
  return wanted.slice(0, -name.length - 1).split(' ').every((word) => prepared.has(word));
}

/**
 * The label's name without what the line wrote in parentheses: the labels keep 'scallions (green
 * onions)' as the name 'scallions green onions', the parser keeps the aside as a note.
 */
function withoutAsides(label: string, input: string): string {
  let name = comparableName(label);
  for (const [, aside] of input.matchAll(/\(([^()]*)\)/g)) {
    const words = comparableName(aside!);
    if (words !== '' && name !== words) name = ` ${name} `.replace(` ${words} `, ' ').trim();
  }
  return name;
}

/**
 * The corpus folder beside the repository (INGREDIENT_CORPUS_DIR names another place, for a git
 * worktree that does not sit beside it); a clear error when it is not there.
 */
export function corpusDirectory(root: string): string {
  const dir = process.env.INGREDIENT_CORPUS_DIR ?? path.join(root, '..', 'shared', 'data', 'ingredient-lines');
  if (!existsSync(dir)) throw new Error(`The labelled ingredient-line corpus is missing: expected it at ${dir}`);
  return dir;
}

export async function* corpusLines(file: string): AsyncGenerator<LabelledLine> {
  for await (const row of readCsvRecords(file)) {
    yield { input: row.input ?? '', name: row.name ?? '', quantity: row.quantity ?? '', unit: row.unit ?? '' };
  }
}

/** Prints the table; true when every file reaches the target on all three. */
export async function parserCorpusTable(root: string): Promise<boolean> {
  const dir = corpusDirectory(root);
  const files = readdirSync(dir).filter((f) => f.endsWith('.csv')).sort();
  if (files.length === 0) throw new Error(`No .csv files in ${dir}`);
  console.log(`\nIngredient-line parser on the labelled corpus (${dir}), target ${PARSER_TARGET}% each:`);
  console.log(`  ${'file'.padEnd(24)}${'lines'.padStart(8)}${'labelled'.padStart(10)}${'name'.padStart(9)}${'quantity'.padStart(10)}${'unit'.padStart(9)}${'all three'.padStart(11)}`);
  let ok = true;
  for (const file of files) {
    const counts = { all: 0, lines: 0, name: 0, quantity: 0, unit: 0, allThree: 0 };
    for await (const line of corpusLines(path.join(dir, file))) {
      counts.all += 1;
      if (line.name === '' && line.quantity === '' && line.unit === '') continue;
      const verdict = judgeLine(line);
      counts.lines += 1;
      if (verdict.name) counts.name += 1;
      if (verdict.quantity) counts.quantity += 1;
      if (verdict.unit) counts.unit += 1;
      if (verdict.name && verdict.quantity && verdict.unit) counts.allThree += 1;
    }
    const pct = (n: number) => (counts.lines === 0 ? 0 : (n / counts.lines) * 100);
    const cell = (n: number, width: number) => `${pct(n).toFixed(1)}%`.padStart(width);
    ok &&= [counts.name, counts.quantity, counts.unit].every((n) => pct(n) >= PARSER_TARGET);
    console.log(`  ${file.padEnd(24)}${String(counts.all).padStart(8)}${String(counts.lines).padStart(10)}${cell(counts.name, 9)}${cell(counts.quantity, 10)}${cell(counts.unit, 9)}${cell(counts.allThree, 11)}`);
  }
  return ok;
}
