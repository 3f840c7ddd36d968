import { useEffect, useState } from 'react';
import { CreditCard } from 'lucide-react';
import type { CreditPack } from '../../../../contracts/payments';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { formatCredits } from '../../../lib/format';
import { toast } from '../../../lib/use-toast';
import { useCreditPacks, useStartCheckout } from '../api/credits';
import { formatPrice } from '../lib/labels';
import { Notice } from './notice';

function PackCard({ pack, busy, disabled, onBuy }: { pack: CreditPack; busy: boolean; disabled: boolean; onBuy: () => void }) {
  const titleId = `pack-${pack.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full items-center justify-between gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-col sm:items-stretch sm:p-5"
    >
      <div className="min-w-0 space-y-0.5 sm:space-y-1">
        <h3 id={titleId} className="text-sm font-semibold text-muted-foreground">
          {pack.name}
        </h3>
        <p className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">
          {formatCredits(pack.credits)} <span className="text-base font-medium text-muted-foreground">credits</span>
        </p>
        <p className="text-lg font-semibold tabular-nums">{formatPrice(pack.priceCents, pack.currency)}</p>
      </div>
      <Button className="min-w-24 sm:mt-auto sm:w-full" disabled={disabled} onClick={onBuy}>
        {busy ? (
          <>
            <Spinner className="size-4 text-primary-foreground" label="Going to checkout" />
            <span className="hidden sm:inline">Going to checkout…</span>
          </>
        ) : (
          <>
            Buy<span className="sr-only"> {pack.name}</span>
          </>
        )}
      </Button>
    </article>
  );
}

function PacksSkeleton() {
  return (
    <div role="status" aria-label="Loading credit packs" className="grid gap-3 sm:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} aria-hidden="true" className="space-y-3 rounded-2xl border border-border bg-card p-4 sm:p-5">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-5 w-14" />
          <Skeleton className="h-10 w-full rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** The credit packs on sale, each with its price and a Buy button that opens Stripe Checkout. */
export function PacksSection() {
  const packs = useCreditPacks();
  const start = useStartCheckout();
  // The pack whose checkout page is loading: the page is on its way out.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  // Coming back with the browser's Back button can restore this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const buy = (pack: CreditPack) => {
    start.mutate(pack.id, {
      onSuccess: ({ url }) => {
        setLeavingFor(pack.id);
        window.location.assign(url);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Checkout could not start',
          description: isApiError(error) ? error.message : 'The connection failed. Please try again.',
        });
      },
    });
  };

  const busyPack = leavingFor ?? (start.isPending ? start.variables : null);
  const enabled = packs.data?.purchasesEnabled ?? false;
  const onSale = packs.data?.packs.filter((pack) => pack.active) ?? [];

  return (
    <section aria-labelledby="credit-packs-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="credit-packs-title" className="text-xl font-semibold">
          Buy credits
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CreditCard aria-hidden="true" className="size-4 shrink-0" />
          A one-time payment through Stripe. Purchased credits never expire.
        </p>
      </div>
      {packs.isPending ? (
        <PacksSkeleton />
      ) : packs.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border p-5 text-center">
          <p>Failed to load the credit packs</p>
          <Button variant="outline" onClick={() => void packs.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {!enabled ? (
            <Notice tone="info" title="Purchases are unavailable right now">
              Please check back later. Your balance and the credits you have are not affected.
            </Notice>
          ) : null}
          {onSale.length === 0 ? (
            enabled ? <p className="text-muted-foreground">No credit packs are on sale right now.</p> : null
          ) : (
            <ul className="grid gap-3 sm:grid-cols-3" aria-label="Credit packs">
              {onSale.map((pack) => (
                <li key={pack.id}>
                  <PackCard pack={pack} busy={busyPack === pack.id} disabled={!enabled || busyPack !== null} onBuy={() => buy(pack)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
