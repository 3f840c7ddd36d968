import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, hasFilters, NO_FILTERS } from './recipe-filters';

describe('the Recipes screen filters in the address', () => {
  it('reads nothing as no filter', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('round-trips every filter, trimmed, leaving out the ones not set', () => {
    const filters = { q: ' lemon soup ', category: 'Soups', author: 'maya ', privacy: 'private', featured: 'true' } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=lemon+soup&category=Soups&author=maya&privacy=private&featured=true');
    expect(filtersFromParams(params)).toEqual({ q: 'lemon soup', category: 'Soups', author: 'maya', privacy: 'private', featured: 'true' });
    expect(filtersToParams({ ...NO_FILTERS, q: '   ', author: ' ' }).toString()).toBe('');
    expect(hasFilters({ ...NO_FILTERS, featured: 'false' })).toBe(true);
  });

  it('reads a value the server would refuse as no filter', () => {
    expect(filtersFromParams(new URLSearchParams('privacy=secret&featured=maybe'))).toEqual(NO_FILTERS);
  });
});
