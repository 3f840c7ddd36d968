import * as React from 'react';
import { cn } from '../../lib/utils';

/**
 * Small inline-SVG charts for the back office (no chart library: a few hundred bytes on lazy admin
 * routes). Each chart is an image with a label for assistive technology plus a visually hidden
 * table of its numbers.
 */

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour; design tokens (var(--primary)) keep charts on theme. */
  color: string;
  /** One value per point; null leaves a gap. */
  values: (number | null)[];
  /** Draw the area under the line (the first series usually). */
  area?: boolean;
}

export interface ChartDataTableProps {
  caption: string;
  labels: string[];
  series: Pick<ChartSeries, 'label' | 'values'>[];
  format?: (value: number) => string;
}

const defaultFormat = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n);

/**
 * The numbers behind a chart, for screen readers. Hidden by a wrapper, not on the table itself: a
 * table is never narrower than its content, so a 'visually hidden' table still widened the page.
 */
export function ChartDataTable({ caption, labels, series, format = defaultFormat }: ChartDataTableProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => {
                const v = s.values[i];
                return <td key={s.label}>{v == null ? '–' : format(v)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A "nice" maximum for the y axis: 1, 2, 2.5 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const W = 600;
const H = 200;

interface Run {
  d: string;
  x0: number;
  x1: number;
}

/** The line through the points, one run per stretch without gaps. */
function linePaths(values: (number | null)[], max: number): Run[] {
  const n = values.length;
  const x = (i: number) => (n <= 1 ? W / 2 : (i / (n - 1)) * W);
  const y = (v: number) => H - (v / max) * H;
  const runs: Run[] = [];
  let current: Run | null = null;
  values.forEach((v, i) => {
    if (v == null) {
      if (current) runs.push(current);
      current = null;
      return;
    }
    const point = `${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    if (current) {
      current.d += `L${point}`;
      current.x1 = x(i);
    } else current = { d: `M${point}`, x0: x(i), x1: x(i) };
  });
  if (current) runs.push(current);
  return runs;
}

export interface LineChartProps {
  /** What the chart shows, for assistive technology (also the hidden table's caption). */
  label: string;
  /** The x labels (days), one per point. */
  labels: string[];
  series: ChartSeries[];
  format?: (value: number) => string;
  /** How an x label is shown under the chart (first, middle and last only). */
  formatLabel?: (label: string) => string;
  className?: string;
  height?: number;
}

/** A line (and area) chart over evenly spaced points: page views per day, latency per day. */
export function LineChart({ label, labels, series, format = defaultFormat, formatLabel = (l) => l, className, height = 180 }: LineChartProps) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v != null))));
  const ticks = labels.length > 2 ? [0, Math.floor((labels.length - 1) / 2), labels.length - 1] : labels.map((_, i) => i);
  return (
    <figure className={cn('min-w-0 space-y-2', className)}>
      <div className="flex gap-2">
        <div className="flex w-12 shrink-0 flex-col justify-between text-right text-xs whitespace-nowrap tabular-nums text-muted-foreground" style={{ height }} aria-hidden="true">
          <span>{format(max)}</span>
          <span>{format(max / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="min-w-0 flex-1 overflow-visible"
          style={{ height }}
        >
          <title>{label}</title>
          {[0, 0.5, 1].map((f) => (
            <line key={f} x1={0} x2={W} y1={H * f} y2={H * f} stroke="var(--border)" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {series.map((s) =>
            linePaths(s.values, max).map((run, i) => (
              <g key={`${s.key}-${i}`}>
                {s.area ? <path d={`${run.d}L${run.x1.toFixed(1)},${H}L${run.x0.toFixed(1)},${H}Z`} fill={s.color} fillOpacity={0.14} stroke="none" /> : null}
                <path d={run.d} fill="none" stroke={s.color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
              </g>
            )),
          )}
          {/* single points (a run of one) get a dot so they stay visible */}
          {series.map((s) =>
            s.values.map((v, i) =>
              v != null && s.values[i - 1] == null && s.values[i + 1] == null ? (
                // a zero-length line with round caps: stays round however the chart is stretched
                <path
                  key={`${s.key}-dot-${i}`}
                  d={`M${(labels.length <= 1 ? W / 2 : (i / (labels.length - 1)) * W).toFixed(1)},${(H - (v / max) * H).toFixed(1)}h0`}
                  stroke={s.color}
                  strokeWidth={7}
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                />
              ) : null,
            ),
          )}
        </svg>
      </div>
      <div className="ml-14 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        {ticks.map((i) => (
          <span key={i}>{formatLabel(labels[i] ?? '')}</span>
        ))}
      </div>
      {series.length > 1 ? (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1.5">
              <span className="inline-block size-2.5 rounded-full" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </span>
          ))}
        </figcaption>
      ) : null}
      <ChartDataTable caption={label} labels={labels} series={series} format={format} />
    </figure>
  );
}

export interface ColumnChartProps {
  label: string;
  labels: string[];
  values: number[];
  /** A second, stacked value per column (errors within requests). */
  highlight?: { label: string; values: number[]; color: string };
  valueLabel: string;
  color?: string;
  format?: (value: number) => string;
  formatLabel?: (label: string) => string;
  className?: string;
  height?: number;
}

/** Vertical bars, one per point (requests per day), optionally with a highlighted part. */
export function ColumnChart({
  label,
  labels,
  values,
  highlight,
  valueLabel,
  color = 'var(--primary)',
  format = defaultFormat,
  formatLabel = (l) => l,
  className,
  height = 140,
}: ColumnChartProps) {
  const max = niceMax(Math.max(0, ...values));
  const n = Math.max(values.length, 1);
  const slot = W / n;
  const bar = Math.max(slot * 0.7, 1);
  const ticks = labels.length > 2 ? [0, Math.floor((labels.length - 1) / 2), labels.length - 1] : labels.map((_, i) => i);
  return (
    <figure className={cn('min-w-0 space-y-2', className)}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="w-full" style={{ height }}>
        <title>{label}</title>
        <line x1={0} x2={W} y1={H} y2={H} stroke="var(--border)" vectorEffect="non-scaling-stroke" />
        {values.map((v, i) => {
          const h = (v / max) * H;
          const hh = highlight ? ((highlight.values[i] ?? 0) / max) * H : 0;
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={labels[i] ?? i}>
              {v > 0 ? <rect x={x} y={H - h} width={bar} height={h} fill={color} rx={2} /> : null}
              {hh > 0 && highlight ? <rect x={x} y={H - hh} width={bar} height={hh} fill={highlight.color} rx={2} /> : null}
            </g>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        {ticks.map((i) => (
          <span key={i}>{formatLabel(labels[i] ?? '')}</span>
        ))}
      </div>
      <ChartDataTable
        caption={label}
        labels={labels}
        series={[{ label: valueLabel, values }, ...(highlight ? [{ label: highlight.label, values: highlight.values }] : [])]}
        format={format}
      />
    </figure>
  );
}

export interface BarListItem {
  key: string;
  label: React.ReactNode;
  value: number;
  /** Shown instead of the formatted value. */
  display?: string;
}

/** Horizontal bars with their labels and values: top pages, top recipes, clicks per tool. */
export function BarList({
  items,
  label,
  color = 'var(--primary-soft)',
  format = defaultFormat,
  className,
}: {
  items: BarListItem[];
  /** Names the list for assistive technology. */
  label: string;
  color?: string;
  format?: (value: number) => string;
  className?: string;
}) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul aria-label={label} className={cn('space-y-1.5', className)}>
      {items.map((item) => (
        <li key={item.key} className="relative flex items-center justify-between gap-3 overflow-hidden rounded-lg px-3 py-2 text-sm">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 rounded-lg"
            style={{ width: `${Math.max((item.value / max) * 100, 2)}%`, background: color }}
          />
          <span className="relative min-w-0 truncate">{item.label}</span>
          <span className="relative shrink-0 font-medium tabular-nums">{item.display ?? format(item.value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A figure with a label: the numbers above a chart. */
export function StatTile({ label, value, hint, className }: { label: string; value: React.ReactNode; hint?: React.ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-border bg-card p-4', className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums tracking-tight">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
