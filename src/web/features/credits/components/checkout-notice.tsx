import { Button } from '../../../components/ui/button';
import { creditsWord } from '../lib/labels';
import { Notice } from './notice';
import { RefundPolicyLink } from './refund-policy-link';
import type { CheckoutReturn } from './use-checkout-return';

/** The outcome of a checkout the member came back from. */
export function CheckoutNotice({ state, onRetry, onDismiss }: { state: CheckoutReturn; onRetry: () => void; onDismiss: () => void }) {
  switch (state.kind) {
    case 'confirming':
      return <Notice tone="progress" title="Confirming your payment…">This takes a moment. Please keep this page open.</Notice>;
    case 'pending':
      return state.stillWaiting ? (
        <Notice
          tone="progress"
          title="Your payment is still being confirmed"
          actions={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Check again
            </Button>
          }
        >
          Some payment methods take longer to clear. Your credits are added as soon as the payment is confirmed; you can leave this page
          and come back later.
        </Notice>
      ) : (
        <Notice tone="progress" title="Your payment is being confirmed">
          Your credits are added as soon as the payment clears. We are checking again in a few seconds.
        </Notice>
      );
    case 'fulfilled':
      return (
        <Notice tone="success" title="Payment received, thank you!" onDismiss={onDismiss}>
          {creditsWord(state.credits)} {state.credits === 1 ? 'was' : 'were'} added. Your balance is now {creditsWord(state.balance)}.
        </Notice>
      );
    case 'failed':
      return (
        <Notice tone="error" role="alert" title="The payment did not go through" onDismiss={onDismiss}>
          No credits were added. If money left your account anyway, see our <RefundPolicyLink />.
        </Notice>
      );
    case 'error':
      return (
        <Notice
          tone="error"
          role="alert"
          title="We couldn't confirm your payment just now"
          onDismiss={onDismiss}
          actions={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {/[.!?]$/.test(state.message) ? state.message : `${state.message}.`} If you paid, your credits are added as soon as the payment is confirmed.
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="info" title="Checkout cancelled" onDismiss={onDismiss}>
          Nothing was charged. You can buy credits whenever you are ready.
        </Notice>
      );
  }
}
