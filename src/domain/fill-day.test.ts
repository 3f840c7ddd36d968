import { describe, expect, it } from 'vitest';
import { fitScore, needPerMeal, whyItFits } from './fill-day';

describe('needPerMeal', () => {
  it("shares the day's remaining calories and protein among the open meals", () => {
    expect(needPerMeal({ calories: 2000, protein: 120 }, { calories: 500, protein: 30 }, 2)).toEqual({ calories: 750, protein: 45 });
    expect(needPerMeal({ calories: 2000, protein: 120 }, { calories: 0, protein: 0 }, 0)).toEqual({ calories: 2000, protein: 120 });
  });

  it('asks for nothing once the calories are met, and never for negative protein', () => {
    expect(needPerMeal({ calories: 2000, protein: 120 }, { calories: 2000, protein: 0 }, 1)).toBeNull();
    expect(needPerMeal({ calories: 2000, protein: 120 }, { calories: 1500, protein: 150 }, 1)).toEqual({ calories: 500, protein: 0 });
  });
});

describe('fitScore', () => {
  const need = { calories: 600, protein: 40 };

  it('ranks the serving closest in calories, with enough protein, first', () => {
    const exact = fitScore({ calories: 600, protein: 40 }, need);
    const lowProtein = fitScore({ calories: 600, protein: 20 }, need);
    const tooBig = fitScore({ calories: 900, protein: 40 }, need);
    expect(exact).toBe(0);
    expect(lowProtein).toBeCloseTo(0.5);
    expect(tooBig).toBeCloseTo(0.5);
    expect(fitScore({ calories: 600, protein: 70 }, need)).toBe(0);
  });

  it('weighs a small protein need against a floor, not as a share of almost nothing', () => {
    expect(fitScore({ calories: 300, protein: 0 }, { calories: 300, protein: 2 })).toBeCloseTo(0.2);
  });
});

describe('whyItFits', () => {
  it('says what a serving brings', () => {
    expect(whyItFits({ calories: 410.4, protein: 31.6 })).toBe('+32 g protein, 410 kcal');
  });
});
