import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, tags } from '../../../db/schema';

export function createCatalogRepo(db: Db) {
  return {
    categories: () =>
      db
        .select({ id: categories.id, name: categories.name, description: categories.description })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name)),
    tags: () => db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.name)),
  };
}
