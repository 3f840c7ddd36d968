import { Ellipsis } from 'lucide-react';
import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/utils';
import { formatShoppingAmount } from '../lib/amount';

export interface ShoppingItemRowProps {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  onOptions: (item: ShoppingItem) => void;
}

/** One line of the list: a checkbox named by the item and its amount; ticked ones are struck through. */
export function ShoppingItemRow({ item, onToggle, onOptions }: ShoppingItemRowProps) {
  const id = `shopping-item-${item.id}`;
  const amount = formatShoppingAmount(item.quantity, item.unit);
  return (
    <li className="flex items-center gap-3 py-1.5">
      <Checkbox id={id} checked={item.checked} onCheckedChange={(state) => onToggle(item, state === true)} className="size-6" />
      <label
        htmlFor={id}
        className={cn('flex min-w-0 flex-1 cursor-pointer flex-wrap items-baseline justify-between gap-x-3 py-1.5 print:justify-start', item.checked && 'text-muted-foreground line-through')}
      >
        <span className="min-w-0 font-medium break-words">{item.name}</span>
        {amount ? <span className="text-sm text-muted-foreground tabular-nums">{amount}</span> : null}
      </label>
      <Button type="button" variant="ghost" size="icon" className="-mr-2 size-9" data-print-hide="" aria-label={`Options for ${item.name}`} onClick={() => onOptions(item)}>
        <Ellipsis aria-hidden="true" />
      </Button>
    </li>
  );
}
