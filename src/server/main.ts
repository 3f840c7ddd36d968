import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { seedDemoCatalogue } from '../db/seed';
import { seedFoods } from '../db/seed/foods';
import { buildApp } from './app';
import { bootstrapAdmin } from './modules/auth/accounts';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openConfiguredDatabase } from './database';
import { createNutritionEngine } from './modules/nutrition/engine';
import { createShutdown } from './shutdown';

async function main(): Promise<void> {
  // Pictures are decoded once each: libvips' operation cache (up to 50 MB) would only hold memory.
  sharp.cache(false);
  loadDotEnv();
  const config = loadConfig();
  mkdirSync(config.uploadsDir, { recursive: true });
  const database = await openConfiguredDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    // One nutrition engine for the app and the demo recipes it may load below.
    const nutrition = createNutritionEngine(database.db);
    app = await buildApp(database, config, { analyzer: nutrition.analyzer });
    // The curated ingredient table, whatever SEED_DEMO says: nutrition needs it.
    const foods = await seedFoods(database.db);
    if (foods.changed) app.log.info(`Curated ingredient table: ${foods.inserted} added, ${foods.updated} updated`);
    if (config.seedDemo) {
      // The demo recipes' nutrition comes from the engine recipe saving uses, over the foods above.
      if (await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, nutrition: nutrition.recipeNutrition })) {
        app.log.info('Loaded the demo catalogue into the empty database');
      }
    }
    // After the catalogue: the demo loads only into an empty database.
    if (config.admin) {
      const outcome = await bootstrapAdmin(database.db, config.admin.email, config.admin.password);
      app.log.info(`Admin account ${config.admin.email}: ${outcome}`);
    }
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
  const message = err instanceof ConfigError || (err instanceof Error && err.name === 'DataDirLockedError') ? err.message : err;
  console.error(message);
  process.exit(1);
});
