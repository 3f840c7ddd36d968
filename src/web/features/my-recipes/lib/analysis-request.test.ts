import { describe, expect, it } from 'vitest';
import { analysisRequestFromForm } from './analysis-request';
import { emptyRecipeForm, newIngredientRow, type IngredientRow, type RecipeForm } from './recipe-form';

const row = (change: Partial<IngredientRow>): IngredientRow => ({ ...newIngredientRow(), ...change });
const form = (change: Partial<RecipeForm>): RecipeForm => ({ ...emptyRecipeForm(), ...change });

describe('analysisRequestFromForm', () => {
  it('sends the servings and the named rows, read as numbers and trimmed', () => {
    const result = analysisRequestFromForm(
      form({
        servings: '2',
        ingredients: [
          row({ quantity: '1.5', unit: 'cup', name: ' rice ', preparation: '' }),
          row({ name: '' }),
          row({ quantity: '', unit: '', name: 'salt', preparation: 'to taste' }),
        ],
      }),
    );
    expect(result).toEqual({
      servings: 2,
      ingredients: [
        { name: 'rice', quantity: 1.5, unit: 'cup', preparation: null },
        { name: 'salt', quantity: null, unit: null, preparation: 'to taste' },
      ],
    });
  });

  it('asks nothing while servings or a quantity cannot be read', () => {
    expect(analysisRequestFromForm(form({ servings: '', ingredients: [row({ name: 'rice' })] }))).toBeNull();
    expect(analysisRequestFromForm(form({ servings: '0', ingredients: [row({ name: 'rice' })] }))).toBeNull();
    expect(analysisRequestFromForm(form({ ingredients: [row({ name: 'rice', quantity: 'abc' })] }))).toBeNull();
    expect(analysisRequestFromForm(form({ ingredients: [row({ name: 'rice', quantity: '-1' })] }))).toBeNull();
  });

  it('sends an empty list when no row has a name yet', () => {
    expect(analysisRequestFromForm(form({ ingredients: [row({ quantity: '2' })] }))?.ingredients).toEqual([]);
  });
});
