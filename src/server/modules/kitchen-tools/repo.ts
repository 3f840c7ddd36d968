import { asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
    async insertIfNew(tool: Omit<typeof kitchenTools.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>) {
      const rows = await db.insert(kitchenTools).values(tool).onConflictDoNothing().returning(columns);
      return rows[0] ?? null;
    },
  };
}
