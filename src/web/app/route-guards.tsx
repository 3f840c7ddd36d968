import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '../lib/router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { Screen } from './lazy';
import { AccessDenied } from './route-fallbacks';

/** Signed-in routes: signed-out visitors go to /auth. The server enforces the same rule. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Admin-only routes (the children, or the nested routes): everyone else sees 'Access Denied'.
 * The server enforces the same rule.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isLoading, isAdmin } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!isAdmin) {
    return (
      <Screen>
        <AccessDenied />
      </Screen>
    );
  }
  return children ?? <Outlet />;
}
