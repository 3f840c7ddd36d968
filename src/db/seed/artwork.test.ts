import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { avatarArtworkFile, buildAvatarSvg, buildRecipeSvg, recipeArtworkFile, renderArtworkFiles } from './artwork';

const CATEGORIES = ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts', 'Soups'];
const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-artwork-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const out = (name: string) => path.join(dir, name);

describe('recipe artwork', () => {
  it('renders a 1200x800 WebP, small enough for a card', async () => {
    await renderArtworkFiles([recipeArtworkFile({ title: 'Miso Salmon', categories: ['Seafood'], seed: 'miso-salmon' }, out('miso.webp'))]);
    const image = readFileSync(out('miso.webp'));
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(image.length).toBeLessThan(120_000);
  });

  it('renders identical bytes for the same input, so re-seeding is stable', async () => {
    const input = { title: 'Lemon Tart', categories: ['Desserts'], seed: 'lemon-tart' };
    await renderArtworkFiles([recipeArtworkFile(input, out('tart-a.webp')), recipeArtworkFile(input, out('tart-b.webp'))]);
    expect(readFileSync(out('tart-a.webp')).equals(readFileSync(out('tart-b.webp')))).toBe(true);
  });

  it('is deterministic for a seed and varies between seeds and categories', () => {
    const a = buildRecipeSvg({ title: 'A', categories: ['Desserts'], seed: 'one' });
    expect(buildRecipeSvg({ title: 'A', categories: ['Desserts'], seed: 'one' })).toBe(a);
    expect(buildRecipeSvg({ title: 'A', categories: ['Desserts'], seed: 'two' })).not.toBe(a);
    expect(buildRecipeSvg({ title: 'A', categories: ['Seafood'], seed: 'one' })).not.toBe(a);
  });

  it('copes with unknown or missing categories', () => {
    expect(buildRecipeSvg({ title: 'Odd', categories: [], seed: 'odd' })).toContain('<svg');
    expect(buildRecipeSvg({ title: 'Odd', categories: ['Drinks'], seed: 'odd' })).toContain('<svg');
  });

  it('contains no text, so titles never clash with the card', () => {
    expect(buildRecipeSvg({ title: 'Pancakes', categories: ['Breakfast'], seed: 'p' })).not.toContain('<text');
  });

  // Covers every dish generator; seeding renders ~60 of these, so they must stay cheap.
  it('renders a batch of ten distinct, valid images', { timeout: 60_000 }, async () => {
    const files = Array.from({ length: 10 }, (_, i) =>
      recipeArtworkFile({ title: `Recipe ${i}`, categories: [CATEGORIES[i % CATEGORIES.length]!], seed: `recipe-${i}` }, out(`batch-${i}.webp`)),
    );
    await renderArtworkFiles(files);
    const images = files.map((f) => readFileSync(f.file));
    for (const image of images) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([1200, 800]);
      expect(image.length).toBeLessThan(120_000);
    }
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(images.length);
  });

  it('fails with the reason when a picture cannot be written', async () => {
    const file = recipeArtworkFile({ title: 'X', categories: [], seed: 'x' }, path.join(dir, 'missing-folder', 'x.webp'));
    await expect(renderArtworkFiles([file])).rejects.toThrow(/missing-folder|No such file|unable to open/i);
  });
});

describe('avatar artwork', () => {
  it('renders a 256x256 WebP with the initials', async () => {
    await renderArtworkFiles([avatarArtworkFile({ initials: 'MO', seed: 'maya' }, out('maya.webp'))]);
    const meta = await sharp(readFileSync(out('maya.webp'))).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(buildAvatarSvg({ initials: 'mo', seed: 'maya' })).toMatch(/>MO<\/text>/);
  });

  it('is deterministic per seed and escapes markup in initials', async () => {
    await renderArtworkFiles([avatarArtworkFile({ initials: 'DR', seed: 'daniel' }, out('dr-a.webp')), avatarArtworkFile({ initials: 'DR', seed: 'daniel' }, out('dr-b.webp'))]);
    expect(readFileSync(out('dr-a.webp')).equals(readFileSync(out('dr-b.webp')))).toBe(true);
    expect(buildAvatarSvg({ initials: '<&', seed: 'x' })).toContain('&lt;&amp;');
  });
});
