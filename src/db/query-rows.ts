import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows a raw SQL statement answers (a select, or a write with RETURNING), typed by the
 * caller. PGlite and node-postgres both answer `execute` with `{ rows }`, but drizzle types the
 * result per driver: this is the one place that reads it. Columns come back as the driver gives
 * them (node-postgres sends bigint and numeric as text): cast in SQL or convert after.
 */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
