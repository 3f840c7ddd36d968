import type { ShoppingItem } from '../../../../contracts/shopping-list';
import type { AisleGroup } from '../lib/aisles';
import { ShoppingItemRow } from './shopping-item-row';

export interface AisleSectionProps {
  group: AisleGroup;
  onToggle: (item: ShoppingItem, checked: boolean) => void;
  onOptions: (item: ShoppingItem) => void;
}

/** One aisle of the shop: its name, how many of its items are still to buy, and the items. */
export function AisleSection({ group, onToggle, onOptions }: AisleSectionProps) {
  const headingId = `aisle-${group.aisle}`;
  return (
    <section aria-labelledby={headingId} className="mb-4 break-inside-avoid rounded-2xl border border-border bg-card px-4 py-3 print:mb-6 print:rounded-none print:border-0 print:p-0">
      <div className="flex items-baseline justify-between gap-3 border-b border-border pb-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {group.label}
        </h2>
        <p className="text-sm text-muted-foreground" data-print-hide="">
          {group.left === 0 ? 'All done' : `${group.left} to buy`}
        </p>
      </div>
      <ul className="divide-y divide-border">
        {group.items.map((item) => (
          <ShoppingItemRow key={item.id} item={item} onToggle={onToggle} onOptions={onOptions} />
        ))}
      </ul>
    </section>
  );
}
