import { describe, expect, it } from 'vitest';
import { planMerge, shoppingKey, type GatheredLine } from './merge';

const line = (key: string, quantity: number | null, unit: string | null, name = key.slice(5)): GatheredLine => ({ key, name, aisle: 'pantry', quantity, unit });

describe('planMerge', () => {
  it('adds up one food across recipes into one new item, named as first gathered', () => {
    const plan = planMerge([], [line('food:1', 2, 'tbsp', 'butter'), line('food:2', 200, 'g', 'flour'), line('food:1', 0.25, 'cup', 'unsalted butter'), line('food:2', 1, 'lb')]);
    expect(plan.updates).toEqual([]);
    expect(plan.inserts).toEqual([
      { key: 'food:1', name: 'butter', aisle: 'pantry', quantity: 6, unit: 'tbsp' },
      { key: 'food:2', name: 'flour', aisle: 'pantry', quantity: 654, unit: 'g' },
    ]);
  });

  it('grows the unticked item of the same food and kind of amount, and keeps other kinds apart', () => {
    const plan = planMerge(
      [
        { id: 7, key: 'food:2', quantity: 100, unit: 'g' },
        { id: 8, key: 'food:3', quantity: 2, unit: null },
      ],
      [line('food:2', 1, 'kg'), line('food:2', 1, 'cup'), line('food:3', 1, 'clove')],
    );
    expect(plan.updates).toEqual([{ id: 7, quantity: 1.1, unit: 'kg' }]);
    expect(plan.inserts).toEqual([
      { key: 'food:2', name: '2', aisle: 'pantry', quantity: 1, unit: 'cup' },
      { key: 'food:3', name: '3', aisle: 'pantry', quantity: 1, unit: 'clove' },
    ]);
  });

  it('never drops a line: foods it cannot tell apart by key stay separate items', () => {
    const plan = planMerge([], [line('name:salt', null, null), line('name:sea salt', 1, 'tsp'), line('name:salt', 1, 'pinch')]);
    expect(plan.inserts.map((i) => [i.key, i.quantity, i.unit])).toEqual([
      ['name:salt', null, null],
      ['name:sea salt', 1, 'tsp'],
      ['name:salt', 1, 'pinch'],
    ]);
  });
});

describe('shoppingKey', () => {
  const onion = { id: 8, name: 'onion' };

  it('keys lines of one food as one item, whatever their number, describing words or pieces', () => {
    for (const written of ['onion', 'onions', 'Fresh  Onion', 'large onions', 'plump onion']) expect(shoppingKey(onion, written)).toBe('food:8');
    expect(shoppingKey({ id: 14, name: 'garlic' }, 'garlic cloves')).toBe('food:14');
    expect(shoppingKey({ id: 63, name: 'zucchini' }, 'courgettes')).toBe(shoppingKey({ id: 63, name: 'zucchini' }, 'courgette'));
  });

  it('keeps a kind a cook buys apart on its own item, though its nutrition is the same food', () => {
    expect(shoppingKey(onion, 'red onion')).toBe('food:8:red');
    expect(shoppingKey(onion, 'red onions')).toBe('food:8:red');
    expect(shoppingKey({ id: 304, name: 'ground cinnamon' }, 'cinnamon sticks')).toBe('food:304:stick');
  });

  it('keys a line without a food by its written name, case and spacing aside', () => {
    expect(shoppingKey(null, '  Sumac ')).toBe('name:sumac');
    expect(shoppingKey(null, 'sumac')).toBe('name:sumac');
  });
});
