import { Suspense, useCallback, useRef, useState } from 'react';
import { lazyNamed } from '../../../../lib/lazy';
import { useOnView } from '../../../../lib/use-on-view';
import { RelatedRecipesSkeleton } from './related-recipes-section';

const RelatedRecipeList = lazyNamed(() => import('./related-recipe-list'), 'RelatedRecipeList');

/**
 * 'You Might Also Like', at the foot of the recipe. Its cards (and their code, and the request for
 * them) wait until the section comes within a screen or so of the viewport: a visitor who reads
 * only the recipe downloads neither (issue 17's JavaScript budget). Until then, and while they
 * load, the section shows its 3 skeleton cards, as the server's HTML does.
 */
export function RelatedRecipes({ recipeId }: { recipeId: number }) {
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useOnView(section, !near, useCallback(() => setNear(true), []));
  if (!near) return <RelatedRecipesSkeleton sectionRef={section} />;
  return (
    <Suspense fallback={<RelatedRecipesSkeleton />}>
      <RelatedRecipeList recipeId={recipeId} />
    </Suspense>
  );
}
