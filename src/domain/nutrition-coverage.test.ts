import { describe, expect, it } from 'vitest';
import { caloriesFigure, notCountedLines, notCountedText } from './nutrition-coverage';

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
