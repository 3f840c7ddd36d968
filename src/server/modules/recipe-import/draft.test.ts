import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS as L, recipeInputSchema } from '../../../contracts/recipe-input';
import { cut, DEFAULT_SERVINGS, portionCount, recipeSource, SOURCE_NAME_MAX, toRecipeDraft } from './draft';
import type { ScrapedRecipe } from './parse-recipe';

const scraped = (overrides: Partial<ScrapedRecipe> = {}): ScrapedRecipe => ({
  title: 'Pancakes',
  description: 'Fluffy.',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 15,
  categories: ['Breakfast'],
  tags: ['sweet'],
  dietaryAttributes: ['Vegetarian'],
  recipeTools: ['Frying pan'],
  ingredients: ['1 ½ cups flour, sifted', '2 eggs', 'salt to taste'],
  instructions: [{ instruction: 'Mix.', tips: ['Do not overmix.'] }, { instruction: 'Fry.', tips: [] }],
  imageUrl: 'https://example.com/p.jpg',
  yieldText: null,
  totalMinutes: null,
  author: null,
  siteName: null,
  ...overrides,
});

describe('toRecipeDraft', () => {
  it("reads the lines in the recipe's language, decided once for all of them", () => {
    const draft = toRecipeDraft(scraped({ ingredients: ['2 EL Rapsöl', '1 Prise Salz', '3 Zehen Knoblauch', '1 TL Butter'] }), null);
    expect(draft.ingredients).toEqual([
      { quantity: 2, unit: 'tbsp', name: 'Rapsöl', preparation: null },
      { quantity: 1, unit: 'pinch', name: 'Salz', preparation: null },
      { quantity: 3, unit: 'clove', name: 'Knoblauch', preparation: null },
      // Alone, '1 TL Butter' has too little German in it; with its recipe it is read as German.
      { quantity: 1, unit: 'tsp', name: 'Butter', preparation: null },
    ]);
    expect(toRecipeDraft(scraped({ ingredients: ['1 TL Butter'] }), null).ingredients).toEqual([
      { quantity: 1, unit: null, name: 'TL Butter', preparation: null },
    ]);
  });

  it('turns ingredient lines into parts and keeps the rest, private', () => {
    expect(toRecipeDraft(scraped(), '/uploads/recipes/abc.webp')).toEqual({
      title: 'Pancakes',
      subtitle: null,
      description: 'Fluffy.',
      featuredImage: '/uploads/recipes/abc.webp',
      servings: 2,
      yieldText: null,
      prepMinutes: 10,
      cookMinutes: 15,
      totalMinutes: null,
      categories: ['Breakfast'],
      tags: ['sweet'],
      dietaryAttributes: ['Vegetarian'],
      recipeTools: ['Frying pan'],
      ingredients: [
        { quantity: 1.5, unit: 'cup', name: 'flour', preparation: 'sifted' },
        { quantity: 2, unit: null, name: 'eggs', preparation: null },
        { quantity: null, unit: null, name: 'salt', preparation: 'to taste' },
      ],
      instructions: [
        { instruction: 'Mix.', tips: ['Do not overmix.'] },
        { instruction: 'Fry.', tips: [] },
      ],
      privacyLevel: 'private',
      importToken: null,
    });
  });

  it("keeps the page's prep, cook and total as given, a total longer than prep + cook included", () => {
    const draft = toRecipeDraft(scraped({ prepMinutes: 20, cookMinutes: 30, totalMinutes: 24 * 60 + 50 }), null);
    expect(draft).toMatchObject({ prepMinutes: 20, cookMinutes: 30, totalMinutes: 1490 });
    expect(toRecipeDraft(scraped({ totalMinutes: L.minutes + 1 }), null).totalMinutes).toBeNull();
  });

  it('keeps what the recipe makes beside its servings', () => {
    expect(toRecipeDraft(scraped({ servings: 12, yieldText: '1 loaf, 12 slices' }), null)).toMatchObject({ servings: 12, yieldText: '1 loaf, 12 slices' });
    expect(toRecipeDraft(scraped({ yieldText: '  ' }), null).yieldText).toBeNull();
    expect(toRecipeDraft(scraped({ yieldText: 'y'.repeat(L.yieldText + 9) }), null).yieldText).toHaveLength(L.yieldText);
  });

  it('serves as many as the yield counts single portions when the page gives no servings, else the default', () => {
    expect(toRecipeDraft(scraped({ servings: null, yieldText: '24 cookies' }), null).servings).toBe(24);
    expect(toRecipeDraft(scraped({ servings: null, yieldText: '1 loaf, 12 slices' }), null).servings).toBe(12);
    expect(toRecipeDraft(scraped({ servings: null, yieldText: '2 loaves' }), null).servings).toBe(DEFAULT_SERVINGS);
    expect(toRecipeDraft(scraped({ servings: null, yieldText: '300 cookies' }), null).servings).toBe(L.servings);
    // Servings the page states win over the yield's count.
    expect(toRecipeDraft(scraped({ servings: 8, yieldText: '24 cookies' }), null).servings).toBe(8);
  });

  it(`serves ${DEFAULT_SERVINGS} when the page does not say, and at most ${L.servings}`, () => {
    expect(toRecipeDraft(scraped({ servings: null }), null).servings).toBe(DEFAULT_SERVINGS);
    expect(toRecipeDraft(scraped({ servings: 144 }), null).servings).toBe(L.servings);
  });

  it('cuts long texts and lists to the editor limits, so the draft always passes the input schema', () => {
    const long = (n: number) => 'x'.repeat(n + 50);
    const draft = toRecipeDraft(
      scraped({
        title: long(L.title),
        description: long(L.description),
        categories: Array.from({ length: 30 }, (_, i) => `Category ${i}`),
        tags: ['Same', 'same', 'SAME', long(L.label)],
        ingredients: Array.from({ length: 120 }, (_, i) => `${i + 1} g ${long(L.ingredientName)}, ${long(L.preparation)}`),
        instructions: Array.from({ length: 120 }, () => ({ instruction: long(L.instruction), tips: Array.from({ length: 12 }, () => long(L.tip)) })),
      }),
      null,
    );
    expect(recipeInputSchema.safeParse(draft).success).toBe(true);
    expect(draft.title).toHaveLength(L.title);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft.description).toHaveLength(L.description);
    expect(draft.categories).toHaveLength(L.labels);
    expect(draft.tags).toEqual(['Same', `${'x'.repeat(L.label - 1)}…`]);
    expect(draft.ingredients).toHaveLength(L.ingredients);
    expect(draft.ingredients[0]!.name).toHaveLength(L.ingredientName);
    expect(draft.ingredients[0]!.preparation).toHaveLength(L.preparation);
    expect(draft.instructions).toHaveLength(L.instructions);
    expect(draft.instructions[0]!.tips).toHaveLength(L.tips);
  });

  it('drops what the editor cannot hold: times over a week, absurd quantities', () => {
    const draft = toRecipeDraft(scraped({ prepMinutes: L.minutes + 1, cookMinutes: 30, ingredients: ['1000000 g sugar'] }), null);
    expect(draft.prepMinutes).toBeNull();
    expect(draft.cookMinutes).toBe(30);
    expect(draft.ingredients[0]).toEqual({ quantity: null, unit: 'g', name: 'sugar', preparation: null });
  });

  it('rounds part minutes and leaves out blank tips, which the schema would refuse', () => {
    const draft = toRecipeDraft(scraped({ prepMinutes: 7.5, instructions: [{ instruction: 'Mix.', tips: ['  ', 'Rest the batter.'] }] }), null);
    expect(draft.prepMinutes).toBe(8);
    expect(draft.instructions).toEqual([{ instruction: 'Mix.', tips: ['Rest the batter.'] }]);
  });
});

describe('cut', () => {
  it('keeps short text and never splits an emoji', () => {
    expect(cut('  short  ', 10)).toBe('short');
    expect(cut('abcdefghijk', 5)).toBe('abcd…');
    expect(cut('abc😀def', 5)).toBe('abc…');
  });

  it('drops what PostgreSQL cannot store: a page\'s NUL or unpaired surrogate never reaches a draft or a sealed source', () => {
    expect(cut('Ada\u0000 Baker\uD800', 50)).toBe('Ada Baker');
    expect(recipeSource({ siteName: 'Cooks\uDC00 Example', author: 'A\u0000da' }, 'https://cooks.example/r')).toMatchObject({
      siteName: 'Cooks Example',
      author: 'Ada',
    });
  });
});

describe('portionCount', () => {
  it.each([
    ['24 cookies', 24],
    ['about 2 dozen cookies', 24],
    ['Makes 12 large muffins', 12],
    ['1 loaf, 12 slices', 12],
    ['16 squares', 16],
  ])('%s counts %d portions', (text, count) => {
    expect(portionCount(text)).toBe(count);
  });

  it.each(['1 loaf', '2 cakes', '3 cups', 'about 2 dozen', 'one 9-inch pie', '0 cookies'])('%s counts none', (text) => {
    expect(portionCount(text)).toBeNull();
  });

  it('is null without a yield', () => {
    expect(portionCount(null)).toBeNull();
  });
});

describe('recipeSource', () => {
  it('keeps the address and the names the page gives, blank names as none, long ones cut', () => {
    expect(recipeSource({ siteName: ' Cooks Example ', author: 'Ada Baker' }, 'https://cooks.example/r')).toEqual({
      url: 'https://cooks.example/r',
      siteName: 'Cooks Example',
      author: 'Ada Baker',
    });
    expect(recipeSource({ siteName: null, author: null }, 'https://cooks.example/r')).toEqual({ url: 'https://cooks.example/r', siteName: null, author: null });
    expect(recipeSource({ siteName: '  ', author: 'a'.repeat(300) }, 'https://x.example/').author).toHaveLength(SOURCE_NAME_MAX);
  });
});
