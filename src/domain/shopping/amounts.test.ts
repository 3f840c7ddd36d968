import { describe, expect, it } from 'vitest';
import { addAmounts, scaleAmount } from './amounts';

describe('addAmounts', () => {
  it('adds tablespoons and a quarter cup of butter up to 6 tbsp', () => {
    expect(addAmounts([{ quantity: 2, unit: 'tbsp' }, { quantity: 0.25, unit: 'cup' }])).toEqual([{ quantity: 6, unit: 'tbsp' }]);
  });

  it('adds grams and a pound of flour up to 654 g (the international pound)', () => {
    expect(addAmounts([{ quantity: 200, unit: 'g' }, { quantity: 1, unit: 'lb' }])).toEqual([{ quantity: 654, unit: 'g' }]);
  });

  it('writes a total in the largest unit used when it comes to whole quarters of it', () => {
    // 1 cup + 8 tbsp = 1.5 cups; 3 tsp + 1 tbsp = 2 tbsp.
    expect(addAmounts([{ quantity: 1, unit: 'cup' }, { quantity: 8, unit: 'tbsp' }])).toEqual([{ quantity: 1.5, unit: 'cup' }]);
    expect(addAmounts([{ quantity: 3, unit: 'tsp' }, { quantity: 1, unit: 'tbsp' }])).toEqual([{ quantity: 2, unit: 'tbsp' }]);
    expect(addAmounts([{ quantity: 1, unit: 'kg' }, { quantity: 250, unit: 'g' }])).toEqual([{ quantity: 1.25, unit: 'kg' }]);
    expect(addAmounts([{ quantity: 8, unit: 'oz' }, { quantity: 0.5, unit: 'lb' }])).toEqual([{ quantity: 1, unit: 'lb' }]);
    expect(addAmounts([{ quantity: 500, unit: 'ml' }, { quantity: 1, unit: 'l' }])).toEqual([{ quantity: 1.5, unit: 'l' }]);
  });

  it('falls back to a smaller unit when a larger one gives no kitchen figure', () => {
    // 1 tbsp + ¼ cup + 1 tsp = 79.1 ml: 0.33 cup (less than one), 5.28 tbsp -> 5¼ tbsp.
    expect(addAmounts([{ quantity: 1, unit: 'tbsp' }, { quantity: 0.25, unit: 'cup' }, { quantity: 1, unit: 'tsp' }])).toEqual([{ quantity: 5.25, unit: 'tbsp' }]);
    // 100 ml + 1 cup = 336.59 ml, not a whole quarter of a cup.
    expect(addAmounts([{ quantity: 100, unit: 'ml' }, { quantity: 1, unit: 'cup' }])).toEqual([{ quantity: 337, unit: 'ml' }]);
  });

  it('keeps amounts of different kinds apart rather than guessing a density', () => {
    expect(addAmounts([{ quantity: 200, unit: 'g' }, { quantity: 1, unit: 'cup' }, { quantity: 100, unit: 'g' }])).toEqual([
      { quantity: 300, unit: 'g' },
      { quantity: 1, unit: 'cup' },
    ]);
  });

  it('adds counts and other units of the same name, each on its own', () => {
    expect(
      addAmounts([
        { quantity: 2, unit: null },
        { quantity: 3, unit: 'clove' },
        { quantity: 1, unit: null },
        { quantity: 1, unit: 'Clove' },
        { quantity: 1, unit: 'can' },
      ]),
    ).toEqual([
      { quantity: 3, unit: null },
      { quantity: 4, unit: 'clove' },
      { quantity: 1, unit: 'can' },
    ]);
  });

  it('lets a line with no amount ("to taste") add nothing, and keeps it alone as no amount', () => {
    expect(addAmounts([{ quantity: null, unit: null }, { quantity: 1, unit: 'tsp' }])).toEqual([
      { quantity: null, unit: null },
      { quantity: 1, unit: 'tsp' },
    ]);
    expect(addAmounts([{ quantity: null, unit: null }, { quantity: 2, unit: null }])).toEqual([{ quantity: 2, unit: null }]);
    expect(addAmounts([{ quantity: null, unit: null }, { quantity: null, unit: null }])).toEqual([{ quantity: null, unit: null }]);
  });

  it('rounds counts and kitchen units to quarters, never to nothing', () => {
    expect(addAmounts([{ quantity: 1 / 3, unit: null }, { quantity: 1 / 3, unit: null }])).toEqual([{ quantity: 0.75, unit: null }]);
    expect(addAmounts([{ quantity: 0.05, unit: 'tsp' }])).toEqual([{ quantity: 0.25, unit: 'tsp' }]);
    expect(addAmounts([{ quantity: 2.5, unit: 'g' }])).toEqual([{ quantity: 2.5, unit: 'g' }]);
  });
});

describe('scaleAmount', () => {
  it('scales a quantity to the servings cooked and leaves no amount alone', () => {
    expect(scaleAmount({ quantity: 2, unit: 'cup' }, 1.5)).toEqual({ quantity: 3, unit: 'cup' });
    expect(scaleAmount({ quantity: null, unit: null }, 2)).toEqual({ quantity: null, unit: null });
  });
});
