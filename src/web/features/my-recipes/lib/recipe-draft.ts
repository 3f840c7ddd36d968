import { z } from 'zod';
import { DRAFT_PREFIX, type DraftStorage } from '../../../lib/draft-storage';
import { newIngredientRow, newStepRow, type RecipeForm } from './recipe-form';

/**
 * The editor's unsaved work, kept in the browser so a closed tab or a lost connection does not
 * lose it. One draft per member and recipe ('new' for a recipe not yet saved): on a shared device
 * one member is never offered another's draft, and Log Out clears them all.
 */
export interface RecipeDraft {
  /** When the draft was last written (ISO 8601). */
  savedAt: string;
  form: RecipeForm;
}

export function draftKey(memberId: number | string, recipeId: number | undefined): string {
  return `${DRAFT_PREFIX}${memberId}:${recipeId ?? 'new'}`;
}

/** Row and field content without the row keys, which differ between two loads of the same recipe. */
function content(form: RecipeForm): string {
  return JSON.stringify(form, (key, value: unknown) => (key === 'key' ? undefined : value));
}

/** Whether two forms hold the same recipe, whatever their rows' keys. */
export function sameForm(a: RecipeForm, b: RecipeForm): boolean {
  return content(a) === content(b);
}

const storedDraft = z.object({
  savedAt: z.iso.datetime(),
  form: z.looseObject({
    ingredients: z.array(z.object({ quantity: z.string(), unit: z.string(), name: z.string(), preparation: z.string() })),
    instructions: z.array(z.object({ instruction: z.string(), tips: z.string() })),
  }),
});

const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/**
 * Fields that are null on an empty form and hold a value once there is one: a picture, and an
 * import's sealed source and its credit (without them a restored import would save uncredited).
 */
const NULLABLE: Record<string, string> = { featuredImage: 'string', importToken: 'string', source: 'object' };

/**
 * The stored form laid over the editor's starting form: a field is taken from the draft only when
 * it has the same kind of value (NULLABLE fields may also be null), so a draft written before the
 * editor gained a field still opens. Rows get fresh keys.
 */
function restoredForm(start: RecipeForm, stored: Record<string, unknown>): RecipeForm {
  const form: Record<string, unknown> = { ...start };
  for (const [field, initial] of Object.entries(start)) {
    const value = stored[field];
    const fits = kind(value) === kind(initial) || (field in NULLABLE && (kind(value) === NULLABLE[field] || value === null));
    if (fits) form[field] = value;
  }
  const merged = form as unknown as RecipeForm;
  return {
    ...merged,
    ingredients: merged.ingredients.map((row) => ({ ...row, key: newIngredientRow().key })),
    instructions: merged.instructions.map((row) => ({ ...row, key: newStepRow().key })),
  };
}

/** The draft under `key` as a form that starts from `start`; null when there is none or it is unreadable. */
export function readDraft(storage: DraftStorage, key: string, start: RecipeForm): RecipeDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedDraft.safeParse(raw);
  if (!parsed.success) return null;
  return { savedAt: parsed.data.savedAt, form: restoredForm(start, parsed.data.form) };
}

/** Keeps the draft; a full or refused storage only means there is no draft. */
export function writeDraft(storage: DraftStorage, key: string, form: RecipeForm, now: Date): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), form }));
  } catch {
    // Nothing to tell the member: the form itself still holds the work.
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}
