import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanLink, PlanLinkKind, PlanLinks, SharedPlanWeek } from '../../../../contracts/meal-plan-links';
import { apiRequest } from '../../../lib/api';

/** Which links the member has made (never their addresses: those are shown once, when made). */
export const PLAN_LINKS_KEY = ['/api/meal-plan/links'] as const;

/** GET /api/meal-plan/links. */
export const usePlanLinks = (enabled: boolean) =>
  useQuery({ queryKey: PLAN_LINKS_KEY, queryFn: ({ signal }) => apiRequest<PlanLinks>('GET', '/api/meal-plan/links', { signal }), enabled });

function useLinkChange<TOutput>(write: (kind: PlanLinkKind) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: PLAN_LINKS_KEY }) });
}

/** POST /api/meal-plan/links/{kind}: a new link; the one before stops working. */
export const useCreatePlanLink = () => useLinkChange((kind) => apiRequest<PlanLink>('POST', `/api/meal-plan/links/${kind}`));

/** DELETE /api/meal-plan/links/{kind}: the link stops working at once. */
export const useRevokePlanLink = () => useLinkChange((kind) => apiRequest<{ message: string }>('DELETE', `/api/meal-plan/links/${kind}`));

/** GET /api/shared/meal-plan/{token}?start=: a week of someone's plan, as anyone holding the link sees it. */
export function useSharedPlanWeek(token: string, start: string) {
  return useQuery({
    queryKey: ['/api/shared/meal-plan', token, start],
    queryFn: ({ signal }) => apiRequest<SharedPlanWeek>('GET', `/api/shared/meal-plan/${encodeURIComponent(token)}?start=${start}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
