// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
// The server also does this at every start; this is for deploys that migrate first.
import { loadConfig } from '../src/server/config';
import { loadDotEnv } from '../src/server/dot-env';
import { openConfiguredDatabase } from '../src/server/database';

loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'})`);
} finally {
  await database.close();
}
