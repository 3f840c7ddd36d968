import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Bookmark, CalendarPlus, Pencil, Printer, Share2 } from 'lucide-react';
import type { Recipe } from '../../../../../contracts/recipe';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api';
import { bodyMessage } from '../../../../lib/field-errors';
import { toast } from '../../../../lib/use-toast';
import { useAuth } from '../../../auth';
import { lazyNamed, MountWhenOpened } from '../../../../lib/lazy';
import { canEditRecipe } from '../../../../../domain/access';
import { editRecipePath } from '../../api/recipes';
import { useSaveRecipe } from './detail-api';

const ShareRecipeDialog = lazyNamed(() => import('../share/share-recipe-dialog'), 'ShareRecipeDialog');
const PrintOptionsDialog = lazyNamed(() => import('../print/print-options-dialog'), 'PrintOptionsDialog');
const AddToPlanDialog = lazyNamed(() => import('../../../meal-plan'), 'AddToPlanDialog');
const PrivacyToggle = lazyNamed(() => import('./privacy-toggle'), 'PrivacyToggle');

/**
 * Share Recipe, Save Recipe, Add to Meal Plan and Print Recipe (SPEC sections 2 and 8). Save and
 * Add to Meal Plan need sign-in; Add to Meal Plan opens the planner's dialog (issue 18, ADR 0020,
 * where SPEC had 'Coming Soon'). The author also gets the privacy switch,
 * and whoever may change the recipe (its author, an admin) a link to the editor.
 */
export function RecipeActions({ recipe }: { recipe: Recipe }) {
  const { isAuthenticated, user } = useAuth();
  const isAuthor = user !== null && recipe.authorId !== null && user.id === recipe.authorId;
  const save = useSaveRecipe(recipe.id);
  const [shareOpen, setShareOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);

  const onSave = () => {
    if (!isAuthenticated) {
      toast({ title: 'Authentication Required', description: 'Please sign in to save recipes to your collection' });
      return;
    }
    save.mutate(undefined, {
      onSuccess: () => toast({ title: 'Recipe Saved', description: 'Recipe added to your saved collection' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Unable to Save Recipe',
          description: isApiError(error)
            ? (bodyMessage(error) ?? 'Failed to save recipe')
            : 'An unexpected error occurred. Please try again.',
        }),
    });
  };

  const onMealPlan = () => {
    if (!isAuthenticated) {
      toast({ title: 'Authentication Required', description: 'Please sign in to add recipes to your meal plan' });
      return;
    }
    setPlanOpen(true);
  };

  return (
    <div data-print-hide="" role="group" aria-label="Recipe actions" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <Button variant="default" onClick={() => setShareOpen(true)}>
        <Share2 aria-hidden="true" />
        Share Recipe
      </Button>
      <Button variant="outline" onClick={onSave} disabled={save.isPending}>
        <Bookmark aria-hidden="true" />
        Save Recipe
      </Button>
      <Button variant="outline" onClick={onMealPlan}>
        <CalendarPlus aria-hidden="true" />
        Add to Meal Plan
      </Button>
      <Button variant="outline" onClick={() => setPrintOpen(true)}>
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
      <MountWhenOpened open={shareOpen}>
        <ShareRecipeDialog recipe={recipe} open={shareOpen} onOpenChange={setShareOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={planOpen}>
        <AddToPlanDialog recipe={recipe} open={planOpen} onOpenChange={setPlanOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={printOpen}>
        <PrintOptionsDialog open={printOpen} onOpenChange={setPrintOpen} />
      </MountWhenOpened>
    </div>
  );
}
