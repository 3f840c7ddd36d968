// `npm run storage:migrate [-- <folder>]`: copies the pictures of a local uploads folder (DATA_DIR/uploads
// unless a folder is named) into the bucket the S3_* settings name, before a site moves from one
// instance's disk to object storage. Pictures already in the bucket with the same size are skipped,
// so it can be run again after an interruption, or once more just before the switch.
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { loadDotEnv } from '../src/server/dot-env';
import { openStorageForScript } from '../src/server/storage/open-picture-storage';
import { copyPictures } from '../src/server/storage/copy-pictures';
import { createLocalStorage } from '../src/server/storage/local-storage';

loadDotEnv();
const config = loadConfig();
if (!config.s3) {
  console.error('storage:migrate copies pictures into a bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) first.');
  process.exit(2);
}
const folder = path.resolve(process.argv[2] ?? config.uploadsDir);
const bucket = await openStorageForScript(config);
try {
  const { copied, skipped } = await copyPictures(createLocalStorage(folder), bucket);
  console.log(`Copied ${copied} pictures from ${folder} into the bucket ${config.s3.bucket} (${skipped} already there)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  bucket.close();
}
