import { SearchX } from 'lucide-react';
import { Link } from '../../../../lib/router';
import { Button } from '../../../../components/ui/button';

export function RecipeNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Recipe Not Found</h1>
      <p className="text-muted-foreground">
        We couldn't find the recipe you're looking for. It may have been removed or you might have followed a broken
        link.
      </p>
      <Button asChild>
        <Link to="/recipes">Browse all recipes</Link>
      </Button>
    </div>
  );
}
