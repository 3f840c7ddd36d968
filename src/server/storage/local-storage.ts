import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../images';
import { checkedKey, checkedRemovable, type PictureStorage, type StoredStat } from './picture-storage';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Pictures as files under one folder (DATA_DIR/uploads): one instance, or several sharing that folder. */
export function createLocalStorage(root: string): PictureStorage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  async function statOf(key: string): Promise<StoredStat | null> {
    const info = await stat(fileOf(checkedKey(key))).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    return info?.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
  }

  return {
    localFolder: root,
    async put(key, bytes) {
      const [folder, file] = checkedKey(key).split('/') as [string, string];
      await writeWhole(path.join(root, folder), file, bytes);
    },
    async get(key) {
      return readFile(fileOf(checkedKey(key))).catch((err: unknown) => {
        if (missing(err)) return null;
        throw err;
      });
    },
    async open(key) {
      const info = await statOf(key);
      return info && { ...info, body: createReadStream(fileOf(key)) };
    },
    stat: statOf,
    async remove(key) {
      await unlink(fileOf(checkedRemovable(key))).catch((err: unknown) => {
        if (!missing(err)) throw err;
      });
    },
    async *list(prefix) {
      // Only the folder the prefix names is read ('recipes/x' reads recipes/).
      const folder = path.join(root, ...prefix.split('/').slice(0, -1));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
        if (info) yield { key, modifiedMs: info.mtimeMs };
      }
    },
    close() {},
  };
}
