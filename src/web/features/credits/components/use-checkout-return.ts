import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { isApiError } from '../../../lib/api';
import { confirmCheckout, refreshBalance, UNSETTLED_PURCHASES_KEY } from '../api/credits';

/** Waits between checks of a payment that is still being confirmed (about half a minute in all). */
export const PENDING_RECHECK_DELAYS_MS = [2000, 3000, 5000, 8000, 12000];

export type CheckoutReturn =
  | { kind: 'confirming' }
  | { kind: 'pending'; stillWaiting: boolean }
  | { kind: 'fulfilled'; credits: number; balance: number }
  | { kind: 'failed' }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

/**
 * What became of a Stripe Checkout the member comes back from: `?checkout=cancelled`, or
 * `?checkout=success&session_id=cs_...`, which is confirmed with the server (re-checked a few
 * times while the payment is pending). The address loses its checkout parameters once the
 * outcome is final, so a reload does not show it again.
 */
export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const checkout = params.get('checkout');
  const sessionId = checkout === 'success' ? params.get('session_id') : null;
  const [state, setState] = useState<CheckoutReturn | null>(() =>
    checkout === 'cancelled' ? { kind: 'cancelled' } : sessionId ? { kind: 'confirming' } : null,
  );
  // Bumped by 'Check again' and 'Try again'.
  const [round, setRound] = useState(0);

  const clearParams = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  useEffect(() => {
    if (checkout === 'cancelled') {
      setState({ kind: 'cancelled' });
      clearParams();
    } else if (checkout !== null && !sessionId) {
      clearParams();
    }
  }, [checkout, sessionId, clearParams]);

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const outcome = await confirmCheckout(sessionId);
        if (stopped) return;
        // The list of pending and failed purchases follows what the server now knows of this one.
        if (outcome.status !== 'fulfilled') void queryClient.invalidateQueries({ queryKey: UNSETTLED_PURCHASES_KEY });
        if (outcome.status === 'fulfilled') {
          setState({ kind: 'fulfilled', credits: outcome.credits, balance: outcome.balance });
          refreshBalance(queryClient, outcome.balance);
          clearParams();
        } else if (outcome.status === 'failed') {
          setState({ kind: 'failed' });
          clearParams();
        } else if (attempt < PENDING_RECHECK_DELAYS_MS.length) {
          setState({ kind: 'pending', stillWaiting: false });
          timer = setTimeout(() => void check(attempt + 1), PENDING_RECHECK_DELAYS_MS[attempt]);
        } else {
          setState({ kind: 'pending', stillWaiting: true });
        }
      } catch (error) {
        if (stopped) return;
        setState({ kind: 'error', message: isApiError(error) ? error.message : 'The connection failed.' });
      }
    };
    setState((current) => (current?.kind === 'pending' ? current : { kind: 'confirming' }));
    void check(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, round, queryClient, clearParams]);

  return {
    state,
    /** Checks the payment again (after an error, or when still pending). */
    retry: () => setRound((n) => n + 1),
    dismiss: () => {
      setState(null);
      clearParams();
    },
  };
}
