import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const FACE = 'inter-latin-wght-normal.woff2';
/** Where @fontsource-variable/inter's stylesheet points for its Latin face. */
const FACE_URL = new RegExp(`^\\./files/${FACE.replace(/\./g, '\\.')}$`);
/**
 * The Latin face's unicode-range in @fontsource-variable/inter's stylesheet: the subset keeps every
 * character the stylesheet sends to this file, so no character falls back to another face.
 */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
/** The weights the styles use: normal (400) to extrabold (800); lighter and heavier clamp to these. */
const WEIGHTS = { min: 400, max: 800 };
/**
 * OpenType features the text needs: kerning, mark positioning and composition, local forms, and
 * tabular figures (`tabular-nums` in the back office's tables). Stylistic sets, contextual
 * alternates and fractions, which nothing here turns on, are left out with their glyphs.
 */
const FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/**
 * The Latin Inter face the page preloads, cut to what the site uses (48 KB -> 25 KB): every first
 * visit downloads it before the first picture (ADR 0017). The face is made from the installed
 * package at the start of every build and dev server into node_modules/.cache, and the package's
 * stylesheet is pointed at it; the other scripts' faces are used as published.
 */
export function latinFontSubset(): Plugin {
  const require = createRequire(import.meta.url);
  const source = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files', FACE);
  const target = path.resolve('node_modules/.cache/sprig-fonts', FACE);
  return {
    name: 'sprig:latin-font-subset',
    config: () => ({ resolve: { alias: [{ find: FACE_URL, replacement: target }] } }),
    async buildStart() {
      const text = LATIN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
      const face = await subsetFont(readFileSync(source), text, {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHTS },
        keepFeatures: FEATURES,
      });
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, face);
    },
  };
}
