import { Element, hasChildren, isTag, isText, type AnyNode, type Document } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { timeToMinutes } from '../../../domain/duration';
import { STEP_HEADING_ONLY, STEP_NUMBER } from '../../../domain/pasted-recipe-text';

/**
 * Reads the schema.org Recipe a web page publishes for search engines: JSON-LD first (what
 * nearly every recipe site and plugin writes), then microdata (older sites). Both are turned
 * into the same plain object of properties and read by one reader, so a shape handled for one
 * (an image as text, list or ImageObject; steps as text, HowToStep or HowToSection) works for both.
 *
 * Pure: HTML text in, plain values out. Limits of the editor are applied later (draft.ts).
 */

export interface ScrapedStep {
  instruction: string;
  tips: string[];
}

export interface ScrapedRecipe {
  title: string;
  description: string | null;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  categories: string[];
  tags: string[];
  dietaryAttributes: string[];
  /** Kitchen tools (HowTo 'tool': text or HowToTool). */
  recipeTools: string[];
  /** Ingredient lines as written ('1 ½ cups flour, sifted'). */
  ingredients: string[];
  instructions: ScrapedStep[];
  /** Absolute http(s) address of the recipe's picture. */
  imageUrl: string | null;
  totalMinutes?: number | null;
  yieldText?: string | null;
  author?: string | null;
  siteName?: string | null;
}

/** Deeper nesting than any real page has; stops a hostile page from exhausting the stack. */
const MAX_DEPTH = 200;

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Element);
const toArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

/** 'Recipe', 'schema:Recipe', 'https://schema.org/Recipe' -> 'Recipe'. */
function typeNames(item: Item): string[] {
  return toArray(item['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim().replace(/^.*[/:#]/, ''));
}

/** The first Recipe on the page that has a name, ingredients and steps; null when there is none. */
export function parseRecipePage(html: string, pageUrl: string): ScrapedRecipe | null {
  const document = parseDocument(html);
  // A page may carry a teaser Recipe (a list of others, say) before the full one.
  for (const item of [...jsonLdRecipes(document), ...microdataRecipes(document)]) {
    const recipe = readRecipe(item, pageUrl);
    if (recipe) return recipe;
  }
  return null;
}

// ---- JSON-LD ----

function jsonLdRecipes(document: Document): Item[] {
  const scripts = DomUtils.findAll((el) => el.name === 'script' && /ld\+json/i.test(el.attribs.type ?? ''), document.children);
  return scripts.flatMap((script) => [...recipeItems(parseJson(DomUtils.textContent(script)), 0)]);
}

/** JSON as sites write it: some wrap it in HTML comments or CDATA, or leave raw line breaks in strings. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Control characters are never valid inside JSON strings; as whitespace they are harmless outside them.
    // eslint-disable-next-line no-control-regex
    const cleaned = text.replace(/^\s*(?:<!--|<!\[CDATA\[)|(?:-->|\]\]>)\s*$/g, '').replace(/[\u0000-\u001f]+/g, ' ');
    try {
      return JSON.parse(cleaned);
    } catch {
      return null;
    }
  }
}

/** Every Recipe inside, in document order: top level, a list, '@graph', 'mainEntity' or deeper. */
function* recipeItems(value: unknown, depth: number): Generator<Item> {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value) yield* recipeItems(entry, depth + 1);
  } else if (isItem(value)) {
    if (typeNames(value).includes('Recipe')) yield value;
    else yield* recipeItems(Object.values(value), depth + 1);
  }
}

// ---- Microdata ----

const RECIPE_ITEMTYPE = /(?:^|\s)https?:\/\/schema\.org\/Recipe\/?(?:\s|$)/i;

function microdataRecipes(document: Document): Item[] {
  // findAll walks with its own stack (findOne recurses, and a hostile page can nest deeper than the stack).
  const scopes = DomUtils.findAll((el) => 'itemscope' in el.attribs && RECIPE_ITEMTYPE.test(el.attribs.itemtype ?? ''), document.children);
  return scopes.map((scope) => microdataItem(scope, 0));
}

/** An itemscope as a JSON-LD-like object: every itemprop below it (not inside a nested item) as a list of values. */
function microdataItem(scope: Element, depth: number): Item {
  const item: Item = { '@type': (scope.attribs.itemtype ?? '').trim().split(/\s+/) };
  collectProperties(scope.children, item, depth + 1);
  return item;
}

function collectProperties(nodes: AnyNode[], item: Item, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const node of nodes) {
    if (!isTag(node)) continue;
    const nested = 'itemscope' in node.attribs;
    const names = (node.attribs.itemprop ?? '').trim().split(/\s+/).filter(Boolean);
    if (names.length > 0) {
      const value = nested ? microdataItem(node, depth) : microdataValue(node);
      for (const name of names) item[name] = [...toArray(item[name]), value];
    }
    // A nested item's properties are its own.
    if (!nested) collectProperties(node.children, item, depth + 1);
  }
}

/** The microdata value of an element (HTML spec): an attribute for media, links and meta, else its content. */
function microdataValue(el: Element): unknown {
  const attr = (name: string) => el.attribs[name]?.trim();
  if (attr('content') !== undefined) return attr('content');
  switch (el.name) {
    case 'img':
      // Lazy-loading pages put a placeholder in src and the picture in data-src.
      return [attr('src'), attr('data-src'), attr('data-lazy-src')].find((src) => src && !src.startsWith('data:')) ?? '';
    case 'audio':
    case 'embed':
    case 'iframe':
    case 'source':
    case 'track':
    case 'video':
      return attr('src') ?? '';
    case 'a':
    case 'area':
    case 'link':
      return attr('href') ?? '';
    case 'object':
      return attr('data') ?? '';
    case 'data':
    case 'meter':
      return attr('value') ?? '';
    case 'time':
      return attr('datetime') ?? el;
    default:
      return el;
  }
}

// ---- Text ----

/** Elements that start a new line of text: steps and ingredients are often one <li> or <p> each. */
const BLOCKS = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tr', 'ul',
]);
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button']);
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

/**
 * The lines of text in a value: HTML is stripped (entities decoded, a line per block element);
 * plain text keeps its own line breaks. Structured values ({'@value': ...}) give their value.
 */
function lines(value: unknown): string[] {
  const text = isItem(value) ? value['@value'] : value;
  let raw: string;
  if (typeof text === 'number') raw = String(text);
  else if (text instanceof Element) raw = blockText([text], 0);
  else if (typeof text === 'string') {
    const html = HAS_MARKUP.test(text) ? text : text.replace(/\r\n?|\n/g, '<br>');
    raw = blockText(parseDocument(html).children, 0);
  } else return [];
  return raw
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** All the text of the first value that has any, on one line. */
function oneLine(value: unknown): string | null {
  for (const entry of toArray(value)) {
    const text = lines(entry).join(' ');
    if (text) return text;
  }
  return null;
}

// ---- Recipe ----

function readRecipe(item: Item, pageUrl: string): ScrapedRecipe | null {
  const title = oneLine(item.name) ?? oneLine(item.headline);
  const ingredients = toArray(item.recipeIngredient ?? item.ingredients).flatMap(lines);
  const instructions = readSteps(item.recipeInstructions, 0);
  // A draft needs all three; without them this is not a recipe the editor can open.
  if (!title || ingredients.length === 0 || instructions.length === 0) return null;
  const prepMinutes = minutes(item.prepTime);
  const totalMinutes = minutes(item.totalTime);
  // Only a total: the cooking is what the preparation leaves of it.
  const cookMinutes =
    minutes(item.cookTime) ?? (totalMinutes !== null && prepMinutes !== null && totalMinutes >= prepMinutes ? totalMinutes - prepMinutes : null);
  const description = toArray(item.description).flatMap(lines).join('\n\n');
  return {
    title,
    description: description || null,
    servings: servings(item.recipeYield),
    prepMinutes,
    cookMinutes,
    categories: labels(item.recipeCategory),
    // Tags are lower-case words in this app ('kid-friendly'); a cuisine reads well as one.
    tags: [...labels(item.keywords), ...labels(item.recipeCuisine)].map((tag) => tag.toLowerCase()),
    dietaryAttributes: toArray(item.suitableForDiet).flatMap(dietName),
    recipeTools: labels(toArray(item.tool).map((tool) => (isItem(tool) && tool.name !== undefined ? tool.name : tool))),
    ingredients,
    instructions,
    imageUrl: imageUrl(item.image ?? item.thumbnailUrl, pageUrl),
  };
}

function stepsFromText(value: unknown): ScrapedStep[] {
  return lines(value)
    .filter((line) => !STEP_HEADING_ONLY.test(line))
    .map((line) => ({ instruction: line.replace(STEP_NUMBER, ''), tips: [] }))
    .filter((step) => step.instruction !== '');
}

/** Steps from text, HowToStep, HowToSection/ItemList (flattened, the section name before its first step) and HowToTip. */
function readSteps(value: unknown, depth: number): ScrapedStep[] {
  if (depth > MAX_DEPTH) return [];
  const steps: ScrapedStep[] = [];
  for (const entry of toArray(value)) {
    if (Array.isArray(entry)) steps.push(...readSteps(entry, depth + 1));
    else if (!isItem(entry)) steps.push(...stepsFromText(entry));
    else if (typeNames(entry).includes('HowToTip')) {
      const tip = oneLine(entry.text ?? entry.name);
      const last = steps.at(-1);
      if (tip && last) last.tips.push(tip);
    } else if (isSection(entry)) {
      const inner = readSteps(entry.itemListElement ?? entry.steps, depth + 1);
      const heading = oneLine(entry.name);
      if (heading && inner[0]) inner[0].instruction = `${heading}: ${inner[0].instruction}`;
      steps.push(...inner);
    } else {
      const step = readStep(entry);
      if (step) steps.push(step);
    }
  }
  return steps;
}

function isSection(item: Item): boolean {
  const types = typeNames(item);
  if (types.includes('HowToSection') || types.includes('ItemList')) return true;
  return !types.includes('HowToStep') && !types.includes('HowToDirection') && item.itemListElement !== undefined;
}

/** One HowToStep: its text, or its HowToDirections joined, with its HowToTips. */
function readStep(item: Item): ScrapedStep | null {
  const directions: string[] = [];
  const tips: string[] = [];
  for (const part of toArray(item.itemListElement)) {
    const text = isItem(part) ? oneLine(part.text ?? part.name) : oneLine(part);
    if (!text) continue;
    if (isItem(part) && typeNames(part).includes('HowToTip')) tips.push(text);
    else directions.push(text);
  }
  const text = oneLine(item.text) ?? (directions.length > 0 ? directions.join(' ') : null) ?? oneLine(item.name) ?? oneLine(item.description);
  const instruction = text?.replace(STEP_NUMBER, '');
  return instruction ? { instruction, tips } : null;
}

/**
 * Minutes in an ISO 8601 duration or time text. Zero years, months and weeks
 * ('P0Y0M0DT0H35M0S', written by some recipe plugins) are dropped first: they mean nothing here.
 */
function minutes(value: unknown): number | null {
  const text = oneLine(value);
  if (!text) return null;
  return timeToMinutes(text.replace(/^P(?:0+Y)?(?:0+M)?(?:0+W)?/i, 'P'));
}

/** The first count in recipeYield: 4, '4', '4 servings', 'Makes 12', 'Serves 4-6' (-> 4), ['4', '4 servings']. */
function servings(value: unknown): number | null {
  for (const entry of toArray(value)) {
    const match = /\d+/.exec(oneLine(entry) ?? '');
    const count = match ? Number(match[0]) : 0;
    if (count > 0) return count;
  }
  return null;
}

/** Labels from a list or comma-separated text ('Dinner, Main Course'). */
function labels(value: unknown): string[] {
  return toArray(value)
    .flatMap((entry) => (oneLine(entry) ?? '').split(','))
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

/** 'https://schema.org/GlutenFreeDiet' -> 'Gluten-Free', the way this app writes dietary attributes. */
function dietName(value: unknown): string[] {
  const text = isItem(value) ? (value['@id'] ?? value.name) : value;
  if (typeof text !== 'string') return [];
  const name = text
    .trim()
    .replace(/^.*[/:#]/, '')
    .replace(/Diet$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2');
  return name ? [name] : [];
}

/** The first usable picture: text, list, ImageObject ({ url } or { contentUrl }), resolved against the page. */
function imageUrl(value: unknown, pageUrl: string): string | null {
  for (const entry of toArray(value)) {
    const candidate = isItem(entry) ? (entry.url ?? entry.contentUrl ?? entry['@id']) : entry;
    const text = toArray(candidate).find((c): c is string => typeof c === 'string')?.trim();
    if (!text) continue;
    try {
      const url = new URL(text, pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not an address; try the next picture.
    }
  }
  return null;
}
