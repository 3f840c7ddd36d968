import { useState } from 'react';
import { Bookmark, LoaderCircle, Trash2 } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/use-toast';
import { RecipeImage, recipePath } from '../../recipes';
import { useRemoveSavedRecipe, useSavedRecipes } from '../api/saved-recipes-list';

/** The Saved Recipes tab (SPEC sections 2, 4 and 8). */
export function SavedRecipesTab() {
  const saved = useSavedRecipes();
  const remove = useRemoveSavedRecipe();
  const [removing, setRemoving] = useState<number | null>(null);

  const onRemove = (id: number) => {
    setRemoving(id);
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Recipe Removed', description: 'Recipe removed from your saved collection' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: isApiError(error) && error.message ? error.message : 'An error occurred',
        }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <section aria-labelledby="saved-title" className="space-y-5">
      <header className="space-y-1">
        <h2 id="saved-title" className="text-xl font-semibold">
          Saved Recipes
        </h2>
        <p className="text-muted-foreground">Recipes you've saved for later</p>
      </header>
      {saved.isLoading ? (
        <PageSpinner />
      ) : saved.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
          <p>Failed to load saved recipes</p>
          <Button variant="outline" onClick={() => void saved.refetch()}>
            Try Again
          </Button>
        </div>
      ) : !saved.data || saved.data.length === 0 ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-border p-8 text-center">
          <Bookmark aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
          <p>You haven't saved any recipes yet</p>
          <Button asChild>
            <Link to="/recipes">Browse Recipes</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved recipes">
          {saved.data.map((recipe) => (
            <li key={recipe.id}>
              <Card className="flex h-full flex-col overflow-hidden" data-testid="saved-recipe">
                <RecipeImage src={recipe.featuredImage} alt="" sizes="(min-width: 640px) 50vw, 100vw" className="aspect-[3/2]" />
                <div className="flex flex-1 flex-col gap-1 p-4">
                  <h3 className="font-semibold">{recipe.title}</h3>
                  {recipe.subtitle ? <p className="text-sm text-muted-foreground">{recipe.subtitle}</p> : null}
                  <div className="mt-auto flex gap-2 pt-3">
                    <Button asChild size="sm">
                      <Link to={recipePath(recipe.id)} aria-label={`View ${recipe.title}`}>
                        View
                      </Link>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={removing === recipe.id}
                      onClick={() => onRemove(recipe.id)}
                      aria-label={`Remove ${recipe.title}`}
                    >
                      {removing === recipe.id ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
                      Remove
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
