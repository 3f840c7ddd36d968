import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contracts/auth';
import { getQueryFn } from '../../../lib/api';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** The signed-in user as GET /api/auth/user answers it (SPEC section 3). */
export type { AuthUser };

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** GET /api/auth/user: a 401 means signed out, silently (null). */
export const authUserQuery = queryOptions({ queryKey: AUTH_USER_KEY, queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }) });

/**
 * Who is signed in. Any failure other than a 401 is treated as signed out too, so a broken auth
 * endpoint never blocks the public site.
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
