import { MEAL_LABELS, type Meal } from '../../../../contracts/meal-plan';
import { formatNumber } from '../../../lib/format';
import { weekdayName } from './week';

/** "today" for the member's today, else the weekday ('Tuesday'). */
const dayWord = (date: string, today: string) => (date === today ? 'today' : weekdayName(date));

/** What a figure pair reads as: '600 kcal and 40 g protein' ('600 kcal' when no protein is needed). */
function caloriesAndProtein({ calories, protein }: { calories: number; protein: number }): string {
  return protein > 0 ? `${formatNumber(calories)} kcal and ${formatNumber(protein)} g protein` : `${formatNumber(calories)} kcal`;
}

/** 'lunch', 'a snack'. */
const mealWord = (meal: Meal) => (meal === 'snack' ? 'a snack' : MEAL_LABELS[meal].toLowerCase());

/** 'About 600 kcal and 40 g protein for lunch': one meal's share of what the day still needs. */
export function perMealText(perMeal: { calories: number; protein: number }, meal: Meal): string {
  return `About ${caloriesAndProtein(perMeal)} for ${mealWord(meal)}`;
}

/** 'Left for today: 1,800 kcal and 120 g protein.' */
export function remainingText(remaining: { calories: number; protein: number }, date: string, today: string): string {
  return `Left for ${dayWord(date, today)}: ${caloriesAndProtein(remaining)}.`;
}

/** "You have reached today's calories." ("Tuesday's" for another day). */
export function reachedText(date: string, today: string): string {
  return `You have reached ${dayWord(date, today)}'s calories.`;
}

/** 'Not applied: no mushrooms, low FODMAP': profile preferences no recipe attribute names; null when all apply. */
export function ignoredText(preferences: readonly string[]): string | null {
  return preferences.length > 0 ? `Not applied: ${preferences.join(', ')}` : null;
}
