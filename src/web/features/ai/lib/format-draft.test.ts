import { describe, expect, it } from 'vitest';
import { costLabel, figureChange } from './format-draft';

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
