import { describe, expect, it } from 'vitest';
import { ingredientKey, ingredientsMatch, lineHolds, namesStartingWith, wantedIngredient } from './ingredient-filter';

describe('ingredient keys', () => {
  it.each([
    ['Baby Spinach Leaves', ' baby spinach leave '],
    ['tomatoes', ' tomato '],
    ['Blueberries', ' blueberry '],
    ['peaches & radishes', ' peach radish '],
    ['Jalapeños, seeded', ' jalapeno seeded '],
    ['hummus', ' hummus '],
    ['glasses', ' glass '],
    ['peas', ' pea '],
    ['kiwis', ' kiwi '],
    // Compatibility forms come apart as NFKD reads them, in SQL as here.
    ['½', ' 1 2 '],
    ['', ''],
  ])('%s -> %j', (name, key) => expect(ingredientKey(name)).toBe(key));
});

describe('the with and without filters', () => {
  const lines = ['baby spinach leaves', '2 courgettes, sliced', 'walnuts', 'red onion', 'black pepper', 'eggplant'].map(ingredientKey);

  it('finds a name as whole words of one line, singular or plural, in any order', () => {
    expect(lineHolds(ingredientKey('baby spinach leaves'), wantedIngredient('spinach'), false)).toBe(true);
    expect(lineHolds(ingredientKey('baby spinach leaves'), wantedIngredient('leaves spinach'), false)).toBe(true);
    expect(ingredientsMatch(lines, { with: [wantedIngredient('Courgette')], without: [] })).toBe(true);
    // Not across two lines, not inside a word.
    expect(ingredientsMatch(lines, { with: [wantedIngredient('red pepper')], without: [] })).toBe(false);
    expect(ingredientsMatch(lines, { with: [wantedIngredient('egg')], without: [] })).toBe(false);
    expect(ingredientsMatch(lines, { with: [wantedIngredient('nut')], without: [] })).toBe(false);
  });

  it("finds a name through the names of its food: 'zucchini' is 'courgette'", () => {
    expect(ingredientsMatch(lines, { with: [wantedIngredient('zucchini')], without: [] })).toBe(false);
    expect(ingredientsMatch(lines, { with: [wantedIngredient('zucchini', ['zucchini', 'courgette', 'courgettes'])], without: [] })).toBe(true);
  });

  it('leaves out a recipe that holds an avoided name, also as the end of a word', () => {
    expect(ingredientsMatch(lines, { with: [], without: [wantedIngredient('nuts')] })).toBe(false);
    expect(ingredientsMatch(lines, { with: [], without: [wantedIngredient('milk')] })).toBe(true);
    expect(ingredientsMatch([ingredientKey('buttermilk')], { with: [], without: [wantedIngredient('milk')] })).toBe(false);
    expect(ingredientsMatch(lines, { with: [wantedIngredient('spinach')], without: [wantedIngredient('aubergine', ['eggplant'])] })).toBe(false);
  });

  it('a name with no words finds nothing and leaves nothing out', () => {
    expect(wantedIngredient('%%').alternatives).toEqual([]);
    expect(ingredientsMatch(lines, { with: [wantedIngredient('%%')], without: [] })).toBe(false);
    expect(ingredientsMatch(lines, { with: [], without: [wantedIngredient('%%')] })).toBe(true);
  });
});

describe('ingredient names for what is typed', () => {
  const foods = [['Spinach', 'baby spinach', 'spinach leaves'], ['frozen spinach'], ['walnuts', 'walnut'], ['walnut'], ['spiced rum'], ['mustard spinach'], ['Sweet potato', 'kumara']];

  it('offers each food once, by its first name with a word starting with the text, those starting with it first', () => {
    expect(namesStartingWith(foods, 'spin', 10)).toEqual(['spinach', 'frozen spinach', 'mustard spinach']);
    expect(namesStartingWith(foods, ' WALN', 10)).toEqual(['walnut']);
    expect(namesStartingWith(foods, 'pot', 10)).toEqual(['sweet potato']);
    expect(namesStartingWith(foods, 'kum', 10)).toEqual(['kumara']);
    expect(namesStartingWith(foods, 'spi', 2)).toEqual(['spinach', 'spiced rum']);
    expect(namesStartingWith(foods, 'leav', 10)).toEqual(['spinach leaves']);
    expect(namesStartingWith(foods, '  ', 10)).toEqual([]);
    expect(namesStartingWith(foods, 'ach', 10)).toEqual([]);
  });
});
