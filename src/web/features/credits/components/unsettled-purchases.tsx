import type { CheckoutSummary } from '../../../../contracts/payments';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { useUnsettledPurchases } from '../api/credits';
import { creditsWord, formatPrice } from '../lib/labels';
import { RefundPolicyLink } from './refund-policy-link';

function PurchaseRow({ purchase }: { purchase: CheckoutSummary }) {
  const failed = purchase.status === 'failed';
  return (
    <li data-testid="unsettled-purchase" className="space-y-1 py-3.5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="font-medium">
          {purchase.packName} · {creditsWord(purchase.credits)}
        </p>
        <p className="font-semibold tabular-nums">{formatPrice(purchase.amountCents, purchase.currency)}</p>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <Badge variant={failed ? 'destructive' : 'secondary'}>{failed ? 'Payment failed' : 'Waiting for your bank'}</Badge>
        <span>
          Bought on <time dateTime={purchase.createdAt}>{formatDate(purchase.createdAt)}</time>
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        {failed ? (
          <>
            Your bank did not complete the payment, so no credits were added. Buy the pack again, perhaps with another payment method, or ask
            your bank why the payment was refused. If money left your account anyway, see our <RefundPolicyLink />.
          </>
        ) : (
          <>
            Bank payments can take a few business days to clear. The {creditsWord(purchase.credits)} are added as soon as it does: there is
            nothing more to do.
          </>
        )}
      </p>
    </li>
  );
}

/**
 * Purchases paid by a slow method (bank debit) that has not cleared yet, and those the bank
 * refused lately, so a payment never vanishes between checkout and the history. Nothing shows
 * when there are none (or while they load).
 */
export function UnsettledPurchases({ className }: { className?: string }) {
  const purchases = useUnsettledPurchases();
  const items = purchases.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="unsettled-purchases-title" className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}>
      <h2 id="unsettled-purchases-title" className="text-lg font-semibold">
        Pending and failed purchases
      </h2>
      <ul aria-labelledby="unsettled-purchases-title" className="mt-1 divide-y divide-border">
        {items.map((purchase) => (
          <PurchaseRow key={purchase.sessionId} purchase={purchase} />
        ))}
      </ul>
    </section>
  );
}
