import { ChefHat, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RecipeCard, RecipeCardSkeleton, RecipeGrid } from '../../recipes';
import { usePublicProfileRecipes } from '../api/public-profile';

/** The Recipes tab of a public profile: a card grid, its loading state and its empty state. */
export function ProfileRecipes({ username }: { username: string }) {
  const recipes = usePublicProfileRecipes(username, true);
  const items = recipes.data?.pages.flatMap((page) => page.items) ?? [];

  if (recipes.isPending) {
    return (
      <div className="space-y-6">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-text" />
          Loading recipes...
        </p>
        <RecipeGrid aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <RecipeCardSkeleton key={index} />
          ))}
        </RecipeGrid>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <ChefHat aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-xl font-semibold">No Recipes Yet</h2>
        <p className="text-muted-foreground">{username} hasn&apos;t shared any recipes yet.</p>
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <RecipeGrid>
        {items.map((recipe, index) => (
          <RecipeCard key={recipe.id} recipe={recipe} priority={index < 3} />
        ))}
      </RecipeGrid>
      {recipes.hasNextPage || recipes.isFetchNextPageError ? (
        <div className="flex flex-col items-center gap-2">
          {recipes.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-muted-foreground">
              More recipes could not be loaded.
            </p>
          ) : null}
          <Button variant="outline" disabled={recipes.isFetchingNextPage} onClick={() => void recipes.fetchNextPage()}>
            {recipes.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {recipes.isFetchingNextPage ? 'Loading recipes...' : recipes.isFetchNextPageError ? 'Try again' : 'Load more recipes'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
