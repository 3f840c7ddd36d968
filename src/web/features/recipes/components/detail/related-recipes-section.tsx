import type { ReactNode, Ref } from 'react';
import { RecipeCardSkeleton } from '../recipe-card-skeleton';
import { RecipeGrid } from '../recipe-grid';
import { RELATED_LIMIT } from './detail-api';
import { DetailSection } from './detail-section';

/** 'You Might Also Like': the section around the related recipes, never printed. */
export function RelatedRecipesSection({ children, sectionRef }: { children: ReactNode; sectionRef?: Ref<HTMLElement> }) {
  return (
    <DetailSection title="You Might Also Like" id="related-heading" printHide className="border-t border-border pt-10" sectionRef={sectionRef}>
      {children}
    </DetailSection>
  );
}

/** SPEC section 9: 3 skeleton cards while the related recipes load. */
export function RelatedRecipesSkeleton({ sectionRef }: { sectionRef?: Ref<HTMLElement> }) {
  return (
    <RelatedRecipesSection sectionRef={sectionRef}>
      <RecipeGrid aria-busy="true" data-testid="related-loading">
        {Array.from({ length: RELATED_LIMIT }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </RecipeGrid>
    </RelatedRecipesSection>
  );
}
