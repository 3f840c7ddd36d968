import { describe, expect, it } from 'vitest';
import { readYield } from './recipe-yield';

describe('readYield', () => {
  it.each([
    [['Serves 4'], 4],
    [['4 servings'], 4],
    [['4'], 4],
    [['6-8 people'], 6],
    [['Serves 4 to 6'], 4],
    [['Makes 8 servings'], 8],
    [['Yield: 4'], 4],
    [['4 servings (1 cup each)'], 4],
    [['Serves four'], 4],
    [['Für 4 Personen'], 4],
    [['Pour 6 personnes'], 6],
    [['4', '4 servings'], 4],
  ])('%j serves %i and makes nothing else', (texts, servings) => {
    expect(readYield(texts)).toEqual({ servings, yieldText: null });
  });

  it.each([
    [['about 2 dozen cookies'], '24 cookies'],
    [['Makes about 2 dozen cookies'], '24 cookies'],
    [['a dozen muffins'], '12 muffins'],
    [['1 1/2 dozen rolls'], '18 rolls'],
    [['1 loaf'], '1 loaf'],
    [['Makes 1 loaf.'], '1 loaf'],
    [['12 slices'], '12 slices'],
    [['2 cups'], '2 cups'],
    [['1 (9-inch) cake'], '1 (9-inch) cake'],
    [['1 loaf', '12 slices'], '1 loaf, 12 slices'],
    [['2 dozen'], '24'],
  ])('%j is not servings: it makes %s', (texts, yieldText) => {
    expect(readYield(texts)).toEqual({ servings: null, yieldText });
  });

  it('takes a bare number as servings and a count of things as what it makes', () => {
    expect(readYield(['12', '12 slices'])).toEqual({ servings: 12, yieldText: '12 slices' });
    expect(readYield(['Serves 8', '1 (9-inch) pie'])).toEqual({ servings: 8, yieldText: '1 (9-inch) pie' });
  });

  it('reads nothing from nothing, and never a serving count without a number', () => {
    expect(readYield([])).toEqual({ servings: null, yieldText: null });
    expect(readYield(['', '  '])).toEqual({ servings: null, yieldText: null });
    expect(readYield(['Serves a crowd'])).toEqual({ servings: null, yieldText: null });
  });
});
