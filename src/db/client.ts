import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { runChildScript } from './child-script';
import { acquireDataDirLock } from './lock';
import { migrateWhenBehind } from './migrate-when-behind';
import { takeCompiledPglite } from './pglite-wasm';
import { projectRoot } from './project-root';
import { timeQueries } from './query-timing';
import { countWrites, listenOnServer, type Listening } from './server-notifications';

export type { Listening } from './server-notifications';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations the database has not recorded yet; safe to call on every start. */
  migrate(): Promise<void>;
  /** Round trip used by /readyz. */
  ping(): Promise<void>;
  /** Flushes to disk (PGlite) and closes connections; releases the data directory lock. */
  close(): Promise<void>;
  /** The embedded instance, for tools that need it (backup). Null on a PostgreSQL server. */
  pglite: PGlite | null;
  /** NOTIFY: tells every process on this database (this one included) that something changed. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN: calls `handler` with each payload. After a lost connection is re-established the
   * handler gets '*' (notifications may have been missed).
   */
  listen(channel: string, handler: (payload: string) => void): Promise<Listening>;
  /**
   * Runs `work` while no other process on this database runs its own (a session advisory lock on a
   * PostgreSQL server): instances starting together migrate and seed one after the other. PGlite
   * has one process by its data directory's lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * On a PostgreSQL server: the pool's connections now, and where each query's duration goes
   * (set by the instance's metrics). Null on PGlite (one connection, in this process).
   */
  pool: { connections(): { total: number; idle: number; waiting: number }; timing: { observe: ((seconds: number) => void) | null } } | null;
}

const CHANNEL = /^[a-z_]{1,63}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (err: Error) => void }
  | { kind: 'pglite'; dataDir: string }
  /** In memory: empty, or a copy of a data directory dumped by dumpDataDir (a test file's template). */
  | { kind: 'memory'; from?: Blob };

const migrationsFolder = path.join(projectRoot, 'src/db/migrations');
/** The advisory lock key of `exclusively` (any fixed number no other code on the database uses). */
const STARTUP_LOCK = 72_016_920;

/**
 * PostgreSQL's default shared_buffers (128 MB) live inside PGlite's WebAssembly memory and count
 * in full towards the server's footprint. The operating system caches the data files anyway, so a
 * small pool costs little: issue 17 measured 290 → 170 MB for an opened data directory.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dir: string | undefined, from?: Blob): Promise<PGlite> {
  const pgliteWasmModule = await takeCompiledPglite();
  return PGlite.create(dir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS, loadDataDir: from, pgliteWasmModule });
}

/**
 * A new data directory is made by a short-lived child process: initdb leaves several hundred MB in
 * the process that runs it, so the server only ever opens a directory that exists.
 */
async function createPgliteDir(dir: string): Promise<void> {
  try {
    await runChildScript({
      packages: ['@electric-sql/pglite'],
      script: `const { PGlite } = await import(MODULES['@electric-sql/pglite']); await (await PGlite.create(process.argv[1])).close();`,
      args: [dir],
    });
  } catch (err) {
    throw new Error(`Could not create the database in ${dir}: ${(err as Error).message}`, { cause: err });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // The PostgreSQL driver is loaded only when a server is configured, not on every start (ADR 0016).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', options.onIdleClientError ?? ((err) => console.error(`PostgreSQL idle connection lost: ${err.message}`)));
    const writes = countWrites(pool);
    const timing = timeQueries(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pglite: null,
      pool: { connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), timing },
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      migrate: () => migrateWhenBehind(db as unknown as Db, migrationsFolder, () => migratePg(db, { migrationsFolder })),
      ping: async () => {
        await pool.query('select 1');
      },
      notify: async (channel, payload) => {
        checkChannel(channel);
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: (channel, handler) => {
        checkChannel(channel);
        return listenOnServer(pg, options.url, pool, writes, channel, handler);
      },
      close: () => pool.end(),
    };
  }

  const release = options.kind === 'pglite' ? await acquireDataDirLock(options.dataDir) : async () => {};
  let client: PGlite;
  try {
    const dir = options.kind === 'pglite' ? path.resolve(options.dataDir, 'pgdata') : undefined;
    if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteDir(dir);
    client = await openPglite(dir, options.kind === 'memory' ? options.from : undefined);
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    pool: null,
    exclusively: (work) => work(),
    migrate: () => migrateWhenBehind(db as unknown as Db, migrationsFolder, () => migratePglite(db, { migrationsFolder })),
    ping: async () => {
      await client.query('select 1');
    },
    notify: async (channel, payload) => {
      checkChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, handler) => {
      checkChannel(channel);
      const unlisten = await client.listen(channel, handler);
      return {
        stop: async () => {
          if (!closed) await unlisten();
        },
        // PGlite delivers a notification before the statement that raised it returns.
        caughtUp: async () => true,
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        await release();
      }
    },
  };
}
