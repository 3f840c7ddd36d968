import { Printer, Share2, Trash2 } from 'lucide-react';
import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/use-toast';
import { useClearChecked } from '../api/shopping-list';
import { failureText } from '../lib/messages';
import { shareText } from '../lib/share';
import { shoppingListText } from '../lib/share-text';

const TITLE = 'Shopping List';

export interface ListActionsProps {
  items: readonly ShoppingItem[];
  /** Sends queued ticks first, so Clear checked clears what the member sees ticked. */
  beforeClear: () => Promise<void>;
}

/** Share (as text), Print (one column with checkboxes) and Clear checked. */
export function ListActions({ items, beforeClear }: ListActionsProps) {
  const clear = useClearChecked();
  const ticked = items.filter((item) => item.checked).length;

  const onShare = async () => {
    const text = shoppingListText(items, TITLE);
    if (text === null) {
      toast({ title: 'Nothing left to buy', description: 'Everything on your list is ticked off.' });
      return;
    }
    try {
      const outcome = await shareText(TITLE, text);
      if (outcome === 'copied') toast({ title: 'Copied to clipboard', description: 'Your shopping list is ready to paste.' });
    } catch {
      toast({ variant: 'destructive', title: 'Sharing failed', description: 'Your browser would not share or copy the list.' });
    }
  };

  const onClear = async () => {
    await beforeClear();
    clear.mutate(undefined, {
      onSuccess: ({ removed }) => toast({ title: 'Ticked items cleared', description: `${removed} ${removed === 1 ? 'item' : 'items'} removed from your list.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not clear ticked items', description: failureText(error) }),
    });
  };

  return (
    <div role="group" aria-label="List actions" data-print-hide="" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void onShare()} disabled={items.length === 0}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()} disabled={items.length === 0}>
        <Printer aria-hidden="true" />
        Print
      </Button>
      <Button variant="outline" size="sm" onClick={() => void onClear()} disabled={ticked === 0 || clear.isPending}>
        <Trash2 aria-hidden="true" />
        Clear checked
      </Button>
    </div>
  );
}
