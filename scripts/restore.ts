// `npm run restore -- <backup.tar.gz>`: puts a backup written by `npm run backup` back: the
// database (which must be empty: a fresh DATA_DIR or a new PostgreSQL database) and the pictures
// (into DATA_DIR/uploads, which must be empty or missing, or into the S3_BUCKET, which must be
// empty). A plain .sql dump from before archives
// restores the database alone.
import { restoreSiteBackup } from '../src/server/site-archive';
import { loadConfig } from '../src/server/config';
import { loadDotEnv } from '../src/server/dot-env';
import { openConfiguredDatabase } from '../src/server/database';
import { openStorageForScript } from '../src/server/storage/open-picture-storage';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup.tar.gz>');
  process.exit(2);
}
loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const pictures = await openStorageForScript(config);
try {
  const { files } = await restoreSiteBackup(database, pictures, file);
  console.log(
    files === null
      ? `Restored the database from ${file} (a plain SQL dump: it holds no pictures)`
      : `Restored ${file}: the database and ${files} picture files in ${config.s3 ? `the bucket ${config.s3.bucket}` : config.uploadsDir}`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  pictures.close();
  await database.close();
}
