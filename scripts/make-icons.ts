/**
 * Renders the app icons (web app manifest and iOS home screen) from the brand mark in
 * src/web/public/favicon.svg, so there is one source for the logo. Run after changing the mark:
 *
 *   npx tsx scripts/make-icons.ts
 *
 * Writes src/web/public/icons/: icon-192.png and icon-512.png (the rounded tile, transparent
 * corners, purpose "any"), icon-maskable-512.png (full-bleed tile, mark inside the 80 % safe zone,
 * purpose "maskable") and apple-touch-icon-180.png (full-bleed: iOS rounds the corners itself and
 * would paint transparent corners black).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'src/web/public');
const outDir = join(publicDir, 'icons');

/** The favicon's 64x64 viewBox. */
const VIEWBOX = 64;

interface Mark {
  /** The tile colour (the favicon's rounded rect). */
  background: string;
  /** Everything drawn on the tile (stem and leaves). */
  glyph: string;
}

/** Splits favicon.svg into its background tile colour and the glyph drawn on top of it. */
function parseMark(svg: string): Mark {
  const rect = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"[^>]*\/>/.exec(svg);
  if (!rect?.[1]) throw new Error('favicon.svg: expected a <rect fill="#..."/> background tile');
  const glyph = svg
    .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(rect[0], '')
    .trim();
  if (!glyph.includes('<path')) throw new Error('favicon.svg: expected the mark as <path> elements');
  return { background: rect[1], glyph };
}

/** A full-bleed square with the glyph scaled by `scale` around the centre. */
function fullBleed(mark: Mark, scale: number): string {
  const offset = (VIEWBOX * (1 - scale)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}">`,
    `<rect width="${VIEWBOX}" height="${VIEWBOX}" fill="${mark.background}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark.glyph}</g>`,
    '</svg>',
  ].join('');
}

async function render(svg: string, size: number, file: string): Promise<void> {
  // Rasterise at the target resolution (no upscaling blur), then fix the exact pixel size.
  const density = Math.ceil((72 * size) / VIEWBOX);
  const png = await sharp(Buffer.from(svg), { density })
    .resize(size, size, { fit: 'fill' })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  await writeFile(join(outDir, file), png);
  console.log(`icons: ${file} ${size}x${size} ${png.length} bytes`);
}

async function main(): Promise<void> {
  const favicon = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
  const mark = parseMark(favicon);
  await mkdir(outDir, { recursive: true });
  await render(favicon, 192, 'icon-192.png');
  await render(favicon, 512, 'icon-512.png');
  // Maskable: launchers may crop to a circle of 80 % diameter; at 0.8 the leaf tip sits well inside it.
  await render(fullBleed(mark, 0.8), 512, 'icon-maskable-512.png');
  // iOS adds its own rounded corners; a little extra margin reads better on the home screen.
  await render(fullBleed(mark, 0.86), 180, 'apple-touch-icon-180.png');
}

await main();
