import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The navigation's balance reads the signed-in user: a balance the server answered shows there at once. */
export function showBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<AuthUser | null>(AUTH_USER_KEY, (user) => (user && user.credits !== balance ? { ...user, credits: balance } : user));
}

/**
 * After credits moved (a purchase, a paid AI call, or its failure releasing a hold): the answer's
 * balance at once, then the signed-in user, the history and the unsettled purchases are fetched
 * again (the server is the authority).
 */
export function refreshBalance(queryClient: QueryClient, balance?: number): void {
  if (balance !== undefined) showBalance(queryClient, balance);
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: CREDIT_TRANSACTIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: UNSETTLED_PURCHASES_KEY });
}

/** POST /api/credits/checkout: a Stripe Checkout session for the pack; the caller sends the browser to its url. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packId: string) => apiRequest<CheckoutStarted>('POST', '/api/credits/checkout', { body: { packId } }),
    // Purchases may have been switched off meanwhile.
    onError: () => void queryClient.invalidateQueries({ queryKey: CREDIT_PACKS_KEY }),
  });
}

/** POST /api/credits/checkout/confirm: what became of the checkout the member came back from. */
export function confirmCheckout(sessionId: string): Promise<CheckoutOutcomeAnswer> {
  return apiRequest<CheckoutOutcomeAnswer>('POST', '/api/credits/checkout/confirm', { body: { sessionId } });
}
