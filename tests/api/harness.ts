import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/client';
import { seedDemoCatalogue, type RecipeNutritionFn } from '../../src/db/seed';
import { buildApp, type AppOptions } from '../../src/server/app';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { createScratchDatabase } from '../support/scratch-database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  uploadsDir: string;
  /**
   * The database as another process sees it: on PostgreSQL a pool of its own on the same database,
   * whose writes this app does not know of; on PGlite the app's own (no other process can open it).
   */
  otherProcess(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file, copied from the run's template (tests/api/database-templates.ts),
 * migrated and, when `withCatalogue`, with the demo catalogue: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
async function freshDatabase(withCatalogue: boolean): Promise<{ database: Database; otherProcess: () => Promise<Database>; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const template = withCatalogue ? templates.seeded : templates.empty;
  if (templates.kind === 'pglite') {
    const database = await openDatabase({ kind: 'memory', from: await openAsBlob(template) });
    // Closing it is the app's database's close, which the context makes once.
    return { database, otherProcess: async () => ({ ...database, close: async () => {} }), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(templates.serverUrl, 'sprig_test', template);
  // Dropping the database at the end terminates its connections; that is expected here.
  const open = () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4, onIdleClientError: () => {} });
  return { database: await open(), otherProcess: open, drop: scratch.drop };
}

/** The nutrition engine over this database's foods, as src/server/main.ts hands it to seedDemoCatalogue. */
export function engineNutrition(db: Db): RecipeNutritionFn {
  return createNutritionEngine(db).recipeNutrition;
}

export async function createTestContext(
  options: { seed?: boolean; images?: boolean; webDist?: string } & Pick<AppOptions, 'mailer' | 'publicUrl' | 'trustProxy' | 'connectionLimits' | 'allowPrivateNetworks' | 'oidc' | 'importFetch' | 'ai' | 'aiTimeoutMs' | 'aiRateLimit' | 'stripe' | 'mail' | 'redis' | 'loginRateLimit' | 'metrics' | 's3' | 'publicAssetUrl'> = {},
): Promise<TestContext> {
  const seed = options.seed ?? true;
  // The catalogue's pictures are files beside the database: a file that wants them seeds its own.
  const { database, otherProcess, drop } = await freshDatabase(seed && !options.images);
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sprig-uploads-'));
  // One engine for the seed and the app, as src/server/main.ts does.
  const nutrition = createNutritionEngine(database.db);
  if (seed && options.images) await seedDemoCatalogue(database.db, { uploadsDir, nutrition: nutrition.recipeNutrition });
  const app = await buildApp(database, {
    logLevel: 'silent',
    webDist: options.webDist ?? path.join(uploadsDir, 'no-web-build'),
    uploadsDir,
    appSecret: 'test-secret-test-secret-test-secret-000',
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    connectionLimits: options.connectionLimits,
    // The stand-ins (tests/support) listen on loopback, which the outbound address policy refuses unless allowed.
    allowPrivateNetworks: options.allowPrivateNetworks ?? true,
    oidc: options.oidc,
    importFetch: options.importFetch,
    ai: options.ai,
    aiTimeoutMs: options.aiTimeoutMs,
    aiRateLimit: options.aiRateLimit,
    stripe: options.stripe,
    mail: options.mail,
    redis: options.redis,
    loginRateLimit: options.loginRateLimit,
    metrics: options.metrics,
    s3: options.s3,
    publicAssetUrl: options.publicAssetUrl,
  }, { analyzer: nutrition.analyzer });
  await app.ready();
  return {
    app,
    database,
    uploadsDir,
    otherProcess,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
