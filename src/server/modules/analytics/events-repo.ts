import type { Db } from '../../../db/client';
import { analyticsEvents } from '../../../db/schema';

/** Writes the browser's events to analytics_events, one insert each. */
export function createAnalyticsEventsRepo(db: Db) {
  return {
    async record(event: typeof analyticsEvents.$inferInsert): Promise<void> {
      await db.insert(analyticsEvents).values(event);
    },
  };
}

export type AnalyticsEventsRepo = ReturnType<typeof createAnalyticsEventsRepo>;
