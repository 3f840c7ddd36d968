import type { MealPlanEntry } from '../../../../contracts/meal-plan';

/** What an entry is called, on screen and in its Remove button's name. */
export function entryName(entry: MealPlanEntry): string {
  if (entry.note !== null) return entry.note;
  return entry.recipe?.title ?? 'Recipe no longer available';
}
