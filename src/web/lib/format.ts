/**
 * Formatting helpers shared by the screens. Durations and amounts live in src/domain (duration,
 * servings) because the server uses them too.
 */

import { formatDuration, timeToMinutes, type TimeInput } from '../../domain/duration';
import { caloriesFigure } from '../../domain/nutrition-coverage';

/** Total time for a card: '45 min', or 'Time N/A' when missing (SPEC: recipe card). */
export function formatTotalTime(time: TimeInput): string {
  const minutes = timeToMinutes(time);
  return minutes === null ? 'Time N/A' : formatDuration(minutes);
}

/**
 * '{n} cal' or 'Calories N/A' (recipe card); '≥ {n} cal' when `notCounted` lines are left out of
 * the figure (ADR 0011: it can only be more).
 */
export function formatCalories(calories: number | null | undefined, notCounted = 0): string {
  if (calories == null || !Number.isFinite(calories)) return 'Calories N/A';
  return `${caloriesFigure(calories, notCounted)} cal`;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'May 13, 2025' for an ISO date string; '' when it cannot be read. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
}

const numberFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure with thousands separators and at most one decimal: '1,240', '12.5'. */
export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

/** Credits with thousands separators. */
export function formatCredits(value: number | null | undefined): string {
  return formatNumber(value ?? 0);
}

/** A /recipes link with one filter (category, tag or search). */
export function recipesHref(filter: 'category' | 'tag' | 'search' | 'with', value: string): string {
  return `/recipes?${new URLSearchParams({ [filter]: value }).toString()}`;
}

/** SPEC section 7: logo URLs beginning with /public/ have that prefix replaced by /. */
export function resolveLogoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith('/public/') ? `/${url.slice('/public/'.length)}` : url;
}
