import { RecipeCard } from '../recipe-card';
import { RecipeCardSkeleton } from '../recipe-card-skeleton';
import { RecipeGrid } from '../recipe-grid';
import { RELATED_LIMIT, useRelatedRecipes } from './detail-api';
import { DetailSection } from './detail-section';

/**
 * 'You Might Also Like': up to 3 recipes sharing a category, never this one. 3 skeleton cards while
 * loading; hidden on error or when there is none (SPEC section 2).
 */
export function RelatedRecipes({ recipeId }: { recipeId: number }) {
  const { data, isPending, isError } = useRelatedRecipes(recipeId);
  if (isError || (!isPending && (!data || data.length === 0))) return null;
  return (
    <DetailSection title="You Might Also Like" id="related-heading" printHide className="border-t border-border pt-10">
      {isPending ? (
        <RecipeGrid aria-busy="true" data-testid="related-loading">
          {Array.from({ length: RELATED_LIMIT }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </RecipeGrid>
      ) : (
        <RecipeGrid data-testid="related-recipes">
          {(data ?? []).map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </RecipeGrid>
      )}
    </DetailSection>
  );
}
