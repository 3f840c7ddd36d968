import { useState } from 'react';
import type { AdminCategory } from '../../../../contracts/admin-categories';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useMergeCategory } from './categories-api';
import { recipesText } from './recipe-count';

/** Files one category's recipes under another and deletes the first; says beforehand how many move. */
export function MergeCategoryDialog({
  source,
  categories,
  initialTargetId,
  onClose,
}: {
  source: AdminCategory;
  categories: AdminCategory[];
  initialTargetId?: number | undefined;
  onClose: () => void;
}) {
  const merge = useMergeCategory(source.id);
  const targets = categories.filter((c) => c.id !== source.id);
  const [targetId, setTargetId] = useState<number | null>(initialTargetId ?? null);
  const [error, setError] = useState<string | null>(null);
  const target = targets.find((c) => c.id === targetId) ?? null;

  function run() {
    if (!target) {
      setError('Choose the category to merge into');
      return;
    }
    setError(null);
    merge.mutate(target.id, {
      onSuccess: (result) => {
        onClose();
        toast({
          title: 'Categories merged',
          description: `‘${source.name}’ is gone; ${result.recipesUpdated > 0 ? `${recipesText(result.recipesUpdated)} moved to` : 'nothing needed to move to'} ‘${result.category.name}’.`,
        });
      },
      onError: (failure) => setError(bodyMessage(failure) ?? failure.message),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge ‘{source.name}’</DialogTitle>
          <DialogDescription>Its recipes are filed under the category you choose, and ‘{source.name}’ is deleted.</DialogDescription>
        </DialogHeader>
        {targets.length === 0 ? (
          <p className="text-sm">There is no other category to merge into. Add one first.</p>
        ) : (
          <div className="space-y-2">
            <Label htmlFor="merge-target">Merge into</Label>
            <Select value={targetId === null ? undefined : String(targetId)} onValueChange={(value) => setTargetId(Number(value))}>
              <SelectTrigger id="merge-target" aria-invalid={error && !target ? true : undefined}>
                <SelectValue placeholder="Choose a category" />
              </SelectTrigger>
              <SelectContent>
                {targets.map((c) => (
                  <SelectItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        {target && (
          <p className="rounded-xl bg-muted px-3 py-2 text-sm" aria-live="polite">
            {source.recipeCount > 0
              ? `${recipesText(source.recipeCount)} ${source.recipeCount === 1 ? 'moves' : 'move'} from ‘${source.name}’ to ‘${target.name}’ (private ones included). ‘${source.name}’ is then deleted.`
              : `No recipe uses ‘${source.name}’: it is simply deleted.`}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={merge.isPending || targets.length === 0} onClick={run}>
            {merge.isPending ? 'Merging…' : 'Merge'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
