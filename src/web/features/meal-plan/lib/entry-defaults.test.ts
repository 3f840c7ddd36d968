import { describe, expect, it } from 'vitest';
import { firstOpenMeal, recipeEntryDefaults } from './entry-defaults';

describe('the meal a recipe added to a day is offered for', () => {
  it('is breakfast on an empty day', () => {
    expect(firstOpenMeal([])).toBe('breakfast');
  });
  it('is the first main meal with nothing planned, a note counting as planned', () => {
    expect(firstOpenMeal([{ meal: 'breakfast' }])).toBe('lunch');
    expect(firstOpenMeal([{ meal: 'lunch' }])).toBe('breakfast');
    expect(firstOpenMeal([{ meal: 'breakfast' }, { meal: 'lunch' }, { meal: 'snack' }])).toBe('dinner');
    expect(firstOpenMeal([{ meal: 'breakfast' }, { meal: 'dinner' }])).toBe('lunch');
  });
  it('is dinner once breakfast, lunch and dinner all have something (never the snack)', () => {
    expect(firstOpenMeal([{ meal: 'dinner' }, { meal: 'lunch' }, { meal: 'breakfast' }])).toBe('dinner');
    expect(firstOpenMeal([{ meal: 'breakfast' }, { meal: 'lunch' }, { meal: 'dinner' }, { meal: 'snack' }])).toBe('dinner');
  });
});

describe("a recipe entry's form to begin with", () => {
  it("cooks the recipe's servings and gives the member one", () => {
    expect(recipeEntryDefaults(4, '2026-11-30', 'lunch')).toEqual({ date: '2026-11-30', meal: 'lunch', servings: '4', portions: '1' });
  });
  it('keeps within what a plan takes', () => {
    expect(recipeEntryDefaults(60, '2026-11-30', 'dinner')).toMatchObject({ servings: '50', portions: '1' });
  });
});
