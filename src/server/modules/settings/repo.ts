import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiCalls, siteSettings } from '../../../db/schema';

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
    async remove(key: string): Promise<void> {
      await db.delete(siteSettings).where(eq(siteSettings.key, key));
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;

/** The model the latest AI provider test of this admin was answered by (recorded by the AI runner). */
export async function lastProviderTestModel(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ model: aiCalls.model })
    .from(aiCalls)
    .where(and(eq(aiCalls.feature, 'provider_test'), eq(aiCalls.userId, userId)))
    .orderBy(desc(aiCalls.id))
    .limit(1);
  return row?.model ?? null;
}
