import { describe, expect, it } from 'vitest';
import { costLabel, figureChange, ingredientLine } from './format-draft';

describe('ingredientLine', () => {
  it('reads as a cook writes it', () => {
    expect(ingredientLine({ name: 'basmati rice', quantity: 200, unit: 'g', preparation: 'rinsed' })).toBe('200 g basmati rice, rinsed');
    expect(ingredientLine({ name: 'lemon', quantity: 1, unit: null, preparation: null })).toBe('1 lemon');
    expect(ingredientLine({ name: 'salt', quantity: null, unit: null, preparation: 'to taste' })).toBe('salt, to taste');
  });
});

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
