import { AISLE_LABELS, AISLES, type Aisle, type ShoppingItem } from '../../../../contracts/shopping-list';

export interface AisleGroup {
  aisle: Aisle;
  label: string;
  items: ShoppingItem[];
  /** Items in the aisle not yet ticked off. */
  left: number;
}

const byName = (a: ShoppingItem, b: ShoppingItem) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * The list as a shop is walked: the aisles in the contract's order (produce first), only those
 * with items, each aisle's items by name.
 */
export function groupByAisle(items: readonly ShoppingItem[]): AisleGroup[] {
  return AISLES.flatMap((aisle) => {
    const inAisle = items.filter((item) => item.aisle === aisle).sort(byName);
    return inAisle.length === 0 ? [] : [{ aisle, label: AISLE_LABELS[aisle], items: inAisle, left: inAisle.filter((item) => !item.checked).length }];
  });
}
