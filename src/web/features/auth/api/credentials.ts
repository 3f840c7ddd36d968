import { sitePath } from '../../../../contracts/site-path';
import { apiRequest, isApiError } from '../../../lib/api';
import { serverFieldErrors } from '../../../lib/field-errors';

/** The message to show above the form for a failure that is not about one field. */
export function formError(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 400 && Object.keys(serverFieldErrors(error)).length > 0) return '';
    if (error.status >= 500 || error.status === 0) return 'Something went wrong on our side. Please try again.';
    return error.message;
  }
  return 'Could not reach the server. Check your connection and try again.';
}

export function postCredentials(path: '/api/auth/login' | '/api/auth/register', body: { email: string; password: string }) {
  return apiRequest<{ message?: string }>('POST', path, { body });
}

/** Follows the e-mailed sign-up link: creates the account and signs in. */
export function confirmSignUp(token: string) {
  return apiRequest<unknown>('POST', '/api/auth/register/confirm', { body: { token } });
}

export function requestPasswordReset(email: string) {
  return apiRequest<{ message: string }>('POST', '/api/auth/password-reset', { body: { email } });
}

export function confirmPasswordReset(token: string, password: string) {
  return apiRequest<{ message: string }>('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
}

/** Only paths on this site: an address from the query string must not send anyone elsewhere. */
export function safeReturnTo(value: string | null): string {
  return sitePath(value) ?? '/';
}
