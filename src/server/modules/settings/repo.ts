import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
import { aiCalls, siteSettings } from '../../../db/schema';

export function createSettingsRepo(db: Db) {
  return {
    async get(keys: string[]): Promise<Map<string, unknown>> {
      const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
      return new Map(rows.map((r) => [r.key, r.value]));
    },
    /** Writes the setting and its audit row in one transaction. */
    async set(key: string, value: unknown, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
        await audit(tx);
      });
    },
    async remove(key: string, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(siteSettings).where(eq(siteSettings.key, key));
        await audit(tx);
      });
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
