import { kitchenAmount } from '../../../../domain/kitchen-amount';

/** Metric units a list writes in whole numbers from ten up: nobody buys 653.6 g of flour. */
const WHOLE_FROM_TEN = new Set(['g', 'ml', 'mg']);

/**
 * How much of an item to buy, as a cook reads it (the recipe page's kitchen-amount): '6 tbsp',
 * '654 g', '¾ cup', '3 cloves', and a bare '2' for a count of things (two eggs). '' when the list
 * has no amount (a manual item, 'salt to taste').
 */
export function formatShoppingAmount(quantity: number | null, unit: string | null): string {
  if (quantity !== null && unit !== null && WHOLE_FROM_TEN.has(unit.trim().toLowerCase()) && quantity >= 10) {
    return kitchenAmount(Math.round(quantity), unit);
  }
  return kitchenAmount(quantity, unit);
}
