import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { RECIPE_HERO_IMAGE_SIZES, recipeImageSrcSet } from '../../../../../contracts/recipe-image-sizes';
import { earlyImageFailure } from '../../../../lib/early-image-failure';
import { FIRST_PICTURE_TIMING } from '../../../../../contracts/page-start';

/**
 * The featured image in a fixed 16:9 box (nothing shifts while it loads); a missing or broken
 * image shows 'Recipe image unavailable' in the same box.
 */
export function RecipeHeroImage({ src, alt }: { src: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const srcSet = recipeImageSrcSet(usable);
  return (
    <figure
      data-print-section="image"
      data-testid="recipe-hero-image"
      className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-muted shadow-sm"
    >
      {usable ? (
        <img
          src={usable}
          srcSet={srcSet}
          sizes={srcSet && RECIPE_HERO_IMAGE_SIZES}
          alt={alt}
          fetchPriority="high"
          elementtiming={FIRST_PICTURE_TIMING}
          decoding="async"
          onError={() => setFailedSrc(usable)}
          ref={earlyImageFailure(() => setFailedSrc(usable))}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-8" />
          <p className="text-sm font-medium">Recipe image unavailable</p>
        </div>
      )}
    </figure>
  );
}
