import { isApiError } from './api';

/** One message per form field, keyed by the field's name. */
export type FieldErrors = Partial<Record<string, string>>;

/** Field messages from a 400 answer's details ([{ field, message }], see the server's error plugin). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const details = (error.body as { details?: unknown } | null | undefined)?.details;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const item of details as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string') errors[item.field] ??= item.message;
  }
  return errors;
}

/** The first message per field of a failed client-side zod check. */
export function issuesToFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The JSON body's message field of a failed request, when the server sent one (SPEC section 8). */
export function bodyMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = (error.body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
