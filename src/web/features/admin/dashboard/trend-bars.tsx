import type { DashboardDay } from '../../../../contracts/admin-dashboard';

export interface TrendBarsProps {
  days: DashboardDay[];
  value: (day: DashboardDay) => number;
  /** What is counted, for the chart's accessible description ("new users"). */
  label: string;
}

const WIDTH = 300;
const HEIGHT = 56;
const GAP = 2;

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * A 30-day bar chart in inline SVG: one bar per day, the tallest day full height. Screen readers
 * get a sentence (total, busiest day) instead of 30 bars; each bar has a tooltip title.
 */
export function TrendBars({ days, value, label }: TrendBarsProps) {
  const values = days.map(value);
  const max = Math.max(0, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const busiest = max > 0 ? days[values.indexOf(max)] : undefined;
  const barWidth = days.length > 0 ? (WIDTH - GAP * (days.length - 1)) / days.length : 0;
  const summary =
    `${total} ${label} in the last ${days.length} days` + (busiest ? `; most on ${shortDay(busiest.day)} (${max})` : '');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-14 w-full text-primary"
      role="img"
      aria-label={summary}
    >
      {days.map((day, i) => {
        const v = values[i]!;
        const h = max > 0 ? Math.max(v > 0 ? 2 : 0, (v / max) * (HEIGHT - 2)) : 0;
        return (
          <g key={day.day}>
            {/* A faint full-height track keeps empty days visible as days. */}
            <rect x={i * (barWidth + GAP)} y={0} width={barWidth} height={HEIGHT} className="fill-muted" opacity={0.5} />
            <rect x={i * (barWidth + GAP)} y={HEIGHT - h} width={barWidth} height={h} rx={1} fill="currentColor">
              <title>{`${shortDay(day.day)}: ${v}`}</title>
            </rect>
          </g>
        );
      })}
    </svg>
  );
}
