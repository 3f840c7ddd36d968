import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { ANALYTICS_RANGES } from '../../../../contracts/admin-analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../settings';
import { cn } from '../../../lib/utils';

/** Shared by the analytics, API usage and AI timing screens. */

const DEFAULT_RANGE = 30;

/** The chosen range (?days=7|30|90 in the address, so a view can be linked); 30 by default. */
export function useRange(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('days'));
  const days = (ANALYTICS_RANGES as readonly number[]).includes(raw) ? raw : DEFAULT_RANGE;
  return [
    days,
    (next) =>
      setParams(
        (p) => {
          const out = new URLSearchParams(p);
          out.set('days', String(next));
          return out;
        },
        { replace: true },
      ),
  ];
}

/** 7 / 30 / 90 days, as a segmented control. */
export function RangeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <div role="group" aria-label="Date range" className="inline-flex rounded-full bg-muted p-1">
      {ANALYTICS_RANGES.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          onClick={() => onChange(d)}
          className={cn(
            'rounded-full px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            d === days ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {d} days
        </button>
      ))}
    </div>
  );
}

const dayFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '2026-11-23' -> 'Nov 23' (days are UTC). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dayFormatter.format(d);
}

const numberFormatter = new Intl.NumberFormat('en-US');
export const formatNumber = (n: number) => numberFormatter.format(n);
export const formatMs = (n: number | null) => (n == null ? '–' : n >= 1000 ? `${(n / 1000).toFixed(n >= 10_000 ? 0 : 1)} s` : `${Math.round(n)} ms`);
export const formatPercent = (n: number | null) => (n == null ? '–' : `${Math.round(n * 1000) / 10}%`);

export function ChartCard({ title, description, children, className }: { title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    // min-w-0: a grid item is otherwise as wide as its widest chart, wider than a phone.
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What a card shows when its part of the report has nothing in the range. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Shaped like the report: tiles, a chart and two lists. */
export function ReportSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </div>
  );
}

export function ReportError({ error }: { error: unknown }) {
  const message = isApiError(error) ? error.message : 'The report could not be loaded.';
  return (
    <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
      {message}
    </p>
  );
}

/** The frame of every admin report: title, range (kept in the address), then loading, error or the report. */
export function ReportScreen<T>({
  title,
  description,
  useReport,
  children,
}: {
  title: string;
  description: string;
  useReport: (days: number) => UseQueryResult<T>;
  children: (report: T) => ReactNode;
}) {
  useDocumentTitle(`${title} · Admin`);
  const [days, setDays] = useRange();
  const report = useReport(days);
  return (
    <div className="space-y-6">
      <PageHeader eyebrow="Admin" title={title} description={description} />
      <RangeSelect days={days} onChange={setDays} />
      {report.isPending ? <ReportSkeleton /> : report.isError ? <ReportError error={report.error} /> : children(report.data)}
    </div>
  );
}
