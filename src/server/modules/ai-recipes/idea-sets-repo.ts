import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnalysedDraft, IdeaSetSummary, RecipeIdea, RecipeIdeasRequest } from '../../../contracts/ai';
import type { Db } from '../../../db/client';
import { aiIdeaSets } from '../../../db/schema';
import { HISTORY_LIMIT } from './results-repo';

export interface IdeaSet {
  request: RecipeIdeasRequest;
  ideas: RecipeIdea[];
  /** Expanded recipes by idea index ('0'..'4'). */
  expansions: Record<string, AnalysedDraft>;
  createdAt: Date;
}

/** Paid sets of recipe ideas and the ideas expanded from them (ai_idea_sets). */
export function createIdeaSetsRepo(db: Db) {
  return {
    /** Inside the transaction that settles the set's credits (runner `keep`). */
    async insert(tx: Db, row: { id: string; userId: string; request: RecipeIdeasRequest; ideas: RecipeIdea[] }): Promise<void> {
      await tx.insert(aiIdeaSets).values(row);
    },

    /** This member's sets, latest first. */
    async list(userId: string): Promise<IdeaSetSummary[]> {
      const rows = await db
        .select({ setId: aiIdeaSets.id, request: aiIdeaSets.request, ideas: aiIdeaSets.ideas, createdAt: aiIdeaSets.createdAt })
        .from(aiIdeaSets)
        .where(eq(aiIdeaSets.userId, userId))
        .orderBy(desc(aiIdeaSets.createdAt), desc(aiIdeaSets.id))
        .limit(HISTORY_LIMIT);
      return rows.map((row) => ({
        setId: row.setId,
        ingredients: (row.request as RecipeIdeasRequest).ingredients,
        titles: (row.ideas as RecipeIdea[]).map((idea) => idea.title),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** True when a set of this member's was deleted. */
    async remove(id: string, userId: string): Promise<boolean> {
      const gone = await db.delete(aiIdeaSets).where(and(eq(aiIdeaSets.id, id), eq(aiIdeaSets.userId, userId))).returning({ id: aiIdeaSets.id });
      return gone.length > 0;
    },

    /** The set if it is this member's; null otherwise (someone else's set is as good as missing). */
    async find(id: string, userId: string): Promise<IdeaSet | null> {
      const [row] = await db
        .select({ request: aiIdeaSets.request, ideas: aiIdeaSets.ideas, expansions: aiIdeaSets.expansions, createdAt: aiIdeaSets.createdAt })
        .from(aiIdeaSets)
        .where(and(eq(aiIdeaSets.id, id), eq(aiIdeaSets.userId, userId)));
      // Written only by this module (ideas.ts), in these shapes.
      return (row as IdeaSet | undefined) ?? null;
    },

    /**
     * Keeps the first expansion of an idea and answers the one kept: `new || stored` lets the
     * stored object's key win, so two expansions of the same idea finishing together (a double
     * click) both answer the same recipe. One statement, so no transaction is needed.
     */
    async keepExpansion(id: string, userId: string, index: number, expansion: AnalysedDraft): Promise<AnalysedDraft | null> {
      const key = String(index);
      const [row] = await db
        .update(aiIdeaSets)
        .set({ expansions: sql`jsonb_build_object(${key}::text, ${JSON.stringify(expansion)}::jsonb) || ${aiIdeaSets.expansions}` })
        .where(and(eq(aiIdeaSets.id, id), eq(aiIdeaSets.userId, userId)))
        .returning({ kept: sql<AnalysedDraft>`${aiIdeaSets.expansions} -> ${key}::text` });
      return row?.kept ?? null;
    },
  };
}

export type IdeaSetsRepo = ReturnType<typeof createIdeaSetsRepo>;
