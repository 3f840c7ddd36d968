import { describe, expect, it } from 'vitest';
import { recipeImageSrcSet } from './recipe-image-sizes';

describe('recipeImageSrcSet', () => {
  it('offers the smaller copies of a picture uploaded here, then the picture itself', () => {
    expect(recipeImageSrcSet('/uploads/recipes/3f9a0c.webp')).toBe(
      '/uploads/recipes/3f9a0c.w400.webp 400w, /uploads/recipes/3f9a0c.w800.webp 800w, /uploads/recipes/3f9a0c.webp 1600w',
    );
  });

  it('leaves every other address alone', () => {
    for (const src of [null, undefined, '', 'https://example.com/a.webp', '/images/recipe-fallback.svg', '/uploads/avatars/a.webp', '/uploads/recipes/a.w400.webp', '/uploads/recipes/../a.webp', '/uploads/recipes/a.png']) {
      expect(recipeImageSrcSet(src)).toBeUndefined();
    }
  });
});
