import { describe, expect, it } from 'vitest';
import type { Recipe } from '../contracts/recipe';
import { buildRecipeJsonLd, jsonLdScriptText } from './recipe-jsonld';

const recipe: Recipe = {
  id: 7,
  title: 'Lemon Salmon',
  subtitle: 'Bright and quick',
  description: 'Flaky salmon with lemon.',
  featuredImage: '/uploads/recipes/lemon-salmon.webp',
  authorId: 'u1',
  author: { id: 'u1', username: 'lena', displayName: 'Lena Marsh', avatar_url: null },
  servings: 4,
  yieldText: null,
  prepTime: { value: 10, unit: 'minutes' },
  cookTime: { value: 80, unit: 'minutes' },
  totalTime: { value: 90, unit: 'minutes' },
  categories: ['Seafood'],
  tags: ['quick', 'omega-3'],
  dietaryAttributes: ['Gluten-Free'],
  ingredients: [
    { name: 'salmon fillets', quantity: 1.5, unit: 'lb', preparation: 'skin on', nutrition: { protein: 150, fat: 53, carbs: 0 } },
    { name: 'lemon', quantity: 1, unit: null, preparation: null, nutrition: { protein: 0.6, fat: 0.2, carbs: 5.4 } },
    { name: 'salt', quantity: null, unit: null, preparation: 'to taste', nutrition: null },
  ],
  instructions: [{ instruction: 'Heat the oven.' }, { instruction: 'Bake the fish.', tips: ['Do not overbake.'] }],
  nutrition: {
    calories: 301.4,
    fat: { total: 13.25, saturated: 2, monounsaturated: 5, polyunsaturated: 4, trans: 0 },
    carbs: { total: 3, fiber: 1, sugars: 1 },
    protein: 40,
    sodium: 420,
    cholesterol: 95,
  },
  recipeTools: [],
  kitchenTools: [],
  source: null,
  privacyLevel: 'public',
  isFeatured: false,
  ratings: { average: 4.7, count: 31 },
  publishedAt: '2025-03-14T09:00:00.000Z',
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-14T09:00:00.000Z',
};
const options = { siteName: 'Sprig', url: 'https://sprig.test/recipes/7', absolute: (p: string) => `https://sprig.test${p}` };

describe('buildRecipeJsonLd', () => {
  it('describes the recipe with ISO durations, ingredient strings and steps', () => {
    const ld = buildRecipeJsonLd(recipe, options);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon Salmon',
      description: 'Flaky salmon with lemon.',
      prepTime: 'PT10M',
      cookTime: 'PT1H20M',
      totalTime: 'PT1H30M',
      image: ['https://sprig.test/uploads/recipes/lemon-salmon.webp'],
      author: { '@type': 'Person', name: 'Lena Marsh' },
      datePublished: '2025-03-14T09:00:00.000Z',
      recipeIngredient: ['1½ lb salmon fillets, skin on', '1 lemon', 'salt, to taste'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Heat the oven.' },
        { '@type': 'HowToStep', position: 2, text: 'Bake the fish.' },
      ],
    });
  });

  it('writes nutrition as strings with g or mg', () => {
    expect(buildRecipeJsonLd(recipe, options).nutrition).toMatchObject({
      calories: '301 calories',
      fatContent: '13.3 g',
      proteinContent: '40 g',
      sodiumContent: '420 mg',
      cholesterolContent: '95 mg',
    });
  });

  it('leaves nutrition out when a line with an amount was not counted: a floor would read as the whole', () => {
    const [salmon, lemon, salt] = recipe.ingredients;
    const partial = { ...recipe, ingredients: [salmon!, { ...lemon!, name: 'sumac', nutrition: null }, salt!] };
    const ld = buildRecipeJsonLd(partial, options);
    expect(ld).not.toHaveProperty('nutrition');
    // The rest of the recipe is described as ever.
    expect(ld.recipeIngredient).toEqual(['1½ lb salmon fillets, skin on', '1 sumac', 'salt, to taste']);
  });

  it("keeps nutrition when the only line without figures has no amount ('salt, to taste')", () => {
    expect(recipe.ingredients[2]).toMatchObject({ quantity: null, nutrition: null });
    expect(buildRecipeJsonLd(recipe, options).nutrition).toMatchObject({ '@type': 'NutritionInformation', calories: '301 calories' });
  });

  it('adds aggregateRating only when ratings exist', () => {
    expect(buildRecipeJsonLd(recipe, options).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      ratingCount: 31,
    });
    expect(buildRecipeJsonLd({ ...recipe, ratings: null }, options)).not.toHaveProperty('aggregateRating');
    expect(buildRecipeJsonLd({ ...recipe, ratings: { average: 0, count: 0 } }, options)).not.toHaveProperty('aggregateRating');
  });

  it('falls back to createdAt, a default image and a default author', () => {
    const ld = buildRecipeJsonLd(
      { ...recipe, publishedAt: null, featuredImage: null, authorId: null, author: null },
      { ...options, defaultImage: 'https://sprig.test/icons/icon-512.png' },
    );
    expect(ld).toMatchObject({
      datePublished: '2025-03-01T09:00:00.000Z',
      image: ['https://sprig.test/icons/icon-512.png'],
      author: { name: 'Sprig Kitchen' },
    });
  });

  it('leaves out the times the recipe does not give, never inventing 20 / 25 / 45 minutes (issue 15)', () => {
    const none = buildRecipeJsonLd({ ...recipe, prepTime: null, cookTime: null, totalTime: null }, options);
    expect(none).not.toHaveProperty('prepTime');
    expect(none).not.toHaveProperty('cookTime');
    expect(none).not.toHaveProperty('totalTime');
    // No total made up from prep + cook: the page's total may count resting and chilling too.
    const noTotal = buildRecipeJsonLd({ ...recipe, totalTime: null }, options);
    expect(noTotal).toMatchObject({ prepTime: 'PT10M', cookTime: 'PT1H20M' });
    expect(noTotal).not.toHaveProperty('totalTime');
    expect(buildRecipeJsonLd({ ...recipe, prepTime: null, cookTime: null }, options)).toMatchObject({ totalTime: 'PT1H30M' });
  });

  it('gives the yield beside the servings, and servings alone when there is none', () => {
    expect(buildRecipeJsonLd(recipe, options).recipeYield).toBe('4 servings');
    expect(buildRecipeJsonLd({ ...recipe, yieldText: '24 cookies' }, options).recipeYield).toEqual(['4 servings', '24 cookies']);
  });

  it('names the page an imported recipe is based on, and nothing when it is not imported', () => {
    const source = { url: 'https://cooks.example/salmon', siteName: 'Cooks Example', author: 'Ada Baker' };
    expect(buildRecipeJsonLd({ ...recipe, source }, options).isBasedOn).toBe('https://cooks.example/salmon');
    expect(buildRecipeJsonLd(recipe, options)).not.toHaveProperty('isBasedOn');
  });

  it("names an author without a loaded profile 'User{id}'", () => {
    expect(buildRecipeJsonLd({ ...recipe, author: null }, options).author).toEqual({ '@type': 'Person', name: 'Useru1' });
  });
});

describe('jsonLdScriptText', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual(data);
  });
});
