import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FACTORY = fileURLToPath(new URL('../../src/web/lib/icon/create-icon.ts', import.meta.url));
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * lucide-react's icon modules get their component from the app's own factory
 * (src/web/lib/icon/create-icon.ts says why). Used by the browser and the server-rendering builds
 * alike, so the two render the same markup. A lucide-react whose icons reach their factory another
 * way fails the build rather than quietly bringing its own back.
 */
export function iconFactory(): Plugin {
  let redirected = 0;
  return {
    name: 'sprig:icon-factory',
    // The dev server pre-bundles lucide-react whole (its own factory, in the browser and the server alike).
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      redirected = 0;
    },
    resolveId(source, importer) {
      if (!importer || !LUCIDE_ICON.test(importer) || source !== '../createLucideIcon.mjs') return undefined;
      redirected += 1;
      return FACTORY;
    },
    buildEnd(error) {
      if (!error && redirected === 0) {
        throw new Error('sprig:icon-factory: no lucide-react icon imported ../createLucideIcon.mjs; update scripts/vite/icon-factory.ts');
      }
    },
  };
}
