import { useQuery } from '@tanstack/react-query';
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

/**
 * Who is signed in. A 401 means signed out, silently (null); any other failure is treated as
 * signed out too, so a broken auth endpoint never blocks the public site.
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}
