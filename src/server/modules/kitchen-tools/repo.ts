import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
import { kitchenTools } from '../../../db/schema';

const columns = {
  id: kitchenTools.id,
  toolName: kitchenTools.toolName,
  purpose: kitchenTools.purpose,
  recommendedProduct: kitchenTools.recommendedProduct,
  amazonLink: kitchenTools.amazonLink,
  priority: kitchenTools.priority,
  category: kitchenTools.category,
};

export type ToolFields = Omit<typeof kitchenTools.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createKitchenToolRepo(db: Db) {
  const ordered = () => db.select(columns).from(kitchenTools).$dynamic();
  return {
    all: () => ordered().orderBy(asc(kitchenTools.priority), asc(kitchenTools.toolName)),
    byCategory: (category: string) =>
      ordered()
        .where(sql`lower(${kitchenTools.category}) = ${category.toLowerCase()}`)
        .orderBy(asc(kitchenTools.priority), asc(kitchenTools.toolName)),
    async byName(name: string) {
      const rows = await ordered()
        .where(sql`lower(${kitchenTools.toolName}) = ${name.toLowerCase()}`)
        .orderBy(desc(kitchenTools.id))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Adds a tool; null when one with the same name (any case) exists already (a concurrent create). */
    async insertIfNew(tool: ToolFields, audit: Audit) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(kitchenTools).values(tool).onConflictDoNothing().returning(columns);
        if (!row) return null;
        await audit(tx);
        return row;
      });
    },
    /** Replaces a tool's fields; null when there is no such tool. A name another tool has throws a unique violation. */
    async update(id: number, tool: ToolFields, audit: Audit) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(kitchenTools)
          .set({ ...tool, updatedAt: new Date() })
          .where(eq(kitchenTools.id, id))
          .returning(columns);
        if (!row) return null;
        await audit(tx);
        return row;
      });
    },
    /** Whether a tool was deleted. */
    async remove(id: number, audit: Audit) {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(kitchenTools).where(eq(kitchenTools.id, id)).returning({ id: kitchenTools.id });
        if (rows.length === 0) return false;
        await audit(tx);
        return true;
      });
    },
  };
}

export type KitchenToolRepo = ReturnType<typeof createKitchenToolRepo>;
