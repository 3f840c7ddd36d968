/**
 * "Fill my day" (issue 18): no AI, the same answer every time. What is left of the member's
 * calories and protein for the day is shared among the main meals that have no recipe yet (one
 * with only a note, 'eating out', still takes its share), and recipes are ranked by how closely
 * one serving meets that share.
 */

export interface Need {
  calories: number;
  protein: number;
}

/** The main meals a day is filled by; a snack is suggested only once they are all planned. */
export const MAIN_MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/**
 * What one meal should bring: the day's remaining calories and protein over the open meals (at
 * least one). Null when the calories are already met: nothing to fill.
 */
export function needPerMeal(target: Need, planned: Need, openMeals: number): Need | null {
  const calories = target.calories - planned.calories;
  if (calories <= 0) return null;
  const meals = Math.max(openMeals, 1);
  return { calories: calories / meals, protein: Math.max(target.protein - planned.protein, 0) / meals };
}

/** Protein below which a shortfall is not weighed as a share of the need (a need of 2 g is met by anything). */
const PROTEIN_FLOOR = 10;

/**
 * How far one serving is from a meal's need, lower is closer: the calories off either way, and
 * the protein it falls short by (more protein than needed is no fault), each as a share of the need.
 */
export function fitScore(serving: Need, need: Need): number {
  const calories = Math.abs(serving.calories - need.calories) / need.calories;
  const protein = Math.max(need.protein - serving.protein, 0) / Math.max(need.protein, PROTEIN_FLOOR);
  return calories + protein;
}

/** Why a suggestion fits, as the planner shows it: '+32 g protein, 410 kcal'. */
export function whyItFits(serving: Need): string {
  return `+${Math.round(serving.protein)} g protein, ${Math.round(serving.calories)} kcal`;
}
