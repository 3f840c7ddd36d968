import { closeSync, openSync, readSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { dumpDatabase, restoreDump, RestoreTargetNotEmptyError, type DumpSource } from './backup';
import type { Database } from './client';

/**
 * A whole-site backup: one .tar.gz holding `database.sql` (a plain-SQL dump, also loadable with
 * psql) and `uploads/` (every uploaded or generated picture), written and read as a stream.
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
 * never leaves a file that looks complete). The dump and the uploads folder are staged side by
 * side in a temporary folder, the uploads as a link that the archive follows: no picture is copied.
 */
export async function writeSiteBackup(source: DumpSource, uploadsDir: string, target: string): Promise<SiteBackupSummary> {
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.sprig-backup-'));
  const partial = `${target}.partial`;
  try {
    await dumpDatabase(source, path.join(staging, DUMP));
    await mkdir(uploadsDir, { recursive: true });
    await symlink(path.resolve(uploadsDir), path.join(staging, UPLOADS), 'dir');
    await tar.create({ file: partial, gzip: true, cwd: staging, follow: true, portable: true }, [DUMP, UPLOADS]);
    await rename(partial, target);
    return { files: await countFiles(uploadsDir) };
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

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
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
 * Restores a backup into an empty database and an empty (or missing) uploads folder, refusing,
 * with nothing changed, when either holds anything. The archive is unpacked next to the uploads
 * folder, the dump loaded, and only then the pictures moved into place. A plain .sql file (a
 * backup from before archives) restores the database alone: `files` is then null.
 */
export async function restoreSiteBackup(database: Database, uploadsDir: string, archive: string): Promise<{ files: number | null }> {
  if (!isGzip(archive)) {
    await restoreDump(database, await readFile(archive, 'utf8'));
    return { files: null };
  }
  if (!(await isEmptyOrMissing(uploadsDir))) {
    throw new RestoreTargetNotEmptyError(`The uploads folder ${uploadsDir} is not empty; restore into a fresh DATA_DIR.`);
  }
  const parent = path.dirname(path.resolve(uploadsDir));
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
    const pictures = path.join(staging, UPLOADS);
    await mkdir(pictures, { recursive: true });
    await rmdir(uploadsDir).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
    await rename(pictures, uploadsDir);
    return { files: await countFiles(uploadsDir) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
