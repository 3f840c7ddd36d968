import { useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from '../../../lib/router';
import type { Recipe } from '../../../../contracts/recipe';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../settings';
import { toast } from '../../../lib/use-toast';
import { formFromRecipe, RecipeEditor, RecipeLoadFailed } from '../../my-recipes';
import { RecipeNotFound, recipePath, useRecipe } from '../../recipes';
import { ADMIN_RECIPES_PATH } from './recipes-api';
import type { EditState } from './recipes-table';

/** The list the editor was opened from (filters included), else the whole list; never another site's path. */
function listToReturnTo(state: unknown): string {
  const list = (state as Partial<EditState> | null)?.list;
  return typeof list === 'string' && (list === ADMIN_RECIPES_PATH || list.startsWith(`${ADMIN_RECIPES_PATH}?`)) ? list : ADMIN_RECIPES_PATH;
}

function BackToList({ to }: { to: string }) {
  return (
    <Button asChild variant="link" className="px-0">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        Back to Recipes
      </Link>
    </Button>
  );
}

/**
 * /admin/recipes/edit/{id}: any recipe, whoever wrote it, in the members' editor. After a save the
 * admin is back on the list with a toast; the server lets admins change any recipe.
 */
export function AdminEditRecipePage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const recipe = useRecipe(id, { latest: true });
  // An id that is not a number is a 400 from the server: for the admin it is the same missing recipe.
  const notFound = recipe.isError && isApiError(recipe.error) && (recipe.error.status === 404 || recipe.error.status === 400);
  useDocumentTitle(notFound ? 'Recipe Not Found · Admin' : 'Edit Recipe · Admin');
  const initial = useMemo(() => (recipe.data ? formFromRecipe(recipe.data) : null), [recipe.data]);
  const list = listToReturnTo(location.state);

  const onSaved = (saved: Recipe) => {
    toast({ title: 'Recipe saved', description: `“${saved.title}” has been updated.` });
    void navigate(list, { replace: true });
  };

  // The form starts from the stored version, not a copy cached earlier: what is typed is never replaced.
  if (recipe.isPending || (recipe.isFetching && !recipe.isFetchedAfterMount)) return <PageSpinner />;
  if (notFound) {
    return (
      <div className="space-y-2">
        <BackToList to={list} />
        <RecipeNotFound />
      </div>
    );
  }
  return (
    <div className="max-w-3xl space-y-6">
      <BackToList to={list} />
      <PageHeader
        eyebrow="Admin"
        title="Edit Recipe"
        description={
          recipe.data ? (
            <>
              <Link to={recipePath(recipe.data.id)} className="font-medium text-foreground underline-offset-4 hover:underline">
                {recipe.data.title}
              </Link>
              {recipe.data.author ? ` by ${recipe.data.author.displayName}` : null}
            </>
          ) : null
        }
      />
      {recipe.isError || !initial ? (
        <RecipeLoadFailed onRetry={() => void recipe.refetch()} />
      ) : (
        <RecipeEditor
          key={recipe.data.id}
          initial={initial}
          recipeId={recipe.data.id}
          openedAt={recipe.data.updatedAt}
          onSaved={onSaved}
          cancelTo={list}
          privacyHint="Private recipes are visible only to their author and to admins; a private recipe is taken off the home page's featured list. Public recipes are visible to everyone."
        />
      )}
    </div>
  );
}
