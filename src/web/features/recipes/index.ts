/**
 * What other features may use of recipes: the recipe reads and their keys, the one list of what a
 * recipe change refreshes, the recipe paths and the shared recipe pieces of UI.
 */
export { CATEGORIES_KEY, MAIN_CATEGORIES, useCategories, useTags, type MainCategory, type NamedItem } from './api/categories';
export { useDeleteRecipe } from './api/delete-recipe';
export { useMyRecipes } from './api/my-recipes';
export { onRecipeChanged } from './api/recipe-changed';
export { flattenRecipePages, useRecipeList } from './api/recipe-list';
export { recipeKey, recipePath, useFeaturedRecipes, useRecipe } from './api/recipes';
export { SAVED_RECIPES_KEY, savedRecipesQuery } from './api/saved-recipes';
export { InstructionStepList, useStepProgress, type InstructionStep } from './components/detail/instruction-step-list';
export { RecipeNotFound } from './components/detail/recipe-not-found';
export { RecipeSource } from './components/detail/recipe-source';
export { RecipeCard } from './components/recipe-card';
export { RecipeCardSkeleton } from './components/recipe-card-skeleton';
export { RecipeGrid } from './components/recipe-grid';
export { RecipeImage } from './components/recipe-image';
export { editRecipePath, IMPORT_PATH, MY_RECIPES_PATH, NEW_RECIPE_PATH } from './api/recipes';
