import { MEAL_LABELS, MEALS } from '../../../../contracts/meal-plan';

/** The options of a Meal select, in the day's order. */
export function MealOptions() {
  return MEALS.map((meal) => (
    <option key={meal} value={meal}>
      {MEAL_LABELS[meal]}
    </option>
  ));
}
