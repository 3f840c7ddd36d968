// `npm run restore -- <backup.tar.gz>`: puts a backup written by `npm run backup` back: the
// database (which must be empty: a fresh DATA_DIR or a new PostgreSQL database) and the pictures
// (into DATA_DIR/uploads, which must be empty or missing). A plain .sql dump from before archives
// restores the database alone.
import { restoreSiteBackup } from '../src/db/site-archive';
import { loadConfig } from '../src/server/config';
import { loadDotEnv } from '../src/server/dot-env';
import { openConfiguredDatabase } from '../src/server/database';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup.tar.gz>');
  process.exit(2);
}
loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const { files } = await restoreSiteBackup(database, config.uploadsDir, file);
  console.log(
    files === null
      ? `Restored the database from ${file} (a plain SQL dump: it holds no pictures)`
      : `Restored ${file}: the database and ${files} picture files in ${config.uploadsDir}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
