import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Round trip used by /readyz. */
  ping(): Promise<void>;
  /** Flushes to disk (PGlite) and closes connections; releases the data directory lock. */
  close(): Promise<void>;
  /** The embedded instance, for tools that need it (backup). Null on a PostgreSQL server. */
  pglite: PGlite | null;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', options.onIdleClientError ?? ((err) => console.error(`PostgreSQL idle connection lost: ${err.message}`)));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pglite: null,
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  const release = options.kind === 'pglite' ? acquireDataDirLock(options.dataDir) : () => {};
  let client: PGlite;
  try {
    const dir = options.kind === 'pglite' ? path.resolve(options.dataDir, 'pgdata') : undefined;
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        release();
      }
    },
  };
}
