import { apiRequest, isApiError } from '../../../lib/api';

export type FieldErrors = Partial<Record<string, string>>;

/** Field messages from a 400 answer's details ([{ field, message }]). */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const item of details as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string') errors[item.field] ??= item.message;
  }
  return errors;
}

/** The message to show above the form for a failure that is not about one field. */
export function formError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 400 && Object.keys(serverFieldErrors(error)).length > 0) return '';
    if (error.status >= 500 || error.status === 0) return 'Something went wrong on our side. Please try again.';
    return error.message;
  }
  return 'Could not reach the server. Check your connection and try again.';
}

/** The zod issues of a failed client-side check, first message per field. */
export function issuesToFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export function postCredentials(path: '/api/auth/login' | '/api/auth/register', body: { email: string; password: string }) {
  return apiRequest<unknown>('POST', path, { body });
}

export function requestPasswordReset(email: string) {
  return apiRequest<{ message: string }>('POST', '/api/auth/password-reset', { body: { email } });
}

export function confirmPasswordReset(token: string, password: string) {
  return apiRequest<{ message: string }>('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
}

/** Only paths on this site: an address from the query string must not send anyone elsewhere. */
export function safeReturnTo(value: string | null): string {
  return value && /^\/(?![/\\])/.test(value) ? value : '/';
}
