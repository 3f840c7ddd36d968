import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteSettings } from '../../../db/schema';

export function createSettingsRepo(db: Db) {
  return {
    async get(keys: string[]): Promise<Map<string, unknown>> {
      const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
