import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startCompilingPglite } from '../db/pglite-wasm';
import { loadDotEnv } from './dot-env';

/** The rest of the server, imported while the database opens (below). */
async function loadServer() {
  const [{ buildApp }, { seedDemoCatalogue }, { seedFoods }, { bootstrapAdmin }, { createNutritionEngine }, { copyPictures }, { createLocalStorage }] = await Promise.all([
    import('./app'),
    import('../db/seed'),
    import('../db/seed/foods'),
    import('./modules/auth/accounts'),
    import('./modules/nutrition/engine'),
    import('./storage/copy-pictures'),
    import('./storage/local-storage'),
  ]);
  return { buildApp, seedDemoCatalogue, seedFoods, bootstrapAdmin, createNutritionEngine, copyPictures, createLocalStorage };
}

async function main(): Promise<void> {
  loadDotEnv();
  // First of all, for the embedded database: its WebAssembly compiles on other threads while the
  // modules below load (issue 17's cold start). Those are imported here, not at the top, for that.
  if (!process.env.DATABASE_URL) startCompilingPglite();
  const [{ loadConfig }, { openConfiguredDatabase }, { createShutdown }] = await Promise.all([
    import('./config'),
    import('./database'),
    import('./shutdown'),
  ]);
  const config = loadConfig();
  mkdirSync(config.uploadsDir, { recursive: true });
  // Both at once: PGlite reads and compiles its WebAssembly off the main thread, and the app's
  // modules load meanwhile instead of after it (ADR 0016). A failed import is reported below,
  // once the database can be closed.
  const loading = loadServer();
  loading.catch(() => {});
  const database = await openConfiguredDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    const { buildApp, seedDemoCatalogue, seedFoods, bootstrapAdmin, createNutritionEngine, copyPictures, createLocalStorage } = await loading;
    // Instances starting together on one PostgreSQL server migrate and seed one at a time.
    app = await database.exclusively(async () => {
      await database.migrate();
      // One nutrition engine for the app and the demo recipes it may load below.
      const nutrition = createNutritionEngine(database.db);
      const built = await buildApp(database, config, { analyzer: nutrition.analyzer });
      app = built;
      // The curated ingredient table, whatever SEED_DEMO says: nutrition needs it.
      const foods = await seedFoods(database.db);
      if (foods.changed) built.log.info(`Curated ingredient table: ${foods.inserted} added, ${foods.updated} updated`);
      if (config.seedDemo) {
        // The demo recipes' nutrition comes from the engine recipe saving uses, over the foods above.
        // Its artwork is drawn into a folder; a bucket is given the pictures from there.
        const artwork = config.s3 ? mkdtempSync(path.join(os.tmpdir(), 'sprig-artwork-')) : config.uploadsDir;
        try {
          if (await seedDemoCatalogue(database.db, { uploadsDir: artwork, nutrition: nutrition.recipeNutrition })) {
            if (config.s3) await copyPictures(createLocalStorage(artwork), built.pictures);
            built.log.info('Loaded the demo catalogue into the empty database');
          }
        } finally {
          if (config.s3) rmSync(artwork, { recursive: true, force: true });
        }
      }
      // After the catalogue: the demo loads only into an empty database.
      if (config.admin) {
        const outcome = await bootstrapAdmin(database.db, config.admin.email, config.admin.password);
        built.log.info(`Admin account ${config.admin.email}: ${outcome}`);
      }
      return built;
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close();
    await database.close();
    throw err;
  }

  const started = app;
  const stop = createShutdown({
    close: async () => {
      await started.close();
      await database.close();
    },
    log: started.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  // Said plainly, without a stack: a configuration mistake, or a data directory another process holds.
  const message = err instanceof Error && (err.name === 'ConfigError' || err.name === 'DataDirLockedError') ? err.message : err;
  console.error(message);
  process.exit(1);
});
