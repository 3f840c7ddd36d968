import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Campaign,
  CampaignInput,
  CampaignPreview,
  CampaignProgress,
  CampaignSummary,
  Subscriber,
  SubscriberList,
  SubscriberStatus,
} from '../../../../contracts/newsletter-admin';
import { apiRequest } from '../../../lib/api';

const BASE = '/api/admin/newsletter';

/** The keys of this screen's reads: each is the URL's parts, so the default query function fetches it. */
const SUBSCRIBERS_KEY = [BASE, 'subscribers'] as const;
const CAMPAIGNS_KEY = [BASE, 'campaigns'] as const;
const campaignKey = (id: number | null) => [...CAMPAIGNS_KEY, id] as const;

const campaignsQuery = queryOptions<{ items: CampaignSummary[] }>({ queryKey: CAMPAIGNS_KEY });
const campaignQuery = (id: number | null) => queryOptions<Campaign>({ queryKey: campaignKey(id), enabled: id !== null });

export interface SubscriberFilter {
  search: string;
  status: SubscriberStatus | '';
}

function filterParams(filter: SubscriberFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status) params.set('status', filter.status);
  return params;
}

export function subscribersCsvHref(filter: SubscriberFilter): string {
  const q = filterParams(filter).toString();
  return `${BASE}/subscribers.csv${q ? `?${q}` : ''}`;
}

export function useSubscribers(filter: SubscriberFilter, cursor: string | null) {
  const params = filterParams(filter);
  params.set('limit', '25');
  if (cursor) params.set('cursor', cursor);
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, filter.search.trim(), filter.status, cursor],
    queryFn: ({ signal }) => apiRequest<SubscriberList>('GET', `${BASE}/subscribers?${params.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useUnsubscribeSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Subscriber>('POST', `${BASE}/subscribers/${id}/unsubscribe`),
    onSuccess: () => client.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  });
}

export function useCampaigns() {
  return useQuery(campaignsQuery);
}

export function useCampaign(id: number | null) {
  return useQuery(campaignQuery(id));
}

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CampaignInput }) =>
      id === null
        ? apiRequest<Campaign>('POST', `${BASE}/campaigns`, { body: input })
        : apiRequest<Campaign>('PUT', `${BASE}/campaigns/${id}`, { body: input }),
    onSuccess: (campaign) => {
      client.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
      return client.invalidateQueries({ queryKey: CAMPAIGNS_KEY, exact: true });
    },
  });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `${BASE}/campaigns/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY, exact: true }),
  });
}

export function previewCampaign(input: { subject: string; markdown: string }, signal?: AbortSignal): Promise<CampaignPreview> {
  return apiRequest<CampaignPreview>('POST', `${BASE}/campaigns/preview`, { body: input, signal });
}

export function useSendTest() {
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: string }) => apiRequest<{ message: string }>('POST', `${BASE}/campaigns/${id}/test`, { body: { to } }),
  });
}

export function useSendCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Campaign>('POST', `${BASE}/campaigns/${id}/send`),
    onSuccess: (campaign) => {
      client.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
      return client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
  });
}

/** Failed and unknown recipients are sent the mail again; the progress polls again while it is being sent. */
export function useRetryCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Campaign>('POST', `${BASE}/campaigns/${id}/retry`),
    onSuccess: (campaign) => {
      client.setQueryData(campaignQuery(campaign.id).queryKey, campaign);
      return client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
  });
}

/** Polls every 1.5 s while the campaign is sending (only this screen polls). */
export function useCampaignProgress(id: number | null, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...campaignKey(id), 'progress'],
    queryFn: async ({ signal }) => {
      const progress = await apiRequest<CampaignProgress>('GET', `${BASE}/campaigns/${id}/progress`, { signal });
      if (progress.status === 'sent') void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY, exact: true });
      return progress;
    },
    enabled: id !== null && enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'sent' ? false : 1500),
  });
}
