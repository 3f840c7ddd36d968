import { z } from 'zod';
import { IDEA_TIMES, recipeIdeasRequestSchema, type RecipeIdeasRequest } from '../../../../contracts/ai';
import { addContractIssues } from './ai-errors';

/** Diets offered as chips; the member's own preferences are added to them. */
export const COMMON_DIETS = ['Vegetarian', 'Vegan', 'Pescatarian', 'Gluten-free', 'Dairy-free', 'Low-carb', 'High-protein', 'Keto', 'Nut-free', 'Low-sodium'];

export const TIME_CHOICES = IDEA_TIMES.map((value) => ({ value, label: value === 'any' ? 'Any time' : `${value} min` }));

export type IdeaTime = (typeof IDEA_TIMES)[number];

export interface IdeasForm {
  ingredients: string[];
  diet: string[];
  cuisine: string;
  maxMinutes: IdeaTime;
  servings: string;
}

/** A profile preference as one of the offered chips when it is one ('vegan' → 'Vegan'), else as the member wrote it. */
function asChip(preference: string): string {
  const trimmed = preference.trim();
  return COMMON_DIETS.find((diet) => diet.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

/** The diets the form starts with: the profile's dietary preferences. */
export function dietsFromProfile(preferences: readonly string[] | undefined): string[] {
  const chips: string[] = [];
  for (const preference of preferences ?? []) {
    const chip = asChip(preference);
    if (chip !== '' && !chips.some((c) => c.toLowerCase() === chip.toLowerCase())) chips.push(chip);
  }
  return chips;
}

/** The chips to offer: the common diets, then the member's own that are not among them. */
export function dietChoices(profile: readonly string[]): { value: string; label: string }[] {
  const all = [...COMMON_DIETS];
  for (const diet of profile) if (!all.some((d) => d.toLowerCase() === diet.toLowerCase())) all.push(diet);
  return all.map((diet) => ({ value: diet, label: diet }));
}

export const EMPTY_IDEAS_FORM: IdeasForm = { ingredients: [], diet: [], cuisine: '', maxMinutes: 'any', servings: '2' };

/**
 * The form as POST /api/ai/recipe-ideas takes it, checked with the server's own schema: a blank
 * cuisine is left out, and servings are a number (blank is not a number).
 */
export const ideasFormSchema = z
  .object({ ingredients: z.array(z.string()), diet: z.array(z.string()), cuisine: z.string(), maxMinutes: z.enum(IDEA_TIMES), servings: z.string() })
  .transform((form, ctx): RecipeIdeasRequest => {
    const cuisine = form.cuisine.trim();
    const servings = form.servings.trim() === '' ? Number.NaN : Number(form.servings);
    const checked = recipeIdeasRequestSchema.safeParse({
      ingredients: form.ingredients,
      diet: form.diet,
      ...(cuisine ? { cuisine } : {}),
      maxMinutes: form.maxMinutes,
      servings,
    });
    if (checked.success) return checked.data;
    addContractIssues(ctx, checked.error.issues);
    return z.NEVER;
  });
