import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemoCatalogue } from '../../src/db/seed';
import { createScratchDatabase } from '../support/scratch-database';
import { engineNutrition } from './harness';

/**
 * Where each test file's fresh database is copied from: migrated only, or migrated with the demo
 * catalogue. PGlite: dumps of an in-memory data directory (files); PostgreSQL: template databases.
 */
export type DatabaseTemplates = { empty: string; seeded: string } & ({ kind: 'pglite' } | { kind: 'postgres'; serverUrl: string });

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seed = (database: Database) => seedDemoCatalogue(database.db, { uploadsDir: null, nutrition: engineNutrition(database.db) });

/**
 * Vitest global setup of the API and fuzz tiers. A new PGlite spends about 5 s in initdb, and
 * migrating and seeding about 2 s more: once per run here instead of once per test file. Each file
 * still gets a database of its own (tests/api/harness.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Each built through connections of its own, closed before anything is copied from it.
    const build = async (url: string, step: (database: Database) => Promise<unknown>) => {
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        await step(database);
      } finally {
        await database.close();
      }
    };
    const empty = await createScratchDatabase(serverUrl, 'sprig_template');
    await build(empty.url, (database) => database.migrate());
    const seeded = await createScratchDatabase(serverUrl, 'sprig_template', empty.name);
    await build(seeded.url, seed);
    project.provide('databaseTemplates', { kind: 'postgres', serverUrl, empty: empty.name, seeded: seeded.name });
    return async () => {
      await empty.drop();
      await seeded.drop();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-db-templates-'));
  const files = { empty: path.join(dir, 'empty.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await openDatabase({ kind: 'memory' });
  const dump = async (file: string) => writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
  try {
    await database.migrate();
    await dump(files.empty);
    await seed(database);
    await dump(files.seeded);
  } finally {
    await database.close();
  }
  project.provide('databaseTemplates', { kind: 'pglite', ...files });
  return async () => rmSync(dir, { recursive: true, force: true });
}
