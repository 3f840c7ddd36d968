import { ArrowDown, ArrowUp } from 'lucide-react';
import type { Nutrition } from '../../../../contracts/recipe';
import { caloriesFigure, notCountedText } from '../../../../domain/nutrition-coverage';
import { cn } from '../../../lib/utils';
import { FIGURES, figureChange, formatFigure } from '../lib/format-draft';

export interface NutritionFiguresProps {
  nutrition: Nutrition | null;
  compareTo?: Nutrition | null;
  /** Lines with an amount left out of the figures: calories then read '≥ 520' and say how many (ADR 0011). */
  notCounted?: number;
}

/**
 * Calories, protein, carbs and fat per serving, worked out by the nutrition engine. With
 * `compareTo`, each figure that moved carries its change from the original, highlighted.
 */
export function NutritionFigures({ nutrition, compareTo, notCounted = 0 }: NutritionFiguresProps) {
  if (!nutrition) {
    return <p className="rounded-xl bg-muted/50 p-3 text-sm text-muted-foreground">None of the ingredients could be counted, so there is no nutrition to show.</p>;
  }
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="nutrition-figures">
      {FIGURES.map((figure) => {
        const value = figure.value(nutrition);
        const change = compareTo ? figureChange(figure.key, figure.unit, figure.value(compareTo), value) : null;
        const moved = change !== null && change.direction !== 'same';
        return (
          <div key={figure.key} data-figure={figure.key} className={cn('rounded-xl p-3', moved ? 'bg-secondary-soft' : 'bg-muted/50')}>
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {figure.key === 'calories' ? caloriesFigure(value, notCounted) : formatFigure(figure.key, value)}
              <span className="ml-0.5 text-sm font-normal text-muted-foreground">{figure.key === 'calories' ? '' : ' g'}</span>
            </dd>
            {change ? (
              <dd className={cn('flex items-center gap-0.5 text-xs font-semibold tabular-nums', moved ? 'text-secondary-soft-foreground' : 'text-muted-foreground')}>
                {change.direction === 'up' ? <ArrowUp aria-hidden="true" className="size-3" /> : null}
                {change.direction === 'down' ? <ArrowDown aria-hidden="true" className="size-3" /> : null}
                <span className="sr-only">Change from the original: </span>
                {change.text}
              </dd>
            ) : null}
            {figure.key === 'calories' && notCounted > 0 ? (
              <dd className="text-xs text-muted-foreground" data-testid="figures-not-counted">
                {notCountedText(notCounted)}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
