import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/** A plain-SQL dump of an embedded database, loadable by `restoreDump` or psql. */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  const file = await pgDump({ pg: pglite, args: ['--no-owner', '--no-privileges'] });
  return file.text();
}

export class RestoreTargetNotEmptyError extends Error {
  constructor() {
    super('The target database is not empty; restore into a fresh DATA_DIR or a new database.');
    this.name = 'RestoreTargetNotEmptyError';
  }
}

/** Loads a dump into an empty database; refuses, changing nothing, when tables already exist. */
export async function restoreDump(database: Database, dump: string): Promise<void> {
  const existing = (await database.db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  )) as { rows: { n: number }[] };
  if (Number(existing.rows[0]?.n) > 0) throw new RestoreTargetNotEmptyError();
  const searchPath = (await database.db.execute(sql`select current_setting('search_path') as path`)) as {
    rows: { path: string }[];
  };
  // psql meta-commands (\restrict and friends in newer pg_dump) are not SQL. The dump empties the
  // session's search_path; set it back in the same batch so the connection stays usable.
  const statements = [
    ...dump.split('\n').filter((line) => !line.startsWith('\\')),
    `select pg_catalog.set_config('search_path', '${searchPath.rows[0]!.path.replaceAll("'", "''")}', false);`,
  ].join('\n');
  if (database.pglite) await database.pglite.exec(statements);
  else await database.db.execute(sql.raw(statements));
}
