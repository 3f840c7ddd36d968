import { describe, expect, it } from 'vitest';
import { newIngredientRow, type IngredientRow } from './recipe-form';
import { appendPastedRows, fitting, ingredientRowsFromLines, insertPastedRows, isBlankIngredient } from './pasted-rows';

const parts = ({ quantity, unit, name, preparation }: IngredientRow) => ({ quantity, unit, name, preparation });
const named = (name: string): IngredientRow => ({ ...newIngredientRow(), name });

describe('ingredientRowsFromLines', () => {
  it('fills the four fields from the import parser', () => {
    expect(ingredientRowsFromLines(['2 cups flour, sifted', '1 tsp salt', 'Salt, to taste']).map(parts)).toEqual([
      { quantity: '2', unit: 'cup', name: 'flour', preparation: 'sifted' },
      { quantity: '1', unit: 'tsp', name: 'salt', preparation: '' },
      { quantity: '', unit: '', name: 'Salt', preparation: 'to taste' },
    ]);
  });

  it('reads a pasted list in the language of all its lines', () => {
    const rows = ingredientRowsFromLines(['2 EL Olivenöl', '1 TL Salz', '3 Eier', '200 g Mehl']);
    expect(parts(rows[0]!)).toMatchObject({ quantity: '2', unit: 'tbsp', name: 'Olivenöl' });
    expect(parts(rows[1]!)).toMatchObject({ quantity: '1', unit: 'tsp', name: 'Salz' });
  });

  it('gives each row its own key', () => {
    const [a, b] = ingredientRowsFromLines(['1 egg', '1 egg']);
    expect(a!.key).not.toBe(b!.key);
  });
});

describe('appendPastedRows', () => {
  it('replaces the blank starting row and keeps rows already written', () => {
    expect(appendPastedRows([newIngredientRow()], [named('flour')], isBlankIngredient).map((r) => r.name)).toEqual(['flour']);
    expect(appendPastedRows([named('salt'), newIngredientRow()], [named('flour')], isBlankIngredient).map((r) => r.name)).toEqual(['salt', 'flour']);
  });
});

describe('insertPastedRows', () => {
  it('puts the pasted rows in place of a blank row, in order', () => {
    const rows = [named('salt'), newIngredientRow(), named('pepper')];
    expect(insertPastedRows(rows, 1, [named('flour'), named('eggs')], isBlankIngredient).map((r) => r.name)).toEqual(['salt', 'flour', 'eggs', 'pepper']);
  });

  it('keeps a row that has something in it and adds the pasted rows after it', () => {
    const rows = [{ ...newIngredientRow(), quantity: '2' }, named('pepper')];
    expect(insertPastedRows(rows, 0, [named('flour')], isBlankIngredient).map((r) => [r.quantity, r.name])).toEqual([
      ['2', ''],
      ['', 'flour'],
      ['', 'pepper'],
    ]);
  });
});

describe('fitting', () => {
  it('keeps only as many rows as the limit leaves room for', () => {
    expect(fitting([1, 2, 3], 98, 100)).toEqual([1, 2]);
    expect(fitting([1, 2, 3], 100, 100)).toEqual([]);
    expect(fitting([1, 2, 3], 0, 100)).toEqual([1, 2, 3]);
  });
});
