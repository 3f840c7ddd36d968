import type { Plugin } from 'vite';
import { PAGE_START_SCRIPT } from '../../src/contracts/page-start';

/** Vite's entry script and the modulepreloads of its imports, as the built index.html holds them. */
const ENTRY = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The app's scripts are fetched after the page's content is painted instead of beside it (ADR 0017):
 * a server-rendered page (ADR 0004) is complete without them, and on a slow link the ~115 KB of
 * scripts otherwise share the bandwidth with the stylesheet, the font and the first picture. The
 * entry script and its modulepreloads leave index.html for the inline PAGE_START_SCRIPT, which adds
 * them when the page is painted; the Latin font is preloaded.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'sprig:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('sprig: the built index.html has no entry script');
        const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!).join(' ');
        const start = `<script data-entry="${entry}" data-preloads="${preloads}">${PAGE_START_SCRIPT}</script>`;
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('</title>', () => `</title>\n    ${fontPreload(bundle)}\n    ${start}`);
      },
    },
  };
}

/**
 * The Latin text face is fetched with the stylesheet, not after it: otherwise the browser finds it
 * only once the stylesheet is parsed and the page laid out, and the first paint waits for it.
 */
function fontPreload(bundle: Record<string, { fileName: string }> | undefined): string {
  const font = Object.values(bundle ?? {}).find((file) => /inter-latin-wght-normal-[^/]+\.woff2$/.test(file.fileName));
  if (!font) throw new Error('sprig: the Latin Inter font is missing from the build');
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`;
}
