import { RecipeCard } from '../recipe-card';
import { RecipeGrid } from '../recipe-grid';
import { useRelatedRecipes } from './detail-api';
import { RelatedRecipesSection, RelatedRecipesSkeleton } from './related-recipes-section';

/**
 * The related recipes themselves, loaded (code and data) once the section comes near the viewport:
 * the skeleton cards while they load; nothing on error or when there is none (SPEC section 2).
 */
export function RelatedRecipeList({ recipeId }: { recipeId: number }) {
  const { data, isPending, isError } = useRelatedRecipes(recipeId);
  if (isError || (!isPending && (!data || data.length === 0))) return null;
  if (isPending) return <RelatedRecipesSkeleton />;
  return (
    <RelatedRecipesSection>
      <RecipeGrid data-testid="related-recipes">
        {data.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </RecipeGrid>
    </RelatedRecipesSection>
  );
}
