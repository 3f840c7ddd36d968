import { useId } from 'react';
import { AISLE_LABELS, AISLES, type Aisle, type ShoppingItem } from '../../../../contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/use-toast';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useAddPantryStaple, useMoveToAisle, useRemoveShoppingItem } from '../api/shopping-list';
import { formatShoppingAmount } from '../lib/amount';
import { failureText } from '../lib/messages';

export interface ItemOptionsDialogProps {
  item: ShoppingItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An item's options, one tap from its row: which aisle it is in, "Always have" (off this list and
 * the lists gathered from now on), and Remove. A dialog rather than buttons on every row, so a
 * phone's row keeps its width for the name and amount, and a tap in a shop ticks rather than removes.
 */
export function ItemOptionsDialog({ item, open, onOpenChange }: ItemOptionsDialogProps) {
  const id = useId();
  const returnFocus = useReturnFocus();
  const move = useMoveToAisle();
  const alwaysHave = useAddPantryStaple();
  const remove = useRemoveShoppingItem();
  const amount = formatShoppingAmount(item.quantity, item.unit);
  const busy = move.isPending || alwaysHave.isPending || remove.isPending;
  // The aisle chosen shows until the list fetched again has the item there.
  const shownAisle = move.isPending ? move.variables.aisle : item.aisle;

  const onAisle = (aisle: Aisle) =>
    move.mutate(
      { item, aisle },
      {
        onSuccess: () => toast({ title: 'Moved', description: `${item.name} is now under ${AISLE_LABELS[aisle]}.` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Could not move the item', description: failureText(error) }),
      },
    );
  const onAlwaysHave = () => {
    if (!item.stapleKey) return;
    alwaysHave.mutate(
      { key: item.stapleKey, name: item.name },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: 'Added to your pantry staples', description: `${item.name} is off your list, and lists you gather from now on leave it off.` });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Could not add to your pantry staples', description: failureText(error) }),
      },
    );
  };
  const onRemove = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Removed from your list', description: item.name });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Could not remove the item', description: failureText(error) }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm" {...returnFocus}>
        <DialogHeader>
          <DialogTitle className="break-words">{item.name}</DialogTitle>
          <DialogDescription>{[amount, item.checked ? 'ticked off' : null].filter(Boolean).join(' · ') || 'No amount'}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-aisle`}>Aisle</Label>
          <NativeSelect id={`${id}-aisle`} value={shownAisle} disabled={busy} onChange={(event) => onAisle(event.target.value as Aisle)}>
            {AISLES.map((aisle) => (
              <option key={aisle} value={aisle}>
                {AISLE_LABELS[aisle]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {item.stapleKey ? (
          <div className="grid gap-1.5">
            <Button type="button" variant="outline" disabled={busy} onClick={onAlwaysHave} aria-describedby={`${id}-always-have`}>
              Always have
            </Button>
            <p id={`${id}-always-have`} className="text-sm text-muted-foreground">
              Takes it off this list, and leaves it off the lists you gather from your meal plan.
            </p>
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="destructive" disabled={busy} onClick={onRemove}>
            Remove from list
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
