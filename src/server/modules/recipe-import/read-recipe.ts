import { Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { webAddress } from './page-meta';
import { isGroupHeading, namesPart } from '../../../domain/part-names';
import { readMinutes } from './recipe-times';
import { readYield } from './recipe-yield';
import { readSteps, type ScrapedStep } from './steps';
import { ingredientLine, isItem, lines, MAX_DEPTH, oneLine, prop, toArray, type Item } from './text';

/**
 * What one structured Recipe says, each part null or empty where it says nothing; the page's
 * recipe (ScrapedRecipe) is these fields once the page has filled the gaps.
 */
export interface RecipeFields {
  title: string | null;
  description: string | null;
  /** Only from a yield that counts servings ('Serves 4', '4 servings', a bare '4'). */
  servings: number | null;
  /** What the recipe makes when that is not servings ('1 loaf, 12 slices', '24 cookies'). */
  yieldText: string | null;
  /** Prep, cook and total as the page gives them; none is worked out from the others. */
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  categories: string[];
  tags: string[];
  dietaryAttributes: string[];
  /** Kitchen tools (HowTo 'tool': text or HowToTool). */
  recipeTools: string[];
  /** Ingredient lines as written ('1 ½ cups flour, sifted'). */
  ingredients: string[];
  instructions: ScrapedStep[];
  /** Absolute http(s) address of the recipe's picture. */
  imageUrl: string | null;
  /** The recipe's author as the page names them (several joined with ', '). */
  author: string | null;
  /** The Recipe's publisher; the page's own og:site_name is preferred to it. */
  publisher: string | null;
  /** The Recipe's own address, when it names one. */
  url: string | null;
}

/** A value as itself, or the node it points to ({ "@id": "#/schema/person/1" }). */
export type Resolve = (value: unknown) => unknown;

/**
 * A schema.org Recipe (JSON-LD as parsed, or microdata in the same shape). Older and newer
 * property names are both read: 'ingredients' and 'recipeIngredient', data-vocabulary's
 * 'ingredient', 'instructions', 'yield', 'photo' and 'summary'.
 */
export function readRecipe(item: Item, pageUrl: string, resolve: Resolve): RecipeFields {
  const description = toArray(item.description ?? item.summary).flatMap(lines).join('\n\n');
  const yields = readYield(toArray(item.recipeYield ?? item.yield).flatMap((entry) => oneLine(entry) ?? []));
  return {
    title: oneLine(item.name) ?? oneLine(item.headline),
    description: description || null,
    ...yields,
    // As the page gives them: a total is never made of prep + cook, nor cook of total - prep.
    prepMinutes: minutes(item.prepTime),
    cookMinutes: minutes(item.cookTime),
    totalMinutes: minutes(item.totalTime),
    categories: labels(item.recipeCategory),
    // Tags are lower-case words in this app ('kid-friendly'); a cuisine reads well as one.
    tags: [...labels(item.keywords), ...labels(item.recipeCuisine)].map((tag) => tag.toLowerCase()),
    dietaryAttributes: toArray(item.suitableForDiet).flatMap(dietName),
    recipeTools: labels(toArray(item.tool).map((tool) => (isItem(tool) && tool.name !== undefined ? tool.name : tool))),
    // A group's heading ('For the glaze:') among the lines is not an ingredient.
    ingredients: ingredientLines(item.recipeIngredient ?? item.ingredients ?? item.ingredient, 0).filter((line) => !isGroupHeading(line) && !namesPart(line)),
    instructions: readSteps(item.recipeInstructions ?? item.instructions),
    imageUrl: imageUrl(item.image ?? item.thumbnailUrl ?? item.photo, pageUrl),
    author: names(item.author, resolve),
    publisher: names(item.publisher, resolve),
    url: webAddress(toArray(item.url).map((url) => oneLine(url)), pageUrl),
  };
}

/**
 * Ingredient lines from text, lists, nested lists and groups (an ItemList of lines, any case of
 * 'itemListElement'). A microdata ingredient element is one line however many elements it is
 * built of ('<li><span>1</span> <span>oz.</span> <span>chicken</span></li>'), unless it is a
 * whole list of them.
 */
function ingredientLines(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  return toArray(value).flatMap((entry): string[] => {
    if (Array.isArray(entry)) return ingredientLines(entry, depth + 1);
    if (entry instanceof Element) return elementIngredients(entry);
    if (!isItem(entry)) return lines(entry);
    const list = prop(entry, 'itemListElement') ?? entry.recipeIngredient;
    if (list !== undefined) return ingredientLines(list, depth + 1);
    if (entry['@element'] instanceof Element) return elementIngredients(entry['@element']);
    return ingredientLines(entry.text ?? entry.name ?? entry.item ?? entry['@value'], depth + 1);
  });
}

function elementIngredients(el: Element): string[] {
  const items = DomUtils.findAll((node) => node.name === 'li', el.children);
  const texts = items.length > 0 ? items.map(ingredientLine) : [ingredientLine(el)];
  return texts.filter((text) => text !== '');
}

/** Names of people or organisations: text, Person, Organization, a list of them, or an '@id' pointing to one. */
function names(value: unknown, resolve: Resolve): string | null {
  const found = toArray(value)
    .flat()
    .map(resolve)
    .map((entry) => (isItem(entry) ? oneLine(entry.name) : oneLine(entry)))
    // An author given as a profile address names nobody.
    .filter((name): name is string => name !== null && !/^https?:\/\//i.test(name));
  const distinct = [...new Set(found)];
  return distinct.length > 0 ? distinct.join(', ') : null;
}

function minutes(value: unknown): number | null {
  const text = oneLine(value);
  return text === null ? null : readMinutes(text);
}

/** Labels from a list or comma-separated text ('Dinner, Main Course'). */
function labels(value: unknown): string[] {
  return toArray(value)
    .flatMap((entry) => (oneLine(entry) ?? '').split(','))
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

/** 'https://schema.org/GlutenFreeDiet' -> 'Gluten-Free', the way this app writes dietary attributes. */
function dietName(value: unknown): string[] {
  const text = isItem(value) ? (value['@id'] ?? value.name) : value;
  if (typeof text !== 'string') return [];
  const name = text
    .trim()
    .replace(/^.*[/:#]/, '')
    .replace(/Diet$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2');
  return name ? [name] : [];
}

/** The first usable picture: text, list, ImageObject ({ url } or { contentUrl }), resolved against the page. */
function imageUrl(value: unknown, pageUrl: string): string | null {
  const candidates = toArray(value).map((entry) => {
    const candidate = isItem(entry) ? (entry.url ?? entry.contentUrl ?? entry['@id']) : entry;
    return toArray(candidate).find((c): c is string => typeof c === 'string');
  });
  return webAddress(candidates, pageUrl);
}
