import { describe, expect, it } from 'vitest';
import type { Recipe } from '../../../../contracts/recipe';
import { recipeInputSchema } from '../../../../contracts/recipe-input';
import { recipeToInput } from '../../../../domain/recipe-input';
import { emptyRecipeForm, formFromImport, formFromInput, formFromRecipe, inputFromForm } from './recipe-form';

const recipe: Recipe = {
  id: 7,
  title: 'Green Shakshuka',
  subtitle: null,
  description: 'Eggs in herbs.',
  featuredImage: '/uploads/recipes/abc.webp',
  authorId: 'u1',
  author: { id: 'u1', username: 'maya', displayName: 'Maya', avatar_url: null },
  servings: 2,
  yieldText: '8 wedges',
  prepTime: { value: 10, unit: 'minutes' },
  cookTime: null,
  totalTime: { value: 10, unit: 'minutes' },
  categories: ['Breakfast'],
  tags: ['eggs'],
  dietaryAttributes: ['Vegetarian'],
  ingredients: [
    { name: 'eggs', quantity: 4, unit: null, preparation: null, nutrition: { protein: 24, fat: 20, carbs: 2 } },
    { name: 'spinach', quantity: 200, unit: 'g', preparation: 'washed', nutrition: null },
  ],
  instructions: [{ instruction: 'Wilt the spinach.' }, { instruction: 'Crack in the eggs.', tips: ['Cover the pan.'] }],
  nutrition: null,
  recipeTools: ['Skillet'],
  kitchenTools: [],
  source: { url: 'https://cooks.example/shakshuka', siteName: 'Cooks Example', author: null },
  privacyLevel: 'public',
  isFeatured: false,
  ratings: null,
  publishedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('recipeToInput', () => {
  it('keeps what a member writes, reads times as minutes and leaves nutrition to the server', () => {
    const input = recipeToInput(recipe);
    expect(input).toEqual({
      title: 'Green Shakshuka',
      subtitle: null,
      description: 'Eggs in herbs.',
      featuredImage: '/uploads/recipes/abc.webp',
      servings: 2,
      yieldText: '8 wedges',
      prepMinutes: 10,
      cookMinutes: null,
      totalMinutes: 10,
      categories: ['Breakfast'],
      tags: ['eggs'],
      dietaryAttributes: ['Vegetarian'],
      recipeTools: ['Skillet'],
      ingredients: [
        { name: 'eggs', quantity: 4, unit: null, preparation: null },
        { name: 'spinach', quantity: 200, unit: 'g', preparation: 'washed' },
      ],
      instructions: [
        { instruction: 'Wilt the spinach.', tips: [] },
        { instruction: 'Crack in the eggs.', tips: ['Cover the pan.'] },
      ],
      privacyLevel: 'public',
      importToken: null,
    });
    expect(recipeInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('formFromRecipe and formFromImport', () => {
  it('show a saved recipe with the source it keeps, and nothing to send for it', () => {
    const form = formFromRecipe(recipe);
    expect(form).toMatchObject({ source: recipe.source, importToken: null, servingsToCheck: false, totalMinutes: '10', yieldText: '8 wedges' });
  });

  it("carry an import's token to the save and flag Servings when the page gave none", () => {
    const draft = { ...recipeToInput(recipe), privacyLevel: 'private' as const, importToken: 'sealed' };
    const source = { url: 'https://cooks.example/x', siteName: null, author: 'Ada' };
    const form = formFromImport({ draft, sourceUrl: source.url, source, servingsStated: false });
    expect(form).toMatchObject({ source, servingsToCheck: true });
    expect(recipeInputSchema.parse(inputFromForm(form)).importToken).toBe('sealed');
    expect(formFromImport({ draft, sourceUrl: source.url, source, servingsStated: true }).servingsToCheck).toBe(false);
  });
});

describe('formFromInput and inputFromForm', () => {
  it('round-trip a recipe through the editor unchanged', () => {
    const input = recipeToInput(recipe);
    const form = formFromInput(input);
    expect(form.servings).toBe('2');
    expect(form.cookMinutes).toBe('');
    expect(form.instructions[1]!.tips).toBe('Cover the pan.');
    expect(new Set(form.ingredients.map((row) => row.key)).size).toBe(2);
    expect(recipeInputSchema.parse(inputFromForm(form))).toEqual(input);
  });

  it('reads typed text: blanks are not given, tips are lines, numbers are numbers', () => {
    const form = emptyRecipeForm();
    form.title = ' Soup ';
    form.servings = '3';
    form.prepMinutes = '15';
    form.totalMinutes = '135';
    form.yieldText = ' 1 loaf ';
    form.ingredients[0] = { ...form.ingredients[0]!, name: 'leeks', quantity: '1.5', unit: ' ' };
    form.instructions[0] = { ...form.instructions[0]!, instruction: 'Simmer.', tips: 'Low heat.\n\n  Stir often. \n' };
    expect(recipeInputSchema.parse(inputFromForm(form))).toMatchObject({
      title: 'Soup',
      servings: 3,
      prepMinutes: 15,
      cookMinutes: null,
      totalMinutes: 135,
      yieldText: '1 loaf',
      subtitle: null,
      ingredients: [{ name: 'leeks', quantity: 1.5, unit: null, preparation: null }],
      instructions: [{ instruction: 'Simmer.', tips: ['Low heat.', 'Stir often.'] }],
      privacyLevel: 'private',
    });
  });

  it('leaves bad numbers for the schema to name', () => {
    const form = emptyRecipeForm();
    form.servings = '';
    form.ingredients[0] = { ...form.ingredients[0]!, name: 'salt', quantity: 'a pinch' };
    const result = recipeInputSchema.safeParse(inputFromForm(form));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['servings', 'Servings must be a number']);
    expect(messages).toContainEqual(['ingredients.0.quantity', 'Quantity must be a number']);
  });

  it('starts a new recipe private, with one row of each to type in', () => {
    const form = emptyRecipeForm();
    expect(form.privacyLevel).toBe('private');
    expect(form.ingredients).toHaveLength(1);
    expect(form.instructions).toHaveLength(1);
    expect(form.featuredImage).toBeNull();
  });
});
