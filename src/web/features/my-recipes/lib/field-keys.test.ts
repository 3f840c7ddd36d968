import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { editorFieldKey, fieldId, recipeIssuesToFieldErrors, recipeServerFieldErrors, withoutRowErrors } from './field-keys';

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

describe('recipeServerFieldErrors', () => {
  it("reads a 400 answer's nested details the same way", () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
      message: 'Invalid',
      errorCode: 'VALIDATION_ERROR',
      details: [
        { field: 'ingredients.0.name', message: 'Every ingredient needs a name' },
        { field: 'instructions.2.tips.1', message: 'Tips cannot be empty' },
      ],
    });
    expect(recipeServerFieldErrors(error)).toEqual({
      'ingredients.0.name': 'Every ingredient needs a name',
      'instructions.2.tips': 'Tips cannot be empty',
    });
  });
  it('has nothing for other failures', () => {
    expect(recipeServerFieldErrors(new ApiError(403, 'FORBIDDEN', 'No'))).toEqual({});
  });
});

describe('fieldId', () => {
  it('turns a path into an element id', () => {
    expect(fieldId('ingredients.2.name')).toBe('recipe-ingredients-2-name');
  });
});

describe('withoutRowErrors', () => {
  it("drops only that list's row messages", () => {
    expect(withoutRowErrors({ title: 't', ingredients: 'i', 'ingredients.0.name': 'n', 'instructions.0.instruction': 's' }, 'ingredients')).toEqual({
      title: 't',
      ingredients: 'i',
      'instructions.0.instruction': 's',
    });
  });
});
