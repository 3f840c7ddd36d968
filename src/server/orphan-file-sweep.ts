import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** How old an unreferenced file must be before it goes: long enough for an editor left open overnight. */
export const ORPHAN_FILE_GRACE_MS = 2 * 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Uploads are written before whatever uses them is saved (a recipe's picture, the site's logo), and
 * an editor closed without saving, a replaced file or a deleted recipe leaves files behind. This
 * removes the files of one uploads folder that nothing points at once they are older than the grace
 * period, and temporary files a crashed write left. Several processes may sweep at once: a file
 * already gone is simply skipped.
 */
export function createOrphanFileSweep(deps: {
  uploadsDir: string;
  /** The folder under uploadsDir, served at /uploads/<folder>/. */
  folder: string;
  /** Which of these /uploads/<folder>/<file> addresses are in use. */
  referenced: (urls: string[]) => Promise<Set<string>>;
  graceMs?: number;
  now?: () => number;
}) {
  const folder = path.join(deps.uploadsDir, deps.folder);
  // A sized copy (<name>.w400.webp, modules/recipes/images.ts) is in use while its picture is.
  const urlOf = (file: string) => `/uploads/${deps.folder}/${file.replace(/\.w\d+(?=\.webp$)/, '')}`;

  async function oldFiles(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const cutoff = (deps.now ?? Date.now)() - (deps.graceMs ?? ORPHAN_FILE_GRACE_MS);
    const old: string[] = [];
    for (const name of names) {
      const info = await stat(path.join(folder, name)).catch(() => null);
      if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
    }
    return old;
  }

  async function remove(file: string): Promise<boolean> {
    try {
      await unlink(path.join(folder, file));
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
  }

  return {
    /** Answers how many files it removed. */
    async sweep(): Promise<number> {
      const files = await oldFiles();
      let removed = 0;
      for (let i = 0; i < files.length; i += BATCH) {
        const batch = files.slice(i, i + BATCH);
        // A temporary file (.name.tmp) is never referenced; every other file is checked.
        const named = batch.filter((file) => !file.startsWith('.'));
        const used = await deps.referenced([...new Set(named.map(urlOf))]);
        for (const file of batch) if (!used.has(urlOf(file)) && (await remove(file))) removed += 1;
      }
      return removed;
    },
  };
}
