import type { Ingredient, Nutrition } from '../../../../../contracts/recipe';
import { caloriesFigure, notCountedLines, notCountedText } from '../../../../../domain/nutrition-coverage';

export interface CaloriesPerServingProps {
  nutrition: Nutrition | null;
  ingredients: readonly Ingredient[];
}

/**
 * The info bar's Calories/Serving: one serving's calories whatever servings the stepper shows,
 * the same figure as Nutrition Facts (ADR 0011). When lines were left out, the figure is a lower
 * bound and says so beside the number ('≥ 310', '2 ingredients not counted').
 */
export function CaloriesPerServing({ nutrition, ingredients }: CaloriesPerServingProps) {
  if (!nutrition) {
    return (
      <span data-testid="calories-value" className="text-lg tabular-nums">
        N/A
      </span>
    );
  }
  const notCounted = notCountedLines(ingredients).length;
  return (
    <>
      <span data-testid="calories-value" className="text-lg tabular-nums">
        {caloriesFigure(nutrition.calories, notCounted)}
      </span>
      {notCounted > 0 ? (
        <span data-testid="calories-not-counted" className="block text-xs font-normal text-muted-foreground">
          {notCountedText(notCounted)}
        </span>
      ) : null}
    </>
  );
}
