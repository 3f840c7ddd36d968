// `npm run nutrition:import -- <folder> [--types foundation_food,sr_legacy_food,...]`
//
// Extends the foods table from an official USDA download: the SR28 ASCII files or the FoodData
// Central CSV download, unpacked into <folder>. Foods already present (same source and id) are
// updated; the curated ingredient table keeps its names and aliases. With the embedded database,
// stop the server first (one process per data directory).
import { seedFoods } from '../../src/db/seed/foods';
import { loadConfig } from '../../src/server/config';
import { loadDotEnv } from '../../src/server/dot-env';
import { openConfiguredDatabase } from '../../src/server/database';
import { DEFAULT_FDC_DATA_TYPES, ImportError, detectFormat, importFoods } from '../../src/server/modules/nutrition/importer';

const USAGE = `Usage: npm run nutrition:import -- <folder> [--types <data types>]

  <folder>   an unpacked USDA download: the SR28 ASCII files (FOOD_DES.txt, NUT_DATA.txt,
             WEIGHT.txt, FD_GROUP.txt) or FoodData Central CSV (food.csv, nutrient.csv,
             food_nutrient.csv, food_portion.csv, measure_unit.csv, ...)
  --types    FoodData Central data types to import, comma separated
             (default ${DEFAULT_FDC_DATA_TYPES.join(',')}; add branded_food for branded foods)`;

function parseArgs(argv: string[]): { folder: string; types?: string[] } | null {
  let folder: string | undefined;
  let types: string[] | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--types') types = (argv[++i] ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    else if (arg.startsWith('--types=')) types = arg.slice('--types='.length).split(',').map((t) => t.trim()).filter(Boolean);
    else if (arg === '--help' || arg === '-h') return null;
    else if (!folder) folder = arg;
    else return null;
  }
  return folder ? { folder, types } : null;
}

const args = parseArgs(process.argv.slice(2));
if (!args) {
  console.error(USAGE);
  process.exit(2);
}

try {
  console.log(`Reading ${detectFormat(args.folder) === 'sr28' ? 'SR28 ASCII files' : 'FoodData Central CSV files'} from ${args.folder}`);
} catch (err) {
  console.error(err instanceof ImportError ? err.message : err);
  process.exit(1);
}

loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  await seedFoods(database.db);
  const started = Date.now();
  const summary = await importFoods(database.db, args.folder, {
    fdcDataTypes: args.types,
    progress: (line) => console.log(`  ${line}`),
  });
  console.log(`\nFoods added: ${summary.added}`);
  console.log(`Foods updated: ${summary.updated} (${summary.curatedUpdated} curated ingredients took the new figures and kept their names)`);
  const skipped = Object.entries(summary.skipped).sort((a, b) => b[1] - a[1]);
  console.log(`Foods skipped: ${skipped.reduce((n, [, c]) => n + c, 0)}`);
  for (const [reason, count] of skipped) console.log(`  ${count}  ${reason}`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof ImportError ? err.message : err);
} finally {
  await database.close();
}
