import type { Recipe } from '../contracts/recipe';
import type { RecipeInput } from '../contracts/recipe-input';

/**
 * A stored recipe as the body that would save it unchanged: the editor's starting point, and
 * the draft the AI tools work on (src/server/modules/ai-recipes/sources.ts).
 */
export function recipeToInput(recipe: Recipe): RecipeInput {
  return {
    title: recipe.title,
    subtitle: recipe.subtitle,
    description: recipe.description,
    featuredImage: recipe.featuredImage,
    servings: recipe.servings,
    yieldText: recipe.yieldText,
    prepMinutes: recipe.prepTime?.value ?? null,
    cookMinutes: recipe.cookTime?.value ?? null,
    totalMinutes: recipe.totalTime?.value ?? null,
    categories: recipe.categories,
    tags: recipe.tags,
    dietaryAttributes: recipe.dietaryAttributes,
    recipeTools: recipe.recipeTools,
    // Nutrition is the server's to work out from the ingredients.
    ingredients: recipe.ingredients.map(({ name, quantity, unit, preparation }) => ({ name, quantity, unit, preparation })),
    instructions: recipe.instructions.map(({ instruction, tips }) => ({ instruction, tips: tips ?? [] })),
    privacyLevel: recipe.privacyLevel,
    // A saved recipe already keeps its source; there is nothing to send for it.
    importToken: null,
  };
}
