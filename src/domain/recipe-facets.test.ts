import { describe, expect, it } from 'vitest';
import { recipeFacets, type FacetableRecipe } from './recipe-facets';

const recipe = (over: Partial<FacetableRecipe>): FacetableRecipe => ({
  categoryKeys: [],
  tagKeys: [],
  dietKeys: [],
  totalMinutes: null,
  caloriesToSort: null,
  proteinToSort: null,
  ...over,
});

const catalogue = [
  recipe({ categoryKeys: ['desserts'], dietKeys: ['vegan'], totalMinutes: 10, caloriesToSort: 250, proteinToSort: 5 }),
  recipe({ categoryKeys: ['main dishes'], dietKeys: ['vegan', 'gluten-free'], totalMinutes: 45, caloriesToSort: 480, proteinToSort: 32 }),
  recipe({ categoryKeys: ['main dishes'], tagKeys: ['quick'], totalMinutes: 25, caloriesToSort: null, proteinToSort: 41 }),
];

describe('facet counts', () => {
  it('count every value over the whole list when nothing is chosen; number groups by bucket', () => {
    const facets = recipeFacets(catalogue, {});
    expect(facets.total).toBe(3);
    expect(facets.category).toEqual([
      { value: 'main dishes', count: 2 },
      { value: 'desserts', count: 1 },
    ]);
    expect(facets.diet).toEqual([
      { value: 'vegan', count: 2 },
      { value: 'gluten-free', count: 1 },
    ]);
    expect(facets.maxMinutes).toEqual([
      { value: 15, count: 1 },
      { value: 30, count: 2 },
      { value: 60, count: 3 },
    ]);
    // A partial figure (null to sort by) is never 'at most'.
    expect(facets.maxCalories).toEqual([
      { value: 300, count: 1 },
      { value: 500, count: 2 },
      { value: 700, count: 2 },
    ]);
    expect(facets.minProtein).toEqual([
      { value: 20, count: 2 },
      { value: 30, count: 2 },
      { value: 40, count: 1 },
    ]);
  });

  it("a group's counts apply every other filter but not its own", () => {
    const facets = recipeFacets(catalogue, { diet: 'vegan', maxMinutes: 30 });
    expect(facets.total).toBe(1);
    // Diets counted over recipes ready in 30 minutes; times over vegan recipes.
    expect(facets.diet).toEqual([{ value: 'vegan', count: 1 }]);
    expect(facets.maxMinutes).toEqual([
      { value: 15, count: 1 },
      { value: 30, count: 1 },
      { value: 60, count: 2 },
    ]);
    expect(facets.category).toEqual([{ value: 'desserts', count: 1 }]);
  });

  it('a chosen value no recipe has is listed at 0', () => {
    expect(recipeFacets(catalogue, { diet: 'keto' }).diet).toContainEqual({ value: 'keto', count: 0 });
  });
});
