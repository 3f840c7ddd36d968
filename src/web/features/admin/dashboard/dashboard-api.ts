import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../contracts/admin-dashboard';
import { apiRequest } from '../../../lib/api';

export const ADMIN_DASHBOARD_KEY = ['/api/admin/dashboard'] as const;

/** Fetched each time the dashboard opens: it is an overview of what happened since. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: ADMIN_DASHBOARD_KEY,
    queryFn: ({ signal }) => apiRequest<Dashboard>('GET', ADMIN_DASHBOARD_KEY[0], { signal }),
    refetchOnMount: 'always',
  });
}
