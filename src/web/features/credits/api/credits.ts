import { useInfiniteQuery, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contracts/auth';
import type { CreditTransactionPage, FeatureCosts } from '../../../../contracts/credits';
import type { CheckoutList, CheckoutOutcomeAnswer, CheckoutStarted, PublicCreditPacks } from '../../../../contracts/payments';
import { apiRequest } from '../../../lib/api';
import { AUTH_USER_KEY } from '../../auth';

/** GET /api/credits/transactions: the balance and the ledger, newest first, paged by cursor. */
export const CREDIT_TRANSACTIONS_KEY = ['/api/credits/transactions'] as const;
/** GET /api/credits/costs (public). */
export const CREDIT_COSTS_KEY = ['/api/credits/costs'] as const;
/** GET /api/credits/packs (public). */
export const CREDIT_PACKS_KEY = ['/api/credits/packs'] as const;

/** GET /api/credits/checkouts?unsettled=true: the member's purchases waiting for a bank, or refused by it lately. */
export const UNSETTLED_PURCHASES_KEY = ['/api/credits/checkouts?unsettled=true'] as const;

export const HISTORY_PAGE_SIZE = 50;

/**
 * The balance and history, fetched again each time the screen opens: the AI tools spend credits
 * without knowing about this list.
 */
export function useCreditTransactions() {
  return useInfiniteQuery({
    queryKey: CREDIT_TRANSACTIONS_KEY,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<CreditTransactionPage>('GET', `/api/credits/transactions?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

export function useFeatureCosts() {
  return useQuery<FeatureCosts>({ queryKey: CREDIT_COSTS_KEY, refetchOnMount: 'always' });
}

/** Fetched each time the screen opens: a bank may have cleared or refused a payment meanwhile. */
export function useUnsettledPurchases() {
  return useQuery<CheckoutList>({ queryKey: UNSETTLED_PURCHASES_KEY, refetchOnMount: 'always' });
}

export function useCreditPacks() {
  return useQuery<PublicCreditPacks>({ queryKey: CREDIT_PACKS_KEY });
}

/** The navigation's balance reads the signed-in user: set it at once, then refetch it with the history. */
export function refreshBalance(queryClient: QueryClient, balance?: number): void {
  if (balance !== undefined) {
    queryClient.setQueryData<AuthUser | null>(AUTH_USER_KEY, (user) => (user && user.credits !== balance ? { ...user, credits: balance } : user));
  }
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: CREDIT_TRANSACTIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: UNSETTLED_PURCHASES_KEY });
}

/** POST /api/credits/checkout: a Stripe Checkout session for the pack; the caller sends the browser to its url. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (packId: string) => apiRequest<CheckoutStarted>('POST', '/api/credits/checkout', { body: { packId } }),
  });
}

/** POST /api/credits/checkout/confirm: what became of the checkout the member came back from. */
export function confirmCheckout(sessionId: string): Promise<CheckoutOutcomeAnswer> {
  return apiRequest<CheckoutOutcomeAnswer>('POST', '/api/credits/checkout/confirm', { body: { sessionId } });
}
