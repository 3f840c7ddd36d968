import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../contracts/admin-dashboard';

export const ADMIN_DASHBOARD_KEY = ['/api/admin/dashboard'] as const;

/** Fetched each time the dashboard opens: it is an overview of what happened since. */
export function useAdminDashboard() {
  return useQuery<Dashboard>({ queryKey: ADMIN_DASHBOARD_KEY, refetchOnMount: 'always' });
}
