import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { startCompilingPglite, takeCompiledPglite } from './pglite-wasm';

const root = mkdtempSync(path.join(os.tmpdir(), 'sprig-client-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Issue 17: what the embedded database may hold in the server's memory is bounded. */
describe('the embedded database', () => {
  it('creates a new data directory, opens it again, and keeps a small buffer pool', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'fresh');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute('create table kept (n int)');
    await first.db.execute('insert into kept values (7)');
    expect((await first.pglite!.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe('16MB');
    await first.close();
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect((await again.pglite!.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 7 }]);
    expect((await again.pglite!.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe('16MB');
    await again.close();
  });

  it('says which directory it could not create', { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, 'blocked');
    // A file where the database directory should be.
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'pgdata'), 'not a directory');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`Could not create the database in ${path.join(dataDir, 'pgdata')}`);
  });

  it('opens with the WebAssembly the server started compiling first, and takes it once', { timeout: 60_000 }, async () => {
    expect(takeCompiledPglite()).toBeUndefined();
    startCompilingPglite();
    const compiled = takeCompiledPglite();
    expect(takeCompiledPglite()).toBeUndefined();
    const module = await compiled!;
    expect(WebAssembly.Module.exports(module).map((e) => e.name)).toContain('pgl_setPGliteActive');

    startCompilingPglite();
    const database = await openDatabase({ kind: 'memory' });
    // openDatabase took it: nothing is left to take.
    expect(takeCompiledPglite()).toBeUndefined();
    expect((await database.pglite!.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await database.close();
  });
});
