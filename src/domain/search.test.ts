import { describe, expect, it } from 'vitest';
import {
  SEARCH_FIELD_SEPARATOR,
  buildFilters,
  buildKeys,
  buildSearchText,
  matchesRecipeFilters,
  normalizeFilterValue,
  normalizeTerm,
  parseSearchText,
  type SearchableRecipe,
} from './search';

const salmon: SearchableRecipe = {
  title: 'Lemon Garlic Salmon',
  description: 'Flaky fish with a bright citrus glaze.',
  tags: ['Quick', 'High-Protein'],
  categories: ['Seafood', 'Main Dishes'],
  authorUsername: 'harbor_kitchen',
};

const oats: SearchableRecipe = {
  title: 'Overnight Oats',
  description: null,
  tags: ['make-ahead'],
  categories: ['Breakfast'],
  authorUsername: 'sunrise_baker',
};

const anonymous: SearchableRecipe = {
  title: 'Mystery Stew',
  description: 'Hearty.',
  tags: [],
  categories: [],
  authorUsername: null,
};

describe('normalizeTerm', () => {
  it('trims and lower-cases', () => {
    expect(normalizeTerm('  SaLmOn ')).toBe('salmon');
  });

  it('removes the field separator so a term can never span two fields', () => {
    expect(normalizeTerm(`a${SEARCH_FIELD_SEPARATOR}b`)).toBe('a b');
  });
});

describe('normalizeFilterValue', () => {
  it.each([undefined, null, '', '   ', 'all', 'ALL', ' All '])('%j means no filter', (value) => {
    expect(normalizeFilterValue(value)).toBeUndefined();
  });

  it('lower-cases and trims a real value', () => {
    expect(normalizeFilterValue(' Main Dishes ')).toBe('main dishes');
  });

  it('keeps values that merely contain "all"', () => {
    expect(normalizeFilterValue('Small Plates')).toBe('small plates');
  });
});

describe('parseSearchText', () => {
  it("'@' plus one character is a username search", () => {
    expect(parseSearchText('@h')).toEqual({ username: 'h' });
  });

  it('lower-cases and trims the username', () => {
    expect(parseSearchText('  @Harbor  ')).toEqual({ username: 'harbor' });
  });

  it.each(['@', ' @ ', '@   '])('a bare %j is no search at all', (raw) => {
    expect(parseSearchText(raw)).toEqual({});
  });

  it('plain text is a free-text search', () => {
    expect(parseSearchText('  Salmon ')).toEqual({ text: 'salmon' });
  });

  it("an '@' that is not first is plain text", () => {
    expect(parseSearchText('salmon @home')).toEqual({ text: 'salmon @home' });
  });

  it.each([undefined, null, '', '   '])('%j is no search', (raw) => {
    expect(parseSearchText(raw)).toEqual({});
  });
});

describe('buildFilters', () => {
  it('combines search, category and tag, normalized', () => {
    expect(buildFilters({ search: 'Salmon', category: 'Seafood', tag: 'QUICK' })).toEqual({
      text: 'salmon',
      category: 'seafood',
      tag: 'quick',
    });
  });

  it("'all' and empty values mean no filter", () => {
    expect(buildFilters({ search: '', category: 'all', tag: 'All' })).toEqual({});
    expect(buildFilters({})).toEqual({});
    expect(buildFilters({ search: null, category: null, tag: null })).toEqual({});
  });

  it("search=all means no filter too (SPEC: 'all' or absent means no filter)", () => {
    expect(buildFilters({ search: 'all' })).toEqual({});
    expect(buildFilters({ search: ' ALL ' })).toEqual({});
  });

  it('a username search goes into username, not text', () => {
    expect(buildFilters({ search: '@Maya', category: 'Breakfast' })).toEqual({ username: 'maya', category: 'breakfast' });
  });

  it("'@all' is still a username search", () => {
    expect(buildFilters({ search: '@all' })).toEqual({ username: 'all' });
  });

  it('a bare @ adds no filter but keeps the others', () => {
    expect(buildFilters({ search: '@', tag: 'quick' })).toEqual({ tag: 'quick' });
  });
});

describe('buildSearchText and buildKeys', () => {
  it('joins lower-cased fields with the separator, null description as an empty field', () => {
    expect(buildSearchText(oats)).toBe(['overnight oats', '', 'make-ahead', 'breakfast'].join(SEARCH_FIELD_SEPARATOR));
  });

  it('builds unique, lower-cased, non-empty keys', () => {
    expect(buildKeys(['Quick', 'quick ', ' ', 'Vegan'])).toEqual(['quick', 'vegan']);
  });
});

describe('matchesRecipeFilters', () => {
  const match = (recipe: SearchableRecipe, query: Parameters<typeof buildFilters>[0]) =>
    matchesRecipeFilters(recipe, buildFilters(query));

  it('no filters matches everything', () => {
    expect(match(salmon, {})).toBe(true);
    expect(match(anonymous, { search: 'all', category: 'all', tag: 'all' })).toBe(true);
  });

  describe('free text', () => {
    it.each([
      ['title', 'garlic sal'],
      ['description', 'citrus'],
      ['tag', 'protein'],
      ['category', 'main dish'],
    ])('matches a substring of the %s', (_field, search) => {
      expect(match(salmon, { search })).toBe(true);
    });

    it('is case-insensitive', () => {
      expect(match(salmon, { search: 'LEMON' })).toBe(true);
    });

    it('does not match text that is absent', () => {
      expect(match(salmon, { search: 'chocolate' })).toBe(false);
    });

    it('never matches across a field boundary', () => {
      // title ends with 'salmon', description starts with 'flaky'
      expect(match(salmon, { search: 'salmon flaky' })).toBe(false);
      expect(match(salmon, { search: 'salmonflaky' })).toBe(false);
      // last tag 'high-protein' then first category 'seafood'
      expect(match(salmon, { search: 'protein seafood' })).toBe(false);
      // adjacent categories
      expect(match(salmon, { search: 'seafood main' })).toBe(false);
    });

    it('does not search the author username', () => {
      expect(match(salmon, { search: 'harbor' })).toBe(false);
    });

    it('works with a null description', () => {
      expect(match(oats, { search: 'oats' })).toBe(true);
      expect(match(oats, { search: 'glaze' })).toBe(false);
    });
  });

  describe('username', () => {
    it('matches a case-insensitive substring of the author username', () => {
      expect(match(salmon, { search: '@HARBOR' })).toBe(true);
      expect(match(salmon, { search: '@kitch' })).toBe(true);
    });

    it('does not match another author', () => {
      expect(match(oats, { search: '@harbor' })).toBe(false);
    });

    it('does not search recipe text', () => {
      expect(match(salmon, { search: '@salmon' })).toBe(false);
    });

    it('never matches a recipe without an author', () => {
      expect(match(anonymous, { search: '@a' })).toBe(false);
    });
  });

  describe('category and tag', () => {
    it('require exact, case-insensitive membership', () => {
      expect(match(salmon, { category: 'SEAFOOD' })).toBe(true);
      expect(match(salmon, { category: 'main dishes' })).toBe(true);
      expect(match(salmon, { tag: 'high-protein' })).toBe(true);
    });

    it('do not match by substring', () => {
      expect(match(salmon, { category: 'Sea' })).toBe(false);
      expect(match(salmon, { category: 'Main' })).toBe(false);
      expect(match(salmon, { tag: 'protein' })).toBe(false);
    });

    it('category matches categories only, tag matches tags only', () => {
      expect(match(salmon, { category: 'Quick' })).toBe(false);
      expect(match(salmon, { tag: 'Seafood' })).toBe(false);
    });

    it('never match a recipe with no categories or tags', () => {
      expect(match(anonymous, { category: 'Seafood' })).toBe(false);
      expect(match(anonymous, { tag: 'quick' })).toBe(false);
    });
  });

  it('combines all active filters with AND', () => {
    expect(match(salmon, { search: 'lemon', category: 'Seafood', tag: 'Quick' })).toBe(true);
    expect(match(salmon, { search: 'lemon', category: 'Seafood', tag: 'Vegan' })).toBe(false);
    expect(match(salmon, { search: 'lemon', category: 'Breakfast', tag: 'Quick' })).toBe(false);
    expect(match(salmon, { search: 'oats', category: 'Seafood', tag: 'Quick' })).toBe(false);
    expect(match(salmon, { search: '@harbor', category: 'Seafood' })).toBe(true);
    expect(match(salmon, { search: '@sunrise', category: 'Seafood' })).toBe(false);
  });

  it('normalizes hand-built filters as well', () => {
    expect(matchesRecipeFilters(salmon, { category: 'Seafood', tag: ' QUICK ', text: 'Lemon', username: 'Harbor' })).toBe(true);
    expect(matchesRecipeFilters(salmon, { category: 'all', tag: '' })).toBe(true);
    expect(matchesRecipeFilters(salmon, { text: '   ' })).toBe(true);
  });
});
