import { describe, expect, it } from 'vitest';
import { recipeListCursorSchema } from '../contracts/recipe';
import { caloriesToSort, cardSortKey, effectiveSort, inListOrder, readSortCursor, relevanceTier, sortCursor, wholeWords } from './recipe-sort';

describe('the order of a recipe list', () => {
  it('is relevance with free text and newest without, unless asked otherwise', () => {
    expect(effectiveSort(undefined, { text: 'salmon' })).toBe('relevance');
    expect(effectiveSort(undefined, {})).toBe('newest');
    expect(effectiveSort('relevance', { username: 'maya' })).toBe('newest');
    expect(effectiveSort('quickest', { text: 'salmon' })).toBe('quickest');
  });

  it('ranks a title holding every word whole, then one holding them as parts of words, then the rest', () => {
    expect(relevanceTier('Lemon Garlic Salmon', 'salmon lemon')).toBe(0);
    expect(relevanceTier('Salmon with lemon-dill sauce', 'lemon salmon')).toBe(0);
    expect(relevanceTier('Garlicky Greens', 'garlic')).toBe(1);
    expect(relevanceTier('Tomato Soup', 'garlic')).toBe(2);
    expect(relevanceTier('Salmon Cakes', 'salmon lemon')).toBe(2);
    expect(relevanceTier('Chicken Noodle Soup', '"noodle soup" -peas')).toBe(0);
    expect(relevanceTier('100% Rye', '%')).toBe(1);
  });

  it('reads whole words across punctuation and accents', () => {
    expect(wholeWords('Crème-Brûlée, ÉCLAIR!')).toBe(' crème brûlée éclair ');
  });

  it('sorts by calories only where every ingredient with an amount was counted', () => {
    const counted = { name: 'oats', quantity: 1, nutrition: {} };
    const missed = { name: 'dragon fruit', quantity: 1, nutrition: null };
    const toTaste = { name: 'salt', quantity: null, nutrition: null };
    expect(caloriesToSort({ calories: 310 }, [counted, toTaste])).toBe(310);
    expect(caloriesToSort({ calories: 310 }, [counted, missed])).toBeNull();
    expect(caloriesToSort(null, [counted])).toBeNull();
  });

  it('puts items in order by key, nothing last, newest first among equals', () => {
    const items = [
      { id: 1, k: 5 },
      { id: 2, k: null },
      { id: 3, k: 5 },
      { id: 4, k: 2 },
    ];
    expect(inListOrder(items, (i) => i.k).map((i) => i.id)).toEqual([4, 3, 1, 2]);
    expect(inListOrder(items, (i) => i.k, true).map((i) => i.id)).toEqual([3, 1, 4, 2]);
  });

  it('writes a cursor each sort reads back, and refuses one written for another order', () => {
    expect(sortCursor('newest', { key: null, id: 42 })).toBe('42');
    expect(readSortCursor('newest', '42')).toEqual({ key: null, id: 42 });
    for (const key of [0, 12.5, 1e-7, null]) {
      const cursor = sortCursor('calories', { key, id: 7 });
      expect(readSortCursor('calories', cursor)).toEqual({ key, id: 7 });
      expect(readSortCursor('newest', cursor)).toBeNull();
      expect(recipeListCursorSchema.safeParse(cursor).success, cursor).toBe(true);
    }
    expect(readSortCursor('quickest', '42')).toBeNull();
  });

  it("reads a card's key in each order from what the card shows", () => {
    const card = { title: 'Lemon Salmon', totalTime: { value: 25 }, nutrition: { calories: 410, protein: 31 }, notCounted: 0 };
    expect(cardSortKey('newest', card, '')).toBeNull();
    expect(cardSortKey('relevance', card, 'salmon')).toBe(0);
    expect(cardSortKey('quickest', card, '')).toBe(25);
    expect(cardSortKey('calories', card, '')).toBe(410);
    expect(cardSortKey('calories', { ...card, notCounted: 1 }, '')).toBeNull();
    expect(cardSortKey('protein', { ...card, nutrition: null }, '')).toBeNull();
  });
});
