import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminCreditAdjust,
  AdminCreditAdjustResult,
  AdminLedgerPage,
  AdminUserDetail,
  AdminUserPage,
} from '../../../../contracts/admin-users';
import type { Role } from '../../../../contracts/roles';
import { apiRequest } from '../../../lib/api';
import { ADMIN_DASHBOARD_KEY } from '../dashboard/dashboard-api';

export interface UserFilters {
  search: string;
  role: '' | Role;
  status: '' | 'active' | 'disabled';
}

const USERS_KEY = '/api/admin/users';
export const USERS_PAGE_SIZE = 25;
const LEDGER_PAGE_SIZE = 20;

const userKey = (id: string) => [USERS_KEY, id] as const;
const ledgerKey = (id: string) => [USERS_KEY, id, 'credits'] as const;

export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: [USERS_KEY, 'list', filters] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
      if (filters.search.trim()) params.set('search', filters.search.trim());
      if (filters.role) params.set('role', filters.role);
      if (filters.status) params.set('status', filters.status);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AdminUserPage>('GET', `${USERS_KEY}?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: userKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<AdminUserDetail>('GET', `${USERS_KEY}/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}

export function useAdminLedger(id: string) {
  return useInfiniteQuery({
    queryKey: ledgerKey(id),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(LEDGER_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AdminLedgerPage>('GET', `${USERS_KEY}/${encodeURIComponent(id)}/credits?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** After a change: the user, their ledger, every list page and the dashboard are fetched again. */
async function changed(client: QueryClient, user: AdminUserDetail | null, id: string) {
  if (user) client.setQueryData(userKey(id), user);
  await Promise.all([
    client.invalidateQueries({ queryKey: [USERS_KEY] }),
    client.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY }),
  ]);
}

export function useSetRole(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => apiRequest<AdminUserDetail>('PUT', `${USERS_KEY}/${encodeURIComponent(id)}/role`, { body: { role } }),
    onSuccess: (user) => changed(client, user, id),
  });
}

export function useAdjustCredits(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreditAdjust) =>
      apiRequest<AdminCreditAdjustResult>('POST', `${USERS_KEY}/${encodeURIComponent(id)}/credits`, { body }),
    onSuccess: () => changed(client, null, id),
  });
}

export function useSetDisabled(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      apiRequest<AdminUserDetail>('POST', `${USERS_KEY}/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`),
    onSuccess: (user) => changed(client, user, id),
  });
}
