import type { MealPlanDay, PlanMacros } from '../../../../contracts/meal-plan';

export const MACRO_ROWS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
] as const satisfies readonly { key: keyof PlanMacros; label: string; unit: string }[];

/** Within a tenth of the target either way counts as on target: a plan is an estimate, not a weighing. */
const ON_TARGET = 0.1;

export type TargetState = 'under' | 'on' | 'over';

export interface Progress {
  /** How full the bar is, 0 to 100 (a day over its target shows a full bar). */
  percent: number;
  state: TargetState;
}

export function progressOf(total: number, target: number): Progress {
  if (target <= 0) return { percent: 0, state: 'on' };
  const ratio = total / target;
  const state: TargetState = ratio < 1 - ON_TARGET ? 'under' : ratio > 1 + ON_TARGET ? 'over' : 'on';
  return { percent: Math.min(100, Math.round(ratio * 100)), state };
}

export interface WeekSummary {
  /** Days with anything planned that has a figure. */
  plannedDays: number;
  /** Their average, per day; null when none. */
  average: PlanMacros | null;
  /** Calories against the target, per planned day (none without targets). */
  over: number;
  under: number;
}

/** The week's averages over the days that have a plan: an empty day is not a day of fasting. */
export function summarizeWeek(days: readonly MealPlanDay[], targets: PlanMacros | null): WeekSummary {
  const planned = days.filter((day) => day.entries.some((entry) => entry.nutrition !== null));
  if (planned.length === 0) return { plannedDays: 0, average: null, over: 0, under: 0 };
  const mean = (key: keyof PlanMacros) => {
    const sum = planned.reduce((total, day) => total + day.totals[key], 0) / planned.length;
    return key === 'calories' ? Math.round(sum) : Math.round(sum * 10) / 10;
  };
  const states = targets ? planned.map((day) => progressOf(day.totals.calories, targets.calories).state) : [];
  return {
    plannedDays: planned.length,
    average: { calories: mean('calories'), protein: mean('protein'), carbs: mean('carbs'), fat: mean('fat') },
    over: states.filter((s) => s === 'over').length,
    under: states.filter((s) => s === 'under').length,
  };
}
