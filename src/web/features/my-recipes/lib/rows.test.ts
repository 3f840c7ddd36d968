import { describe, expect, it } from 'vitest';
import { moveItem, removeItem } from './rows';

describe('moveItem', () => {
  it('moves an item up or down and leaves the original list alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('ignores moves past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('removeItem', () => {
  it('drops the item at the index', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeItem(['a'], 3)).toEqual(['a']);
  });
});
