import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-links';

const labels = (auth: { isAuthenticated: boolean; isAdmin: boolean }) => navItemsFor(auth).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows visitors the links for everyone', () => {
    expect(labels({ isAuthenticated: false, isAdmin: false })).toEqual(['Recipes', 'Nutrition Calculator']);
  });
  it("adds the members' links, My Recipes and Meal Plan after SPEC's", () => {
    expect(labels({ isAuthenticated: true, isAdmin: false })).toEqual([
      'Recipes',
      'Nutrition Calculator',
      'Recipe AI',
      'Recipe Ideas',
      'Credits',
      'My Recipes',
      'Meal Plan',
    ]);
    expect(navItemsFor({ isAuthenticated: true, isAdmin: false }).slice(-2)).toEqual([
      { to: '/my-recipes', label: 'My Recipes' },
      { to: '/meal-plan', label: 'Meal Plan' },
    ]);
  });
  it('ends with Admin for admins', () => {
    expect(labels({ isAuthenticated: true, isAdmin: true }).slice(-2)).toEqual(['Meal Plan', 'Admin']);
  });
});
