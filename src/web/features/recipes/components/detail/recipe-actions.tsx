import { Suspense, useState } from 'react';
import { Bookmark, BookmarkCheck, CalendarPlus, Pencil, Printer, Share2 } from 'lucide-react';
import { Link } from '../../../../lib/router';
import type { Recipe } from '../../../../../contracts/recipe';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { useAuth } from '../../../auth';
import { lazyNamed, MountWhenOpened } from '../../../../lib/lazy';
import { canEditRecipe } from '../../../../../domain/access';
import { editRecipePath } from '../../api/recipes';
import { useSavedRecipeIds, useToggleSaveRecipe } from '../../api/saved-recipes';

const ShareRecipeDialog = lazyNamed(() => import('../share/share-recipe-dialog'), 'ShareRecipeDialog');
const PrintOptionsDialog = lazyNamed(() => import('../print/print-options-dialog'), 'PrintOptionsDialog');
const AddToPlanDialog = lazyNamed(() => import('../../../meal-plan'), 'AddToPlanDialog');
const PrivacyToggle = lazyNamed(() => import('./privacy-toggle'), 'PrivacyToggle');

/**
 * What the action buttons do, wherever they sit. Save toggles: the button says whether the member
 * has saved the recipe (from their saved list, so it holds across reloads), and a saved recipe's
 * button removes it. Save and Add to Meal Plan need sign-in; Add to Meal Plan opens the planner's
 * dialog (issue 18, ADR 0020, where SPEC had 'Coming Soon').
 */
function useRecipeActions(recipe: Recipe) {
  const { isAuthenticated } = useAuth();
  const saved = useSavedRecipeIds(isAuthenticated).has(recipe.id);
  const toggle = useToggleSaveRecipe();
  const [shareOpen, setShareOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);

  const onSave = () => {
    if (!isAuthenticated) {
      toast({ title: 'Authentication Required', description: 'Please sign in to save recipes to your collection' });
      return;
    }
    toggle.mutate(
      { recipeId: recipe.id, save: !saved },
      saved
        ? {
            onSuccess: () => toast({ title: 'Recipe Removed', description: 'Recipe removed from your saved collection' }),
            onError: (error) => toast({ variant: 'destructive', title: 'Error', description: bodyMessage(error) ?? 'An error occurred' }),
          }
        : {
            onSuccess: () => toast({ title: 'Recipe Saved', description: 'Recipe added to your saved collection' }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Unable to Save Recipe',
                description: isApiError(error) ? (bodyMessage(error) ?? 'Failed to save recipe') : 'An unexpected error occurred. Please try again.',
              }),
          },
    );
  };

  const onMealPlan = () => {
    if (!isAuthenticated) {
      toast({ title: 'Authentication Required', description: 'Please sign in to add recipes to your meal plan' });
      return;
    }
    setPlanOpen(true);
  };

  const dialogs = (
    <>
      <MountWhenOpened open={shareOpen}>
        <ShareRecipeDialog recipe={recipe} open={shareOpen} onOpenChange={setShareOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={planOpen}>
        <AddToPlanDialog recipe={recipe} open={planOpen} onOpenChange={setPlanOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={printOpen}>
        <PrintOptionsDialog open={printOpen} onOpenChange={setPrintOpen} />
      </MountWhenOpened>
    </>
  );
  return { saved, saving: toggle.isPending, onSave, onMealPlan, onShare: () => setShareOpen(true), onPrint: () => setPrintOpen(true), dialogs };
}

/**
 * Share Recipe, Save Recipe, Add to Meal Plan and Print Recipe (SPEC sections 2 and 8), after the
 * recipe. The author also gets the privacy switch, and whoever may change the recipe (its author,
 * an admin) a link to the editor.
 */
export function RecipeActions({ recipe }: { recipe: Recipe }) {
  const { user } = useAuth();
  const isAuthor = user !== null && recipe.authorId !== null && user.id === recipe.authorId;
  const actions = useRecipeActions(recipe);
  const SaveIcon = actions.saved ? BookmarkCheck : Bookmark;

  return (
    <div data-print-hide="" role="group" aria-label="Recipe actions" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <Button variant="default" onClick={actions.onShare}>
        <Share2 aria-hidden="true" />
        Share Recipe
      </Button>
      <Button variant="outline" onClick={actions.onSave} disabled={actions.saving}>
        <SaveIcon aria-hidden="true" />
        {actions.saved ? 'Saved' : 'Save Recipe'}
      </Button>
      <Button variant="outline" onClick={actions.onMealPlan}>
        <CalendarPlus aria-hidden="true" />
        Add to Meal Plan
      </Button>
      <Button variant="outline" onClick={actions.onPrint}>
        <Printer aria-hidden="true" />
        Print Recipe
      </Button>
      {canEditRecipe(user, recipe) ? (
        <Button variant="outline" asChild>
          <Link to={editRecipePath(recipe.id)}>
            <Pencil aria-hidden="true" />
            Edit Recipe
          </Link>
        </Button>
      ) : null}
      {isAuthor ? (
        <Suspense fallback={null}>
          {/* Keyed by the server's value: a refreshed recipe resets the switch. */}
          <PrivacyToggle key={recipe.privacyLevel} recipe={recipe} role={user.role} />
        </Suspense>
      ) : null}
      {actions.dialogs}
    </div>
  );
}

/**
 * The same four actions under the info bar on a phone (issue 18: the ones at the end sit some
 * 8,500 px down a long recipe). Wider screens show the recipe's first screenful and reach the end
 * quickly, so they have only those.
 */
export function QuickRecipeActions({ recipe }: { recipe: Recipe }) {
  const actions = useRecipeActions(recipe);
  const SaveIcon = actions.saved ? BookmarkCheck : Bookmark;
  const quick = 'h-auto flex-col gap-1 px-1 py-2 text-xs';
  return (
    <div data-print-hide="" role="group" aria-label="Quick actions" className="grid grid-cols-4 gap-2 sm:hidden">
      <Button variant="outline" className={quick} onClick={actions.onSave} disabled={actions.saving}>
        <SaveIcon aria-hidden="true" />
        {actions.saved ? 'Saved' : 'Save'}
      </Button>
      <Button variant="outline" className={quick} onClick={actions.onMealPlan}>
        <CalendarPlus aria-hidden="true" />
        Plan
      </Button>
      <Button variant="outline" className={quick} onClick={actions.onShare}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Button variant="outline" className={quick} onClick={actions.onPrint}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      {actions.dialogs}
    </div>
  );
}
