import { describe, expect, it } from 'vitest';
import { dietaryNeeds } from './dietary';

const KNOWN = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Pescatarian', 'Dairy-Free', 'High-Protein'];

describe('dietaryNeeds', () => {
  it('reads preferences as written against the attributes recipes carry, whatever case, space or hyphen', () => {
    expect(dietaryNeeds(['gluten free', 'HIGH-PROTEIN'], KNOWN)).toEqual({ required: [['Gluten-Free'], ['High-Protein']], ignored: [] });
  });

  it('lets a stricter diet meet a looser one: vegan recipes are vegetarian, pescatarian and dairy-free', () => {
    expect(dietaryNeeds(['Vegetarian'], KNOWN).required).toEqual([['Vegetarian', 'Vegan']]);
    expect(dietaryNeeds(['pescatarian'], KNOWN).required).toEqual([['Pescatarian', 'Vegetarian', 'Vegan']]);
    expect(dietaryNeeds(['dairy-free'], KNOWN).required).toEqual([['Dairy-Free', 'Vegan']]);
  });

  it('says which preferences no recipe attribute names, rather than applying a guess', () => {
    expect(dietaryNeeds(['no mushrooms', ' ', 'vegan'], KNOWN)).toEqual({ required: [['Vegan']], ignored: ['no mushrooms'] });
  });
});
