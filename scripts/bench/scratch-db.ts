import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { recipes } from '../../src/db/schema';
import { seedDemoCatalogue } from '../../src/db/seed';
import type { NutritionEngine } from '../../src/server/modules/nutrition/engine';

const VARIANTS = [
  'Smoky', 'Zesty', 'Herby', 'Golden', 'Rustic', 'Weeknight', 'Sunday', 'Garden', 'Spiced', 'Bright',
  'Summer', 'Winter', 'Harvest', 'Speedy', 'Classic', 'Lemony', 'Fiery', 'Creamy', 'Crispy', 'Simple',
];

/**
 * Fills the database with `total` recipes: the demo catalogue, then variants of it generated in
 * SQL (one statement per batch) so 100k rows load in seconds. Titles vary (the database builds
 * each one's search text), so search selectivity stays like a real catalogue's. The nutrition engine
 * runs once per catalogue recipe while seeding; the variants copy its stored figures.
 */
export async function fillScratchDatabase(database: Database, nutrition: NutritionEngine, total: number): Promise<number> {
  await database.migrate();
  await seedDemoCatalogue(database.db, { uploadsDir: null, nutrition: nutrition.recipeNutrition });
  const variants = sql.raw(`array[${VARIANTS.map((v) => `'${v}'`).join(',')}]`);
  let count = Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${recipes}`))[0]!.n);
  while (count < total) {
    const batch = Math.min(10_000, total - count);
    await database.db.execute(sql`
      insert into recipes (author_id, title, subtitle, description, featured_image, servings, prep_minutes,
        cook_minutes, total_minutes, categories, tags, dietary_attributes, ingredients, instructions, nutrition,
        recipe_tools, privacy_level, is_featured, rating_average, rating_count, category_keys, tag_keys, published_at)
      select r.author_id, v.title, r.subtitle, r.description, r.featured_image, r.servings, r.prep_minutes,
        r.cook_minutes, r.total_minutes, r.categories, r.tags, r.dietary_attributes, r.ingredients, r.instructions,
        r.nutrition, r.recipe_tools, r.privacy_level, false, r.rating_average, r.rating_count, r.category_keys,
        r.tag_keys, now()
      from (select g, (select array_agg(id order by id) from recipes where id <= 100) as base
            from generate_series(${count + 1}::int, ${count + batch}::int) g) s
      join recipes r on r.id = s.base[1 + (s.g % array_length(s.base, 1))]
      cross join lateral (select (${variants})[1 + (s.g / array_length(s.base, 1)) % ${VARIANTS.length}::int]
                                 || ' ' || r.title || ' No. ' || s.g as title) v`);
    count += batch;
  }
  await database.db.execute(sql`analyze`);
  return count;
}
