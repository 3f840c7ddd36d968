import { Element, hasChildren, isTag, isText, type AnyNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * The shared vocabulary of the page readers: structured data as plain objects (JSON-LD as
 * parsed, microdata turned into the same shape) and the text of values and elements.
 */

/** Deeper nesting than any real page has; stops a hostile page from exhausting the stack. */
export const MAX_DEPTH = 200;

export type Item = Record<string, unknown>;

export const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Element);
export const toArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** 'Recipe', 'schema:Recipe', 'https://schema.org/Recipe', 'recipe' -> 'recipe': sites vary the case too. */
export function typeNames(item: Item): string[] {
  return toArray(item['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim().replace(/^.*[/:#]/, '').toLowerCase());
}

export const hasType = (item: Item, name: string): boolean => typeNames(item).includes(name.toLowerCase());

/** A property in any case ('itemListElement', 'ItemListElement'): hand-written JSON-LD varies it. */
export function prop(item: Item, name: string): unknown {
  if (item[name] !== undefined) return item[name];
  const wanted = name.toLowerCase();
  const key = Object.keys(item).find((k) => k.toLowerCase() === wanted);
  return key === undefined ? undefined : item[key];
}

/** Elements that start a new line of text: steps and ingredients are often one <li> or <p> each. */
const BLOCKS = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tr', 'ul',
]);
export const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button']);
const HAS_MARKUP = /<\/?[a-z][^>]*>/i;

function blockText(nodes: AnyNode[], depth: number): string {
  if (depth > MAX_DEPTH) return '';
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if (isTag(node)) {
      if (NOT_TEXT.has(node.name)) continue;
      const edge = BLOCKS.has(node.name) ? '\n' : '';
      text += edge + blockText(node.children, depth + 1) + edge;
    } else if (hasChildren(node)) text += blockText(node.children, depth + 1);
  }
  return text;
}

const splitLines = (raw: string): string[] =>
  raw
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

/** The lines of an element's text: a line per block element (<p>, <li>, <br>), whitespace normalised. */
export const elementLines = (el: Element): string[] => splitLines(blockText([el], 0));

/** All of an element's text as one line, whatever elements it is built of. */
export const elementLine = (el: Element): string => elementLines(el).join(' ');

/** An ingredient element as one line, without the tick box a recipe card draws before it ('▢ 1 cup flour'). */
export const ingredientLine = (el: Element): string => elementLine(el).replace(/^[▢☐□◻⬜✓✔]\s*/u, '');

/**
 * The lines of text in a value: HTML is stripped (entities decoded, a line per block element);
 * plain text keeps its own line breaks. Structured values ({'@value': ...}) give their value.
 */
export function lines(value: unknown): string[] {
  const text = isItem(value) ? value['@value'] : value;
  if (typeof text === 'number') return [String(text)];
  if (text instanceof Element) return elementLines(text);
  if (typeof text !== 'string') return [];
  const html = HAS_MARKUP.test(text) ? text : text.replace(/\r\n?|\n/g, '<br>');
  return splitLines(blockText(parseDocument(html).children, 0));
}

/**
 * The lines of a value as lines() reads them, but a blank line in plain text is kept as '': in a
 * method it can part the steps (paragraphs of wrapped lines), as it does in a pasted one.
 */
export function linesWithBreaks(value: unknown): string[] {
  const text = isItem(value) ? value['@value'] : value;
  if (typeof text !== 'string' || HAS_MARKUP.test(text)) return lines(value);
  return text.split(/\r?\n[^\S\r\n]*\r?\n/).flatMap((block, index) => (index === 0 ? lines(block) : ['', ...lines(block)]));
}

/** All the text of the first value that has any, on one line. */
export function oneLine(value: unknown): string | null {
  for (const entry of toArray(value)) {
    const text = lines(entry).join(' ');
    if (text) return text;
  }
  return null;
}
