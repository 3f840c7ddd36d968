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
function metaTags(elements: Element[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const el of elements) {
    const key = (el.attribs.property ?? el.attribs.name ?? '').trim().toLowerCase();
    const content = el.attribs.content?.replace(/\s+/g, ' ').trim();
    if (key && content && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

const firstText = (elements: Element[], unlike: string | null): string | null =>
  elements.map(elementLine).find((text) => text !== '' && text.length <= 300 && text !== unlike) ?? null;

/** A theme's logo or site name set in an <h1> ('site-title', 'logo'): not the page's own heading. */
const isSiteHeading = (el: Element): boolean => /(?:^|[\s_-])(?:site|logo|brand)(?:$|[\s_-])/i.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`);

/** 'Banana Bread - Crumbs & Co.' -> 'Banana Bread': a <title> ends with the site's name, after a bar or dash. */
function withoutSiteName(title: string, siteName: string | null): string {
  const cut = /\s+[|–—-]\s+(?!.*\s[|–—-]\s)(.*)$/.exec(title);
  if (!cut) return title;
  const ending = cut[1]!.trim().toLowerCase();
  return title.includes('|') || (siteName !== null && ending === siteName.toLowerCase()) ? title.slice(0, cut.index) : title;
}

export function readPageMeta(document: Document, pageUrl: string): PageMeta {
  // One walk for all three: a hostile page can be very deep, and each walk costs its depth.
  const found = DomUtils.findAll((el) => el.name === 'meta' || el.name === 'h1' || el.name === 'title', document.children);
  const named = (name: string) => found.filter((el) => el.name === name);
  const meta = metaTags(named('meta'));
  const siteName = meta.get('og:site_name') ?? null;
  // The page's own heading; a theme that puts its logo in an <h1> names the site there, not the recipe.
  const heading = firstText(named('h1').filter((el) => !isSiteHeading(el)), siteName);
  const titleTag = firstText(named('title'), null);
  return {
    title: heading ?? meta.get('og:title') ?? meta.get('twitter:title') ?? (titleTag === null ? null : withoutSiteName(titleTag, siteName)),
    description: meta.get('description') ?? meta.get('og:description') ?? meta.get('twitter:description') ?? null,
    imageUrl: webAddress([meta.get('og:image'), meta.get('og:image:url'), meta.get('og:image:secure_url'), meta.get('twitter:image')], pageUrl),
    author: meta.get('author') ?? null,
    siteName,
  };
}
