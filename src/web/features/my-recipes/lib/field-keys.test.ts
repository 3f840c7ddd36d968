import { describe, expect, it } from 'vitest';
import { editorFieldKey, fieldId, recipeIssuesToFieldErrors } from './field-keys';

describe('editorFieldKey', () => {
  it('keeps row fields and top-level fields as their path', () => {
    expect(editorFieldKey(['title'])).toBe('title');
    expect(editorFieldKey(['ingredients', 2, 'name'])).toBe('ingredients.2.name');
    expect(editorFieldKey(['ingredients'])).toBe('ingredients');
    expect(editorFieldKey(['instructions', 0, 'instruction'])).toBe('instructions.0.instruction');
  });
  it('puts one label or tip under the input that holds them all', () => {
    expect(editorFieldKey(['tags', 3])).toBe('tags');
    expect(editorFieldKey(['recipeTools'])).toBe('recipeTools');
    expect(editorFieldKey(['instructions', 1, 'tips', 0])).toBe('instructions.1.tips');
  });
  it('names a message without a path for the form', () => {
    expect(editorFieldKey([])).toBe('form');
  });
});

describe('recipeIssuesToFieldErrors', () => {
  it('keeps the first message per field', () => {
    expect(
      recipeIssuesToFieldErrors([
        { path: ['categories', 0], message: 'first' },
        { path: ['categories', 4], message: 'second' },
        { path: ['ingredients', 1, 'name'], message: 'Every ingredient needs a name' },
      ]),
    ).toEqual({ categories: 'first', 'ingredients.1.name': 'Every ingredient needs a name' });
  });
});

describe('fieldId', () => {
  it('turns a path into an element id', () => {
    expect(fieldId('ingredients.2.name')).toBe('recipe-ingredients-2-name');
  });
});
