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
  searchTerms,
  termsText,
  type SearchableRecipe,
} from './search';

const salmon: SearchableRecipe = {
  title: 'Lemon Garlic Salmon',
  subtitle: 'Ready in twenty minutes',
  description: 'Flaky fish with a bright citrus glaze.',
  tags: ['Quick', 'High-Protein'],
  categories: ['Seafood', 'Main Dishes'],
  dietaryAttributes: ['Gluten-Free'],
  ingredients: [{ name: 'salmon fillets' }, { name: 'Baby Spinach Leaves' }],
  authorUsername: 'harbor_kitchen',
  authorFirstName: 'Nora',
  authorLastName: 'Harbor',
  authorProfileVisible: true,
};

const oats: SearchableRecipe = {
  title: 'Overnight Oats',
  subtitle: null,
  description: null,
  tags: ['make-ahead'],
  categories: ['Breakfast'],
  dietaryAttributes: [],
  ingredients: [],
  authorUsername: 'sunrise_baker',
  authorFirstName: null,
  authorLastName: null,
  authorProfileVisible: true,
};

const anonymous: SearchableRecipe = {
  title: 'Mystery Stew',
  subtitle: null,
  description: 'Hearty.',
  tags: [],
  categories: [],
  dietaryAttributes: [],
  ingredients: [],
  authorUsername: null,
  authorFirstName: null,
  authorLastName: null,
  authorProfileVisible: null,
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
  it('joins lower-cased fields with the separator, null subtitle and description as empty fields', () => {
    expect(buildSearchText(oats)).toBe(['overnight oats', '', '', 'make-ahead', 'breakfast', 'sunrise_baker'].join(SEARCH_FIELD_SEPARATOR));
  });

  it('holds subtitle, diet attributes, ingredient names and the author name, in that order', () => {
    expect(buildSearchText(salmon).split(SEARCH_FIELD_SEPARATOR)).toEqual([
      'lemon garlic salmon',
      'ready in twenty minutes',
      'flaky fish with a bright citrus glaze.',
      'quick',
      'high-protein',
      'seafood',
      'main dishes',
      'gluten-free',
      'salmon fillets',
      'baby spinach leaves',
      'nora harbor',
    ]);
  });

  it('leaves out the name of an author whose profile is private', () => {
    expect(buildSearchText({ ...salmon, authorProfileVisible: false }).split(SEARCH_FIELD_SEPARATOR).at(-1)).toBe('');
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

    it('never matches one term across a field boundary', () => {
      // title ends with 'salmon', subtitle starts with 'ready'
      expect(match(salmon, { search: 'salmonready' })).toBe(false);
      expect(match(salmon, { search: '"salmon ready"' })).toBe(false);
      // last tag 'high-protein' then first category 'seafood'
      expect(match(salmon, { search: '"protein seafood"' })).toBe(false);
    });

    it.each([
      ['subtitle', 'twenty'],
      ['diet attribute', 'gluten-free'],
      ['ingredient name', 'spinach'],
      ["author's name", 'nora'],
    ])('matches a substring of the %s', (_field, search) => {
      expect(match(salmon, { search })).toBe(true);
    });

    it("finds an author by username when that is their display name, and never a private profile's author", () => {
      expect(match(oats, { search: 'sunrise' })).toBe(true);
      expect(match({ ...salmon, authorProfileVisible: false }, { search: 'nora' })).toBe(false);
    });
    it('finds every word of the query, each in any field, in any order', () => {
      expect(match(salmon, { search: 'lemon salmon' })).toBe(true);
      expect(match(salmon, { search: 'spinach seafood nora' })).toBe(true);
      expect(match(salmon, { search: 'salmon lemon' })).toBe(true);
      expect(match(salmon, { search: 'lemon chocolate' })).toBe(false);
    });

    it('excludes a recipe holding a -word anywhere, and keeps one without it', () => {
      expect(match(salmon, { search: 'salmon -spinach' })).toBe(false);
      expect(match(salmon, { search: 'salmon -chocolate' })).toBe(true);
      expect(match(oats, { search: '-salmon' })).toBe(true);
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

describe('searchTerms', () => {
  it('splits a query into lower-cased words', () => {
    expect(searchTerms('  Lemon   SALMON ')).toEqual({ include: ['lemon', 'salmon'], exclude: [] });
  });

  it('keeps a quoted phrase as one term, its spaces made single; an unclosed quote runs to the end', () => {
    expect(searchTerms('"chicken  soup" spicy')).toEqual({ include: ['chicken soup', 'spicy'], exclude: [] });
    expect(searchTerms('"lemon salmon')).toEqual({ include: ['lemon salmon'], exclude: [] });
  });

  it('reads -word and -"a phrase" as exclusions; a lone - and an inner hyphen are text', () => {
    expect(searchTerms('curry -nuts -"coconut milk"')).toEqual({ include: ['curry'], exclude: ['nuts', 'coconut milk'] });
    expect(searchTerms('sugar-free - cake')).toEqual({ include: ['sugar-free', '-', 'cake'], exclude: [] });
  });

  it('drops punctuation typed around a word, but keeps a term made only of it', () => {
    expect(searchTerms('chicken, spinach.')).toEqual({ include: ['chicken', 'spinach'], exclude: [] });
    expect(searchTerms('%')).toEqual({ include: ['%'], exclude: [] });
    expect(searchTerms("o'")).toEqual({ include: ["o'"], exclude: [] });
  });

  it('leaves out filler words when others remain, and keeps them when they are all there is', () => {
    expect(searchTerms('chicken and rice with the peas')).toEqual({ include: ['chicken', 'rice', 'peas'], exclude: [] });
    expect(searchTerms('and')).toEqual({ include: ['and'], exclude: [] });
  });

  it('reads back what termsText writes', () => {
    for (const query of ['lemon salmon', '"chicken soup" -nuts -"coconut milk"', '- %', "o' and", 'and', '"-ish" salt', '--x', '-"-y"']) {
      const terms = searchTerms(query);
      expect(searchTerms(termsText(terms))).toEqual(terms);
    }
    expect(termsText({ include: ['salmon', 'lemon juice'], exclude: ['nuts'] })).toBe('salmon "lemon juice" -nuts');
  });

  it('is nothing for empty quotes', () => {
    expect(searchTerms('""')).toEqual({ include: [], exclude: [] });
  });
});

describe("SPEC's one-substring match is a subset of the word search", () => {
  const match = (recipe: SearchableRecipe, query: Parameters<typeof buildFilters>[0]) => matchesRecipeFilters(recipe, buildFilters(query));
  const texts = ['garlic salmon', 'lemon garlic', 'main dishes', 'a bright citrus', 'quick', 'high-protein', 'fish with a'];
  it.each(texts)('a recipe with %s in one field is found by that text', (text) => {
    expect(buildSearchText(salmon).split(SEARCH_FIELD_SEPARATOR).some((field) => field.includes(text))).toBe(true);
    expect(match(salmon, { search: text })).toBe(true);
  });
});
