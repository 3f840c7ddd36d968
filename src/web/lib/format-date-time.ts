/*
 * Apart from format.ts on purpose: format.ts is in the bundle every page loads, and only the
 * signed-in screens (credit history, the admin dashboard) show times of day.
 */
const dateTimeFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'May 13, 2025, 3:04 PM' for an ISO date string; '' when it cannot be read. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormatter.format(date);
}
