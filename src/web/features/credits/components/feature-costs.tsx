import { CalendarClock } from 'lucide-react';
import { COST_CHANGE_NOTICE_DAYS, FEATURE_LABELS } from '../../../../contracts/credits';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useFeatureCosts } from '../api/credits';
import { FEATURE_DESCRIPTIONS, creditsWord } from '../lib/labels';

/** What each AI feature costs now, and any change announced for it with its date. */
export function FeatureCosts({ className }: { className?: string }) {
  const costs = useFeatureCosts();
  return (
    <section aria-labelledby="feature-costs-title" className={className}>
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
        <h2 id="feature-costs-title" className="text-lg font-semibold">
          What the AI tools cost
        </h2>
        {costs.isPending ? (
          <div role="status" aria-label="Loading the costs" className="mt-3 space-y-4">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} aria-hidden="true" className="flex items-center justify-between gap-4">
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-4 w-36" />
                  <Skeleton className="h-3 w-48 max-w-full" />
                </div>
                <Skeleton className="h-5 w-16" />
              </div>
            ))}
          </div>
        ) : costs.isError ? (
          <div role="alert" className="mt-3 space-y-3">
            <p>Failed to load the costs</p>
            <Button variant="outline" size="sm" onClick={() => void costs.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="mt-2 divide-y divide-border" aria-label="Cost per use">
            {costs.data.costs.map((item) => (
              <li key={item.feature} data-testid={`cost-${item.feature}`} className="py-3">
                <div className="flex items-start justify-between gap-4">
                  <div className="min-w-0">
                    <p className="font-medium">{FEATURE_LABELS[item.feature]}</p>
                    <p className="text-sm text-muted-foreground">{FEATURE_DESCRIPTIONS[item.feature]}</p>
                  </div>
                  <p className="shrink-0 font-semibold whitespace-nowrap tabular-nums">{creditsWord(item.cost)}</p>
                </div>
                {item.upcoming ? (
                  <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-secondary-soft/60 px-2.5 py-1.5 text-sm">
                    <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary-soft-foreground" />
                    <span>
                      From {formatDate(item.upcoming.effectiveAt)}: {creditsWord(item.upcoming.cost)}
                    </span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-muted-foreground">
          Credits are taken only when a request succeeds. Costs change only with {COST_CHANGE_NOTICE_DAYS} days’ notice, shown here
          with the date.
        </p>
      </div>
    </section>
  );
}
