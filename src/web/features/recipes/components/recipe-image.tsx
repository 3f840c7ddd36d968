import { useState } from 'react';
import { earlyImageFailure } from '../../../lib/early-image-failure';
import { recipeImageSrcSet } from '../../../../contracts/recipe-image-sizes';
import { cn } from '../../../lib/utils';
import { FIRST_PICTURE_TIMING } from '../../../../contracts/page-start';

export const RECIPE_FALLBACK_IMAGE = '/images/recipe-fallback.svg';

export interface RecipeImageProps {
  src: string | null | undefined;
  alt: string;
  /** Sizing of the box; give it an aspect ratio so nothing shifts while the image loads. */
  className?: string;
  imgClassName?: string;
  /**
   * How wide the picture is shown (the `sizes` attribute), so the browser picks the smallest of the
   * server's copies that fills it (contracts/recipe-image-sizes.ts).
   */
  sizes: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the image a page is judged by (the first cards above the fold). */
  fetchPriority?: 'high';
}

/** A recipe photo in a fixed-ratio box; a missing or broken image shows the stock fallback. */
export function RecipeImage({ src, alt, className, imgClassName, sizes, loading = 'lazy', fetchPriority }: RecipeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const srcSet = recipeImageSrcSet(usable);
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      <img
        src={usable ?? RECIPE_FALLBACK_IMAGE}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt={usable ? alt : ''}
        data-fallback={usable ? undefined : ''}
        loading={loading}
        fetchPriority={fetchPriority}
        elementtiming={fetchPriority && FIRST_PICTURE_TIMING}
        decoding="async"
        onError={() => {
          if (usable) setFailedSrc(usable);
        }}
        ref={usable ? earlyImageFailure(() => setFailedSrc(usable)) : undefined}
        className={cn('size-full object-cover', imgClassName)}
      />
    </div>
  );
}
