import { describe, expect, it } from 'vitest';
import { recipeInputSchema } from '../../../../contracts/recipe-input';
import { costLabel, figureChange, uncountedIngredients } from './format-draft';

describe('figureChange', () => {
  it('signs the change in the figure’s own precision', () => {
    expect(figureChange('calories', 'kcal', 640, 520.4)).toEqual({ delta: -120, text: '−120 kcal', direction: 'down' });
    expect(figureChange('protein', 'g', 32, 38.24)).toEqual({ delta: 6.2, text: '+6.2 g', direction: 'up' });
    expect(figureChange('fat', 'g', 12, 12.02).direction).toBe('same');
  });
});

describe('costLabel', () => {
  it('puts the cost on the button once it is known', () => {
    expect(costLabel('Transform', 10)).toBe('Transform · 10 credits');
    expect(costLabel('Analyse', 1)).toBe('Analyse · 1 credit');
    expect(costLabel('Transform', undefined)).toBe('Transform');
  });
});

describe('uncountedIngredients', () => {
  it('lists the lines with an amount that were left out, not a line with no amount', () => {
    const line = (index: number, name: string, status: 'matched' | 'no-amount' | 'unmatched' | 'unconverted') => ({
      index,
      name,
      status,
      food: null,
      grams: status === 'matched' ? 10 : null,
      nutrition: status === 'matched' ? { protein: 1, fat: 1, carbs: 1 } : null,
      problem: status === 'matched' ? null : 'why',
    });
    const ingredient = (name: string, quantity: number | null) => ({ name, quantity, unit: null, preparation: null });
    const uncounted = uncountedIngredients({
      draft: recipeInputSchema.parse({
        title: 'Soup',
        servings: 2,
        ingredients: [ingredient('leek', 1), ingredient('dragonfruit', 2), ingredient('salt', null), ingredient('herbs', null), ingredient('sprinkles', 1)],
        instructions: [{ instruction: 'Cook.' }],
      }),
      analysis: {
        nutrition: null,
        ingredients: [line(0, 'leek', 'matched'), line(1, 'dragonfruit', 'unmatched'), line(2, 'salt', 'no-amount'), line(3, 'herbs', 'unmatched'), line(4, 'sprinkles', 'unconverted')],
      },
    });
    expect(uncounted.map((l) => l.name)).toEqual(['dragonfruit', 'sprinkles']);
  });
});
