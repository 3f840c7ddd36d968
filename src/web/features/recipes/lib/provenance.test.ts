import { describe, expect, it } from 'vitest';
import { sourceSiteName, yieldLine } from './provenance';

describe('sourceSiteName', () => {
  it("uses the site's name, else its host", () => {
    expect(sourceSiteName({ url: 'https://www.cooks.example/bread', siteName: 'Cooks Example' })).toBe('Cooks Example');
    expect(sourceSiteName({ url: 'https://www.cooks.example/bread', siteName: null })).toBe('cooks.example');
    expect(sourceSiteName({ url: 'not an address', siteName: null })).toBe('not an address');
  });
});

describe('yieldLine', () => {
  it("says what the recipe makes, without doubling a 'Makes' the page wrote", () => {
    expect(yieldLine('24 cookies')).toBe('Makes 24 cookies');
    expect(yieldLine('Makes 1 loaf')).toBe('Makes 1 loaf');
    expect(yieldLine('Yield: 2 cups')).toBe('Yield: 2 cups');
  });
});
