import type { Nutrition } from '../../../../contracts/recipe';
import { formatAmount } from '../../../../domain/servings';

/** The four figures per serving the AI screens compare. */
export const FIGURES = [
  { key: 'calories', label: 'Calories', unit: 'kcal', value: (n: Nutrition) => n.calories },
  { key: 'protein', label: 'Protein', unit: 'g', value: (n: Nutrition) => n.protein },
  { key: 'carbs', label: 'Carbs', unit: 'g', value: (n: Nutrition) => n.carbs.total },
  { key: 'fat', label: 'Fat', unit: 'g', value: (n: Nutrition) => n.fat.total },
] as const;
export type FigureKey = (typeof FIGURES)[number]['key'];

/** A figure as shown: whole calories, grams to one decimal. */
export function formatFigure(key: FigureKey, value: number): string {
  return key === 'calories' ? String(Math.round(value)) : formatAmount(value);
}

export interface FigureChange {
  /** Signed, in the figure's display precision; 0 when it rounds away. */
  delta: number;
  text: string;
  direction: 'up' | 'down' | 'same';
}

/** How much a figure moved from the original: '+4.5 g', '−120 kcal', or 'same'. */
export function figureChange(key: FigureKey, unit: string, before: number, after: number): FigureChange {
  const raw = after - before;
  const delta = key === 'calories' ? Math.round(raw) : Number(formatAmount(raw));
  if (delta === 0) return { delta: 0, text: 'same', direction: 'same' };
  const sign = delta > 0 ? '+' : '−';
  return { delta, text: `${sign}${formatFigure(key, Math.abs(delta))} ${unit}`, direction: delta > 0 ? 'up' : 'down' };
}

/** '1 credit', '10 credits'. */
export function creditsText(n: number): string {
  return `${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? 'credit' : 'credits'}`;
}

/** 'Transform · 10 credits', or the bare label until the cost is known. */
export function costLabel(label: string, cost: number | undefined): string {
  return cost === undefined ? label : `${label} · ${creditsText(cost)}`;
}
