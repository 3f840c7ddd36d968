import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { isGroupHeading, namesPart, PART_HEADING, type Part } from '../../../domain/part-names';
import { readMinutes } from './recipe-times';
import { readYield, type RecipeYield } from './recipe-yield';
import { stepPart, textParts, type MethodPart } from '../../../domain/method-steps';
import { pageSteps, type ScrapedStep } from './steps';
import { elementLine, elementLines, ingredientLine, MAX_DEPTH, NOT_TEXT } from './text';

/**
 * A recipe's ingredient and instruction lists read from the page's own structure, for pages
 * without structured data or whose structured data leaves one of them out. Two readings, the way
 * generic recipe readers do it:
 * 1. elements named for the part by class or id: recipe-plugin markup (wprm-recipe-ingredient,
 *    tasty-recipes-instructions, mv-create-ingredients) and hand-made ('ingredients', 'method');
 * 2. failing that, a heading that names the part ('Ingredients', 'Method', 'Zutaten'), with the
 *    lists or paragraphs under it up to the next heading of the same rank.
 */
export interface PageLists {
  ingredients: string[];
  instructions: ScrapedStep[];
}

/** What a recipe card shows beside its lists (WP Recipe Maker, Tasty Recipes, Create and hand-made cards alike). */
export interface PageDetails extends RecipeYield {
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
}

const PARTS: Part[] = ['ingredients', 'instructions'];

const HINT_WORDS: Record<Part, ReadonlySet<string>> = {
  ingredients: new Set(['ingredient', 'ingredients']),
  instructions: new Set(['instruction', 'instructions', 'direction', 'directions', 'method', 'steps', 'preparation']),
};
/** Headings after which a part has ended. */
const STOP_HEADING = /^(?:recipe\s+)?(?:notes?|nutrition|tips|video|equipment|comments?|reviews?|related|you may also like|more recipes|share)\b/i;

/** Parts of a page that hold no recipe: navigation, forms, comment threads, sidebars. */
const SKIPPED_TAGS = new Set([...NOT_TEXT, 'head', 'nav', 'footer', 'form', 'select', 'input', 'label']);
const SKIPPED_WORDS = new Set(['comment', 'comments', 'sidebar', 'widget', 'related', 'breadcrumb', 'breadcrumbs']);
/** Too broad to be a part (WordPress names posts' tags in the article's classes: 'tag-5-ingredients') or too small. */
const NOT_CONTAINERS = new Set(['html', 'body', 'main', 'article', 'span', 'a', 'strong', 'em', 'b', 'i', 'img', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);

const wordsOf = new WeakMap<Element, ReadonlySet<string>>();
/** The words of an element's class and id ('wprm-recipe-ingredient' -> wprm, recipe, ingredient), read once per element. */
const NO_WORDS: ReadonlySet<string> = new Set();
function words(el: Element): ReadonlySet<string> {
  if (el.attribs.class === undefined && el.attribs.id === undefined) return NO_WORDS;
  let found = wordsOf.get(el);
  if (!found) {
    const tokens = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.toLowerCase().split(/\s+/);
    found = new Set(tokens.filter((token) => !/^(?:tag|category|post|postid|page-id)-/.test(token)).flatMap((token) => token.split(/[^a-z]+/)));
    wordsOf.set(el, found);
  }
  return found;
}
const hasWord = (el: Element, candidates: Iterable<string>): boolean => {
  const own = words(el);
  for (const word of candidates) if (own.has(word)) return true;
  return false;
};

const isSkipped = (el: Element): boolean => SKIPPED_TAGS.has(el.name) || hasWord(el, SKIPPED_WORDS);
const hasList = (el: Element): boolean => DomUtils.find((node) => isTag(node) && LISTS.has(node.name), el.children, true, 1).length > 0;

/** A heading inside a part: h1-h6, or a plugin's group name ('wprm-recipe-group-name'). */
function isHeading(el: Element): boolean {
  if (HEADINGS.has(el.name)) return true;
  return words(el).has('group') && hasWord(el, ['name', 'title', 'heading', 'header']);
}


type Event = { heading: string; level: number } | { item: Element } | { paragraph: Element } | { line: string };

/** List items, paragraphs and headings in document order; a list item is one event whatever is inside it. */
function events(nodes: AnyNode[], depth: number, out: Event[]): Event[] {
  if (depth > MAX_DEPTH) return out;
  for (const node of nodes) {
    if (!isTag(node) || isSkipped(node)) continue;
    if (isHeading(node)) {
      const text = elementLine(node);
      if (text) out.push({ heading: text, level: HEADINGS.has(node.name) ? Number(node.name[1]) : 7 });
    } else if (node.name === 'li' && !hasList(node)) out.push({ item: node });
    else if (node.name === 'p') {
      const text = elementLine(node);
      // A paragraph that is all a part's name ('<p><strong>Ingredients</strong></p>') is that part's heading.
      if (text.length <= 60 && (namesPart(text) || STOP_HEADING.test(text))) out.push({ heading: text, level: 7 });
      else out.push({ paragraph: node });
    } else events(node.children, depth + 1, out);
  }
  return out;
}

/** The outermost elements named for each part (not those named for both, a wrapper of the whole card). */
function namedParts(nodes: AnyNode[], depth: number, inside: ReadonlySet<Part>, out: Record<Part, Element[]>): void {
  if (depth > MAX_DEPTH) return;
  for (const node of nodes) {
    if (!isTag(node) || isSkipped(node)) continue;
    const kinds = PARTS.filter((kind) => hasWord(node, HINT_WORDS[kind]));
    const kind = kinds.length === 1 && !NOT_CONTAINERS.has(node.name) ? kinds[0]! : null;
    if (kind && !inside.has(kind)) out[kind].push(node);
    namedParts(node.children, depth + 1, kind ? new Set([...inside, kind]) : inside, out);
  }
}

/** A part from its events: its list items when it has any, else its paragraphs, with headings between. */
function partLines(found: Event[], kind: Part): { parts: MethodPart[]; lines: string[] } {
  const hasItems = found.some((event) => 'item' in event);
  const parts: MethodPart[] = [];
  const ingredientLines: string[] = [];
  for (const event of found) {
    if ('heading' in event) {
      if (!namesPart(event.heading)) parts.push({ heading: event.heading.replace(/:$/, '') });
    } else if ('item' in event) {
      if (kind === 'ingredients') ingredientLines.push(ingredientLine(event.item));
      else {
        const step = stepPart(elementLines(event.item));
        if (step) parts.push(step);
      }
    } else if (!hasItems) {
      const text = ('paragraph' in event ? elementLines(event.paragraph) : [event.line]).filter((line) => !namesPart(line));
      if (kind === 'ingredients') ingredientLines.push(...text);
      else parts.push(...textParts(text));
    }
  }
  return { parts, lines: ingredientLines.filter((line) => line !== '' && !isGroupHeading(line)) };
}

/** A named element's events; one with no lists or paragraphs is read line by line ('1 cup flour<br>2 eggs'). */
function elementEvents(el: Element): Event[] {
  const found = events(el.children, 0, []);
  return found.some((event) => !('heading' in event)) ? found : elementLines(el).map((line) => ({ line }));
}

function fromNamedParts(document: Document): Record<Part, Event[]> {
  const named: Record<Part, Element[]> = { ingredients: [], instructions: [] };
  namedParts(document.children, 0, new Set(), named);
  const read = (kind: Part): Event[] => {
    const all = named[kind].map(elementEvents);
    // Elements whose lists are the part win over ones that only talk about it ('8 ingredients').
    const withItems = all.filter((found) => found.some((event) => 'item' in event));
    return (withItems.length > 0 ? withItems : all).flat();
  };
  return { ingredients: read('ingredients'), instructions: read('instructions') };
}

/** The events under the first heading naming the part, to the next heading of its rank or another part. */
function underHeading(all: Event[], kind: Part): Event[] {
  const start = all.findIndex((event) => 'heading' in event && PART_HEADING[kind].test(event.heading.replace(/:$/, '')));
  const heading = all[start];
  if (!heading || !('heading' in heading)) return [];
  const other = PART_HEADING[kind === 'ingredients' ? 'instructions' : 'ingredients'];
  const found: Event[] = [];
  for (const event of all.slice(start + 1)) {
    if ('heading' in event) {
      const text = event.heading.replace(/:$/, '');
      if (event.level <= heading.level || other.test(text) || STOP_HEADING.test(text)) break;
    }
    found.push(event);
  }
  return found;
}

export function readPageLists(document: Document): PageLists {
  const named = fromNamedParts(document);
  let all: Event[] | null = null;
  const read = (kind: Part) => {
    const fromNames = partLines(named[kind], kind);
    if (fromNames.lines.length > 0 || fromNames.parts.some((part) => 'lines' in part)) return fromNames;
    all ??= events(document.children, 0, []);
    return partLines(underHeading(all, kind), kind);
  };
  return { ingredients: read('ingredients').lines, instructions: pageSteps(read('instructions').parts) };
}

const TIMES = { prepMinutes: 'prep', cookMinutes: 'cook', totalMinutes: 'total' } as const;
type TimeField = keyof typeof TIMES;

/**
 * The yield and times a card shows, from elements named for them ('wprm-recipe-servings-container',
 * 'tasty-recipes-yield', 'mv-create-time-total'), each the first that reads: for pages whose
 * structured data does not say. A time the card writes in a way not understood stays unknown.
 */
export function readPageDetails(document: Document): PageDetails {
  const details: PageDetails = { servings: null, yieldText: null, prepMinutes: null, cookMinutes: null, totalMinutes: null };
  const visit = (nodes: AnyNode[], depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const node of nodes) {
      if (!isTag(node) || isSkipped(node)) continue;
      const own = words(node);
      if (own.size > 0 && !own.has('label') && !own.has('unit')) {
        if (details.servings === null && details.yieldText === null && hasWord(node, ['yield', 'servings', 'serves'])) {
          const text = elementLine(node);
          if (text.length <= 80) Object.assign(details, readYield([text]));
        }
        for (const field of Object.keys(TIMES) as TimeField[]) {
          if (details[field] === null && own.has('time') && own.has(TIMES[field])) {
            // 'Total Time: 1 hour 15 minutes': the label goes, the time is read from its first number.
            const text = /\d.*$/.exec(elementLine(node))?.[0];
            if (text && text.length <= 40) details[field] = readMinutes(text);
          }
        }
      }
      visit(node.children, depth + 1);
    }
  };
  visit(document.children, 0);
  return details;
}
