/**
 * A recipe picture uploaded here (/uploads/recipes/<name>.webp, at most RECIPE_IMAGE_MAX_SIDE on a
 * side) is also served in smaller copies, /uploads/recipes/<name>.w<width>.webp for each width of
 * RECIPE_IMAGE_WIDTHS, made by the server when the picture is saved or first asked for. Pages offer
 * them in `srcset` so a phone downloads a copy the size of its screen, not the whole picture.
 */
export const RECIPE_IMAGE_MAX_SIDE = 1600;
export const RECIPE_IMAGE_WIDTHS = [400, 800] as const;

/** How wide a card's picture is shown: one column on phones, two from 640 px, three (~400 px) from 1024 px. */
export const RECIPE_CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
/** How wide a recipe page's picture is shown: the page's width, at most ~1000 px. */
export const RECIPE_HERO_IMAGE_SIZES = '(min-width: 1040px) 1000px, 100vw';

const UPLOADED = /^\/uploads\/recipes\/([\w-]+)\.webp$/;

/** The `srcset` of a picture uploaded here, or undefined for any other address (which is used as it is). */
export function recipeImageSrcSet(src: string | null | undefined): string | undefined {
  const name = src ? UPLOADED.exec(src)?.[1] : undefined;
  if (!name) return undefined;
  const copies = RECIPE_IMAGE_WIDTHS.map((width) => `/uploads/recipes/${name}.w${width}.webp ${width}w`);
  return [...copies, `${src} ${RECIPE_IMAGE_MAX_SIDE}w`].join(', ');
}
