import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../../../../contracts/shopping-list';
import { groupByAisle } from './aisles';

let nextId = 1;
const item = (name: string, aisle: ShoppingItem['aisle'], extra: Partial<ShoppingItem> = {}): ShoppingItem => ({
  id: nextId++,
  name,
  quantity: null,
  unit: null,
  aisle,
  checked: false,
  manual: false,
  stapleKey: name.toLowerCase(),
  changedAt: '2026-11-30T10:00:00.000Z',
  ...extra,
});

describe('groupByAisle', () => {
  it('walks the shop in the aisles’ order, leaving out empty aisles', () => {
    const groups = groupByAisle([item('Milk', 'dairy'), item('Cumin', 'spices'), item('Onions', 'produce'), item('Bread', 'bakery')]);
    expect(groups.map((g) => g.label)).toEqual(['Produce', 'Bakery', 'Dairy & eggs', 'Spices']);
  });

  it('sorts each aisle’s items by name, whatever their case, and counts what is left to buy', () => {
    const [produce] = groupByAisle([item('onions', 'produce', { checked: true }), item('Carrots', 'produce'), item('apples', 'produce')]);
    expect(produce!.items.map((i) => i.name)).toEqual(['apples', 'Carrots', 'onions']);
    expect(produce!.left).toBe(2);
  });

  it('gives nothing for an empty list', () => {
    expect(groupByAisle([])).toEqual([]);
  });
});
