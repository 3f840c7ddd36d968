import type { FieldErrors } from '../../../lib/field-errors';

/** The lists of short labels, each edited in one chip input. */
const LABEL_FIELDS = new Set(['categories', 'tags', 'dietaryAttributes', 'recipeTools']);

/**
 * The editor field a schema path belongs to: the row field itself ('ingredients.2.name'), but
 * one label or tip belongs to the input that holds them all ('tags.3' → 'tags',
 * 'instructions.1.tips.0' → 'instructions.1.tips').
 */
export function editorFieldKey(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts.length === 0) return 'form';
  if (LABEL_FIELDS.has(parts[0]!)) return parts[0]!;
  if (parts[0] === 'instructions' && parts[2] === 'tips') return parts.slice(0, 3).join('.');
  return parts.join('.');
}

/** The first message per editor field of a failed schema check. */
export function recipeIssuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[editorFieldKey(issue.path)] ??= issue.message;
  return errors;
}

/** The element id of an editor field: 'ingredients.2.name' → 'recipe-ingredients-2-name'. */
export function fieldId(key: string): string {
  return `recipe-${key.replaceAll('.', '-')}`;
}

export function errorId(key: string): string {
  return `${fieldId(key)}-error`;
}
