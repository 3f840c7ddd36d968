import { parseDocument } from 'htmlparser2';
import { readJsonLd } from './json-ld';
import { microdataRecipes } from './microdata';
import { readPageMeta } from './page-meta';
import { readPageDetails, readPageLists } from './page-structure';
import { readRecipe, type RecipeFields, type Resolve } from './read-recipe';
import { isItem } from './text';

export type { ScrapedStep } from './steps';

/**
 * Reads the recipe on a web page: the schema.org Recipe it publishes for search engines (JSON-LD
 * first, then microdata), with what that leaves out (ingredients, steps, title, picture) taken
 * from the page itself; failing both, the page's own ingredient and instruction lists.
 *
 * Pure: HTML text in, plain values out. Limits of the editor are applied later (draft.ts).
 */
export type ScrapedRecipe = Omit<RecipeFields, 'title' | 'publisher' | 'url'> & {
  title: string;
  /** The site's name (og:site_name, else the publisher's). */
  siteName: string | null;
};

const EMPTY: RecipeFields = {
  title: null, description: null, servings: null, yieldText: null, prepMinutes: null, cookMinutes: null, totalMinutes: null,
  categories: [], tags: [], dietaryAttributes: [], recipeTools: [], ingredients: [], instructions: [],
  imageUrl: null, author: null, publisher: null, url: null,
};

const isComplete = (recipe: RecipeFields): boolean => recipe.title !== null && recipe.ingredients.length > 0 && recipe.instructions.length > 0;

/** The page's recipe; null when neither its structured data nor its own structure holds one. */
export function parseRecipePage(html: string, pageUrl: string): ScrapedRecipe | null {
  const document = parseDocument(html);
  const jsonLd = readJsonLd(document);
  const resolve: Resolve = (value) =>
    isItem(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1 ? (jsonLd.nodes.get(value['@id']) ?? value) : value;
  const found = [...jsonLd.recipes, ...microdataRecipes(document)].map((item) => readRecipe(item, pageUrl, resolve));
  const here = (recipe: RecipeFields) => recipe.url === null || sameAddress(recipe.url, pageUrl);
  // A page may carry a teaser Recipe (a list of others, say) before the full one; a partial one
  // is this page's when it has some of the recipe or does not point elsewhere.
  const base =
    found.find(isComplete) ?? found.find((r) => r.ingredients.length > 0 || r.instructions.length > 0) ?? found.find(here) ?? EMPTY;
  const lists = isComplete(base) ? null : readPageLists(document);
  const meta = readPageMeta(document, pageUrl);
  const title = base.title ?? meta.title;
  const ingredients = base.ingredients.length > 0 ? base.ingredients : (lists?.ingredients ?? []);
  const instructions = base.instructions.length > 0 ? base.instructions : (lists?.instructions ?? []);
  // A draft needs all three; without them this is not a recipe the editor can open.
  if (!title || ingredients.length === 0 || instructions.length === 0) return null;
  const { publisher, url: _address, ...fields } = base;
  // A card's own yield and times, for a recipe read from the page whose structured data gives none of them.
  const saysNoYieldOrTime = [base.servings, base.yieldText, base.prepMinutes, base.cookMinutes, base.totalMinutes].every((value) => value === null);
  const details = lists && saysNoYieldOrTime ? readPageDetails(document) : null;
  return {
    ...fields,
    ...details,
    title,
    description: base.description ?? meta.description,
    ingredients,
    instructions,
    imageUrl: base.imageUrl ?? meta.imageUrl,
    author: base.author ?? meta.author,
    siteName: meta.siteName ?? publisher ?? publisherName(jsonLd.publishers, resolve),
  };
}

function sameAddress(a: string, b: string): boolean {
  const bare = (url: string) => url.replace(/[#?].*$/, '').replace(/\/$/, '');
  return bare(a) === bare(b);
}

function publisherName(publishers: unknown[], resolve: Resolve): string | null {
  for (const publisher of publishers.flat().map(resolve)) {
    const name = isItem(publisher) ? publisher.name : publisher;
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return null;
}
