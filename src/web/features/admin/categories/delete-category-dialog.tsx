import type { AdminCategory } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useDeleteCategory } from './categories-api';
import { recipesText } from './recipe-count';

/**
 * Asks before deleting an unused category. One that recipes use cannot be deleted: the dialog
 * says so and offers merging instead (the server refuses too, should a recipe arrive meanwhile).
 */
export function DeleteCategoryDialog({ category, onClose, onMerge }: { category: AdminCategory; onClose: () => void; onMerge: () => void }) {
  const remove = useDeleteCategory(category.id);
  const inUse = category.recipeCount > 0;

  const run = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Category deleted', description: `‘${category.name}’ is no longer in the category lists.` });
      },
      onError: (error) => {
        onClose();
        toast({ title: 'The category was not deleted', description: bodyMessage(error) ?? error.message, variant: 'destructive' });
      },
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{inUse ? `‘${category.name}’ is in use` : `Delete ‘${category.name}’?`}</DialogTitle>
          <DialogDescription>
            {inUse
              ? `${recipesText(category.recipeCount)} ${category.recipeCount === 1 ? 'uses' : 'use'} ‘${category.name}’ (private ones included), so it cannot be deleted. Rename it, or merge it into another category to move those recipes.`
              : 'No recipe uses it. It disappears from the category lists and the recipe filters.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {inUse ? (
            <Button onClick={onMerge}>Merge instead</Button>
          ) : (
            <Button variant="destructive" disabled={remove.isPending} onClick={run}>
              {remove.isPending ? 'Deleting…' : 'Delete category'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
