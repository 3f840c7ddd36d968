import { describe, expect, it } from 'vitest';
import { categoryKey, replaceCategory } from './category-rename';
import { buildKeys } from './search';

describe('replaceCategory', () => {
  it('replaces the name in place, matching any case, and keeps the order of the others', () => {
    expect(replaceCategory(['Quick', 'main dishes', 'Vegan'], 'Main Dishes', 'Dinners')).toEqual(['Quick', 'Dinners', 'Vegan']);
    expect(replaceCategory(['SOUPS'], 'soups', 'Stews')).toEqual(['Stews']);
  });

  it('changes only the case when the new name differs only in case', () => {
    expect(replaceCategory(['main dishes', 'Quick'], 'main dishes', 'Main Dishes')).toEqual(['Main Dishes', 'Quick']);
  });

  it('keeps the target once when the recipe already had it, where the first of the two stood', () => {
    expect(replaceCategory(['Soup', 'Quick', 'Soups'], 'Soup', 'Soups')).toEqual(['Soups', 'Quick']);
    expect(replaceCategory(['soups', 'Quick', 'Soup'], 'Soup', 'Soups')).toEqual(['Soups', 'Quick']);
  });

  it('drops repeated names of any case and leaves a list without the name as it was', () => {
    expect(replaceCategory(['Vegan', 'vegan', 'Soup'], 'Soup', 'Soups')).toEqual(['Vegan', 'Soups']);
    expect(replaceCategory(['Breakfast', 'Quick'], 'Soup', 'Soups')).toEqual(['Breakfast', 'Quick']);
    expect(replaceCategory([], 'Soup', 'Soups')).toEqual([]);
  });

  it('does not treat a name containing the old one as the old one', () => {
    expect(replaceCategory(['Soup Bowls', 'Soup'], 'Soup', 'Soups')).toEqual(['Soup Bowls', 'Soups']);
  });

  it('agrees with the stored keys: the new list has the new key and not the old', () => {
    const keys = buildKeys(replaceCategory(['Main dishes ', 'Quick'], 'main dishes', 'Dinners'));
    expect(keys).toEqual(['dinners', 'quick']);
    expect(categoryKey(' Main Dishes ')).toBe('main dishes');
  });
});
