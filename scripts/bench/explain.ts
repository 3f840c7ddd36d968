// `npm run bench -- explain`: the query plans behind ADR 0022's index choices. Seeds 100k generated
// recipes into a scratch database on the PostgreSQL server named by BENCH_DATABASE_URL or
// TEST_DATABASE_URL (dropped at the end), has the recipe repository issue each query the database
// answers for a list (the SQL is the repository's own, caught as it is sent), and prints
// EXPLAIN (ANALYZE, BUFFERS) of it.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { buildFilters } from '../../src/domain/search';
import { effectiveSort } from '../../src/domain/recipe-sort';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { createRecipeRepo } from '../../src/server/modules/recipes/repo';
import { createScratchDatabase } from '../../tests/support/scratch-database';
import { fillScratchDatabase } from './scratch-db';

/** One list the database answers, as a visitor would ask for it, and why it is here. */
const QUERIES: { label: string; query: Record<string, string>; facets?: boolean }[] = [
  { label: 'two words, by relevance (trigram GIN, bitmap AND)', query: { search: 'chicken rice' } },
  { label: 'a phrase and an exclusion', query: { search: '"olive oil" -garlic' } },
  { label: 'a word, quickest first (the b-tree in sort order, filtered)', query: { search: 'salmon', sort: 'quickest' } },
  { label: 'a category, fewest calories first', query: { category: 'Seafood', sort: 'calories' } },
  { label: 'a diet ready in 30 minutes (diet_keys GIN)', query: { diet: 'vegan', maxMinutes: '30' } },
  { label: 'with two ingredients, without one (line keys, no index)', query: { with: 'garlic, spinach', without: 'nuts' } },
  { label: "an author's recipes (@name)", query: { search: '@maya' } },
  { label: "the facets' rows of a search", query: { search: 'lemon' }, facets: true },
];

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) throw new Error('bench explain: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
const total = Number(process.env.BENCH_RECIPES ?? 100_000);
const scratch = await createScratchDatabase(url, 'sprig_explain');
try {
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
  const count = await fillScratchDatabase(database, createNutritionEngine(database.db), total);
  await database.close();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
  await pool.query('analyze');
  const sent: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => sent.push({ sql: query, params }) } }) as unknown as Db;
  const repo = createRecipeRepo(db);
  console.log(`=== PostgreSQL, ${count} recipes: the plans of the lists the database answers`);
  for (const { label, query, facets } of QUERIES) {
    const filters = buildFilters(query);
    sent.length = 0;
    if (facets) await repo.facetRows(filters, null);
    else await repo.list(filters, null, { limit: 25, sort: effectiveSort(query.sort as never, filters) });
    const { sql, params } = sent.at(-1)!;
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`, params);
    console.log(`\n--- ${label}: ${new URLSearchParams(query)}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  await pool.end();
} finally {
  await scratch.drop();
}
