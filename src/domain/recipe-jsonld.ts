import type { Nutrition, Recipe } from '../contracts/recipe';
import { resolveTimes, toIsoDuration } from './duration';
import { ingredientLine } from './kitchen-amount';
import { notCountedLines } from './nutrition-coverage';
import { formatAmount } from './servings';

/** Author name for recipes with no author (SPEC: a fixed default author name). */
export const DEFAULT_AUTHOR_SUFFIX = 'Kitchen';

export interface JsonLdOptions {
  siteName: string;
  /** Absolute URL of the recipe page. */
  url: string;
  /** Absolute URL of the image used when the recipe has none (the 512x512 icon). */
  defaultImage?: string;
  /** Turns a stored path (/uploads/…) into an absolute URL. */
  absolute?: (path: string) => string;
}

const grams = (v: number) => `${formatAmount(v)} g`;
const milligrams = (v: number) => `${formatAmount(v)} mg`;

function nutritionInformation(n: Nutrition) {
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${Math.round(n.calories)} calories`,
    fatContent: grams(n.fat.total),
    saturatedFatContent: grams(n.fat.saturated),
    unsaturatedFatContent: grams(n.fat.monounsaturated + n.fat.polyunsaturated),
    transFatContent: grams(n.fat.trans),
    carbohydrateContent: grams(n.carbs.total),
    fiberContent: grams(n.carbs.fiber),
    sugarContent: grams(n.carbs.sugars),
    proteinContent: grams(n.protein),
    sodiumContent: milligrams(n.sodium),
    cholesterolContent: milligrams(n.cholesterol),
  };
}

/**
 * schema.org Recipe structured data per SPEC section 2: ISO durations, ingredient strings,
 * step instructions, nutrition strings with g or mg, aggregateRating only when ratings exist,
 * datePublished from publishedAt else createdAt, the author's display name (or a default).
 * Issue 15: only the times the recipe gives (structured data that misstates a recipe breaks
 * search engines' rules), the yield beside the servings, the page it was adapted from, and
 * nutrition only when every line with an amount was counted.
 */
export function buildRecipeJsonLd(recipe: Recipe, options: JsonLdOptions): Record<string, unknown> {
  const absolute = options.absolute ?? ((p: string) => p);
  const times = resolveTimes(recipe);
  const image = recipe.featuredImage ? absolute(recipe.featuredImage) : options.defaultImage;
  const authorName = recipe.authorId
    ? (recipe.author?.displayName ?? `User${recipe.authorId}`)
    : `${options.siteName} ${DEFAULT_AUTHOR_SUFFIX}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: options.url,
    description: recipe.description ?? recipe.subtitle ?? recipe.title,
    author: { '@type': 'Person', name: authorName },
    datePublished: recipe.publishedAt ?? recipe.createdAt,
    recipeYield: recipe.yieldText ? [`${recipe.servings} servings`, recipe.yieldText] : `${recipe.servings} servings`,
    recipeCategory: recipe.categories,
    keywords: recipe.tags.join(', '),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: recipe.instructions.map((step, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      text: step.instruction,
    })),
    publisher: { '@type': 'Organization', name: options.siteName },
  };
  if (times.prep !== null) data.prepTime = toIsoDuration(times.prep);
  if (times.cook !== null) data.cookTime = toIsoDuration(times.cook);
  if (times.total !== null) data.totalTime = toIsoDuration(times.total);
  if (recipe.source) data.isBasedOn = recipe.source.url;
  if (image) data.image = [image];
  // Only complete figures: schema.org has no 'at least', and a search engine would show a sum of
  // some of the lines as the recipe's calories (ADR 0011, structured data).
  if (recipe.nutrition && notCountedLines(recipe.ingredients).length === 0) data.nutrition = nutritionInformation(recipe.nutrition);
  if (recipe.ratings && recipe.ratings.count > 0 && recipe.ratings.average > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: recipe.ratings.average,
      ratingCount: recipe.ratings.count,
    };
  }
  return data;
}

/**
 * JSON for a <script type="application/ld+json"> block: '<', '>', '&' and the two JavaScript
 * line separators are escaped so recipe text can never close the script element.
 */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
