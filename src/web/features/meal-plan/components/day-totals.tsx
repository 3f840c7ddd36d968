import type { PlanMacros } from '../../../../contracts/meal-plan';
import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { MACRO_ROWS, progressOf, type TargetState } from '../lib/targets';

const BAR: Record<TargetState, string> = { under: 'bg-primary/60', on: 'bg-primary', over: 'bg-destructive' };
const STATE_TEXT: Record<TargetState, string> = { under: 'Under', on: 'On target', over: 'Over' };

/**
 * A day's calories and macros, each against the member's target when they have saved one. The
 * figures are the text; the bars only repeat them for the eye.
 */
export function DayTotals({ totals, targets, partial, planned, label }: { totals: PlanMacros; targets: PlanMacros | null; partial: boolean; planned: boolean; label: string }) {
  return (
    <div className="space-y-2">
      <dl aria-label={label} className="grid gap-2">
        {MACRO_ROWS.map(({ key, label: name, unit }) => {
          const total = formatNumber(totals[key]);
          if (!targets) {
            return (
              <div key={key} className="flex items-baseline justify-between gap-2 text-sm">
                <dt className="text-muted-foreground">{name}</dt>
                <dd className="font-medium tabular-nums">
                  {total} {unit}
                </dd>
              </div>
            );
          }
          const progress = progressOf(totals[key], targets[key]);
          return (
            <div key={key} className="grid gap-1 text-sm">
              <dt className="flex justify-between gap-2">
                <span className="text-muted-foreground">{name}</span>
                {/* A day with nothing planned yet is not under its targets. */}
                {planned ? (
                  <span className={cn('text-xs font-medium', progress.state === 'over' ? 'text-destructive' : 'text-muted-foreground')}>{STATE_TEXT[progress.state]}</span>
                ) : null}
              </dt>
              <dd className="grid gap-1">
                <span className="font-medium tabular-nums">
                  {total} / {formatNumber(targets[key])} {unit}
                </span>
                <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-muted">
                  <span className={cn('block h-full rounded-full', BAR[progress.state])} style={{ width: `${progress.percent}%` }} />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {partial ? <p className="text-xs text-muted-foreground">At least this much: some planned recipes have ingredients their nutrition does not count.</p> : null}
    </div>
  );
}
