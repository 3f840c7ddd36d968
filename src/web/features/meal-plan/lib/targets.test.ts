import { describe, expect, it } from 'vitest';
import type { MealPlanDay, MealPlanEntry } from '../../../../contracts/meal-plan';
import { progressOf, summarizeWeek } from './targets';

const entry = (calories: number | null): MealPlanEntry => ({
  id: 1,
  date: '2026-11-30',
  meal: 'dinner',
  servings: 1,
  portions: 1,
  note: null,
  recipe: { id: 1, title: 'Soup', imageUrl: null, servings: 2 },
  unavailable: false,
  nutrition: calories === null ? null : { calories, protein: 10, carbs: 20, fat: 5 },
  partial: calories === null,
});
const day = (date: string, ...calories: (number | null)[]): MealPlanDay => ({
  date,
  entries: calories.map(entry),
  totals: {
    calories: calories.reduce<number>((sum, c) => sum + (c ?? 0), 0),
    protein: 10 * calories.filter((c) => c !== null).length,
    carbs: 20 * calories.filter((c) => c !== null).length,
    fat: 5 * calories.filter((c) => c !== null).length,
  },
  partial: calories.includes(null),
});
const targets = { calories: 2000, protein: 100, carbs: 250, fat: 70 };

describe('progress against a target', () => {
  it('is on target within a tenth either way', () => {
    expect(progressOf(1800, 2000)).toEqual({ percent: 90, state: 'on' });
    expect(progressOf(2200, 2000)).toEqual({ percent: 100, state: 'on' });
    expect(progressOf(1799, 2000).state).toBe('under');
    expect(progressOf(2201, 2000).state).toBe('over');
  });
  it('fills the bar no further than full', () => {
    expect(progressOf(5000, 2000).percent).toBe(100);
    expect(progressOf(0, 2000)).toEqual({ percent: 0, state: 'under' });
  });
});

describe('a week summary', () => {
  it('averages over the planned days only, and counts days over and under the calories', () => {
    const week = [day('2026-11-30', 1000, 1000), day('2026-12-01', 2500), day('2026-12-02'), day('2026-12-03', 900)];
    expect(summarizeWeek(week, targets)).toEqual({
      plannedDays: 3,
      average: { calories: 1800, protein: 13.3, carbs: 26.7, fat: 6.7 },
      over: 1,
      under: 1,
    });
  });
  it('has no average for a week with nothing that counts, and no over or under without targets', () => {
    expect(summarizeWeek([day('2026-11-30'), day('2026-12-01', null)], targets)).toEqual({ plannedDays: 0, average: null, over: 0, under: 0 });
    expect(summarizeWeek([day('2026-11-30', 3000)], null)).toMatchObject({ plannedDays: 1, over: 0, under: 0 });
  });
});
