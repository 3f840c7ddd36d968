/**
 * Partial nutrition made visible where the number is (ADR 0011). A line is "not counted" when it
 * gives an amount but adds nothing to the totals (no food matched, or its amount could not be
 * weighed). A line with no amount ('salt to taste', 'parsley to garnish') is not: whatever food it
 * is, it has no amount to weigh, so it adds nothing on any page; marking every recipe with salt to
 * taste as partial would teach cooks to ignore the mark.
 */
import type { IngredientAnalysis } from '../contracts/nutrition-analysis';

/** What it takes to tell: the line's amount, and its macros when it was counted. */
export interface CountableLine {
  name: string;
  quantity: number | null;
  nutrition: object | null;
}

/** Whether the figures leave out a line that gives an amount. */
export function isNotCounted(line: Pick<CountableLine, 'quantity' | 'nutrition'>): boolean {
  return line.quantity !== null && line.nutrition === null;
}

/** The lines with an amount that the nutrition figures leave out, in recipe order. */
export function notCountedLines<T extends CountableLine>(lines: readonly T[]): T[] {
  return lines.filter(isNotCounted);
}

/**
 * The lines of an engine analysis (which knows the status and why, not the amount) that are not
 * counted, with the amounts read from the lines as written, by position.
 */
export function notCountedInAnalysis(
  written: readonly { quantity: number | null }[],
  analysed: readonly IngredientAnalysis[],
): IngredientAnalysis[] {
  return analysed.filter((line) => isNotCounted({ quantity: written[line.index]?.quantity ?? null, nutrition: line.nutrition }));
}

/** '1 ingredient not counted', '2 ingredients not counted'. */
export function notCountedText(count: number): string {
  return `${count} ${count === 1 ? 'ingredient' : 'ingredients'} not counted`;
}

/** A calorie figure as shown: '390', or '≥ 390' when some lines are left out (it can only be more). */
export function caloriesFigure(calories: number, notCounted: number): string {
  const whole = String(Math.round(calories));
  return notCounted > 0 ? `≥ ${whole}` : whole;
}
