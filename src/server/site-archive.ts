import { closeSync, openSync, readSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { copyPictures } from './storage/copy-pictures';
import { createLocalStorage } from './storage/local-storage';
import { isEmptyStorage, type PictureStorage } from './storage/picture-storage';
import { dumpDatabase, restoreDump, RestoreTargetNotEmptyError, type DumpSource } from '../db/backup';
import type { Database } from '../db/client';

/**
 * A whole-site backup: one .tar.gz holding `database.sql` (a plain-SQL dump, also loadable with
 * psql) and `uploads/` (every uploaded or generated picture, from the uploads folder or the
 * bucket: storage/picture-storage.ts), written and read as a stream.
 */
const DUMP = 'database.sql';
const UPLOADS = 'uploads';

export interface SiteBackupSummary {
  /** Picture files in the archive's uploads folder. */
  files: number;
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Writes the archive to `target` (through a temporary name beside it, so an interrupted backup
 * never leaves a file that looks complete). The dump and the pictures are staged side by side in a
 * temporary folder: an uploads folder as a link that the archive follows (no picture is copied), a
 * bucket's pictures downloaded there. The dump is taken first: a picture uploaded meanwhile is in
 * the archive without a row naming it (the orphan sweep removes it after a restore), never the
 * other way round.
 */
export async function writeSiteBackup(source: DumpSource, pictures: PictureStorage, target: string): Promise<SiteBackupSummary> {
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.sprig-backup-'));
  const partial = `${target}.partial`;
  try {
    await dumpDatabase(source, path.join(staging, DUMP));
    const uploads = path.join(staging, UPLOADS);
    if (pictures.localFolder) {
      await mkdir(pictures.localFolder, { recursive: true });
      await symlink(path.resolve(pictures.localFolder), uploads, 'dir');
    } else {
      await mkdir(uploads);
      await copyPictures(pictures, createLocalStorage(uploads));
    }
    await tar.create({ file: partial, gzip: true, cwd: staging, follow: true, portable: true }, [DUMP, UPLOADS]);
    await rename(partial, target);
    return { files: await countFiles(uploads) };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** A gzip file starts with 1f 8b; a backup from before archives is plain SQL. */
function isGzip(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/** Only the dump and plain files and folders under uploads/ come out of an archive: no links, nothing else. */
function wanted(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/^\.\//, '').replace(/\/$/, '');
  if (name === DUMP) return type === 'File';
  if (name !== UPLOADS && !name.startsWith(`${UPLOADS}/`)) return false;
  return type === 'File' || type === 'Directory';
}

/**
 * Restores a backup into an empty database and an empty picture storage (an uploads folder empty
 * or missing, or an empty bucket), refusing, with nothing changed, when either holds anything. The
 * archive is unpacked into a temporary folder, the dump loaded, and only then the pictures stored.
 * A plain .sql file (a backup from before archives) restores the database alone: `files` is then null.
 */
export async function restoreSiteBackup(database: Database, pictures: PictureStorage, archive: string): Promise<{ files: number | null }> {
  if (!isGzip(archive)) {
    await restoreDump(database, await readFile(archive, 'utf8'));
    return { files: null };
  }
  if (!(await isEmptyStorage(pictures))) {
    const where = pictures.localFolder ? `The uploads folder ${pictures.localFolder} is not empty; restore into a fresh DATA_DIR.` : 'The bucket S3_BUCKET names is not empty; restore into an empty bucket.';
    throw new RestoreTargetNotEmptyError(where);
  }
  // Beside the uploads folder when there is one (the same disk); else beside the archive.
  const parent = path.dirname(path.resolve(pictures.localFolder ?? archive));
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, '.sprig-restore-'));
  try {
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => wanted(entryPath, 'type' in entry ? entry.type : ''),
    });
    const dump = path.join(staging, DUMP);
    if (!(await stat(dump).catch(() => null))?.isFile()) throw new Error(`${archive} is not a Sprig backup: it holds no ${DUMP}`);
    await restoreDump(database, await readFile(dump, 'utf8'));
    const { copied } = await copyPictures(createLocalStorage(path.join(staging, UPLOADS)), pictures);
    return { files: copied };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
