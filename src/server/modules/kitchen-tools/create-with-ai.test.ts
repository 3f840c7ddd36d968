import { describe, expect, it } from 'vitest';
import { displayToolName, toolCategoryFor } from './create-with-ai';

describe('kitchen tools created with AI', () => {
  it('maps recipe categories as SPEC section 9 says', () => {
    expect(toolCategoryFor('Main Dishes')).toBe('Dinner');
    expect(toolCategoryFor('lunch')).toBe('Dinner');
    expect(toolCategoryFor('dinner')).toBe('Dinner');
    expect(toolCategoryFor('Breakfast')).toBe('Breakfast');
    expect(toolCategoryFor('dessert')).toBe('Desserts');
    expect(toolCategoryFor('Desserts')).toBe('Desserts');
    expect(toolCategoryFor('Soups')).toBe('General');
    expect(toolCategoryFor('')).toBe('General');
  });

  it('names tools like the catalogue does', () => {
    expect(displayToolName('  mandoline   slicer ')).toBe('Mandoline Slicer');
    expect(displayToolName('KitchenAid mixer')).toBe('KitchenAid Mixer');
  });
});
