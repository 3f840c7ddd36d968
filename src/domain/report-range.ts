/** The days an admin report covers (analytics, API usage, AI timing): whole UTC days ending today. */

/** Midnight UTC of the first day of a range of `days` days ending today, and its date. */
export function rangeStart(days: number, now = new Date()): { since: Date; sinceDay: string } {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return { since, sinceDay: since.toISOString().slice(0, 10) };
}

/** Every day (YYYY-MM-DD, UTC) of the range, oldest first: charts get a point for empty days too. */
export function rangeDays(since: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}
