import { nutritionAnalysisRequestSchema, type NutritionAnalysisRequest } from '../../../../contracts/nutrition-analysis';
import { inputFromForm, type RecipeForm } from './recipe-form';

/**
 * What the editor's live nutrition asks about: the servings and the ingredient rows that have a
 * name. Null while the form is in a state the server would refuse (servings half typed, a
 * quantity that is no number): the panel keeps its last answer instead of showing an error the
 * member has not finished causing.
 */
export function analysisRequestFromForm(form: RecipeForm): NutritionAnalysisRequest | null {
  const input = inputFromForm(form);
  const ingredients = input.ingredients.filter((row) => row.name.trim() !== '');
  const checked = nutritionAnalysisRequestSchema.safeParse({ servings: input.servings, ingredients });
  return checked.success ? checked.data : null;
}
