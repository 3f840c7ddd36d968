import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { itemLine, shoppingListText } from './share-text';

const base = { checked: false, manual: false, stapleKey: null, changedAt: '2026-11-30T10:00:00.000Z' };
const items: ShoppingItem[] = [
  { ...base, id: 1, name: 'Butter', quantity: 6, unit: 'tbsp', aisle: 'dairy' },
  { ...base, id: 2, name: 'Flour', quantity: 654, unit: 'g', aisle: 'pantry' },
  { ...base, id: 3, name: 'Eggs', quantity: 2, unit: null, aisle: 'dairy' },
  { ...base, id: 4, name: 'Onions', quantity: 1.5, unit: null, aisle: 'produce', checked: true },
  { ...base, id: 5, name: 'Kitchen roll', quantity: null, unit: null, aisle: 'other', manual: true },
];

describe('itemLine', () => {
  it('puts the amount after the name, or the name alone', () => {
    expect(itemLine(items[0]!)).toBe('Butter (6 tbsp)');
    expect(itemLine(items[2]!)).toBe('Eggs (2)');
    expect(itemLine(items[4]!)).toBe('Kitchen roll');
  });
});

describe('shoppingListText', () => {
  it('lists what is left to buy aisle by aisle, ticked items left out', () => {
    expect(shoppingListText(items)).toBe(
      ['Shopping List', 'Dairy & eggs\n- Butter (6 tbsp)\n- Eggs (2)', 'Pantry\n- Flour (654 g)', 'Other\n- Kitchen roll'].join('\n\n'),
    );
  });

  it('takes another title', () => {
    expect(shoppingListText([items[2]!], 'Sprig shopping list')).toBe('Sprig shopping list\n\nDairy & eggs\n- Eggs (2)');
  });

  it('gives null when everything is ticked off or the list is empty', () => {
    expect(shoppingListText([items[3]!])).toBeNull();
    expect(shoppingListText([])).toBeNull();
  });
});
