import { describe, expect, it } from 'vitest';
import { formatShoppingAmount } from './amount';

describe('formatShoppingAmount', () => {
  it('writes merged kitchen measures as a cook reads them', () => {
    expect(formatShoppingAmount(6, 'tbsp')).toBe('6 tbsp'); // 2 tbsp + ¼ cup butter
    expect(formatShoppingAmount(0.25, 'cup')).toBe('¼ cup');
    expect(formatShoppingAmount(0.5, 'tsp')).toBe('½ tsp');
    expect(formatShoppingAmount(1.75, 'cup')).toBe('1¾ cups');
    expect(formatShoppingAmount(1.5, 'lb')).toBe('1½ lb');
  });

  it('writes grams and millilitres whole from ten up', () => {
    expect(formatShoppingAmount(654, 'g')).toBe('654 g'); // 200 g + 1 lb flour
    expect(formatShoppingAmount(653.59, 'g')).toBe('654 g');
    expect(formatShoppingAmount(250.4, 'ml')).toBe('250 ml');
    expect(formatShoppingAmount(7.5, 'g')).toBe('7.5 g');
    expect(formatShoppingAmount(1.25, 'kg')).toBe('1.25 kg');
  });

  it('writes a count of things as a bare number, in kitchen fractions', () => {
    expect(formatShoppingAmount(2, null)).toBe('2'); // two eggs
    expect(formatShoppingAmount(1.5, null)).toBe('1½');
    expect(formatShoppingAmount(0.75, null)).toBe('¾');
  });

  it('names counted units in the number’s form', () => {
    expect(formatShoppingAmount(3, 'clove')).toBe('3 cloves');
    expect(formatShoppingAmount(1, 'can')).toBe('1 can');
  });

  it('gives the unit alone, or nothing, without an amount', () => {
    expect(formatShoppingAmount(null, null)).toBe('');
    expect(formatShoppingAmount(null, 'to taste')).toBe('to taste');
  });
});
