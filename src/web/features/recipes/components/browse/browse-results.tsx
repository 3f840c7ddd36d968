import { useCallback, useRef } from 'react';
import { LoaderCircle, SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { flattenRecipePages, useRecipeList, type RecipeListFilters } from '../../api/recipe-list';
import { RecipeCard } from '../recipe-card';
import { RecipeCardSkeleton } from '../recipe-card-skeleton';
import { RecipeGrid } from '../recipe-grid';
import { useOnView } from '../../../../lib/use-on-view';

/** SPEC section 9: 6 placeholder cards while the list loads. */
export const BROWSE_PLACEHOLDERS = 6;
/** Cards in the first rows load their images eagerly. */
const EAGER_IMAGES = 3;

function countText(n: number): string {
  return `Showing ${n} ${n === 1 ? 'recipe' : 'recipes'}`;
}

export interface BrowseResultsProps {
  filters: RecipeListFilters;
  onClearFilters: () => void;
}

/**
 * The recipes matching the filters, a page at a time: the next page loads when the end of the
 * list comes near (IntersectionObserver), or with the 'Load more' button.
 */
export function BrowseResults({ filters, onClearFilters }: BrowseResultsProps) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useRecipeList(filters);
  const recipes = flattenRecipePages(data?.pages);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);
  // After a failed page, wait for the button rather than retrying on every scroll.
  useOnView(sentinel, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);

  if (isPending) {
    return (
      <div className="space-y-6">
        {/* Holds the place of the result count, so nothing moves when the cards arrive. */}
        <div className="flex h-5 items-center">
          <Skeleton className="h-4 w-36" />
          <p role="status" className="sr-only">
            Loading recipes
          </p>
        </div>
        <RecipeGrid aria-busy="true" data-testid="browse-loading">
          {Array.from({ length: BROWSE_PLACEHOLDERS }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </RecipeGrid>
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-border bg-card px-6 py-12 text-center">
        <h2 className="text-xl font-semibold">We couldn&apos;t load recipes</h2>
        <p className="mt-2 text-muted-foreground">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (recipes.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-card px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-4 text-xl font-semibold">No recipes found</h2>
        <p className="mt-2 max-w-md text-muted-foreground">We couldn&apos;t find any recipes matching your search criteria</p>
        <Button className="mt-6" onClick={onClearFilters}>
          Clear Filters
        </Button>
      </div>
    );
  }

  const correctedSearch = data?.pages[0]?.correctedSearch;
  return (
    <div className="space-y-6">
      {/* One live region, so a corrected search is announced with the count. */}
      <div role="status" className="space-y-1">
        {correctedSearch !== undefined ? (
          <p className="text-base" data-testid="browse-corrected">
            Showing results for <strong className="font-semibold">{correctedSearch}</strong>
          </p>
        ) : null}
        <p className="h-5 text-sm text-muted-foreground" data-testid="browse-count">
          {countText(recipes.length)}
        </p>
      </div>
      <RecipeGrid data-testid="browse-results">
        {recipes.map((recipe, index) => (
          <RecipeCard key={recipe.id} recipe={recipe} priority={index === 0 ? 'first' : index < EAGER_IMAGES} />
        ))}
      </RecipeGrid>
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage ? (
        <div className="flex flex-col items-center gap-2 pt-2">
          {isFetchNextPageError ? (
            <p className="text-sm text-muted-foreground">More recipes could not be loaded.</p>
          ) : null}
          <Button variant="outline" onClick={loadMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {isFetchingNextPage ? 'Loading more…' : isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        </div>
      ) : recipes.length > 0 && (data?.pages.length ?? 0) > 1 ? (
        <p className="pt-2 text-center text-sm text-muted-foreground">You&apos;ve reached the end of the list.</p>
      ) : null}
    </div>
  );
}
