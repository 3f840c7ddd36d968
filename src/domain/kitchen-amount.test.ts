import { describe, expect, it } from 'vitest';
import { ingredientLine, kitchenAmount, kitchenFraction, metricDecimal } from './kitchen-amount';
import { scaleQuantity } from './servings';

describe('kitchenFraction', () => {
  it.each([
    [0.25, '¼'],
    [0.5, '½'],
    [0.75, '¾'],
    [0.333, '⅓'],
    [0.667, '⅔'],
    [0.125, '⅛'],
    [1, '1'],
    [1.333, '1⅓'],
    [1.5, '1½'],
    [2.25, '2¼'],
    [12, '12'],
  ])('%d -> %s', (n, shown) => {
    expect(kitchenFraction(n)).toBe(shown);
  });

  it('rounds to the nearest measurable fraction', () => {
    expect(kitchenFraction(0.6)).toBe('⅔');
    expect(kitchenFraction(0.4)).toBe('⅓');
    expect(kitchenFraction(0.95)).toBe('1');
    expect(kitchenFraction(2.97)).toBe('3');
    expect(kitchenFraction(1.04)).toBe('1');
  });

  it('never shows 0 for a tiny amount that is not zero', () => {
    expect(kitchenFraction(0.01)).toBe('⅛');
    expect(kitchenFraction(0.05)).toBe('⅛');
  });

  it('gives nothing for no amount', () => {
    expect(kitchenFraction(0)).toBe('');
    expect(kitchenFraction(Number.NaN)).toBe('');
  });
});

describe('metricDecimal', () => {
  it('drops trailing zeros and removes float noise', () => {
    expect(metricDecimal(250, 1)).toBe('250');
    expect(metricDecimal(1.5, 2)).toBe('1.5');
    expect(metricDecimal(1.15, 1)).toBe('1.2');
    expect(metricDecimal(83.333, 1)).toBe('83.3');
  });

  it('keeps one significant digit rather than showing 0', () => {
    expect(metricDecimal(0.04, 1)).toBe('0.04');
    expect(metricDecimal(0.001, 2)).toBe('0.001');
  });
});

describe('kitchenAmount', () => {
  it('writes US volume measures as kitchen fractions, pluralising the words', () => {
    expect(kitchenAmount(0.25, 'cup')).toBe('¼ cup');
    expect(kitchenAmount(1.333, 'cups')).toBe('1⅓ cups');
    expect(kitchenAmount(3, 'cup')).toBe('3 cups');
    expect(kitchenAmount(1, 'cups')).toBe('1 cup');
    expect(kitchenAmount(0.5, 'tsp')).toBe('½ tsp');
    expect(kitchenAmount(2, 'tablespoons')).toBe('2 tbsp');
    expect(kitchenAmount(2, 'T')).toBe('2 tbsp');
    expect(kitchenAmount(1.5, 'lb')).toBe('1½ lb');
    expect(kitchenAmount(2, 'quart')).toBe('2 quarts');
  });

  it('writes metric as decimals, grams to one decimal, with the unit as an abbreviation', () => {
    expect(kitchenAmount(250, 'g')).toBe('250 g');
    expect(kitchenAmount(12.34, 'grams')).toBe('12.3 g');
    expect(kitchenAmount(1.5, 'kg')).toBe('1.5 kg');
    expect(kitchenAmount(1.234, 'kg')).toBe('1.23 kg');
    expect(kitchenAmount(0.5, 'l')).toBe('0.5 l');
    expect(kitchenAmount(250, 'ml')).toBe('250 ml');
    expect(kitchenAmount(0.04, 'g')).toBe('0.04 g');
  });

  it('pluralises count units it knows and leaves the rest as written', () => {
    expect(kitchenAmount(5, 'clove')).toBe('5 cloves');
    expect(kitchenAmount(1, 'cloves')).toBe('1 clove');
    expect(kitchenAmount(2, 'can')).toBe('2 cans');
    expect(kitchenAmount(0.5, 'bunch')).toBe('½ bunch');
    expect(kitchenAmount(2, 'leaf')).toBe('2 leaves');
    expect(kitchenAmount(3, 'Slice')).toBe('3 Slices');
    expect(kitchenAmount(3, 'large')).toBe('3 large');
  });

  it('writes a bare count as a kitchen fraction', () => {
    expect(kitchenAmount(1.5, null)).toBe('1½');
    expect(kitchenAmount(3, '')).toBe('3');
  });

  it('keeps the unit alone when there is no quantity', () => {
    expect(kitchenAmount(null, 'to taste')).toBe('to taste');
    expect(kitchenAmount(null, null)).toBe('');
  });

  it('keeps kitchen fractions through scaling', () => {
    // ⅓ cup is stored as 0.333; three times it is one cup, not '1 cups' or '0.999'.
    expect(kitchenAmount(scaleQuantity(0.333, 2, 6), 'cup')).toBe('1 cup');
    expect(kitchenAmount(scaleQuantity(0.5, 4, 2), 'tsp')).toBe('¼ tsp');
    expect(kitchenAmount(scaleQuantity(2, 4, 5), 'tbsp')).toBe('2½ tbsp');
    expect(kitchenAmount(scaleQuantity(1, 4, 1), 'pinch')).toBe('¼ pinch');
    expect(kitchenAmount(scaleQuantity(0.125, 8, 1), 'tsp')).toBe('⅛ tsp');
  });
});

describe('ingredientLine', () => {
  it('reads as a cook writes it, amounts as on the page', () => {
    expect(ingredientLine({ name: 'oats', quantity: 0.333, unit: 'cup', preparation: null })).toBe('⅓ cup oats');
    expect(ingredientLine({ name: 'flour', quantity: 1.5, unit: 'cup', preparation: 'sifted' })).toBe('1½ cups flour, sifted');
    expect(ingredientLine({ name: 'basmati rice', quantity: 200, unit: 'g', preparation: 'rinsed' })).toBe('200 g basmati rice, rinsed');
    expect(ingredientLine({ name: 'eggs', quantity: 2, unit: 'large', preparation: null })).toBe('2 large eggs');
    expect(ingredientLine({ name: 'lemon', quantity: 1, unit: null, preparation: null })).toBe('1 lemon');
    expect(ingredientLine({ name: 'salt', quantity: null, unit: null, preparation: 'to taste' })).toBe('salt, to taste');
  });
});
