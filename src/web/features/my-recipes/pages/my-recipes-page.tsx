import { useRef, useState } from 'react';
import { ChefHat, Link2, Plus } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../settings';
import { IMPORT_PATH, NEW_RECIPE_PATH, useMyRecipes } from '../../recipes';
import { DeleteRecipeDialog } from '../components/delete-recipe-dialog';
import { MyRecipeRow } from '../components/my-recipe-row';
import { MyRecipeRowSkeleton } from '../components/my-recipe-row-skeleton';

const SKELETON_ROWS = 3;

function CreateActions() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={NEW_RECIPE_PATH}>
          <Plus aria-hidden="true" />
          New Recipe
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={IMPORT_PATH}>
          <Link2 aria-hidden="true" />
          Import from a web address
        </Link>
      </Button>
    </div>
  );
}

/** /my-recipes: the member's own recipes, private and public, with Edit and Delete. */
export function MyRecipesPage() {
  const recipes = useMyRecipes();
  const [deleting, setDeleting] = useState<RecipeSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('My Recipes');

  return (
    <Page size="narrow" className="space-y-6 py-8 sm:py-12">
      <header className="space-y-4">
        <div className="space-y-2">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl">
            My Recipes
          </h1>
          <p className="text-lg text-muted-foreground">Recipes you have written or imported. Private recipes are visible only to you.</p>
        </div>
        <CreateActions />
      </header>

      {recipes.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading your recipes">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <MyRecipeRowSkeleton key={i} />
          ))}
        </div>
      ) : recipes.isError ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
          <p>Failed to load your recipes</p>
          <Button variant="outline" onClick={() => void recipes.refetch()}>
            Try Again
          </Button>
        </div>
      ) : recipes.data.length === 0 ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-border p-8 text-center">
          <ChefHat aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">No recipes yet</h2>
          <p className="text-muted-foreground">Write your first recipe, or import one from a web address to review and save.</p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Your recipes">
          {recipes.data.map((recipe) => (
            <li key={recipe.id}>
              <MyRecipeRow recipe={recipe} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}

      <DeleteRecipeDialog recipe={deleting} onClose={() => setDeleting(null)} onDeleted={() => heading.current?.focus()} />
    </Page>
  );
}
