/**
 * A recipe's nutrition from its ingredient lines and the foods they were matched to: the lines
 * with their status, grams and macros, and the per-serving totals of the converted lines (a line
 * matched only by a guess is not among them: a wrong food counted would look exact). Pure;
 * the matching itself (a database search) happens before, in the server's analyzer.
 */
import type { IngredientAnalysis, MatchedFood, NutritionAnalysis } from '../../contracts/nutrition-analysis';
import { figuresFor, lineMacros, round1, type NutrientFigures } from './figures';
import { amountInGrams, type FoodMeasures, type WrittenAmount } from './grams';
import { perServing } from './per-serving';
import { conversionProblem, uncertainProblem, unmatchedProblem } from './problems';

/** A food a line was matched to, with what it takes to weigh it and count it. */
export interface FoodForLine extends FoodMeasures {
  match: MatchedFood;
  /** False for a guess (a weak resemblance): shown, not counted. */
  confident: boolean;
  per100g: NutrientFigures;
}

export function analyzeLines(
  lines: readonly WrittenAmount[],
  servings: number,
  foodFor: (line: WrittenAmount) => FoodForLine | null,
): NutritionAnalysis {
  const counted: NutrientFigures[] = [];
  const ingredients = lines.map((line, index): IngredientAnalysis => {
    const base = { index, name: line.name };
    const food = foodFor(line);
    if (!food) return { ...base, status: 'unmatched', food: null, grams: null, nutrition: null, problem: unmatchedProblem(line.name) };
    if (!food.confident) return { ...base, status: 'uncertain', food: food.match, grams: null, nutrition: null, problem: uncertainProblem(line.name, food.name) };
    const conversion = amountInGrams(line, food);
    if (!conversion.ok) {
      const status = conversion.reason === 'no-amount' ? 'no-amount' : 'unconverted';
      return { ...base, status, food: food.match, grams: null, nutrition: null, problem: conversionProblem(conversion, food.name) };
    }
    const figures = figuresFor(food.per100g, conversion.grams);
    counted.push(figures);
    return { ...base, status: 'matched', food: food.match, grams: round1(conversion.grams), nutrition: lineMacros(figures), problem: null };
  });
  return { nutrition: counted.length === 0 ? null : perServing(counted, servings), ingredients };
}
