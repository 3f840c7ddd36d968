import type { Document } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { hasType, isItem, MAX_DEPTH, type Item } from './text';

/** What a page's JSON-LD blocks hold for the reader: its Recipes and the nodes others point to by '@id'. */
export interface JsonLd {
  /** Every Recipe, in document order: top level, a list, '@graph', 'mainEntity' or deeper. */
  recipes: Item[];
  /** Nodes by '@id', so { "@id": "#/schema/person/1" } (how SEO plugins name an author) can be read. */
  nodes: Map<string, Item>;
  /** Publishers named anywhere (an Article's or WebPage's), in document order. */
  publishers: unknown[];
}

export function readJsonLd(document: Document): JsonLd {
  const found: JsonLd = { recipes: [], nodes: new Map(), publishers: [] };
  const scripts = DomUtils.findAll((el) => el.name === 'script' && /ld\+json/i.test(el.attribs.type ?? ''), document.children);
  for (const script of scripts) collect(parseLenientJson(DomUtils.textContent(script)), found, 0);
  return found;
}

function collect(value: unknown, found: JsonLd, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value) collect(entry, found, depth + 1);
    return;
  }
  if (!isItem(value)) return;
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length > 1 && !found.nodes.has(id)) found.nodes.set(id, value);
  if (value.publisher !== undefined) found.publishers.push(value.publisher);
  if (hasType(value, 'Recipe')) found.recipes.push(value);
  else for (const entry of Object.values(value)) collect(entry, found, depth + 1);
}

/**
 * JSON as sites write it. Strict JSON first; failing that, one pass that mends what plugins and
 * hand-written pages get wrong: `<!-- -->` and `<![CDATA[ ]]>` wrappers, `//` and `/* *\/`
 * comments, `\'` and other JavaScript-only escapes, raw control characters in strings, trailing
 * commas and a trailing `;`. Linear in the text and never evaluated; null when still not JSON.
 */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(mendJson(text));
    } catch {
      return null;
    }
  }
}

const JSON_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

function mendJson(text: string): string {
  let out = '';
  let inString = false;
  // Where the HTML comment being skipped ends, and whether it wraps the JSON (kept) or not (dropped).
  let commentEnd = -1;
  let commentWraps = false;
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        const next = text[i + 1] ?? '';
        if (JSON_ESCAPES.has(next)) out += c + next;
        else if (next === 'u' && /^[0-9a-f]{4}$/i.test(text.slice(i + 2, i + 6))) out += '\\u';
        // '\'' and the like are JavaScript: the character stands for itself.
        else if (next >= ' ') out += next;
        i += 2;
      } else {
        if (c === '"') inString = false;
        // Control characters are never valid inside JSON strings; as a space they keep words apart.
        out += c < ' ' ? ' ' : c;
        i += 1;
      }
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      i += 1;
    } else if (text.startsWith('<!--', i)) {
      if (commentEnd < i) {
        const close = text.indexOf('-->', i + 4);
        commentEnd = close === -1 ? text.length : close;
        commentWraps = /[{[]/.test(text.slice(i + 4, commentEnd));
      }
      // A comment around the JSON loses its markers only; any other comment goes.
      i = commentWraps ? i + 4 : commentEnd + 3;
    } else if (text.startsWith('-->', i)) i += 3;
    else if (text.startsWith('<![CDATA[', i)) i += 9;
    else if (text.startsWith(']]>', i)) i += 3;
    else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === ',' && /^\s*[}\]]/.test(text.slice(i + 1, i + 200))) i += 1;
    else {
      out += c;
      i += 1;
    }
  }
  return out.trim().replace(/;+$/, '');
}
