import { RECIPE_LIMITS as L, recipeInputSchema, type IngredientInput, type RecipeInput } from '../../../contracts/recipe-input';
import { parseIngredientLine } from '../../../domain/ingredient-line';
import { detectLanguage } from '../../../domain/language';
import type { ScrapedRecipe } from './parse-recipe';

/** What the editor starts from when a page does not say how many it serves. */
export const DEFAULT_SERVINGS = 4;
const MAX_QUANTITY = 100_000;

/**
 * A scraped recipe as a draft for the editor that recipeInputSchema accepts as it is: over-long
 * texts are cut (with an ellipsis, so the member sees something was cut), lists are shortened to
 * their limits, and values the editor cannot hold (a time over a week, an absurd quantity) are
 * dropped rather than refused, because the member reviews every field before saving.
 */
export function toRecipeDraft(recipe: ScrapedRecipe, featuredImage: string | null): RecipeInput {
  // One language per recipe, from all its lines: a German page's 'Butter' is read as German.
  const language = detectLanguage(recipe.ingredients);
  return recipeInputSchema.parse({
    title: cut(recipe.title, L.title),
    subtitle: null,
    description: recipe.description === null ? null : cut(recipe.description, L.description),
    featuredImage,
    servings: recipe.servings === null ? DEFAULT_SERVINGS : Math.min(Math.max(recipe.servings, 1), L.servings),
    prepMinutes: fitMinutes(recipe.prepMinutes),
    cookMinutes: fitMinutes(recipe.cookMinutes),
    categories: fitLabels(recipe.categories),
    tags: fitLabels(recipe.tags),
    dietaryAttributes: fitLabels(recipe.dietaryAttributes),
    recipeTools: fitLabels(recipe.recipeTools),
    ingredients: recipe.ingredients.slice(0, L.ingredients).map((line) => fitIngredient(parseIngredientLine(line, language))),
    instructions: recipe.instructions.slice(0, L.instructions).map(fitStep),
    // An imported recipe is the member's own copy until they choose to share it.
    privacyLevel: 'private',
  });
}

/** An ingredient cut to the editor's limits; a quantity it cannot hold, or a blank unit or note, is left out. */
export function fitIngredient(line: { name: string; quantity: number | null; unit: string | null; preparation: string | null }): IngredientInput {
  return {
    name: cut(line.name, L.ingredientName),
    quantity: line.quantity !== null && line.quantity > 0 && line.quantity <= MAX_QUANTITY ? line.quantity : null,
    unit: line.unit?.trim() ? cut(line.unit, L.unit) : null,
    preparation: line.preparation?.trim() ? cut(line.preparation, L.preparation) : null,
  };
}

/** A step cut to the editor's limits, blank tips dropped. */
export function fitStep(step: { instruction: string; tips?: readonly string[] | null }): { instruction: string; tips: string[] } {
  return {
    instruction: cut(step.instruction, L.instruction),
    tips: (step.tips ?? []).filter((tip) => tip.trim() !== '').slice(0, L.tips).map((tip) => cut(tip, L.tip)),
  };
}

/** At most `max` characters, ending in '…' when cut; never half of a surrogate pair. */
export function cut(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = max - 1;
  if (/[\uD800-\uDBFF]/.test(trimmed[end - 1] ?? '')) end -= 1;
  return `${trimmed.slice(0, end).trimEnd()}…`;
}

/** Whole minutes the editor can hold (up to a week), or nothing. */
export function fitMinutes(minutes: number | null): number | null {
  if (minutes === null || !Number.isFinite(minutes)) return null;
  const whole = Math.round(minutes);
  return whole >= 0 && whole <= L.minutes ? whole : null;
}

/** Distinct (any case) labels, each cut to length, at most the editor's number of them. */
export function fitLabels(labels: readonly string[]): string[] {
  const seen = new Set<string>();
  const fitted: string[] = [];
  for (const label of labels) {
    const text = cut(label, L.label);
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    fitted.push(text);
  }
  return fitted.slice(0, L.labels);
}
