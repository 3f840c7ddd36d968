import { useQuery } from '@tanstack/react-query';
import type { AiTimingReport, AnalyticsReport, ApiUsageReport } from '../../../../contracts/admin-analytics';
import { apiRequest } from '../../../lib/api';

/** Reports are fetched each time a screen opens (they describe what happened since). */
function useReport<T>(path: string, days: number) {
  return useQuery({
    queryKey: [path, days],
    queryFn: ({ signal }) => apiRequest<T>('GET', `${path}?days=${days}`, { signal }),
    refetchOnMount: 'always',
  });
}

export const useAnalyticsReport = (days: number) => useReport<AnalyticsReport>('/api/admin/analytics', days);
export const useApiUsageReport = (days: number) => useReport<ApiUsageReport>('/api/admin/api-usage', days);
export const useAiTimingReport = (days: number) => useReport<AiTimingReport>('/api/admin/ai-timing', days);
