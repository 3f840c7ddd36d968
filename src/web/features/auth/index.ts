/** What other features and the app shell may use of sign-in (the rest is the auth screens' own). */
export { AUTH_USER_KEY, LOGIN_URL, useAuth, type AuthState, type AuthUser } from './api/use-auth';
export { LogOutLink } from './components/log-out-link';
