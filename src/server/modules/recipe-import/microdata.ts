import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { MAX_DEPTH, toArray, type Item } from './text';

/** schema.org's Recipe, and the retired data-vocabulary.org one older sites still carry. */
const RECIPE_ITEMTYPE = /(?:^|\s)https?:\/\/(?:schema|data-vocabulary)\.org\/Recipe\/?(?:\s|$)/i;

/** Every microdata Recipe on the page as a JSON-LD-like item, in document order. */
export function microdataRecipes(document: Document): Item[] {
  // findAll walks with its own stack (findOne recurses, and a hostile page can nest deeper than the stack).
  const scopes = DomUtils.findAll((el) => 'itemscope' in el.attribs && RECIPE_ITEMTYPE.test(el.attribs.itemtype ?? ''), document.children);
  return scopes.map((scope) => microdataItem(scope, 0));
}

/**
 * An itemscope as a JSON-LD-like object: every itemprop below it (not inside a nested item) as a
 * list of values. '@element' keeps the scope itself, for readers that want its whole text (an
 * ingredient marked up as an item of amount, unit and name is still one line).
 */
function microdataItem(scope: Element, depth: number): Item {
  const item: Item = { '@type': (scope.attribs.itemtype ?? '').trim().split(/\s+/), '@element': scope };
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
