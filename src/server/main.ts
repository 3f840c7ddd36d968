import { mkdirSync } from 'node:fs';
import { seedDemoCatalogue, type RecipeNutritionFn } from '../db/seed';
import { seedFoods } from '../db/seed/foods';
import { buildApp } from './app';
import { bootstrapAdmin } from './modules/auth/accounts';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openConfiguredDatabase } from './database';
import { createNutritionAnalyzer } from './modules/nutrition/analyzer';
import { createFoodsRepo } from './modules/nutrition/foods-repo';
import { recipeNutrition } from './modules/nutrition/recipe-nutrition';
import { createShutdown } from './shutdown';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  mkdirSync(config.uploadsDir, { recursive: true });
  const database = await openConfiguredDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    app = await buildApp(database, config);
    // The curated ingredient table, whatever SEED_DEMO says: nutrition needs it.
    const foods = await seedFoods(database.db);
    if (foods.changed) app.log.info(`Curated ingredient table: ${foods.inserted} added, ${foods.updated} updated`);
    if (config.seedDemo) {
      // The demo recipes' nutrition comes from the engine recipe saving uses, over the foods above.
      const analyzer = createNutritionAnalyzer(createFoodsRepo(database.db));
      const nutrition: RecipeNutritionFn = (lines, servings) => recipeNutrition(analyzer, lines, servings);
      if (await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, nutrition })) {
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
