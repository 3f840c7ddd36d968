import { Hourglass } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCredits, formatDate } from '../../../lib/format';
import type { ExpiringCredits } from '../../../../contracts/credits';

function ExpiringLine({ item }: { item: ExpiringCredits }) {
  const date = formatDate(item.expiresAt);
  return (
    <li className="flex gap-2">
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary-soft-foreground" />
      <span>
        {`${formatCredits(item.remaining)} promotional ${item.remaining === 1 ? 'credit expires' : 'credits expire'} on ${date}`}
      </span>
    </li>
  );
}

export interface BalanceCardProps {
  balance: number | undefined;
  expiring: ExpiringCredits[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The balance in large type, with the promotional credits that will expire. */
export function BalanceCard({ balance, expiring, isPending, isError, onRetry }: BalanceCardProps) {
  return (
    <section aria-labelledby="credit-balance-title" className="rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="credit-balance-title" className="text-sm font-medium text-muted-foreground">
        Your balance
      </h2>
      {isPending ? (
        <div role="status" aria-label="Loading your balance" className="mt-2 space-y-3">
          <Skeleton className="h-14 w-32" />
          <Skeleton className="h-4 w-56" />
        </div>
      ) : isError || balance === undefined ? (
        <div role="alert" className="mt-2 space-y-3">
          <p>Failed to load your credits</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 flex items-baseline gap-2">
            <span data-testid="credit-balance" className="text-5xl font-bold tracking-tight tabular-nums sm:text-6xl">
              {formatCredits(balance)}
            </span>
            <span className="text-lg text-muted-foreground">{balance === 1 ? 'credit' : 'credits'}</span>
          </p>
          {expiring.length > 0 ? (
            <div className="mt-4 space-y-1 rounded-2xl bg-secondary-soft/60 p-3 text-sm">
              <ul className="space-y-1 font-medium">
                {expiring.map((item) => (
                  <ExpiringLine key={item.grantId} item={item} />
                ))}
              </ul>
              <p className="pl-6 text-muted-foreground">Promotional credits are used first.</p>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
