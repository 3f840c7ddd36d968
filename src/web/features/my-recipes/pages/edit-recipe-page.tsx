import { useMemo } from 'react';
import { Link, useParams } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../settings';
import { useAuth } from '../../auth';
import { RecipeNotFound, recipePath, useRecipe } from '../../recipes';
import { RecipeEditor } from '../components/recipe-editor';
import { canEditRecipe } from '../../../../domain/access';
import { formFromRecipe } from '../lib/recipe-form';
import { RecipeLoadFailed } from '../components/recipe-load-failed';

/**
 * /my-recipes/{id}/edit: the recipe as its page loads it, in the editor. Someone who may not change
 * it is told so instead of being handed a form that cannot be saved; the server enforces the rule.
 */
export function EditRecipePage() {
  const { id } = useParams();
  const { user } = useAuth();
  const recipe = useRecipe(id, { latest: true });
  const notFound = recipe.isError && isApiError(recipe.error) && recipe.error.status === 404;
  useDocumentTitle(notFound ? 'Recipe Not Found' : 'Edit Recipe');
  const initial = useMemo(() => (recipe.data ? formFromRecipe(recipe.data) : null), [recipe.data]);

  // The form starts from the stored version, not a copy cached earlier: what is typed is never replaced.
  if (recipe.isPending || (recipe.isFetching && !recipe.isFetchedAfterMount)) return <PageSpinner />;
  if (notFound) {
    return (
      <Page size="narrow">
        <RecipeNotFound />
      </Page>
    );
  }
  return (
    <Page size="narrow" className="space-y-6 py-8 sm:py-12">
      <PageHeader title="Edit Recipe" description={recipe.data?.title} />
      {recipe.isError || !initial ? (
        <RecipeLoadFailed onRetry={() => void recipe.refetch()} />
      ) : !canEditRecipe(user, recipe.data) ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border p-6 text-center">
          <p>Only the author can change this recipe</p>
          <Button variant="outline" asChild>
            <Link to={recipePath(recipe.data.id)}>View Recipe</Link>
          </Button>
        </div>
      ) : (
        <RecipeEditor key={recipe.data.id} initial={initial} recipeId={recipe.data.id} openedAt={recipe.data.updatedAt} />
      )}
    </Page>
  );
}
