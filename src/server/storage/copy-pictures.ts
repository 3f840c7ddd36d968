import { isPictureKey, type PictureStorage } from './picture-storage';

/**
 * Copies every picture of one storage into another: a bucket's into a backup's folder, a restored
 * backup's or the demo artwork's folder into the site's storage, `npm run storage:migrate`'s
 * uploads folder into a bucket. Pictures already there with the same size are skipped, so an
 * interrupted copy can simply be run again. Answers how many were copied and how many skipped.
 */
export async function copyPictures(from: PictureStorage, to: PictureStorage): Promise<{ copied: number; skipped: number }> {
  let [copied, skipped] = [0, 0];
  for await (const { key } of from.list('')) {
    const bytes = isPictureKey(key) ? await from.get(key) : null;
    if (!bytes) continue;
    if ((await to.stat(key))?.size === bytes.length) {
      skipped += 1;
      continue;
    }
    await to.put(key, bytes);
    copied += 1;
  }
  return { copied, skipped };
}
