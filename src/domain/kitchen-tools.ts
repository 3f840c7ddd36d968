/**
 * Kitchen tools: which tool category a recipe belongs to (SPEC section 9), and the fuzzy match of
 * a recipe's tool names against the catalogue (SPEC section 5). A tool is only created with AI when
 * nothing matches, so the matcher favours precision: a wrong match shows the wrong affiliate
 * product, a missed match only costs one AI call.
 */
import { oneTypoApart } from './typo';

export type RecipeToolCategory = 'Dinner' | 'Breakfast' | 'Desserts';

const CATEGORY_MAP = new Map<string, RecipeToolCategory>([
  ['main dishes', 'Dinner'],
  ['dinner', 'Dinner'],
  ['lunch', 'Dinner'],
  ['breakfast', 'Breakfast'],
  ['dessert', 'Desserts'],
  ['desserts', 'Desserts'],
]);

/** 'main dishes', 'dinner', 'lunch' -> 'Dinner'; 'breakfast' -> 'Breakfast'; 'dessert(s)' -> 'Desserts'; else null. */
export function toolCategoryForRecipeCategory(category: string | null | undefined): RecipeToolCategory | null {
  if (typeof category !== 'string') return null;
  return CATEGORY_MAP.get(category.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** The tool category of the first of a recipe's categories that maps to one, else null. */
export function toolCategoryForRecipe(categories: readonly string[]): RecipeToolCategory | null {
  for (const category of categories) {
    const mapped = toolCategoryForRecipeCategory(category);
    if (mapped) return mapped;
  }
  return null;
}

/** Words that never distinguish one tool from another. */
const STOPWORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'for', 'with', 'to', 'in', 'on', 'set']);

const IRREGULAR_PLURALS = new Map([
  ['knives', 'knife'],
  ['halves', 'half'],
  ['loaves', 'loaf'],
  ['leaves', 'leaf'],
]);

/**
 * A crude singular. It only has to map a word and its plural to the same string, not to produce
 * English: 'cookie' and 'cookies' both become 'cooky'.
 */
function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular) return irregular;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (/(?:ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Tokens of a tool name: lower case; a parenthesised note moved in front ('skillet (large)' reads
 * as 'large skillet', keeping the noun last); possessives, hyphens and punctuation removed; plurals
 * made singular; stopwords dropped.
 */
export function toolNameTokens(name: string): string[] {
  let text = name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const notes: string[] = [];
  text = text.replace(/\(([^)]*)\)/g, (_m, note: string) => {
    notes.push(note);
    return ' ';
  });
  text = `${notes.join(' ')} ${text}`
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/(\w)-(?=\w)/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return text
    .split(' ')
    .filter((t) => t !== '' && !STOPWORDS.has(t))
    .map(singular);
}

/** 1 for the same word, 0.8 for a one-letter typo (or swapped pair) in words of 4+ letters, else 0. */
function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (oneTypoApart(a, b)) return 0.8;
  return 0;
}

/** Joins adjacent tokens of `tokens` that together spell a token of `other` ('sauce pan' vs 'saucepan'). */
function mergeCompounds(tokens: string[], other: readonly string[]): string[] {
  const wanted = new Set(other);
  const result: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const joined = tokens[i]! + (tokens[i + 1] ?? '');
    if (i + 1 < tokens.length && !wanted.has(tokens[i]!) && wanted.has(joined)) {
      result.push(joined);
      i++;
    } else {
      result.push(tokens[i]!);
    }
  }
  return result;
}

/** Added when both names end in the same noun ('knife' vs "chef's knife", not 'knife sharpener'). */
const HEAD_NOUN_BONUS = 0.1;

/** Minimum similarity for `matchToolName` to accept a tool. */
export const TOOL_MATCH_THRESHOLD = 0.65;

/**
 * Similarity of two tool names from 0 to 1: the Dice coefficient over their tokens (word order
 * ignored, typos partly forgiven), plus a small bonus when the last word (the noun) agrees.
 */
export function toolNameSimilarity(a: string, b: string): number {
  let left = toolNameTokens(a);
  let right = toolNameTokens(b);
  if (left.length === 0 || right.length === 0) return 0;
  if (left.join('') === right.join('')) return 1;
  left = mergeCompounds(left, right);
  right = mergeCompounds(right, left);

  const used = new Set<number>();
  let matched = 0;
  for (const token of left) {
    let best = 0;
    let bestIndex = -1;
    right.forEach((candidate, index) => {
      if (used.has(index)) return;
      const similarity = tokenSimilarity(token, candidate);
      if (similarity > best) {
        best = similarity;
        bestIndex = index;
      }
    });
    if (bestIndex >= 0) {
      used.add(bestIndex);
      matched += best;
    }
  }
  const dice = (2 * matched) / (left.length + right.length);
  const headBonus = tokenSimilarity(left.at(-1)!, right.at(-1)!) > 0 ? HEAD_NOUN_BONUS : 0;
  return Math.min(1, dice + headBonus);
}

/**
 * The catalogue tool a recipe's tool name refers to ('chef knife' -> "Chef's Knife",
 * 'skillet (large)' -> 'Large Skillet', 'measuring spoons' -> 'Measuring Cups and Spoons'),
 * or null when none is similar enough. Ties go to the name with fewer extra words, then to the
 * earlier one in the list.
 */
export function matchToolName(name: string, toolNames: readonly string[]): string | null {
  if (typeof name !== 'string' || toolNameTokens(name).length === 0) return null;
  let best: { name: string; score: number; extra: number } | null = null;
  for (const candidate of toolNames) {
    const score = toolNameSimilarity(name, candidate);
    if (score < TOOL_MATCH_THRESHOLD) continue;
    const extra = Math.abs(toolNameTokens(candidate).length - toolNameTokens(name).length);
    if (!best || score > best.score || (score === best.score && extra < best.extra)) {
      best = { name: candidate, score, extra };
    }
  }
  return best?.name ?? null;
}

/** What `matchRecipeTools` needs of a catalogue tool. */
interface CatalogueTool {
  toolName: string;
  priority: number;
}

/**
 * The catalogue tools a recipe's tool names refer to (SPEC section 5, `matchToolName`), each
 * once, essentials first and otherwise in the recipe's order: its 'Everyday Kitchen Helpers'.
 */
export function matchRecipeTools<T extends CatalogueTool>(recipeTools: readonly string[], catalogue: readonly T[]): T[] {
  const names = catalogue.map((tool) => tool.toolName);
  const matched: T[] = [];
  for (const name of recipeTools) {
    const match = matchToolName(name, names);
    const tool = match === null ? undefined : catalogue.find((t) => t.toolName === match);
    if (tool && !matched.includes(tool)) matched.push(tool);
  }
  return matched
    .map((tool, order) => ({ tool, order }))
    .sort((a, b) => a.tool.priority - b.tool.priority || a.order - b.order)
    .map(({ tool }) => tool);
}
