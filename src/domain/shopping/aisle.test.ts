import { describe, expect, it } from 'vitest';
import { aisleFor } from './aisle';

describe('aisleFor', () => {
  it("reads the curated table's categories", () => {
    expect(aisleFor('vegetables', ['onion'])).toBe('produce');
    expect(aisleFor('herbs', ['parsley'])).toBe('produce');
    expect(aisleFor('cheese', ['cheddar'])).toBe('dairy');
    expect(aisleFor('eggs', ['egg'])).toBe('dairy');
    expect(aisleFor('poultry', ['chicken breast'])).toBe('meat');
    expect(aisleFor('fish and seafood', ['salmon'])).toBe('meat');
    expect(aisleFor('bread and baked goods', ['sourdough bread'])).toBe('bakery');
    expect(aisleFor('grains and flours', ['flour'])).toBe('pantry');
    expect(aisleFor('oils and fats', ['olive oil'])).toBe('pantry');
    expect(aisleFor('spices', ['cumin'])).toBe('spices');
    expect(aisleFor('beverages', ['orange juice'])).toBe('other');
  });

  it("reads USDA's food group names", () => {
    expect(aisleFor('Vegetables and Vegetable Products', ['Onions, raw'])).toBe('produce');
    expect(aisleFor('Fruits and Fruit Juices', ['Apples, raw'])).toBe('produce');
    expect(aisleFor('Spices and Herbs', ['Spices, cumin seed'])).toBe('spices');
    expect(aisleFor('Finfish and Shellfish Products', ['Fish, cod'])).toBe('meat');
    expect(aisleFor('Dairy and Egg Products', ['Butter'])).toBe('dairy');
    expect(aisleFor('Nut and Seed Products', ['Nuts, almonds'])).toBe('pantry');
    expect(aisleFor('Baked Products', ['Bread, rye'])).toBe('bakery');
  });

  it('puts a food bought frozen in the freezers, and an unknown group under other', () => {
    expect(aisleFor('vegetables', ['frozen peas'])).toBe('frozen');
    expect(aisleFor('fruit', ['mixed berries', 'Frozen mixed berries'])).toBe('frozen');
    expect(aisleFor(null, ['kitchen roll'])).toBe('other');
  });
});
