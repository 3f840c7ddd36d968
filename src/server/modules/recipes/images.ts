import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { toWebp, writeWhole } from '../../images';

export const RECIPE_IMAGE_FOLDER = 'recipes';
/** Recipe photos are kept at most this wide or tall (the detail page shows them up to ~1000 px). */
export const RECIPE_IMAGE_MAX_SIDE = 1600;

/**
 * Recipe photos under `<uploadsDir>/recipes/`, served as /uploads/recipes/<file>.webp: checked by
 * their bytes and re-encoded (see ../../images), each under a new random name so it can be cached.
 */
export function createRecipeImageStore(uploadsDir: string) {
  const folder = path.join(uploadsDir, RECIPE_IMAGE_FOLDER);
  return {
    /** Checks, re-encodes and writes the image; answers its address for a recipe's featuredImage. */
    async save(bytes: Buffer): Promise<string> {
      const image = await toWebp(bytes, () => ({ width: RECIPE_IMAGE_MAX_SIDE, height: RECIPE_IMAGE_MAX_SIDE, fit: 'inside' }));
      const file = `${randomBytes(12).toString('hex')}.webp`;
      await writeWhole(folder, file, image);
      return `/uploads/${RECIPE_IMAGE_FOLDER}/${file}`;
    },

    /** Whether a picture address points at a file that is here (an upload may be swept: src/server/orphan-file-sweep.ts). */
    async exists(url: string): Promise<boolean> {
      const prefix = `/uploads/${RECIPE_IMAGE_FOLDER}/`;
      const file = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      if (!/^[\w-]+\.webp$/.test(file)) return false;
      return stat(path.join(folder, file)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}

export type RecipeImageStore = ReturnType<typeof createRecipeImageStore>;
