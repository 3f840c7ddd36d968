import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { groupByAisle } from './aisles';
import { formatShoppingAmount } from './amount';

/** One line of a shared list: 'Butter (6 tbsp)', 'Eggs (2)', 'Kitchen roll'. */
export function itemLine(item: Pick<ShoppingItem, 'name' | 'quantity' | 'unit'>): string {
  const amount = formatShoppingAmount(item.quantity, item.unit);
  return amount === '' ? item.name : `${item.name} (${amount})`;
}

/**
 * The list as plain text to send or paste (a message, a notes app): what is still to buy, aisle by
 * aisle, under a title. Ticked items are in the basket already and are left out. Null when nothing
 * is left to buy.
 */
export function shoppingListText(items: readonly ShoppingItem[], title = 'Shopping List'): string | null {
  const groups = groupByAisle(items.filter((item) => !item.checked));
  if (groups.length === 0) return null;
  const blocks = groups.map((group) => [group.label, ...group.items.map((item) => `- ${itemLine(item)}`)].join('\n'));
  return [title, ...blocks].join('\n\n');
}
