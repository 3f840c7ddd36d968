import { describe, expect, it } from 'vitest';
import { RECIPE_LIMITS } from '../../../contracts/recipe-input';
import { providerSchema, fitsStrictMode } from '../ai/output';
import { fitDraft, modelRecipeSchema, toDraft, type ModelRecipe } from './model-recipe';

const DRAFT = { privacyLevel: 'private', featuredImage: null } as const;

const recipe = (overrides: Partial<ModelRecipe> = {}): ModelRecipe => ({
  title: 'Lentil Soup',
  description: 'Warming.',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 35,
  categories: ['Soups'],
  tags: [],
  dietaryAttributes: ['Vegan'],
  recipeTools: [],
  ingredients: [{ name: 'red lentils', quantity: 200, unit: 'g', preparation: 'rinsed' }],
  instructions: [{ instruction: 'Simmer the lentils.', tips: [] }],
  ...overrides,
});

describe('the model recipe schema', () => {
  it('is plain enough for strict structured output (every property required, no extras)', () => {
    expect(fitsStrictMode(providerSchema(modelRecipeSchema))).toBe(true);
  });

  it('takes what real models write without strict mode: optional fields left out are empty, not a misfit', () => {
    // Models read a pasted recipe into only the fields it has (no description, no times, no tips).
    const sparse = {
      title: 'Buttered Noodles',
      servings: 2,
      ingredients: [{ name: 'egg noodles', quantity: 200, unit: 'g' }, { name: 'salt' }],
      instructions: [{ instruction: 'Boil the noodles.' }],
    };
    const parsed = modelRecipeSchema.safeParse(sparse);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual({
      title: 'Buttered Noodles',
      description: null,
      servings: 2,
      prepMinutes: null,
      cookMinutes: null,
      categories: [],
      tags: [],
      dietaryAttributes: [],
      recipeTools: [],
      ingredients: [
        { name: 'egg noodles', quantity: 200, unit: 'g', preparation: null },
        { name: 'salt', quantity: null, unit: null, preparation: null },
      ],
      instructions: [{ instruction: 'Boil the noodles.', tips: [] }],
    });
    // The schema the provider is sent names no defaults (only what to write).
    expect(JSON.stringify(providerSchema(modelRecipeSchema))).not.toContain('"default"');
  });
});

describe('toDraft', () => {
  it('keeps a good recipe as it is, private and without a picture', () => {
    expect(toDraft(recipe(), DRAFT)).toMatchObject({
      title: 'Lentil Soup',
      subtitle: null,
      servings: 4,
      privacyLevel: 'private',
      featuredImage: null,
      ingredients: [{ name: 'red lentils', quantity: 200, unit: 'g', preparation: 'rinsed' }],
    });
  });

  it('fits what the editor cannot hold instead of refusing the answer', () => {
    const draft = toDraft(
      recipe({
        title: 'T'.repeat(500),
        servings: 2.6,
        prepMinutes: -5,
        cookMinutes: 12.4,
        categories: ['Soups', 'soups', ' ', 'x'.repeat(100)],
        ingredients: [
          { name: '  ', quantity: 1, unit: null, preparation: null },
          { name: 'salt', quantity: 0, unit: ' ', preparation: '' },
          { name: 'water', quantity: 1e9, unit: 'ml', preparation: null },
        ],
        instructions: [
          { instruction: '', tips: [] },
          { instruction: 'Stir.', tips: ['', 'Gently.'] },
        ],
      }),
      DRAFT,
    );
    expect(draft.title).toHaveLength(RECIPE_LIMITS.title);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft).toMatchObject({ servings: 3, prepMinutes: null, cookMinutes: 12 });
    expect(draft.categories).toEqual(['Soups', `${'x'.repeat(RECIPE_LIMITS.label - 1)}…`]);
    expect(draft.ingredients).toEqual([
      { name: 'salt', quantity: null, unit: null, preparation: null },
      { name: 'water', quantity: null, unit: 'ml', preparation: null },
    ]);
    expect(draft.instructions).toEqual([{ instruction: 'Stir.', tips: ['Gently.'] }]);
  });

  it('keeps only pictures stored by the site', () => {
    expect(toDraft(recipe(), { privacyLevel: 'public', featuredImage: '/uploads/recipes/abc.webp' }).featuredImage).toBe('/uploads/recipes/abc.webp');
    expect(toDraft(recipe(), { privacyLevel: 'public', featuredImage: 'https://elsewhere.example/a.jpg' }).featuredImage).toBeNull();
  });

  it('an answer with nothing cookable left is an invalid output (502), naming the problem', () => {
    expect(fitDraft(recipe({ ingredients: [{ name: ' ', quantity: null, unit: null, preparation: null }] }), DRAFT)).toEqual({
      ok: false,
      problem: 'ingredients: Add at least one ingredient',
    });
    expect(() => toDraft(recipe({ instructions: [] }), DRAFT)).toThrow(expect.objectContaining({ statusCode: 502, errorCode: 'AI_INVALID_OUTPUT' }));
  });
});
