import type { FieldErrors } from '../../../lib/field-errors';

/** What an error entry holds besides nested fields: never walked into. */
const OWN = new Set(['message', 'type', 'types', 'ref']);

/**
 * The form's messages keyed by editor field ('ingredients.2.name', 'tags'), the shape the editor's
 * fields (EditorField, fieldProps, ChipInput) read. A list's own message (react-hook-form keeps it
 * as the list's `root` once the list has rows) is keyed by the list.
 */
export function editorMessages(errors: object, prefix = ''): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (OWN.has(key) || value === null || typeof value !== 'object') continue;
    const field = key === 'root' ? prefix.slice(0, -1) : `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') found[field] ??= message;
    for (const [nested, nestedMessage] of Object.entries(editorMessages(value as object, `${field}.`))) found[nested] ??= nestedMessage;
  }
  return found;
}
