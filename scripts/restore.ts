// `npm run restore -- <file.sql>`: loads a dump written by `npm run backup` into the configured
// database, which must be empty (a fresh DATA_DIR or a new PostgreSQL database).
import { readFileSync } from 'node:fs';
import { restoreDump } from '../src/db/backup';
import { loadConfig, loadDotEnv } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/database';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup.sql>');
  process.exit(2);
}
loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await restoreDump(database, readFileSync(file, 'utf8'));
  console.log(`Restored ${file}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
