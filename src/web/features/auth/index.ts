/** What other features may use of sign-in (the rest is the auth screens' own). */
export { AUTH_USER_KEY, LOGIN_URL, useAuth, type AuthState, type AuthUser } from './api/use-auth';
