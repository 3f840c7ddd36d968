import { useRef } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useDeleteRecipe } from '../../recipes';

export interface DeleteRecipeDialogProps {
  /** The recipe asked about; null when the dialog is closed. */
  recipe: Pick<RecipeSummary, 'id' | 'title'> | null;
  onClose: () => void;
  /** Where focus goes once the recipe is gone (its Delete button went with it). */
  onDeleted: () => void;
  /** Called as soon as the server has deleted it, for a list this dialog does not know (the back office's). */
  onRemoved?: (id: number) => void;
}

/** 'Delete this recipe?': nothing is deleted until the member (or an admin) confirms. */
export function DeleteRecipeDialog({ recipe, onClose, onDeleted, onRemoved }: DeleteRecipeDialogProps) {
  const remove = useDeleteRecipe();
  const deleted = useRef(false);

  const onConfirm = () => {
    if (!recipe || remove.isPending) return;
    remove.mutate(recipe.id, {
      onSuccess: () => {
        onRemoved?.(recipe.id);
        toast({ title: 'Recipe deleted', description: `“${recipe.title}” has been deleted.` });
        deleted.current = true;
        onClose();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Delete Failed', description: bodyMessage(error) ?? 'Failed to delete recipe' }),
    });
  };

  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          onDeleted();
        }}
      >
        <DialogHeader>
          <DialogTitle>Delete this recipe?</DialogTitle>
          <DialogDescription>
            “{recipe?.title}” will be deleted for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={onConfirm}>
            {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {remove.isPending ? 'Deleting...' : 'Delete Recipe'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
