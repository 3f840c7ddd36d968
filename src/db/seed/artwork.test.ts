import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildAvatarSvg, buildRecipeSvg, renderAvatarArtwork, renderRecipeArtwork } from './artwork';

const CATEGORIES = ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts', 'Soups'];

describe('recipe artwork', () => {
  it('renders a 1200x800 WebP, small enough for a card', async () => {
    const image = await renderRecipeArtwork({ title: 'Miso Salmon', categories: ['Seafood'], seed: 'miso-salmon' });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(image.length).toBeLessThan(120_000);
  });

  it('renders identical bytes for the same input, so re-seeding is stable', async () => {
    const input = { title: 'Lemon Tart', categories: ['Desserts'], seed: 'lemon-tart' };
    const [a, b] = await Promise.all([renderRecipeArtwork(input), renderRecipeArtwork(input)]);
    expect(a.equals(b)).toBe(true);
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
    const images = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        renderRecipeArtwork({ title: `Recipe ${i}`, categories: [CATEGORIES[i % CATEGORIES.length]!], seed: `recipe-${i}` }),
      ),
    );
    for (const image of images) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([1200, 800]);
      expect(image.length).toBeLessThan(120_000);
    }
    expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(images.length);
  });
});

describe('avatar artwork', () => {
  it('renders a 256x256 WebP with the initials', async () => {
    const image = await renderAvatarArtwork({ initials: 'MO', seed: 'maya' });
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(buildAvatarSvg({ initials: 'mo', seed: 'maya' })).toMatch(/>MO<\/text>/);
  });

  it('is deterministic per seed and escapes markup in initials', async () => {
    const [a, b] = await Promise.all([
      renderAvatarArtwork({ initials: 'DR', seed: 'daniel' }),
      renderAvatarArtwork({ initials: 'DR', seed: 'daniel' }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(buildAvatarSvg({ initials: '<&', seed: 'x' })).toContain('&lt;&amp;');
  });
});
