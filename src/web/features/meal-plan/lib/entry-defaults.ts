import { defaultPortions, MEAL_PLAN_LIMITS, type Meal } from '../../../../contracts/meal-plan';

/** The main meals, in the day's order: the ones a new recipe entry is first offered for. */
const MAIN_MEALS: readonly Meal[] = ['breakfast', 'lunch', 'dinner'];

/**
 * The meal a recipe added to a day is offered for: the day's first main meal with nothing planned
 * (a note counts as planned: "eating out" fills lunch), else dinner.
 */
export function firstOpenMeal(entries: readonly { meal: Meal }[]): Meal {
  return MAIN_MEALS.find((meal) => !entries.some((entry) => entry.meal === meal)) ?? 'dinner';
}

/**
 * A recipe entry's form to begin with: the recipe's own servings cooked (at most what a plan takes,
 * so a party recipe of 60 starts at 50 rather than at an error) and one of them eaten.
 */
export function recipeEntryDefaults(recipeServings: number, date: string, meal: Meal) {
  const servings = Math.min(Math.max(recipeServings, MEAL_PLAN_LIMITS.servings.min), MEAL_PLAN_LIMITS.servings.max);
  return { date, meal, servings: String(servings), portions: String(defaultPortions(servings)) };
}
