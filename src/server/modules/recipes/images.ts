import { randomBytes } from 'node:crypto';
import { RECIPE_IMAGE_MAX_SIDE, RECIPE_IMAGE_WIDTHS } from '../../../contracts/recipe-image-sizes';
import { loadSharp, toWebp } from '../../images';
import type { PictureStorage } from '../../storage/picture-storage';

export const RECIPE_IMAGE_FOLDER = 'recipes';
/** The smaller copies are only ever shown small, so they can give up a little more detail. */
const COPY_QUALITY = 78;
/** A sized copy's file name: the picture's name and a width of RECIPE_IMAGE_WIDTHS. */
const COPY_NAME = /^([\w-]+)\.w(\d+)\.webp$/;

/**
 * Recipe photos in the picture storage's recipes/ folder, served as /uploads/recipes/<file>.webp:
 * checked by their bytes and re-encoded (see ../../images), each under a new random name so it can
 * be cached, with the smaller copies pages offer in srcset (contracts/recipe-image-sizes.ts) beside it.
 */
export function createRecipeImageStore(storage: PictureStorage) {
  const keyOf = (file: string) => `${RECIPE_IMAGE_FOLDER}/${file}`;

  /** Writes the copy of `picture` (the bytes of <name>.webp) `width` pixels wide, or as wide as it is. */
  async function writeCopy(name: string, picture: Buffer, width: number): Promise<Buffer> {
    const sharp = await loadSharp();
    const copy = await sharp(picture).resize({ width, withoutEnlargement: true }).webp({ quality: COPY_QUALITY }).toBuffer();
    await storage.put(keyOf(`${name}.w${width}.webp`), copy);
    return copy;
  }

  /** The picture's name and the width of a sized copy's file name; null when it is not one of RECIPE_IMAGE_WIDTHS. */
  function copyOf(file: string): { name: string; width: number } | null {
    const [, name, width] = COPY_NAME.exec(file) ?? [];
    return name && RECIPE_IMAGE_WIDTHS.some((allowed) => String(allowed) === width) ? { name, width: Number(width) } : null;
  }

  /** Makes a sized copy from its picture; null when the picture is not here. */
  async function makeCopy({ name, width }: { name: string; width: number }): Promise<Buffer | null> {
    const picture = await storage.get(keyOf(`${name}.webp`));
    return picture && writeCopy(name, picture, width);
  }

  /**
   * The bytes of a sized copy (<name>.w<width>.webp), made from the picture the first time it is
   * asked for (pictures saved before copies existed, the demo catalogue's); null when the name is
   * not a copy of RECIPE_IMAGE_WIDTHS or the picture is not here.
   */
  async function copy(file: string): Promise<Buffer | null> {
    const wanted = copyOf(file);
    return wanted && ((await storage.get(keyOf(file))) ?? makeCopy(wanted));
  }

  return {
    /** Checks, re-encodes and writes the image and its copies; answers its address for a recipe's featuredImage. */
    async save(bytes: Buffer): Promise<string> {
      const image = await toWebp(bytes, () => ({ width: RECIPE_IMAGE_MAX_SIDE, height: RECIPE_IMAGE_MAX_SIDE, fit: 'inside' }));
      const name = randomBytes(12).toString('hex');
      await Promise.all(RECIPE_IMAGE_WIDTHS.map((width) => writeCopy(name, image, width)));
      await storage.put(keyOf(`${name}.webp`), image);
      return `/uploads/${RECIPE_IMAGE_FOLDER}/${name}.webp`;
    },

    copy,

    /** Whether a sized copy is stored, made first if it can be (see `copy`): for redirects to PUBLIC_ASSET_URL. */
    async ensureCopy(file: string): Promise<boolean> {
      const wanted = copyOf(file);
      return wanted !== null && ((await storage.stat(keyOf(file))) !== null || (await makeCopy(wanted)) !== null);
    },

    /** Whether a picture address points at a file that is here (an upload may be swept: src/server/orphan-file-sweep.ts). */
    async exists(url: string): Promise<boolean> {
      const prefix = `/uploads/${RECIPE_IMAGE_FOLDER}/`;
      const file = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      if (!/^[\w-]+\.webp$/.test(file)) return false;
      return (await storage.stat(keyOf(file))) !== null;
    },
  };
}

export type RecipeImageStore = ReturnType<typeof createRecipeImageStore>;
