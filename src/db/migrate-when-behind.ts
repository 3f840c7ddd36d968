import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query-rows';

/** The `when` of the newest migration in drizzle's journal: what the migrator records as `created_at`. */
function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Runs the migrator only when the database has not recorded the newest migration. On a database
 * that is up to date, drizzle's migrator still reads and hashes every file and runs its
 * `create schema/table if not exists`, which on PGlite took ~0.2 s of every start and left the
 * catalogue caches for the first queries to rebuild (issue 17's cold start). A database without
 * drizzle's table (a new one) is behind.
 */
export async function migrateWhenBehind(db: Db, migrationsFolder: string, migrate: () => Promise<void>): Promise<void> {
  const newest = newestMigration(migrationsFolder);
  const [table] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (table?.present) {
    const [recorded] = await queryRows<{ applied: string | null }>(db, sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`);
    if (recorded?.applied != null && Number(recorded.applied) >= newest) return;
  }
  await migrate();
}
