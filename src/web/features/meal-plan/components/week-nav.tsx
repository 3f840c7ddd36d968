import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { weekLabel } from '../lib/week';

/** The days of a week view: a phone reads them one under another, a wide screen as seven columns. */
export const WEEK_GRID = 'grid gap-3 md:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7';

/** Previous week, This week, Next week and the week's dates, for the planner and a shared plan; `children` go at the end. */
export function WeekNav({ start, isThisWeek, onStep, onThisWeek, children }: { start: string; isThisWeek: boolean; onStep: (weeks: -1 | 1) => void; onThisWeek: () => void; children?: ReactNode }) {
  return (
    <nav aria-label="Weeks" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => onStep(-1)}>
        <ChevronLeft aria-hidden="true" />
        Previous week
      </Button>
      <Button variant="outline" size="sm" onClick={onThisWeek} disabled={isThisWeek}>
        This week
      </Button>
      <Button variant="outline" size="sm" onClick={() => onStep(1)}>
        Next week
        <ChevronRight aria-hidden="true" />
      </Button>
      <p aria-live="polite" className="ml-1 font-medium">
        {weekLabel(start)}
      </p>
      {children}
    </nav>
  );
}

/** A week that could not be loaded, with Try Again. */
export function WeekLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl border border-destructive/40 p-4">
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
