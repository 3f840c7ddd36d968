import { INITIAL_DATA_ELEMENT_ID, type InitialQuery } from '../../../contracts/initial-data';
import { recipeImageSrcSet } from '../../../contracts/recipe-image-sizes';
import { jsonLdScriptText } from '../../../domain/recipe-jsonld';
import type { RenderedView } from './ssr';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image: string;
  type: 'article' | 'profile' | 'website';
  jsonLd?: unknown;
  /** Indexable? Private and missing pages are not. */
  index: boolean;
  /** Plain content for clients without JavaScript (crawlers, link previews). */
  noscript?: { heading: string; text: string };
  /** A same-origin image the page shows at the top, and how wide (`sizes`): fetched with the stylesheet. */
  preloadImage?: { src: string; sizes: string };
  /** The API answers the page starts from (its first view is rendered from them), saving round trips. */
  initialData?: InitialQuery[];
}

/** JSON inside a <script> element: '<' is escaped so '</script>' cannot end it early. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** The preload of the copy the page's <img> will pick from the same srcset and sizes, not of the largest. */
function imagePreload({ src, sizes }: { src: string; sizes: string }): string {
  const srcset = recipeImageSrcSet(src);
  const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high">`;
}

function headTags(meta: PageMeta): string {
  const a = (v: string) => escapeHtml(v);
  const tags = [
    `<title>${a(meta.title)}</title>`,
    `<meta name="description" content="${a(meta.description)}">`,
    `<link rel="canonical" href="${a(meta.canonical)}">`,
    meta.index ? '' : '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${a(meta.title)}">`,
    `<meta property="og:description" content="${a(meta.description)}">`,
    `<meta property="og:url" content="${a(meta.canonical)}">`,
    `<meta property="og:image" content="${a(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${a(meta.title)}">`,
    `<meta name="twitter:description" content="${a(meta.description)}">`,
    `<meta name="twitter:image" content="${a(meta.image)}">`,
    meta.jsonLd ? `<script type="application/ld+json">${jsonLdScriptText(meta.jsonLd)}</script>` : '',
    meta.preloadImage?.src.startsWith('/') ? imagePreload(meta.preloadImage) : '',
    meta.initialData?.length
      ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(JSON.stringify(meta.initialData))}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Puts a page's title, description, social tags and JSON-LD into the built index.html, so the
 * first HTML response is complete for crawlers and link previews, and the server-rendered first
 * view (when there is one) into #root, where the browser hydrates it.
 */
export function renderPage(template: string, meta: PageMeta, view: RenderedView | null = null): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  // Replacements are functions throughout, so a '$' in page text is never read as a pattern.
  const head = [headTags(meta), view?.head].filter(Boolean).join('\n    ');
  html = html.replace('</head>', () => `    ${head}\n  </head>`);
  // Without a first view, clients without JavaScript still get the page's heading and summary.
  if (meta.noscript && !view) {
    const body = `<noscript><article><h1>${escapeHtml(meta.noscript.heading)}</h1><p>${escapeHtml(meta.noscript.text)}</p></article></noscript>`;
    html = html.replace('<div id="root">', () => `${body}<div id="root">`);
  }
  if (view) html = html.replace('<div id="root"></div>', () => `<div id="root">${view.body}</div>`);
  return html;
}
