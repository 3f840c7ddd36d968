import type { PrivacyLevel, Recipe, RecipeSource } from '../../../../contracts/recipe';
import type { RecipeImport, RecipeInput, RecipeInputDraft } from '../../../../contracts/recipe-input';
import { recipeToInput } from '../../../../domain/recipe-input';

/**
 * The recipe editor's state. Numbers stay the text the member typed until the shared schema
 * reads them, so a half-typed value is never silently changed; rows carry a key that survives
 * reordering, so React moves a row's inputs with it.
 */
export interface IngredientRow {
  key: string;
  quantity: string;
  unit: string;
  name: string;
  preparation: string;
}

export interface StepRow {
  key: string;
  instruction: string;
  /** One tip per line. */
  tips: string;
}

export interface RecipeForm {
  title: string;
  subtitle: string;
  description: string;
  featuredImage: string | null;
  servings: string;
  yieldText: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  categories: string[];
  tags: string[];
  dietaryAttributes: string[];
  recipeTools: string[];
  ingredients: IngredientRow[];
  instructions: StepRow[];
  privacyLevel: PrivacyLevel;
  /** An imported draft's sealed source, sent back on save (the server reads the source from it). */
  importToken: string | null;
  /** Where the recipe came from, shown but not editable: the server keeps it. */
  source: RecipeSource | null;
  /** The imported page gave no servings, so the draft's count is a starting point to check. */
  servingsToCheck: boolean;
}

let lastKey = 0;
const rowKey = () => `row-${++lastKey}`;

export function newIngredientRow(): IngredientRow {
  return { key: rowKey(), quantity: '', unit: '', name: '', preparation: '' };
}

export function newStepRow(): StepRow {
  return { key: rowKey(), instruction: '', tips: '' };
}

/** A new recipe: one empty ingredient and step to start typing in, private until the member says otherwise. */
export function emptyRecipeForm(): RecipeForm {
  return {
    title: '',
    subtitle: '',
    description: '',
    featuredImage: null,
    servings: '4',
    yieldText: '',
    prepMinutes: '',
    cookMinutes: '',
    totalMinutes: '',
    categories: [],
    tags: [],
    dietaryAttributes: [],
    recipeTools: [],
    ingredients: [newIngredientRow()],
    instructions: [newStepRow()],
    privacyLevel: 'private',
    importToken: null,
    source: null,
    servingsToCheck: false,
  };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved recipe in the editor, showing the source it keeps. */
export function formFromRecipe(recipe: Recipe): RecipeForm {
  return { ...formFromInput(recipeToInput(recipe)), source: recipe.source };
}

/** An imported draft in the editor: its source shown, and Servings flagged when the page gave none. */
export function formFromImport(imported: RecipeImport): RecipeForm {
  return { ...formFromInput(imported.draft), source: imported.source, servingsToCheck: !imported.servingsStated };
}

/** A recipe input in the editor. */
export function formFromInput(input: RecipeInput): RecipeForm {
  return {
    title: input.title,
    subtitle: text(input.subtitle),
    description: text(input.description),
    featuredImage: input.featuredImage,
    servings: text(input.servings),
    yieldText: text(input.yieldText),
    prepMinutes: text(input.prepMinutes),
    cookMinutes: text(input.cookMinutes),
    totalMinutes: text(input.totalMinutes),
    categories: [...input.categories],
    tags: [...input.tags],
    dietaryAttributes: [...input.dietaryAttributes],
    recipeTools: [...input.recipeTools],
    ingredients: input.ingredients.map((i) => ({
      key: rowKey(),
      quantity: text(i.quantity),
      unit: text(i.unit),
      name: i.name,
      preparation: text(i.preparation),
    })),
    instructions: input.instructions.map((s) => ({ key: rowKey(), instruction: s.instruction, tips: s.tips.join('\n') })),
    privacyLevel: input.privacyLevel,
    importToken: input.importToken,
    source: null,
    servingsToCheck: false,
  };
}

/** Empty is 'not given'; anything else is left for the schema to judge (text that is no number reads NaN). */
function numberOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

/** What the schema checks: typed text read as numbers, tips split into lines. */
export function inputFromForm(form: RecipeForm): RecipeInputDraft {
  return {
    title: form.title,
    subtitle: form.subtitle,
    description: form.description,
    featuredImage: form.featuredImage,
    // A missing servings count is a number the schema asks for, not null.
    servings: numberOrNull(form.servings) ?? Number.NaN,
    yieldText: form.yieldText,
    prepMinutes: numberOrNull(form.prepMinutes),
    cookMinutes: numberOrNull(form.cookMinutes),
    totalMinutes: numberOrNull(form.totalMinutes),
    categories: form.categories,
    tags: form.tags,
    dietaryAttributes: form.dietaryAttributes,
    recipeTools: form.recipeTools,
    ingredients: form.ingredients.map((row) => ({
      name: row.name,
      quantity: numberOrNull(row.quantity),
      unit: row.unit,
      preparation: row.preparation,
    })),
    instructions: form.instructions.map((row) => ({
      instruction: row.instruction,
      tips: row.tips
        .split('\n')
        .map((tip) => tip.trim())
        .filter((tip) => tip !== ''),
    })),
    privacyLevel: form.privacyLevel,
    importToken: form.importToken,
  };
}
