import type { RecipeSource } from '../../../contracts/recipe';
import { RECIPE_LIMITS as L, recipeInputSchema, type IngredientInput, type RecipeInput } from '../../../contracts/recipe-input';
import { parseIngredientLine } from '../../../domain/ingredient-line';
import { detectLanguage } from '../../../domain/language';
import { storableText } from '../../plugins/text-guard';
import type { ScrapedRecipe } from './parse-recipe';

/** What the editor starts from when a page does not say how many it serves. */
export const DEFAULT_SERVINGS = 4;
const MAX_QUANTITY = 100_000;
/** Longest site or author name kept with a recipe's source. */
export const SOURCE_NAME_MAX = 200;

/**
 * Things one person has one of. A yield that counts them ('24 cookies', '1 loaf, 12 slices') is the
 * draft's serving count when the page states none; loaves, cakes, cups or pans are not, and leave
 * the default. Either way the member is asked to check Servings.
 */
const PORTIONS =
  'muffins?|cupcakes?|cookies?|biscuits?|scones?|rolls?|buns?|bagels?|burgers?|sandwich(?:es)?|tacos?|burritos?|wraps?|' +
  'pancakes?|waffles?|bars?|brownies?|blondies|slices?|pieces?|squares?|portions?|bowls?|glasses|drinks?|cocktails?|smoothies?';
const PORTION_COUNT = new RegExp(`(\\d+)\\s+(dozen\\s+)?(?:[a-z-]+\\s+)?(?:${PORTIONS})\\b`, 'i');

/** The count of single portions a yield names ('2 dozen cookies' is 24); null when it names none. */
export function portionCount(yieldText: string | null): number | null {
  const match = yieldText === null ? null : PORTION_COUNT.exec(yieldText);
  if (!match) return null;
  const count = Number(match[1]) * (match[2] ? 12 : 1);
  return count >= 1 ? count : null;
}

/** Where the recipe came from, with the page's names cut to what is kept. */
export function recipeSource(recipe: Pick<ScrapedRecipe, 'siteName' | 'author'>, url: string): RecipeSource {
  const name = (text: string | null) => (text?.trim() ? cut(text, SOURCE_NAME_MAX) : null);
  return { url, siteName: name(recipe.siteName), author: name(recipe.author) };
}

/**
 * A scraped recipe as a draft for the editor that recipeInputSchema accepts as it is: over-long
 * texts are cut (with an ellipsis, so the member sees something was cut), lists are shortened to
 * their limits, and values the editor cannot hold (a time over a week, an absurd quantity) are
 * dropped rather than refused, because the member reviews every field before saving.
 */
export function toRecipeDraft(recipe: ScrapedRecipe, featuredImage: string | null): RecipeInput {
  const yieldText = recipe.yieldText?.trim() ? cut(recipe.yieldText, L.yieldText) : null;
  // One language per recipe, from all its lines: a German page's 'Butter' is read as German.
  const language = detectLanguage(recipe.ingredients);
  return recipeInputSchema.parse({
    title: cut(recipe.title, L.title),
    subtitle: null,
    description: recipe.description === null ? null : cut(recipe.description, L.description),
    featuredImage,
    servings: Math.min(Math.max(recipe.servings ?? portionCount(yieldText) ?? DEFAULT_SERVINGS, 1), L.servings),
    yieldText,
    prepMinutes: fitMinutes(recipe.prepMinutes),
    cookMinutes: fitMinutes(recipe.cookMinutes),
    // As the page gives it: its total may count resting or chilling that prep and cook leave out.
    totalMinutes: fitMinutes(recipe.totalMinutes),
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

/** At most `max` characters of storable text (no NUL, no lone surrogate), ending in '…' when cut; never half of a surrogate pair. */
export function cut(text: string, max: number): string {
  // Text from a page or a model is kept, not refused: what PostgreSQL cannot store is dropped.
  const trimmed = storableText(text).trim();
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
