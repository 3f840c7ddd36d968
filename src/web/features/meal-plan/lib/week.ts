import { PLAN_WEEK_DAYS, type WeekStart } from '../../../../contracts/meal-plan';

/**
 * Plan days are calendar dates written YYYY-MM-DD, as the server stores them. Their arithmetic
 * runs in UTC so a daylight-saving change never makes a day 23 or 25 hours long.
 */
const MS_PER_DAY = 86_400_000;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The member's today, in their own time zone. */
export function today(now = new Date()): string {
  return toDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * MS_PER_DAY));
}

/** The days a week may start on, as Date.getUTCDay() numbers them (Sunday 0). */
const FIRST_WEEKDAY: Readonly<Record<WeekStart, number>> = { monday: 1, sunday: 0, saturday: 6 };

/** The member's first day of the week on or before a day: Monday to Sunday unless they chose Sunday or Saturday. */
export function weekStart(day: string, first: WeekStart): string {
  const weekday = toDate(day).getUTCDay();
  return addDays(day, -((weekday - FIRST_WEEKDAY[first] + 7) % 7));
}

/** The seven days of the week starting at `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: PLAN_WEEK_DAYS }, (_, i) => addDays(start, i));
}

// The site's dates are American English ('May 13, 2025', lib/format.ts); these are the same.
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const longFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayMonthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Monday'. */
export const weekdayName = (day: string) => weekdayFormat.format(toDate(day));
/** 'Monday, Nov 30'. */
export const longDayLabel = (day: string) => longFormat.format(toDate(day));
/** 'Mon, Nov 30'. */
export const shortDayLabel = (day: string) => shortFormat.format(toDate(day));
/** 'Nov 30 – Dec 6, 2026' (the year once, at the end). */
export function weekLabel(start: string): string {
  const end = addDays(start, PLAN_WEEK_DAYS - 1);
  return `${dayMonthFormat.format(toDate(start))} – ${dayMonthYearFormat.format(toDate(end))}`;
}
