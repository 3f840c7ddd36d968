import { and, eq, sql } from 'drizzle-orm';
import type { AnalysedDraft, RecipeIdea, RecipeIdeasRequest } from '../../../contracts/ai';
import type { Db } from '../../../db/client';
import { aiIdeaSets } from '../../../db/schema';

export interface IdeaSet {
  request: RecipeIdeasRequest;
  ideas: RecipeIdea[];
  /** Expanded recipes by idea index ('0'..'4'). */
  expansions: Record<string, AnalysedDraft>;
}

/** Paid sets of recipe ideas and the ideas expanded from them (ai_idea_sets). */
export function createIdeaSetsRepo(db: Db) {
  return {
    async insert(row: { id: string; userId: string; request: RecipeIdeasRequest; ideas: RecipeIdea[] }): Promise<void> {
      await db.insert(aiIdeaSets).values(row);
    },

    /** The set if it is this member's; null otherwise (someone else's set is as good as missing). */
    async find(id: string, userId: string): Promise<IdeaSet | null> {
      const [row] = await db
        .select({ request: aiIdeaSets.request, ideas: aiIdeaSets.ideas, expansions: aiIdeaSets.expansions })
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
