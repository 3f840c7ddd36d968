import { jsonLdScriptText } from '../../../domain/recipe-jsonld';

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
  /** A same-origin image the page shows at the top: fetched while the scripts load. */
  preloadImage?: string;
  /** The API answer the page starts from (query key and JSON text), saving a round trip. */
  initialData?: { key: readonly string[]; json: string };
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
    meta.preloadImage?.startsWith('/') ? `<link rel="preload" as="image" href="${a(meta.preloadImage)}" fetchpriority="high">` : '',
    meta.initialData
      ? `<script type="application/json" id="sprig-initial-data">${scriptSafeJson(
          `{"key":${JSON.stringify(meta.initialData.key)},"data":${meta.initialData.json}}`,
        )}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Puts a page's title, description, social tags and JSON-LD into the built index.html, so the
 * first HTML response is complete for crawlers and link previews; the SPA takes over from there.
 */
export function renderPage(template: string, meta: PageMeta): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  html = html.replace('</head>', `    ${headTags(meta)}\n  </head>`);
  if (meta.noscript) {
    const body = `<noscript><article><h1>${escapeHtml(meta.noscript.heading)}</h1><p>${escapeHtml(meta.noscript.text)}</p></article></noscript>`;
    html = html.replace('<div id="root">', `${body}<div id="root">`);
  }
  return html;
}
