import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { RecipeCard, RecipeCardSkeleton, RecipeGrid, useFeaturedRecipes } from '../../recipes';

/** SPEC section 9: 3 placeholders while the featured recipes load. */
const FEATURED_PLACEHOLDERS = 3;

export function FeaturedRecipes() {
  const { data, isPending } = useFeaturedRecipes();
  const recipes = Array.isArray(data) ? data : [];

  return (
    <section aria-labelledby="featured-heading" className="space-y-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Featured recipes
        </h2>
        <Button asChild variant="link" className="px-0">
          <Link to="/recipes">
            View all
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {isPending ? (
        <RecipeGrid aria-busy="true">
          {Array.from({ length: FEATURED_PLACEHOLDERS }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </RecipeGrid>
      ) : recipes.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center">
          <p className="font-medium">No featured recipes available at the moment.</p>
          <p className="mt-1 text-muted-foreground">Check back soon!</p>
        </div>
      ) : (
        <RecipeGrid>
          {recipes.map((recipe, index) => (
            <RecipeCard key={recipe.id} recipe={recipe} priority={index === 0 ? 'first' : index < 3} />
          ))}
        </RecipeGrid>
      )}
    </section>
  );
}
