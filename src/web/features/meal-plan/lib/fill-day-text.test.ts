import { describe, expect, it } from 'vitest';
import { ignoredText, perMealText, reachedText, remainingText } from './fill-day-text';

const TODAY = '2026-12-01'; // a Tuesday

describe('Fill my day texts', () => {
  it('say what one meal should bring', () => {
    expect(perMealText({ calories: 600, protein: 40 }, 'lunch')).toBe('About 600 kcal and 40 g protein for lunch');
    expect(perMealText({ calories: 1250, protein: 32.5 }, 'breakfast')).toBe('About 1,250 kcal and 32.5 g protein for breakfast');
    expect(perMealText({ calories: 300, protein: 0 }, 'snack')).toBe('About 300 kcal for a snack');
  });
  it('say what the day still needs, naming the day unless it is today', () => {
    expect(remainingText({ calories: 1800, protein: 120 }, TODAY, TODAY)).toBe('Left for today: 1,800 kcal and 120 g protein.');
    expect(remainingText({ calories: 900, protein: 0 }, '2026-12-02', TODAY)).toBe('Left for Wednesday: 900 kcal.');
  });
  it("say when the day's calories are reached", () => {
    expect(reachedText(TODAY, TODAY)).toBe("You have reached today's calories.");
    expect(reachedText('2026-12-05', TODAY)).toBe("You have reached Saturday's calories.");
  });
  it('name the preferences not applied, or nothing', () => {
    expect(ignoredText(['no mushrooms'])).toBe('Not applied: no mushrooms');
    expect(ignoredText(['no mushrooms', 'low FODMAP'])).toBe('Not applied: no mushrooms, low FODMAP');
    expect(ignoredText([])).toBeNull();
  });
});
