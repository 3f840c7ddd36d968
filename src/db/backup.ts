import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';
import { queryRows } from './query-rows';

const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** A plain-SQL dump of an embedded database, loadable by `restoreDump` or psql. */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  const file = await pgDump({ pg: pglite, args: DUMP_ARGS });
  return file.text();
}

/** Which database to dump: the embedded one (open), or a PostgreSQL server by URL (pg_dump client). */
export type DumpSource = { pglite: PGlite } | { url: string };

/** Writes a plain-SQL dump of `source` to `file`. */
export async function dumpDatabase(source: DumpSource, file: string): Promise<void> {
  if ('pglite' in source) {
    await writeFile(file, await dumpPglite(source.pglite));
    return;
  }
  await new Promise<void>((resolve, reject) => {
    // INSERTs, not COPY ... FROM stdin: `restoreDump` sends the dump as SQL, and only psql can feed COPY.
    const child = spawn('pg_dump', [...DUMP_ARGS, '--inserts', '--file', file, source.url], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (err) => reject(new Error(`pg_dump could not run (${err.message}); install the PostgreSQL client`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit code ${code})`))));
  });
}

export class RestoreTargetNotEmptyError extends Error {
  constructor(message = 'The target database is not empty; restore into a fresh DATA_DIR or a new database.') {
    super(message);
    this.name = 'RestoreTargetNotEmptyError';
  }
}

/** Loads a dump into an empty database; refuses, changing nothing, when tables already exist. */
export async function restoreDump(database: Database, dump: string): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  if (Number(existing?.n) > 0) throw new RestoreTargetNotEmptyError();
  const [searchPath] = await queryRows<{ path: string }>(database.db, sql`select current_setting('search_path') as path`);
  // psql meta-commands (\restrict and friends in newer pg_dump) are not SQL. The dump empties the
  // session's search_path; set it back in the same batch so the connection stays usable.
  const statements = [
    ...dump.split('\n').filter((line) => !line.startsWith('\\')),
    `select pg_catalog.set_config('search_path', '${searchPath!.path.replaceAll("'", "''")}', false);`,
  ].join('\n');
  if (database.pglite) await database.pglite.exec(statements);
  else await database.db.execute(sql.raw(statements));
}
