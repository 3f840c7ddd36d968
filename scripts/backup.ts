// `npm run backup [-- <file.tar.gz>]`: writes the whole site to one archive: the database as a
// plain-SQL dump (database.sql) and the uploaded and generated pictures (uploads/, from
// DATA_DIR/uploads or the S3_BUCKET). Any instance's settings take the same backup. `npm run
// restore` puts both back into an empty data directory. PGlite: the server must be stopped (one
// process per DATA_DIR). PostgreSQL (DATABASE_URL): runs the pg_dump client, which must be installed.
import path from 'node:path';
import { writeSiteBackup } from '../src/server/site-archive';
import { loadConfig } from '../src/server/config';
import { loadDotEnv } from '../src/server/dot-env';
import { openConfiguredDatabase } from '../src/server/database';
import { openStorageForScript } from '../src/server/storage/open-picture-storage';

loadDotEnv();
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19);
const target = path.resolve(process.argv[2] ?? path.join('backups', `sprig-${stamp}.tar.gz`));
const pictures = await openStorageForScript(config);

try {
  if (config.databaseUrl) {
    const { files } = await writeSiteBackup({ url: config.databaseUrl }, pictures, target);
    console.log(`Backup written to ${target} (database and ${files} picture files)`);
  } else {
    const database = await openConfiguredDatabase(config);
    try {
      const { files } = await writeSiteBackup({ pglite: database.pglite! }, pictures, target);
      console.log(`Backup written to ${target} (database and ${files} picture files)`);
    } finally {
      await database.close();
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  pictures.close();
}
