import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MailSettings,
  MailSettingsInput,
  MailTestResult,
  OutboxMessage,
  OutboxPage,
  SendgridVerifyResult,
} from '../../../../../contracts/mail';
import { apiRequest } from '../../../../lib/api';

export const MAIL_SETTINGS_KEY = ['/api/admin/email/settings'] as const;
export const OUTBOX_KEY = ['/api/admin/email/outbox'] as const;
export const OUTBOX_PAGE_SIZE = 25;

/** GET /api/admin/email/settings (secrets only as set / last 4). */
export function useMailSettings() {
  return useQuery<MailSettings>({ queryKey: MAIL_SETTINGS_KEY, refetchOnMount: 'always' });
}

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailSettingsInput) => apiRequest<MailSettings>('PUT', '/api/admin/email/settings', { body: input }),
    onSuccess: (settings) => queryClient.setQueryData(MAIL_SETTINGS_KEY, settings),
  });
}

/** POST /api/admin/email/test: the outcome, not an error, when the provider refuses. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => apiRequest<MailTestResult>('POST', '/api/admin/email/test', { body: { to } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}

export function useSendgridVerify() {
  return useMutation({
    mutationFn: () => apiRequest<SendgridVerifyResult>('POST', '/api/admin/email/sendgrid-verify'),
  });
}

/** The outbox, newest first, paged by cursor; read again each time the screen opens. */
export function useOutbox(search: string, status: string) {
  return useInfiniteQuery({
    queryKey: [...OUTBOX_KEY, { search, status }],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
      if (pageParam) params.set('cursor', String(pageParam));
      if (search) params.set('search', search);
      if (status) params.set('status', status);
      return apiRequest<OutboxPage>('GET', `/api/admin/email/outbox?${params.toString()}`, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

export function useOutboxMessage(id: number) {
  return useQuery<OutboxMessage>({ queryKey: [...OUTBOX_KEY, id], enabled: Number.isInteger(id) && id > 0 });
}
