import type { Document, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { elementLine } from './text';

/** What any page says about itself, for a recipe its structured data leaves unsaid or that has none. */
export interface PageMeta {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  author: string | null;
  siteName: string | null;
}

/** The first absolute http(s) address among the candidates, resolved against the page. */
export function webAddress(candidates: readonly unknown[], pageUrl: string): string | null {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate.trim() === '') continue;
    try {
      const url = new URL(candidate.trim(), pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not an address; try the next one.
    }
  }
  return null;
}

/** <meta property|name=... content=...>, first of each, names in lower case. */
function metaTags(document: Document): Map<string, string> {
  const tags = new Map<string, string>();
  for (const el of DomUtils.getElementsByTagName('meta', document.children, true)) {
    const key = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
    const content = el.attribs.content?.replace(/\s+/g, ' ').trim();
    if (key && content && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

const firstText = (elements: Element[], unlike: string | null): string | null =>
  elements.map(elementLine).find((text) => text !== '' && text.length <= 300 && text !== unlike) ?? null;

export function readPageMeta(document: Document, pageUrl: string): PageMeta {
  const meta = metaTags(document);
  const siteName = meta.get('og:site_name') ?? null;
  // The page's own heading; a theme that puts its logo in an <h1> names the site there, not the recipe.
  const heading = firstText(DomUtils.getElementsByTagName('h1', document.children, true), siteName);
  const titleTag = firstText(DomUtils.getElementsByTagName('title', document.children, true, 1), null);
  return {
    title: heading ?? meta.get('og:title') ?? meta.get('twitter:title') ?? titleTag?.replace(/\s+\|[^|]*$/, '') ?? null,
    description: meta.get('description') ?? meta.get('og:description') ?? meta.get('twitter:description') ?? null,
    imageUrl: webAddress([meta.get('og:image'), meta.get('og:image:url'), meta.get('og:image:secure_url'), meta.get('twitter:image')], pageUrl),
    author: meta.get('author') ?? null,
    siteName,
  };
}
