import type { Ingredient } from '../../../../../contracts/recipe';
import { kitchenAmount } from '../../../../../domain/kitchen-amount';
import { isNotCounted } from '../../../../../domain/nutrition-coverage';
import { formatAmount, scaleQuantity } from '../../../../../domain/servings';
import { DetailSection } from './detail-section';

export interface RecipeIngredientsProps {
  ingredients: Ingredient[];
  originalServings: number;
  /** Chosen servings; amounts and per-ingredient macros scale by servings / originalServings. */
  servings: number;
}

/** '1½ cups', '12 large', '250 g', '2' at the chosen servings; the unit alone when there is no quantity. */
export function ingredientAmount(ingredient: Ingredient, originalServings: number, servings: number): string {
  const quantity = ingredient.quantity == null ? null : scaleQuantity(ingredient.quantity, originalServings, servings);
  return kitchenAmount(quantity, ingredient.unit);
}

const MACROS = [
  { key: 'protein', short: 'P', label: 'Protein' },
  { key: 'fat', short: 'F', label: 'Fat' },
  { key: 'carbs', short: 'C', label: 'Carbs' },
] as const;

function IngredientMacros({ ingredient, originalServings, servings }: { ingredient: Ingredient } & Omit<RecipeIngredientsProps, 'ingredients'>) {
  const nutrition = ingredient.nutrition;
  if (!nutrition) {
    // A line with an amount that adds nothing is left out of the figures: say so (ADR 0011).
    return isNotCounted(ingredient) ? (
      <span data-testid="ingredient-not-counted">Not counted</span>
    ) : (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not available</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-x-3 sm:flex-row sm:flex-wrap">
      {MACROS.map((macro) => (
        <span key={macro.key} className="whitespace-nowrap tabular-nums">
          <abbr title={macro.label} className="font-semibold text-foreground no-underline" aria-hidden="true">
            {macro.short}
          </abbr>
          <span className="sr-only">{macro.label}</span>{' '}
          {formatAmount(scaleQuantity(nutrition[macro.key], originalServings, servings))}g
        </span>
      ))}
    </span>
  );
}

/** The ingredients table (Amount, Ingredient, Nutrition), amounts scaled to the chosen servings. */
export function RecipeIngredients({ ingredients, originalServings, servings }: RecipeIngredientsProps) {
  return (
    <DetailSection
      title="Ingredients"
      id="ingredients-heading"
      printSection="ingredients"
      action={
        ingredients.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="ingredients-servings">
            For {servings} {servings === 1 ? 'serving' : 'servings'}
          </p>
        ) : null
      }
    >
      {ingredients.length === 0 ? (
        <p className="text-muted-foreground">No ingredients available</p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
          <table className="w-full text-left">
            <thead className="bg-muted/60 text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="py-3 pr-2 pl-4 font-medium">
                  Amount
                </th>
                <th scope="col" className="px-2 py-3 font-medium">
                  Ingredient
                </th>
                <th scope="col" className="py-3 pr-4 pl-2 font-medium">
                  Nutrition
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {ingredients.map((ingredient, index) => {
                const amount = ingredientAmount(ingredient, originalServings, servings);
                return (
                  <tr key={`${index}-${ingredient.name}`} data-testid="ingredient-row" className="align-top">
                    <td
                      data-testid="ingredient-amount"
                      className="w-[5.5rem] py-3 pr-2 pl-4 font-semibold text-primary-text tabular-nums sm:w-32"
                    >
                      {amount || (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">No amount given</span>
                        </>
                      )}
                    </td>
                    <td className="px-2 py-3">
                      <span className="font-medium">{ingredient.name}</span>
                      {ingredient.preparation ? (
                        <span className="block text-sm text-muted-foreground sm:inline">
                          <span className="hidden sm:inline">, </span>
                          {ingredient.preparation}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-3 pr-4 pl-2 text-xs text-muted-foreground sm:text-sm">
                      <IngredientMacros ingredient={ingredient} originalServings={originalServings} servings={servings} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </DetailSection>
  );
}
