import { describe, expect, it } from 'vitest';
import { emptyRecipeForm } from './recipe-form';
import { recipeFormSchema } from './recipe-form-schema';

const filled = () => {
  const form = emptyRecipeForm();
  return {
    ...form,
    title: ' Tomato soup ',
    prepMinutes: '10',
    tags: ['quick', 'Quick'],
    ingredients: [{ ...form.ingredients[0]!, quantity: '2', name: 'tomatoes' }],
    instructions: [{ ...form.instructions[0]!, instruction: 'Simmer.', tips: 'Taste.\n\n Salt. ' }],
  };
};

describe('recipeFormSchema', () => {
  it("gives the recipe input the shared contract makes of the form's text", () => {
    const parsed = recipeFormSchema.parse(filled());
    expect(parsed).toMatchObject({ title: 'Tomato soup', servings: 4, prepMinutes: 10, cookMinutes: null, tags: ['quick'], privacyLevel: 'private' });
    expect(parsed.ingredients).toEqual([{ name: 'tomatoes', quantity: 2, unit: null, preparation: null }]);
    expect(parsed.instructions).toEqual([{ instruction: 'Simmer.', tips: ['Taste.', 'Salt.'] }]);
  });

  it('puts each message under the editor field it names, the first per field', () => {
    const form = filled();
    const result = recipeFormSchema.safeParse({
      ...form,
      title: '',
      servings: '',
      tags: ['a'.repeat(61), 'b'.repeat(61)],
      ingredients: [...form.ingredients, { ...form.ingredients[0]!, name: ' ', quantity: 'x' }],
      instructions: [{ ...form.instructions[0]!, tips: 'c'.repeat(501) }],
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['title', 'Title is required'],
      ['servings', 'Servings must be a number'],
      ['tags', 'Each of tags must be at most 60 characters'],
      ['ingredients.1.name', 'Every ingredient needs a name'],
      ['ingredients.1.quantity', 'Quantity must be a number'],
      ['instructions.0.tips', 'Tips must be at most 500 characters'],
    ]);
  });
});
