import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { RECIPE_IMAGE_FOLDER } from './images';

/** How old an unreferenced picture must be before it goes: long enough for an editor left open overnight. */
export const ORPHAN_IMAGE_GRACE_MS = 2 * 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Recipe pictures are uploaded before the recipe that uses them is saved, and a new picture (an
 * upload, a generated one) or a deleted recipe leaves the old file behind. This removes files no
 * recipe points at once they are older than the grace period, and temporary files a crashed write
 * left. Several processes may sweep at once: a file already gone is simply skipped.
 */
export function createOrphanImageSweep(deps: {
  uploadsDir: string;
  /** Which of these /uploads/... addresses some recipe uses as its picture. */
  referenced: (urls: string[]) => Promise<Set<string>>;
  graceMs?: number;
  now?: () => number;
}) {
  const folder = path.join(deps.uploadsDir, RECIPE_IMAGE_FOLDER);
  const urlOf = (file: string) => `/uploads/${RECIPE_IMAGE_FOLDER}/${file}`;

  async function oldFiles(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const cutoff = (deps.now ?? Date.now)() - (deps.graceMs ?? ORPHAN_IMAGE_GRACE_MS);
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
        const pictures = batch.filter((file) => !file.startsWith('.'));
        const used = await deps.referenced(pictures.map(urlOf));
        for (const file of batch) if (!used.has(urlOf(file)) && (await remove(file))) removed += 1;
      }
      return removed;
    },
  };
}
