import { describe, expect, it } from 'vitest';
import {
  TOOL_MATCH_THRESHOLD,
  matchRecipeTools,
  matchToolName,
  toolCategoryForRecipe,
  toolCategoryForRecipeCategory,
  toolNameSimilarity,
  toolNameTokens,
} from './kitchen-tools';

describe('toolCategoryForRecipeCategory', () => {
  it.each([
    ['main dishes', 'Dinner'],
    ['Main Dishes', 'Dinner'],
    ['MAIN  DISHES', 'Dinner'],
    ['dinner', 'Dinner'],
    ['Dinner', 'Dinner'],
    ['lunch', 'Dinner'],
    ['Lunch ', 'Dinner'],
    ['breakfast', 'Breakfast'],
    ['BREAKFAST', 'Breakfast'],
    ['dessert', 'Desserts'],
    ['Desserts', 'Desserts'],
  ])('%j -> %s', (category, expected) => {
    expect(toolCategoryForRecipeCategory(category)).toBe(expected);
  });

  it.each(['Seafood', 'Vegetarian', 'main', 'main dish', 'brunch', 'snacks', '', null, undefined])('%j -> null', (category) => {
    expect(toolCategoryForRecipeCategory(category)).toBeNull();
  });
});

describe('toolCategoryForRecipe', () => {
  it('uses the first category that maps', () => {
    expect(toolCategoryForRecipe(['Seafood', 'Main Dishes', 'Breakfast'])).toBe('Dinner');
    expect(toolCategoryForRecipe(['Desserts', 'Breakfast'])).toBe('Desserts');
  });

  it('is null when none maps', () => {
    expect(toolCategoryForRecipe(['Seafood', 'Vegetarian'])).toBeNull();
    expect(toolCategoryForRecipe([])).toBeNull();
  });
});

describe('toolNameTokens', () => {
  it('drops possessives and punctuation', () => {
    expect(toolNameTokens("Chef's Knife")).toEqual(['chef', 'knife']);
    expect(toolNameTokens('Chef’s knife!')).toEqual(['chef', 'knife']);
  });

  it('moves a parenthesised note in front so the noun stays last', () => {
    expect(toolNameTokens('skillet (large)')).toEqual(['large', 'skillet']);
  });

  it('singularizes plurals consistently', () => {
    expect(toolNameTokens('Measuring Cups & Spoons')).toEqual(['measuring', 'cup', 'spoon']);
    expect(toolNameTokens('knives')).toEqual(toolNameTokens('knife'));
    expect(toolNameTokens('cookie cutters')).toEqual(toolNameTokens('cookie cutter'));
    expect(toolNameTokens('baking dishes')).toEqual(toolNameTokens('baking dish'));
    expect(toolNameTokens('glass')).toEqual(['glass']);
  });

  it('joins hyphenated words and drops stopwords', () => {
    expect(toolNameTokens('Non-Stick Pan')).toEqual(['nonstick', 'pan']);
    expect(toolNameTokens('Set of the Mixing Bowls')).toEqual(['mixing', 'bowl']);
  });

  it('folds accents', () => {
    expect(toolNameTokens('Crème Brûlée Torch')).toEqual(['creme', 'brulee', 'torch']);
  });
});

describe('toolNameSimilarity', () => {
  it('is 1 for the same name in any case, order or plural', () => {
    expect(toolNameSimilarity('chef knife', "Chef's Knife")).toBe(1);
    expect(toolNameSimilarity('skillet large', 'Large Skillet')).toBe(1);
    expect(toolNameSimilarity('Mixing Bowls', 'mixing bowl')).toBe(1);
  });

  it('treats split and joined compounds alike', () => {
    expect(toolNameSimilarity('sauce pan', 'Saucepan')).toBe(1);
    expect(toolNameSimilarity('stockpot', 'Stock Pot')).toBe(1);
    expect(toolNameSimilarity('large sauce pan', 'Saucepan')).toBeGreaterThan(TOOL_MATCH_THRESHOLD);
  });

  it('is 0 for unrelated names and empty names', () => {
    expect(toolNameSimilarity('blowtorch', 'Cutting Board')).toBe(0);
    expect(toolNameSimilarity('', 'Whisk')).toBe(0);
    expect(toolNameSimilarity('the', 'Whisk')).toBe(0);
  });

  it('is symmetric for simple names', () => {
    expect(toolNameSimilarity('measuring spoons', 'Measuring Cups and Spoons')).toBeCloseTo(
      toolNameSimilarity('Measuring Cups and Spoons', 'measuring spoons'),
    );
  });

  it('prefers a shared final noun', () => {
    expect(toolNameSimilarity('knife', "Chef's Knife")).toBeGreaterThan(toolNameSimilarity('knife', 'Knife Sharpener'));
  });

  it('forgives a single typo or swapped pair in longer words only', () => {
    expect(toolNameSimilarity('spatual', 'Spatula')).toBeGreaterThan(TOOL_MATCH_THRESHOLD);
    expect(toolNameSimilarity('wisk', 'Whisk')).toBeGreaterThan(TOOL_MATCH_THRESHOLD);
    expect(toolNameSimilarity('pan', 'pot')).toBe(0);
    expect(toolNameSimilarity('peel', 'peeler')).toBeLessThan(TOOL_MATCH_THRESHOLD);
  });
});

describe('matchToolName', () => {
  const catalogue = [
    "Chef's Knife",
    'Paring Knife',
    'Knife Sharpener',
    'Large Skillet',
    'Cast Iron Skillet',
    'Measuring Cups and Spoons',
    'Cutting Board',
    'Saucepan',
    'Sheet Pan',
    'Mixing Bowls',
    'Whisk',
    'Spatula',
    'Box Grater',
    'Stock Pot',
    'Wooden Spoon',
    'Stand Mixer',
    'Baking Dish',
    'Non-Stick Frying Pan',
    'Tongs',
    'Vegetable Peeler',
  ];

  it.each([
    ['chef knife', "Chef's Knife"],
    ["CHEF'S KNIFE", "Chef's Knife"],
    ['chefs knife', "Chef's Knife"],
    ['skillet (large)', 'Large Skillet'],
    ['measuring spoons', 'Measuring Cups and Spoons'],
    ['measuring cups', 'Measuring Cups and Spoons'],
    ['paring knife', 'Paring Knife'],
    ['knife', "Chef's Knife"],
    ['sauce pan', 'Saucepan'],
    ['large mixing bowl', 'Mixing Bowls'],
    ['mixing bowl', 'Mixing Bowls'],
    ['wooden spoons', 'Wooden Spoon'],
    ['tong', 'Tongs'],
    ['nonstick frying pan', 'Non-Stick Frying Pan'],
    ['frying pan', 'Non-Stick Frying Pan'],
    ['spatual', 'Spatula'],
    ['9x13 baking dish', 'Baking Dish'],
    ['stand mixer with paddle', 'Stand Mixer'],
    ['peeler', 'Vegetable Peeler'],
    ['  Whisk  ', 'Whisk'],
  ])('%j -> %j', (name, expected) => {
    expect(matchToolName(name, catalogue)).toBe(expected);
  });

  it.each(['blowtorch', 'thermometer', 'mortar and pestle', 'bread knife', 'baking sheet', 'large pot', 'hand mixer', '', '   ', '!!!'])(
    'returns null for the unrelated %j',
    (name) => {
      expect(matchToolName(name, catalogue)).toBeNull();
    },
  );

  it('returns null for an empty catalogue', () => {
    expect(matchToolName('whisk', [])).toBeNull();
  });

  it('prefers an exact match over an earlier partial one', () => {
    expect(matchToolName('skillet', ['Cast Iron Skillet', 'Skillet'])).toBe('Skillet');
  });

  it('breaks ties by fewer extra words, then list order', () => {
    expect(matchToolName('pan', ['Non-Stick Frying Pan', 'Sheet Pan'])).toBe('Sheet Pan');
    expect(matchToolName('pan', ['Loaf Pan', 'Sheet Pan'])).toBe('Loaf Pan');
  });

  it('returns the catalogue spelling, not the input', () => {
    expect(matchToolName('MIXING BOWL', ['Mixing Bowls'])).toBe('Mixing Bowls');
  });
});

describe('matchRecipeTools', () => {
  const catalogue = [
    { toolName: 'Mixing Bowls', priority: 2 },
    { toolName: "Chef's Knife", priority: 1 },
    { toolName: 'Sheet Pan', priority: 3 },
    { toolName: 'Large Skillet', priority: 1 },
  ];

  it('lists each matched tool once, essentials first, otherwise in the recipe order', () => {
    const tools = matchRecipeTools(['sheet pan', 'mixing bowl', 'chef knife', 'skillet (large)', 'Mixing bowls'], catalogue);
    expect(tools.map((t) => t.toolName)).toEqual(["Chef's Knife", 'Large Skillet', 'Mixing Bowls', 'Sheet Pan']);
  });

  it('leaves out names nothing in the catalogue resembles', () => {
    expect(matchRecipeTools(['spaceship', 'chef knife'], catalogue).map((t) => t.toolName)).toEqual(["Chef's Knife"]);
    expect(matchRecipeTools([], catalogue)).toEqual([]);
    expect(matchRecipeTools(['chef knife'], [])).toEqual([]);
  });

  it('returns the catalogue entries themselves', () => {
    expect(matchRecipeTools(['sheet pan'], catalogue)[0]).toBe(catalogue[2]);
  });
});
