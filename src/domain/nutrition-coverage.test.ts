import { describe, expect, it } from 'vitest';
import type { IngredientAnalysis, IngredientMatchStatus } from '../contracts/nutrition-analysis';
import { caloriesFigure, notCountedInAnalysis, notCountedLines, notCountedText } from './nutrition-coverage';

const macros = { protein: 1, fat: 2, carbs: 3 };

describe('notCountedLines', () => {
  it('lists the lines with an amount that carry no nutrition', () => {
    const lines = [
      { name: 'olive oil', quantity: 2, nutrition: macros },
      { name: 'sumac', quantity: 1, nutrition: null },
      { name: 'salt', quantity: null, nutrition: null },
      { name: 'dragonfruit', quantity: 0.5, nutrition: null },
    ];
    expect(notCountedLines(lines).map((line) => line.name)).toEqual(['sumac', 'dragonfruit']);
  });

  it('does not count a line with no amount: it adds nothing whatever it is', () => {
    expect(notCountedLines([{ name: 'parsley to garnish', quantity: null, nutrition: null }])).toEqual([]);
  });
});

describe('notCountedText', () => {
  it('names the count in plain words', () => {
    expect(notCountedText(1)).toBe('1 ingredient not counted');
    expect(notCountedText(2)).toBe('2 ingredients not counted');
  });
});

describe('caloriesFigure', () => {
  it('marks a partial figure as a lower bound', () => {
    expect(caloriesFigure(310.4, 2)).toBe('≥ 310');
    expect(caloriesFigure(390, 0)).toBe('390');
  });
});

describe('notCountedInAnalysis', () => {
  it('takes the status and reason from the analysis and the amount from the lines as written', () => {
    const line = (index: number, name: string, status: IngredientMatchStatus): IngredientAnalysis => ({
      index,
      name,
      status,
      food: null,
      grams: status === 'matched' ? 10 : null,
      nutrition: status === 'matched' ? macros : null,
      problem: status === 'matched' ? null : `why ${name}`,
    });
    const written = [1, 2, null, null, 1].map((quantity) => ({ quantity }));
    const analysed = [
      line(0, 'leek', 'matched'),
      line(1, 'dragonfruit', 'unmatched'),
      line(2, 'salt', 'no-amount'),
      line(3, 'herbs to garnish', 'unmatched'),
      line(4, 'sprinkles', 'unconverted'),
    ];
    const left = notCountedInAnalysis(written, analysed);
    expect(left.map((l) => [l.name, l.problem])).toEqual([
      ['dragonfruit', 'why dragonfruit'],
      ['sprinkles', 'why sprinkles'],
    ]);
  });
});
