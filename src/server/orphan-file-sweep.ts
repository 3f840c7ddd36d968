import type { PictureStorage } from './storage/picture-storage';

/** How old an unreferenced file must be before it goes: long enough for an editor left open overnight. */
export const ORPHAN_FILE_GRACE_MS = 2 * 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Uploads are written before whatever uses them is saved (a recipe's picture, the site's logo), and
 * an editor closed without saving, a replaced file or a deleted recipe leaves files behind. This
 * removes the pictures of one folder of the picture storage that nothing points at once they are
 * older than the grace period, and temporary files a crashed write left. Several processes may
 * sweep at once: a file already gone is simply skipped.
 */
export function createOrphanFileSweep(deps: {
  storage: PictureStorage;
  /** The folder of the storage, served at /uploads/<folder>/. */
  folder: string;
  /** Which of these /uploads/<folder>/<file> addresses are in use. */
  referenced: (urls: string[]) => Promise<Set<string>>;
  graceMs?: number;
  now?: () => number;
}) {
  const prefix = `${deps.folder}/`;
  // A sized copy (<name>.w400.webp, modules/recipes/images.ts) is in use while its picture is.
  const urlOf = (file: string) => `/uploads/${deps.folder}/${file.replace(/\.w\d+(?=\.webp$)/, '')}`;

  /** The files directly in the folder older than the grace period. */
  async function oldFiles(): Promise<string[]> {
    const cutoff = (deps.now ?? Date.now)() - (deps.graceMs ?? ORPHAN_FILE_GRACE_MS);
    const old: string[] = [];
    for await (const { key, modifiedMs } of deps.storage.list(prefix)) {
      const file = key.slice(prefix.length);
      if (!file.includes('/') && modifiedMs < cutoff) old.push(file);
    }
    return old;
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
        for (const file of batch) {
          if (used.has(urlOf(file))) continue;
          await deps.storage.remove(`${prefix}${file}`);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
