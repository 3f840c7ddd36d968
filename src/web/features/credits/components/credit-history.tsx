import { Receipt } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import { cn } from '../../../lib/utils';
import type { HistoryEntry } from '../lib/history';
import { formatSignedCredits } from '../lib/labels';


function HistoryRow({ entry }: { entry: HistoryEntry }) {
  return (
    <li data-testid="credit-history-row" className="flex items-start justify-between gap-4 py-3.5">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          {entry.title}
          {entry.status === 'in-progress' ? <Badge variant="secondary">In progress</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {entry.kindLabel ? <>{entry.kindLabel} · </> : null}
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
        {entry.note ? <p className="text-sm text-muted-foreground">{entry.note}</p> : null}
      </div>
      <p className={cn('shrink-0 text-lg font-semibold whitespace-nowrap tabular-nums', entry.amount > 0 ? 'text-primary-text' : 'text-foreground')}>
        {formatSignedCredits(entry.amount)}
        <span className="sr-only"> credits</span>
      </p>
    </li>
  );
}

export interface CreditHistoryProps {
  entries: HistoryEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  className?: string;
}

/** The ledger in words, newest first, with 'Load more'. */
export function CreditHistory({ entries, isPending, isError, hasMore, isLoadingMore, loadMoreFailed, onLoadMore, className }: CreditHistoryProps) {
  return (
    <section aria-labelledby="credit-history-title" className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}>
      <h2 id="credit-history-title" className="text-lg font-semibold">
        History
      </h2>
      {isPending ? (
        <div role="status" aria-label="Loading your history" className="mt-2 divide-y divide-border">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} aria-hidden="true" className="flex items-start justify-between gap-4 py-3.5">
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-28" />
              </div>
              <Skeleton className="h-6 w-12" />
            </div>
          ))}
        </div>
      ) : isError && !entries ? (
        <p className="mt-3 text-muted-foreground">Your history could not be loaded.</p>
      ) : !entries || entries.length === 0 ? (
        <div className="mt-3 space-y-2 rounded-2xl border border-dashed border-border p-6 text-center">
          <Receipt aria-hidden="true" className="mx-auto size-7 text-muted-foreground" />
          <p className="font-medium">No credit activity yet</p>
          <p className="text-sm text-muted-foreground">Purchases, AI requests and bonuses will show here.</p>
        </div>
      ) : (
        <>
          <ol aria-label="Credit history" className="mt-1 divide-y divide-border">
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {loadMoreFailed ? (
            <p role="alert" className="mt-2 text-sm text-muted-foreground">
              More history could not be loaded.
            </p>
          ) : null}
          {hasMore ? (
            <div className="mt-3 flex justify-center">
              <Button variant="outline" onClick={onLoadMore} disabled={isLoadingMore}>
                {isLoadingMore ? (
                  <>
                    <Spinner className="size-4" label="Loading more history" />
                    Loading…
                  </>
                ) : loadMoreFailed ? (
                  'Try again'
                ) : (
                  'Load more'
                )}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
