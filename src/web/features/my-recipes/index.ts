/** What other features may use of the recipe editor (the back office edits with it; the AI tools save through it). */
export { useSaveRecipe } from './api/save-recipe';
export { ChipInput } from './components/chip-input';
export { DeleteRecipeDialog } from './components/delete-recipe-dialog';
export { textareaClass } from './components/editor-field';
export { RecipeEditor } from './components/recipe-editor';
export { RecipeLoadFailed } from './components/recipe-load-failed';
export { formFromRecipe } from './lib/recipe-form';
