import type { Ingredient, Nutrition } from '../../../../../contracts/recipe';
import { DAILY_VALUE_FOOTNOTE, percentDailyValue, type DailyValueNutrient } from '../../../../../domain/daily-values';
import { caloriesFigure, notCountedLines, notCountedText } from '../../../../../domain/nutrition-coverage';
import { formatAmount } from '../../../../../domain/servings';
import { cn } from '../../../../lib/utils';
import { DetailSection } from './detail-section';

interface FactRow {
  label: string;
  amount: number;
  unit: 'g' | 'mg';
  /** Daily value nutrient, when the SPEC gives one. */
  daily?: DailyValueNutrient;
  /** Indented under its parent (saturated fat under total fat, …). */
  sub?: boolean;
  /** Bold label with a heavier rule above (the main nutrients). */
  strong?: boolean;
}

function factRows(nutrition: Nutrition): FactRow[] {
  return [
    { label: 'Total Fat', amount: nutrition.fat.total, unit: 'g', daily: 'totalFat', strong: true },
    { label: 'Saturated Fat', amount: nutrition.fat.saturated, unit: 'g', daily: 'saturatedFat', sub: true },
    { label: 'Monounsaturated Fat', amount: nutrition.fat.monounsaturated, unit: 'g', sub: true },
    { label: 'Polyunsaturated Fat', amount: nutrition.fat.polyunsaturated, unit: 'g', sub: true },
    { label: 'Trans Fat', amount: nutrition.fat.trans, unit: 'g', sub: true },
    { label: 'Cholesterol', amount: nutrition.cholesterol, unit: 'mg', daily: 'cholesterol', strong: true },
    { label: 'Sodium', amount: nutrition.sodium, unit: 'mg', daily: 'sodium', strong: true },
    { label: 'Total Carbohydrate', amount: nutrition.carbs.total, unit: 'g', daily: 'carbohydrate', strong: true },
    { label: 'Dietary Fiber', amount: nutrition.carbs.fiber, unit: 'g', daily: 'fiber', sub: true },
    { label: 'Total Sugars', amount: nutrition.carbs.sugars, unit: 'g', daily: 'sugars', sub: true },
    { label: 'Protein', amount: nutrition.protein, unit: 'g', daily: 'protein', strong: true },
  ];
}

export interface RecipeNutritionProps {
  nutrition: Nutrition | null;
  ingredients: readonly Ingredient[];
}

/**
 * The nutrition facts panel per serving with % Daily Value, or 'Nutrition information not available'.
 * When lines were left out, Calories carries the mark and names them (ADR 0011).
 */
export function RecipeNutrition({ nutrition, ingredients }: RecipeNutritionProps) {
  const notCounted = notCountedLines(ingredients);
  return (
    <DetailSection title="Nutrition Facts" id="nutrition-heading" printSection="nutrition">
      {nutrition ? (
        <div className="max-w-md rounded-2xl border border-border bg-card p-5 shadow-sm" data-testid="nutrition-facts">
          <table className="w-full text-sm">
            <caption className="sr-only">Nutrition facts per serving</caption>
            <thead>
              <tr className="border-b-8 border-foreground/80">
                <th scope="col" className="pb-2 text-left font-normal text-muted-foreground">
                  Amount per serving
                </th>
                <th scope="col" className="pb-2 text-right text-xs font-semibold">
                  % Daily Value*
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b-4 border-foreground/80">
                <th scope="row" className="py-2 text-left text-2xl font-extrabold">
                  Calories
                </th>
                <td className="py-2 text-right text-3xl font-extrabold tabular-nums" data-testid="nutrition-calories">
                  {caloriesFigure(nutrition.calories, notCounted.length)}
                </td>
              </tr>
              {notCounted.length > 0 ? (
                <tr className="border-b border-border">
                  <td colSpan={2} className="py-1.5 text-sm" data-testid="nutrition-not-counted">
                    {notCountedText(notCounted.length)} ({notCounted.map((line) => line.name).join(', ')}), so every
                    figure here may be higher.
                  </td>
                </tr>
              ) : null}
              {factRows(nutrition).map((row) => {
                const percent = row.daily ? percentDailyValue(row.daily, row.amount) : null;
                return (
                  <tr key={row.label} className={cn('border-b border-border', row.strong && 'border-foreground/30')}>
                    <th scope="row" className={cn('py-1.5 text-left font-normal', row.sub && 'pl-5')}>
                      <span className={cn(row.strong && 'font-bold')}>{row.label}</span>{' '}
                      <span className="tabular-nums">
                        {formatAmount(row.amount)}
                        {row.unit}
                      </span>
                    </th>
                    <td className="py-1.5 text-right font-bold tabular-nums">
                      {percent === null ? <span className="sr-only">No daily value</span> : `${percent}%`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-3 text-xs leading-relaxed text-muted-foreground">{DAILY_VALUE_FOOTNOTE}</p>
        </div>
      ) : (
        <p className="text-muted-foreground">Nutrition information not available</p>
      )}
    </DetailSection>
  );
}
