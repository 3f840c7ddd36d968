/**
 * The with/without ingredient filters of a recipe list (issue 19): "what can I cook with chicken
 * and spinach", and the ingredients a cook avoids. Stated once here; the database stores each
 * line's key (migration 0029's sprig_ingredient_key, held to `ingredientKey` by the API tests) and
 * the visitors' search index matches the same keys.
 *
 * - A name and a recipe's lines are compared as words, singular or plural alike ('tomatoes' is
 *   'tomato'), accents aside ('jalapeño' is 'jalapeno').
 * - A wanted name is found in a line holding each of its words, in any order: 'spinach' in 'baby
 *   spinach leaves', 'red pepper' in 'red bell pepper' but not across two lines.
 * - Through the food match, a name also stands for the other names of the food it names (the
 *   nutrition engine's exact lookup of a food's name or alias, the first step of every line's
 *   match): 'zucchini' finds 'courgette', 'scallions' finds 'spring onions'.
 * - An avoided name is found more widely, as the end of a word too ('nuts' in 'walnuts' and
 *   'peanuts', 'milk' in 'buttermilk'): a recipe that might hold it is left out. A list that
 *   leaves out too much is safer for an allergy than one that leaves in too little.
 */

/** Words of a key: lower-cased, accents gone, split at anything not a letter or digit. */
function keyWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map(singularWord);
}

/** One plural form folded to its singular, the same way for a name and a line ('berries' -> 'berry'). */
function singularWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:oes|ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A line's name as its words, a space at each end ('Baby Spinach Leaves' -> ' baby spinach leave '); '' without words. */
export function ingredientKey(name: string): string {
  const words = keyWords(name);
  return words.length === 0 ? '' : ` ${words.join(' ')} `;
}

/**
 * One name of a with/without filter, as what a line must hold: each alternative is the words of
 * one name (the typed one first, then the other names of its food), and a line holding every word
 * of any alternative holds the name.
 */
export interface WantedIngredient {
  /** as typed, for the cook */
  name: string;
  alternatives: string[][];
}

/** A typed name with the names of the food it matched to (none when it matched none with confidence). */
export function wantedIngredient(name: string, foodNames: readonly string[] = []): WantedIngredient {
  const alternatives: string[][] = [];
  const seen = new Set<string>();
  for (const candidate of [name, ...foodNames]) {
    const words = keyWords(candidate);
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    alternatives.push(words);
  }
  return { name, alternatives };
}

/** The text a line key must contain for each word: the whole word, or (avoided) the word as a word's end. */
export function wordPart(word: string, avoided: boolean): string {
  return avoided ? `${word} ` : ` ${word} `;
}

/** Whether one line key holds the wanted ingredient (`avoided`: the wider test of the without filter). */
export function lineHolds(lineKey: string, wanted: WantedIngredient, avoided: boolean): boolean {
  return wanted.alternatives.some((words) => words.every((word) => lineKey.includes(wordPart(word, avoided))));
}

/** The with/without filters, read: each with name must be held by some line, no without name by any. */
export interface IngredientFilters {
  with: WantedIngredient[];
  without: WantedIngredient[];
}

/** Whether a recipe's line keys (ingredientKey of each line) pass the filters. */
export function ingredientsMatch(lineKeys: readonly string[], filters: IngredientFilters): boolean {
  return (
    filters.with.every((wanted) => lineKeys.some((key) => lineHolds(key, wanted, false))) &&
    !filters.without.some((wanted) => lineKeys.some((key) => lineHolds(key, wanted, true)))
  );
}

/**
 * Foods a cook may mean by what they have typed so far ('spin' -> 'spinach', 'frozen spinach'):
 * for each food (its names, its own first), its first name with a word starting with the text.
 * Names starting with it come first, then the shorter; one per key ('walnut' and 'walnuts' are
 * one), at most `limit`.
 */
export function namesStartingWith(foods: readonly (readonly string[])[], typed: string, limit: number): string[] {
  const start = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (start === '') return [];
  const meant = (name: string) => name.startsWith(start) || name.includes(` ${start}`);
  const found = foods
    .flatMap((names) => names.map((name) => name.toLowerCase()).find(meant) ?? [])
    .sort((a, b) => Number(b.startsWith(start)) - Number(a.startsWith(start)) || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const keys = new Set<string>();
  const out: string[] = [];
  for (const name of found) {
    const key = ingredientKey(name);
    if (keys.has(key)) continue;
    keys.add(key);
    out.push(name);
    if (out.length === limit) break;
  }
  return out;
}
