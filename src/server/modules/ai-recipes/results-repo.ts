import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AiResult, AiResultFeature, AiResultSummary, StoredAnalysis, StoredTransform } from '../../../contracts/ai';
import type { Db } from '../../../db/client';
import { aiResults } from '../../../db/schema';

/** How many results a history lists (latest first). */
export const HISTORY_LIMIT = 50;

/** Unguessable, URL-safe ids for kept results and idea sets (the member's session still decides who reads them). */
export const newResultId = (): string => randomBytes(16).toString('base64url');

type Kept = { feature: 'recipe_transform'; result: StoredTransform } | { feature: 'recipe_analysis'; result: StoredAnalysis };

/** Paid Recipe AI results (ai_results); every read and delete is scoped to the member who paid. */
export function createAiResultsRepo(db: Db) {
  return {
    /** Inside the transaction that settles the credits (runner `keep`). */
    async insert(tx: Db, row: { id: string; userId: string; title: string } & Kept): Promise<void> {
      await tx.insert(aiResults).values(row);
    },

    async list(userId: string, feature?: AiResultFeature): Promise<AiResultSummary[]> {
      const rows = await db
        .select({ id: aiResults.id, feature: aiResults.feature, title: aiResults.title, createdAt: aiResults.createdAt })
        .from(aiResults)
        .where(feature ? and(eq(aiResults.userId, userId), eq(aiResults.feature, feature)) : eq(aiResults.userId, userId))
        .orderBy(desc(aiResults.createdAt), desc(aiResults.id))
        .limit(HISTORY_LIMIT);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /** The result if it is this member's; null otherwise (someone else's is as good as missing). */
    async find(id: string, userId: string): Promise<AiResult | null> {
      const [row] = await db.select().from(aiResults).where(and(eq(aiResults.id, id), eq(aiResults.userId, userId)));
      if (!row) return null;
      const base = { id: row.id, title: row.title, createdAt: row.createdAt.toISOString() };
      // Written only by this module (transform.ts, analysis.ts), in these shapes.
      return row.feature === 'recipe_transform'
        ? { ...base, feature: 'recipe_transform', transform: row.result as StoredTransform }
        : { ...base, feature: 'recipe_analysis', analysis: row.result as StoredAnalysis };
    },

    /** True when a result of this member's was deleted. */
    async remove(id: string, userId: string): Promise<boolean> {
      const gone = await db.delete(aiResults).where(and(eq(aiResults.id, id), eq(aiResults.userId, userId))).returning({ id: aiResults.id });
      return gone.length > 0;
    },
  };
}

export type AiResultsRepo = ReturnType<typeof createAiResultsRepo>;
