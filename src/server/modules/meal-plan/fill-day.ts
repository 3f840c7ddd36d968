import type { FillDay, FillDaySuggestion, Meal, MealPlanDay, PlanMacros } from '../../../contracts/meal-plan';
import { round1 } from '../../../domain/nutrition/figures';
import { dietaryNeeds } from '../../../domain/dietary';
import { fitScore, MAIN_MEALS, needPerMeal, whyItFits } from '../../../domain/fill-day';
import type { Viewer } from '../../viewer';
import type { CandidateRow, FillDayRepo } from './fill-day-repo';

/** Suggestions shown at once. */
const SUGGESTIONS = 5;
/** How much closer a recipe the member saved counts: between two nearly as close, theirs comes first. */
const SAVED_PREFERENCE = 0.05;

function perServing(row: CandidateRow): PlanMacros {
  const n = row.nutrition!;
  return { calories: Math.round(n.calories), protein: round1(n.protein), carbs: round1(n.carbs.total), fat: round1(n.fat.total) };
}

/**
 * "Fill my day" (issue 18): recipes the member may read whose one serving best meets what the next
 * open meal should bring toward the day's calories and protein, within their dietary preferences.
 * Deterministic: the same plan, targets and catalogue give the same list.
 */
export function createFillDay(repo: FillDayRepo, day: (viewer: Viewer, date: string) => Promise<{ day: MealPlanDay; targets: PlanMacros | null }>) {
  return async function fillDay(viewer: Viewer, date: string): Promise<FillDay> {
    const [{ day: planned, targets }, preferences, known] = await Promise.all([day(viewer, date), repo.preferences(viewer.id), repo.knownAttributes()]);
    const { required, ignored } = dietaryNeeds(preferences, known);
    const empty = { date, meal: null, perMeal: null, suggestions: [], ignoredPreferences: ignored };
    if (!targets) return { ...empty, remaining: null };

    const { totals } = planned;
    const remaining = {
      calories: Math.max(targets.calories - totals.calories, 0),
      protein: round1(Math.max(targets.protein - totals.protein, 0)),
      carbs: round1(Math.max(targets.carbs - totals.carbs, 0)),
      fat: round1(Math.max(targets.fat - totals.fat, 0)),
    };
    // A meal with only a note ('eating out') is still eaten: it takes its share of what is left,
    // though nothing is suggested for it. Suggestions go to the first main meal with no entry.
    const uncounted = MAIN_MEALS.filter((meal) => !planned.entries.some((e) => e.meal === meal && e.note === null));
    const need = needPerMeal(targets, totals, uncounted.length);
    if (!need) return { ...empty, remaining };
    const meal: Meal = MAIN_MEALS.find((m) => !planned.entries.some((e) => e.meal === m)) ?? 'snack';

    const plannedIds = planned.entries.flatMap((e) => (e.recipe ? [e.recipe.id] : []));
    const rows = await repo.candidates(viewer, need, required, plannedIds);
    const ranked = rows
      .map((row) => {
        const serving = perServing(row);
        return { row, serving, score: fitScore(serving, need) - (row.saved ? SAVED_PREFERENCE : 0) };
      })
      .sort((a, b) => a.score - b.score || a.row.id - b.row.id)
      .slice(0, SUGGESTIONS);
    const suggestions: FillDaySuggestion[] = ranked.map(({ row, serving }) => ({
      recipe: { id: row.id, title: row.title, imageUrl: row.imageUrl, servings: row.servings },
      perServing: serving,
      saved: row.saved,
      partial: row.notCounted > 0,
      why: whyItFits(serving),
    }));
    return { date, meal, remaining, perMeal: { calories: Math.round(need.calories), protein: round1(need.protein) }, suggestions, ignoredPreferences: ignored };
  };
}

export type FillDayService = ReturnType<typeof createFillDay>;
