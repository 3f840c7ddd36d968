import { BookmarkPlus, CircleCheck, LoaderCircle, Lock, Pencil } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { RecipeInput } from '../../../../contracts/recipe-input';
import { Button } from '../../../components/ui/button';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { editRecipePath, recipePath } from '../../recipes';
import { useSaveDraft } from '../api/ai';

/**
 * 'Save as my recipe': the draft becomes a private recipe of mine (POST /api/recipes), then links
 * to its page and its editor. Saved once: the button gives way to the links.
 */
export function SaveDraft({ draft }: { draft: RecipeInput }) {
  const save = useSaveDraft();

  if (save.isSuccess) {
    const recipe = save.data;
    return (
      <div className="space-y-3" data-testid="saved-draft">
        <p role="status" className="flex items-center gap-2 font-medium">
          <CircleCheck aria-hidden="true" className="size-5 text-primary-text" />
          Saved to My Recipes as a private recipe.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={recipePath(recipe.id)}>Open recipe</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={editRecipePath(recipe.id)}>
              <Pencil aria-hidden="true" />
              Edit recipe
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <Button
        disabled={save.isPending}
        onClick={() =>
          save.saveDraft(draft, {
            onSuccess: (recipe) => toast({ title: 'Recipe saved', description: `“${recipe.title}” is in My Recipes, visible only to you.` }),
          })
        }
      >
        {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <BookmarkPlus aria-hidden="true" />}
        {save.isPending ? 'Saving…' : 'Save as my recipe'}
      </Button>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        Saved as private: only you can see it until you share it.
      </p>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {bodyMessage(save.error) ?? 'The recipe could not be saved. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
