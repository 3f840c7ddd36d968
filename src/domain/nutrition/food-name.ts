import { americanSpelling } from '../language/spelling';
import { oneTypoApart } from '../typo';

/**
 * How an ingredient's written name is read before it is looked up among foods. Cooks write more
 * than the food ('2 small red onions', 'shredded sharp cheddar', 'apples, such as Honeycrisp',
 * 'black beans (15-oz can)'); the food table names the food. Nothing here guesses a food: it only
 * takes away words that never name one, and the lookup still has to find the rest.
 */

/** Piece sizes a recipe counts in, largest phrase first; canonical as the food portions name them. */
const SIZE_WORDS: readonly [RegExp, string][] = [
  [/\bextra[-\s]large\b/i, 'extra large'],
  [/\bjumbo\b/i, 'jumbo'],
  [/\blarge\b/i, 'large'],
  [/\bmedium\b/i, 'medium'],
  [/\bsmall\b/i, 'small'],
];

/** The size a line gives its pieces ('large egg', preparation 'medium'), or null. */
export function sizeWord(...texts: (string | null)[]): string | null {
  for (const text of texts) {
    if (!text) continue;
    for (const [pattern, size] of SIZE_WORDS) if (pattern.test(text)) return size;
  }
  return null;
}

/** Words that say how a food is cut, kept, sized or chosen, never which food it is. */
const DESCRIPTIVE = new RegExp(
  String.raw`\b(?:extra[-\s]large|jumbo|large|medium|small|mini|very|ripe|crisp|ice[-\s]cold|cold|fresh|frozen|skinless|boneless|skin-on|` +
    String.raw`shredded|grated|crumbled|chopped|diced|minced|sliced|cubed|peeled|pitted|trimmed|rinsed|drained|softened|melted|` +
    String.raw`packed|heaped|heaping|level|rubbed|plain|chunks|pieces|florets|wedges|halves|(?:good|high|top|best|excellent)[-\s]quality|store[-\s]bought|homemade|organic|` +
    // Where it came from or what is left of it: 'ready-made custard', 'shop-bought pastry', 'leftover roast meat'.
    String.raw`ready[-\s]?made|ready[-\s]to[-\s](?:roll|use)|shop[-\s]bought|leftover|left-over|reserved|remaining)\b`,
  'gi',
);

/** The simple plural forms a written word or name may carry: 'tomatoes' -> 'tomato', 'cherries' -> 'cherry'. */
export function singulars(key: string): string[] {
  const forms = new Set<string>();
  if (key.endsWith('ies') && key.length > 4) forms.add(`${key.slice(0, -3)}y`);
  if (key.endsWith('es') && key.length > 3) forms.add(key.slice(0, -2));
  if (key.endsWith('s') && !key.endsWith('ss') && key.length > 2) forms.add(key.slice(0, -1));
  forms.delete(key);
  return [...forms];
}

const onlyDescriptive = (text: string) => text.replace(DESCRIPTIVE, ' ').replace(/[-\s]+/g, '') === '';

/**
 * Words in front of a food that say how much or how many of it, never what it is ('a pinch of
 * cayenne', 'a few salad leaves', 'selection of nuts'). 'A little' and 'a few' only with their
 * 'a': 'little gem lettuce' is a food.
 */
const AMOUNT_WORDS =
  /^\s*(?:(?:an?|some)\s+)?(?:dash|pinch|handful|quantity|selection|splash|sprinkle|sprinkling|drizzle|squeeze|couple|knob)\s+of\s+|^\s*a\s+(?:few|little|bit\s+of)\s+|^\s*some\s+/i;

/** A choice left to the cook ('hot sauce of your choice', 'salsa of choice') or a seasoning 'to taste'. */
const CHOICE_WORDS = /\s+(?:of\s+(?:your\s+)?choice|to\s+taste)\b/gi;

/**
 * The name without notes: parenthesised asides, words of amount or choice ('a pinch of', 'of your
 * choice', 'to taste'), what it is not ('not instant'), and what follows a comma, 'such as',
 * 'including', 'in', 'with', 'for' or 'from a tin'. A comma
 * after words that only describe ('boneless, skinless chicken breasts', 'crisp, sweet apples')
 * separates adjectives, not a note: the food comes after it, so the cut is made at the first
 * comma that follows a word naming something.
 */
export function writtenFood(name: string): string {
  const [first = '', ...rest] = name
    .replace(/\([^()]*\)/g, ' ')
    .replace(CHOICE_WORDS, ' ')
    .replace(AMOUNT_WORDS, '')
    .split(',');
  let kept = first;
  for (const part of rest) {
    if (!onlyDescriptive(kept)) break;
    kept = `${kept} ${part}`;
  }
  return kept
    .replace(/\b(?:such as|like|preferably|e\.g\.|including)\b.*$/is, '')
    // What it is not: 'rolled oats not instant', 'ripe but not soft avocados'.
    .replace(/(?:\s+but)?\s+not\s+[\w-]+/gi, '')
    // What it comes in, with or is for, or the tin or jar it comes from: 'anchovy fillets in oil',
    // 'celery with leaves', 'oil for frying', 'chickpeas from a can'. Not any other 'from': 'leaf
    // from a few dill' is dill, 'shells from 1 pound of shrimp' is not a food to buy.
    .replace(/(\S)\s+(?:(?:in|with|for)\s|from\s+(?:(?:an?|the)\s+)?(?:cans?|tins?|jars?|bottles?|packets?|packs?|cartons?|box|tubes?)\b).*$/is, '$1')
    // An 'of' that says what the pieces are like, not whose they are: 'cherry tomatoes of assorted
    // colors', 'chiles of moderate heat'. Not 'cream of tartar', 'leg of lamb', 'head of lettuce'.
    .replace(/\s+of\s+(?:[\w-]+\s+)?(?:colou?rs?|sizes?|shapes?|heat|varieties|kinds|types)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words that only say which kind of a food is meant ('red and yellow tomatoes', 'roasted and
 * salted peanuts', 'light and dark soy sauce'): before 'and' they share the food that follows.
 */
const KIND_WORDS = new RegExp(
  String.raw`^(?:(?:white|black|red|green|yellow|brown|golden|gold|orange|purple|pink|dark|light|dried|dry|canned|` +
    String.raw`smoked|salted|unsalted|sweet|sweetened|unsweetened|hot|mild|spicy|regular|raw|toasted|roasted|cooked|` +
    String.raw`coarse|fine|whole|thick|thin|soft|hard|aged|young|baby|wild|thawed|creamy|chunky|semisweet|bittersweet|mixed|` +
    String.raw`skinless|boneless|shelled|peeled|fresh|frozen|(?:low|non|full|reduced)-?(?:fat|sodium|salt))\s*)+$`,
  'i',
);

/**
 * A word written after a food that says its state, grade or quality, never which food it is
 * ('peanut butter smooth', 'almonds activated', 'ground beef 80-90% lean', 'chicken breast
 * boneless and skinless'): a describing word that is no piece of the food (not 'halves'), a
 * word in -ed (not -eed: 'flaxseed'; not 'mixed', which may join the next food), a lean grade,
 * a texture or heat. Not a colour: 'egg white', 'blood orange' end in a food's own word.
 */
const TRAILING_DESCRIBER = /^(?:[a-z]{3,}(?<![e]|mix)ed|\d+(?:-\d+)?%|(?:extra-)?lean|smooth|crunchy|chunky|creamy|sweet|hot|mild|spicy|raw)$/i;
const describes = (word: string) => (onlyDescriptive(word) && !PIECE_WORDS.test(word.toLowerCase())) || TRAILING_DESCRIBER.test(word);

/**
 * The name with the describing words it ends in put in front, where a food's describing words
 * go ('ground beef 80-90% lean' -> '80-90% lean ground beef'), so the food is its last words as
 * the lookup reads it (see headNoun). A name of describing words only is left as it is.
 */
export function describersFirst(name: string): string {
  const words = name.split(' ').filter((w) => w !== '');
  let end = words.length;
  // 'And' between two describing words is part of the run: 'boneless and skinless'.
  while (end > 1 && (describes(words[end - 1]!) || (/^(?:and|or)$/i.test(words[end - 1]!) && end < words.length && describes(words[end - 2]!)))) end -= 1;
  return end === words.length || !words.slice(0, end).some((w) => !describes(w)) ? name : [...words.slice(end), ...words.slice(0, end)].join(' ');
}

/** Words that open a later choice without naming its food: 'or a similar blue cheese', 'or other red wine'. */
const OTHER_WORDS = /^(?:(?:an?|any|some)\s+)?(?:other|similar|another)\s+/i;

/**
 * The foods a name offers ('butter or margarine', 'salt and pepper', 'cumin coriander or
 * paprika'), each as the names to try it by, in the order written; none when it names one food.
 * A recipe line has one amount. After 'or' (and 'and/or', '/') each food is a choice the cook
 * may make, so a later one is tried when an earlier one names no food ('candlenuts or macadamia
 * nuts'). After 'and' (salt and pepper, seasonings to taste) only the first counts: the second is
 * another food, usually a pinch with no amount of its own. A choice before the last may share the
 * noun of a later one ('chicken or vegetable stock' -> 'chicken stock', 'fresh or dried bay leaf'
 * -> 'fresh bay leaf', 'coarse kosher or sea salt' -> 'coarse kosher salt'), so that is tried,
 * with its two last words, then its last, before the choice alone ('shallots or green
 * onions' -> 'shallots'); a piece word alone is no noun. Before 'and' only words of a kind share
 * it ('red and yellow peppers'): 'salt and freshly ground pepper' is two foods.
 */
export function alternatives(name: string): string[][] {
  const parts = name
    .split(/\s+(?:and\/or|or|and)\s+|\s*[&/]\s*/i)
    .map((p) => p.trim().replace(OTHER_WORDS, ''))
    .filter((p) => p !== '');
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || first === '' || last === '') return [];
  const isOr = /\s(?:and\/or|or)\s|\//i.test(name);
  // The noun a choice may share is that of the next choice of several words: 'white or cider
  // vinegar or lime juice' -> 'white vinegar'.
  const shared = (part: string, i: number): string[] => {
    const words = parts.slice(i + 1).find((p) => p.includes(' '))?.split(' ');
    if (!words || part.toLowerCase().endsWith(words[words.length - 1]!.toLowerCase()) || !(isOr || KIND_WORDS.test(part))) return [];
    return [words.slice(-2), words.slice(-1)]
      .filter((end) => end.length < words.length && !PIECE_WORDS.test(end.join(' ').toLowerCase()))
      .map((end) => `${part} ${end.join(' ')}`);
  };
  const offered = parts.map((part, i) => [...shared(part, i), part]);
  return isOr ? offered : offered.slice(0, 1);
}

/**
 * Words that show a preparation is a note, not more foods ('grated or finely chopped', 'with or
 * without seeds', 'cut into wedges or slices'): little words of a phrase, and words in -ly or
 * -ed, which say how a food is done.
 */
const NOTE_WORDS = /\b(?:to|into|with|without|for|about|as|such|if|until|in|on|at|a|an|the|each|plus|optional|cut|serve|more|any|some)\b|\w{3,}(?:ly|ed)\b/i;

/**
 * The name with the foods its preparation goes on listing: a reader that cuts a line at its first
 * comma leaves 'olive' of '4 tbsp olive, sunflower or walnut oil' as the name and 'sunflower or
 * walnut oil' as the preparation, and 'olive' alone is another food. Joined, the name offers each
 * ('olive or sunflower or walnut oil' -> olive oil first). Only a run of foods that ends in 'or'
 * or 'and': not a preparation ('grated or finely chopped'), nor a kind ('fresh or frozen', 'hot
 * or mild'), which are notes on the one food named.
 */
export function listedName(name: string, preparation: string | null): string {
  if (!preparation) return name;
  const items: string[] = [];
  let conjunction: string | undefined;
  for (const segment of preparation.split(',')) {
    items.push(segment.trim());
    conjunction = /\s(and\/or|or|and)\s/i.exec(segment)?.[1]?.toLowerCase();
    if (conjunction) break;
  }
  if (!conjunction || NOTE_WORDS.test(items.join(' '))) return name;
  const parts = [...items.slice(0, -1), ...items[items.length - 1]!.split(/\s+(?:and\/or|or|and)\s+/i)];
  if (parts.some((part) => part === '' || onlyDescriptive(part) || KIND_WORDS.test(part))) return name;
  return [name, ...items].join(` ${conjunction} `);
}

/** Words for a piece of a food ('garlic cloves', 'bay leaves'): the food is the word before them. */
const PIECE_WORDS = /^(?:cloves?|fillets?|filets?|leaf|leaves|sprigs?|stalks?|stems?|sticks?|slices?|rashers?|pieces?|chunks?|florets?|wedges?|halves|strips?|cubes?)$/;

/**
 * The word a written name is about, singular forms included: its last word ('crisp sweet apples'
 * -> apple, 'coconut sugar' -> sugar), or the one before a piece word ('garlic cloves' -> garlic).
 * A fuzzy match is only taken when the food is named by it: similar letters are not the same food.
 */
export function headNoun(name: string): string[] {
  const words = foodWords(name);
  const head = words.length > 1 && PIECE_WORDS.test(words[words.length - 1]!) ? words[words.length - 2]! : words[words.length - 1];
  return head === undefined ? [] : [head, ...singulars(head)];
}

/** The words of a name as the foods table keys them (lower case, accents and punctuation gone). */
function foodWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^a-z0-9%]+/)
    .filter((w) => w !== '');
}

/**
 * Whether one of a food's names (its name or an alias) is about the same thing as the written
 * name: both head nouns agree ('starchy potatoes' and russet potato, not potato flour; 'garlic
 * salt' and salt, not garlic), and when the head is a form or class (see FORM_HEADS,
 * KIND_HEADS) the food's word in front of it is written too ('ginger juice' is not grape juice).
 * A food's name may carry notes, in parentheses ('chickpeas (canned, drained)') or after 'in'
 * ('sun-dried tomatoes in oil'), which are not its noun. The food's category says whether a kind
 * named alone is of the written class ('gorgonzola cheese' and blue cheese, by its gorgonzola).
 * With typoHead, a head noun one typo apart agrees too ('yellow poatoes' and potatoes): for a
 * written head that names no food itself, which would rather be a miswritten one than another
 * food ('beet' is no typo of beef).
 */
export function namesHead(written: string, foodNames: readonly string[], category: string | null = null, typoHead = false): boolean {
  const head = new Set(headNoun(written));
  // Not a form's head: similar forms are other forms ('paste' and pasta).
  const typos = typoHead && formHead(written) === undefined;
  const isHead = (word: string) => head.has(word) || (typos && [...head].some((h) => oneTypoApart(h, word)));
  const writtenWords = foodWords(plainName(written)).flatMap(wordForms);
  const isWritten = (word: string) => writtenWords.some((w) => w === word || oneTypoApart(w, word));
  const writtenKind = formKind(written);
  const classOf = KIND_HEADS.get(formHead(written) ?? '');
  return foodNames.some((n) => {
    const name = writtenFood(n);
    // A kind named alone is the written food, when it is of the class: 'gorgonzola cheese' is
    // gorgonzola, 'madeira wine' madeira (but 'whipped cream cheese' is no whipped cream).
    if (writtenKind !== undefined && classOf?.includes(category ?? '') && headNoun(name).some((w) => wordForms(writtenKind).includes(w))) return true;
    if (!headNoun(name).some(isHead)) return false;
    // Of a form or kind ('grape juice', 'ham steak'), the word in front is the food: it has to be
    // written too, give or take a typo ('parmesean cheese').
    const kind = formKind(name);
    return kind === undefined || isWritten(kind);
  });
}

/**
 * Head nouns that say what a food is made into, or which part of it is meant, not which food it
 * is: the word in front of them does ('ginger juice', 'wasabi powder', 'shrimp paste', 'bonito
 * flakes', 'old bay seasoning', 'parmesan rinds', 'lobster shells'). Similar letters around such a
 * head are no sign of the same food (grape juice, porcini powder, sesame paste, bran flakes,
 * poultry seasoning, pork rinds, pasta shells).
 */
const FORM_HEADS = new Set(
  (
    'powder paste juice flake curd sauce extract essence syrup molasses jam jellies chutney relish vinegar oil milk butter ' +
    'flour seasoning spice mix blend tea marmalade pudding rind bone peel zest skin shell husk'
  )
    .split(' ')
    .flatMap(wordForms),
);

/**
 * Head nouns of a class whose kinds are named by the word in front ('gorgonzola cheese', 'port
 * wine', 'tuna steak', 'juniper berries'), with the food categories of its kinds: as with a form, another kind is
 * another food, but a kind may also be named alone (gorgonzola).
 */
const KIND_HEADS = new Map(
  Object.entries({
    cheese: ['cheese'],
    wine: ['beverages'],
    fish: ['fish and seafood'],
    steak: ['meat', 'fish and seafood'],
    berries: ['fruit'],
  }).flatMap(([head, categories]) =>
    wordForms(head).map((form) => [form, categories] as const),
  ),
);

/** The words of a name without those that describe it, and the index of its head noun (before a piece word). */
function headAt(name: string): { words: string[]; at: number } {
  const words = foodWords(plainName(name));
  const piece = words.length > 1 && PIECE_WORDS.test(words[words.length - 1]!);
  return { words, at: words.length - (piece ? 2 : 1) };
}

/** The head noun of a name when it is a form or a class (see FORM_HEADS, KIND_HEADS), else undefined. */
function formHead(name: string): string | undefined {
  const { words, at } = headAt(name);
  const head = words[at];
  return head !== undefined && (FORM_HEADS.has(head) || KIND_HEADS.has(head)) ? head : undefined;
}

/**
 * The word a name puts in front of a form or class head ('ginger' of 'fresh ginger juice',
 * 'gorgonzola' of 'gorgonzola cheese'), which says the food; undefined when its head is neither,
 * or nothing is in front ('juice', 'fresh juice').
 */
export function formKind(name: string): string | undefined {
  const { words, at } = headAt(name);
  return at >= 1 && formHead(name) !== undefined ? words[at - 1] : undefined;
}

/**
 * Generic heads that another food's name turns into another food ('kamut flour', 'oat milk',
 * 'vegan butter', 'soy yogurt', 'cashew cream', 'vegan cheese'), where the table's plain one
 * (all-purpose flour, whole milk, butter) is the dairy or wheat food.
 */
const GENERIC_HEADS = new Set('flour milk butter yogurt yoghurt cream cheese'.split(' ').flatMap(wordForms));

/**
 * Words in front of a generic head that only say how it is kept, served or graded: the food
 * stays the plain one ('warm milk', 'full-fat yogurt', 'greek-style yogurt', 'european-style butter').
 */
const GRADE_WORD = /^(?:warm|tepid|lukewarm|boiling|scalded|thick|natural|live|live-culture|set|soft|strong|little|fat|\d+%|[a-z]+-style|(?:full|high|half|low|non|reduced|semi)-?(?:fat|skimmed?)|whole-?grain|all-?purpose)$/;

/**
 * The word in front of a generic head (see GENERIC_HEADS) that none of a food's names carries
 * and that does more than describe ('kamut' of 'kamut flour' against all-purpose flour, 'vegan'
 * of 'unsweetened vegan milk' against whole milk): it names the food, or says it is not the
 * plain one, so a food found by the head alone is at most a guess. Undefined when the head is
 * another, the word only describes ('cold milk', 'salted butter') or the food carries it.
 */
export function unnamedKind(written: string, foodNames: readonly string[]): string | undefined {
  const words = plainName(written).toLowerCase().split(' ');
  const kind = words[words.length - 2];
  if (kind === undefined || !GENERIC_HEADS.has(words[words.length - 1]!) || onlyDescriptive(kind) || KIND_WORDS.test(kind) || GRADE_WORD.test(kind)) return undefined;
  const known = foodNames.flatMap((n) => foodWords(n));
  return foodWords(kind).every((part) => wordForms(part).some((form) => known.some((w) => w === form || oneTypoApart(w, form)))) ? undefined : kind;
}

/**
 * Food categories whose foods a cook lists side by side without 'or' or commas left in ('salt
 * pepper', 'oregano rosemary thyme', 'grapefruit oranges lemons'), each with the kind they share:
 * seasonings, fruit. A run of two foods of other kinds is more often one food ('garlic salt',
 * 'pork sausage', 'lemon sole', 'cinnamon sugar') than a list, so it is not read as one.
 */
const LISTED_KINDS: Readonly<Record<string, string>> = { spices: 'seasoning', herbs: 'seasoning', fruit: 'fruit' };

/**
 * The foods of a name that is a run of food names with nothing between them ('kosher salt
 * pepper' -> ['kosher salt', 'pepper'], 'fresh tarragon dill' -> ['fresh tarragon', 'dill']), longest name first from the left, given each name's
 * food category (undefined when no food has that name); none unless every word is in a name
 * but those that only describe, and all are of one listed kind (see LISTED_KINDS), and none is a form of a food ('lemon orange
 * zest' is zest). As with 'salt and pepper' (see alternatives) the line's one amount is for the
 * first: the others are alternatives of like kind or pinches beside it.
 */
export function foodList(name: string, categoryOf: (name: string) => string | null | undefined): string[] {
  const words = name.toLowerCase().split(' ').filter((w) => w !== '');
  const items: string[] = [];
  const kinds = new Set<string | undefined>();
  for (let at = 0; at < words.length; ) {
    const size = [3, 2, 1].find((n) => at + n <= words.length && categoryOf(words.slice(at, at + n).join(' ')) !== undefined);
    // A word that only describes and is no part of a food's name ('fresh' of 'fresh mint dill') is passed over.
    if (size === undefined && onlyDescriptive(words[at]!)) {
      at += 1;
      continue;
    }
    if (size === undefined) return [];
    const item = words.slice(at, at + size).join(' ');
    if (formHead(item) !== undefined) return [];
    kinds.add(LISTED_KINDS[categoryOf(item) ?? '']);
    items.push(item);
    at += size;
  }
  return items.length >= 2 && kinds.size === 1 && !kinds.has(undefined) ? items : [];
}

/** The runs of up to three words of a name, which foodList may find foods by. */
export function wordRuns(name: string): string[] {
  const words = name.toLowerCase().split(' ').filter((w) => w !== '');
  return words.flatMap((_, at) => [1, 2, 3].filter((n) => at + n <= words.length).map((n) => words.slice(at, at + n).join(' ')));
}

/**
 * The shorter names a written name ends in, longest first, each with the words it leaves in
 * front ('free-range eggs' -> 'eggs' leaving 'free-range'; 'diamond crystal kosher salt' ->
 * 'crystal kosher salt', 'kosher salt', 'salt'), ending at the head noun ('cinnamon sticks' ->
 * 'cinnamon'). A food found by one of them is the written food with words that describe it,
 * unless a word left in front names a food itself ('garlic salt', 'almond milk': see
 * wordForms), when the written name is another food altogether.
 */
export function containedNames(name: string): { name: string; before: string[] }[] {
  const words = name.split(' ').filter((w) => w !== '');
  const piece = words.length > 1 && PIECE_WORDS.test(words[words.length - 1]!.toLowerCase());
  if (piece) words.pop();
  const firstStart = piece ? 0 : 1;
  return words.slice(firstStart).map((_, i) => ({ name: words.slice(firstStart + i).join(' '), before: words.slice(0, firstStart + i) }));
}

/**
 * The forms a word may name a food under, singular and plural ('oat' -> oats, 'almond' ->
 * almonds): a food table keys a food by either.
 */
export function wordForms(word: string): string[] {
  const key = word.toLowerCase();
  return [...new Set([key, `${key}s`, `${key}es`, ...singulars(key)])];
}

/**
 * The words of a written name that none of a food's names has ('lamb stock' against beef broth,
 * beef stock -> lamb): the words a fuzzy or contained match leaves unexplained. With typos, a
 * word one typo apart from a food's word is explained ('kosher sale' against kosher salt).
 */
export function wordsBeyond(written: string, foodNames: readonly string[], typos = false): string[] {
  const known = new Set(foodNames.flatMap((n) => foodWords(n).flatMap(wordForms)));
  const isKnown = (form: string) => known.has(form) || (typos && [...known].some((k) => oneTypoApart(k, form)));
  return written.split(' ').filter((w) => w !== '' && !foodWords(w).every((part) => wordForms(part).some(isKnown)));
}

/** A preparation that says the food is weighed after cooking ('cooked, for serving'), not 'uncooked'. */
const COOKED = /\b(?:cooked|boiled|steamed)\b/i;
const UNCOOKED = /\b(?:uncooked|raw|dry)\b/i;
/** What is left over from a meal was cooked: 'leftover white rice' weighs as cooked rice. */
const LEFTOVER = /\bleft-?over\b/i;

export interface LookupName {
  name: string;
  /** Taken only as an exact name or alias: a fuzzy hit on it could be another cooked food. */
  exactOnly: boolean;
  /** Which of the foods the name offers it tries (see alternatives), 0 for the first or only one. */
  choice: number;
}

/** A name without the words that describe it ('shredded Swiss cheese' -> 'Swiss cheese'). */
export function plainName(name: string): string {
  return name.replace(DESCRIPTIVE, ' ').replace(/\s+/g, ' ').replace(/^[-\s]+|[-\s]+$/g, '').trim();
}

/**
 * The names to look a food up by, most literal first: the name without notes ('black beans'),
 * then without descriptive words ('shredded Swiss cheese' -> 'Swiss cheese'). The literal one
 * comes first so a food that carries such a word ('frozen peas', 'crumbled feta') is found as
 * itself. When the preparation says the food is cooked ('brown rice', 'cooked, for serving'),
 * 'cooked brown rice' is tried first: grains and legumes weigh three times less per cup cooked
 * than dry, and the table has both. A name that offers several foods is looked up as each in
 * turn (choice 1, 2, ...: see alternatives), the analyzer taking the first found with confidence.
 */
export function lookupNames(name: string, preparation: string | null = null): LookupName[] {
  const literal = describersFirst(writtenFood(listedName(name, preparation)));
  const offered = alternatives(literal);
  // A name with two foods is found whole only as an exact name ('half and half', 'salt and
  // vinegar crisps'); otherwise as its foods, one choice each.
  const whole = spellings([literal]);
  const choices = offered.length === 0 ? [whole] : offered.map(spellings);
  const cooked =
    !UNCOOKED.test(literal) && (COOKED.test(literal) || LEFTOVER.test(literal) || (preparation !== null && COOKED.test(preparation) && !UNCOOKED.test(preparation)));
  return [
    ...(offered.length === 0 ? [] : whole.map((n) => ({ name: n, exactOnly: true, choice: 0 }))),
    ...choices.flatMap((names, choice) => [
      ...(cooked ? names.filter((n) => !COOKED.test(n)).map((n) => ({ name: `cooked ${n}`, exactOnly: true, choice })) : []),
      ...names.map((n) => ({ name: n, exactOnly: false, choice })),
    ]),
  ];
}

/** A pepper named by nothing but its size or wholeness: '2 peppers', '1 large pepper', '1 whole pepper', '1 sweet pepper'. */
const BARE_PEPPER = /^(?:(?:whole|sweet)\s+)?(peppers?)$/i;
/** Units that count whole pieces of a food, as no unit does ('2 large peppers' may carry its size as the unit). */
const PIECE_COUNT_UNITS = /^(?:whole|piece|each|small|medium|large|extra large|jumbo)$/i;

/**
 * The name a line's food is looked up by, given its unit. The table's bare 'pepper' is black
 * pepper, what a spoon or a pinch of pepper means; but ground pepper is never counted, and whole
 * peppercorns are counted by that name. So a counted pepper with no other name ('½ pepper,
 * sliced', '2 large peppers') is a sweet pepper, looked up as a bell pepper. A pepper with a
 * name of its own ('jalapeño pepper', 'romero pepper') is left to that name, and so is a pepper
 * with no number ('pepper, to taste'): the seasoning.
 */
export function countedName(name: string, amount: { quantity: number | null; unit: string | null }): string {
  const counted = amount.quantity !== null && (amount.unit === null || PIECE_COUNT_UNITS.test(amount.unit.trim()));
  if (!counted) return name;
  const bare = BARE_PEPPER.exec(plainName(writtenFood(name)));
  return bare ? `bell ${bare[1]!.toLowerCase()}` : name;
}

/**
 * Each name as written, then in American spelling when it differs ('lean minced beef' -> 'lean
 * ground beef'), then each without its describing words. The written one first: the table knows
 * some British names itself. Empty strings are dropped, duplicates too.
 */
function spellings(names: readonly string[]): string[] {
  const spelt = (n: string) => (americanSpelling(n) === n.toLowerCase() ? [n] : [n, americanSpelling(n)]);
  return [...new Set(names.flatMap((n) => [...spelt(n), ...spelt(n).map(plainName)]).filter((n) => n !== ''))];
}

/** What the matcher knows of a food to judge whether a written state word fits it. */
export interface FoodState {
  names: readonly string[];
  /** The source's own description ('Fish, cod, Atlantic, raw'), which may name the state ('canned'). */
  description: string | null;
  category: string | null;
  energyKcal: number | null;
}

/**
 * Words that make a food another food than the fresh one ('smoked mackerel' is not raw
 * mackerel, 'candied orange' is not an orange), each with when a food that does not carry the
 * word is still the written one:
 * - 'always': never (pickled walnuts, fermented black beans are not walnuts or black beans);
 * - 'raw': unless the table's food is not a raw one (smoked paprika is paprika, smoked bacon is
 *   cured bacon; smoked mackerel is not SR28's raw mackerel);
 * - 'dense': unless the food is dense as dried foods are, 200 kcal or more per 100 g (dried sage
 *   is ground sage, dried lentils are raw lentils; dried cod or freeze-dried raspberries are not
 *   82 or 52 kcal fresh ones).
 * 'Fresh' and 'frozen' are not here: they only describe. 'Dry' neither: dry wine is not dried.
 */
export const STATE_WORDS: Readonly<Record<string, 'always' | 'raw' | 'dense'>> = {
  pickled: 'always',
  fermented: 'always',
  candied: 'always',
  fried: 'always',
  smoked: 'raw',
  canned: 'raw',
  tinned: 'raw',
  preserved: 'raw',
  cured: 'raw',
  salted: 'raw',
  dried: 'dense',
  dehydrated: 'dense',
};

/** Words that say a food is cooked, and those that say it is not yet: 'uncooked rice' is not cooked rice. */
const COOKED_WORD = /^(?:cooked|boiled|steamed)$/;
const UNCOOKED_WORD = /^(?:uncooked|raw|dry|dried)$/;
/** A leaf is none of the fruit or the seeds of its plant: 'banana leaf', 'fenugreek leaf'. */
const LEAF_WORD = /^(?:leaf|leaves)$/;
const SEED_WORD = /^seeds?$/;

/**
 * The words of a written name that say it is in another state, or another part of the plant,
 * than a food found for it ('smoked mackerel' against raw mackerel -> ['smoked'], 'uncooked
 * white rice' against cooked white rice -> ['uncooked'], 'banana leaf' against banana ->
 * ['leaf']); none when the food is what is written. A food found by such a name is a guess.
 */
export function changedState(written: string, food: FoodState): string[] {
  const words = foodWords(written);
  const own = new Set([...food.names, food.description ?? ''].flatMap(foodWords));
  const raw = foodWords(food.description ?? '').includes('raw');
  const foodNameWords = new Set(food.names.flatMap(foodWords));
  const changed = words.filter((word) => {
    const key = word === 'tinned' ? 'canned' : word;
    const rule = STATE_WORDS[word];
    if (rule === undefined || own.has(key)) return false;
    if (rule === 'raw') return raw;
    if (rule === 'dense') return (food.energyKcal ?? 0) < 200;
    return true;
  });
  if (words.some((w) => UNCOOKED_WORD.test(w)) && [...foodNameWords].some((w) => COOKED_WORD.test(w))) changed.push(words.find((w) => UNCOOKED_WORD.test(w))!);
  const leaf = words.find((w) => LEAF_WORD.test(w));
  if (leaf && ![...foodNameWords].some((w) => LEAF_WORD.test(w)) && (food.category === 'fruit' || [...foodNameWords].some((w) => SEED_WORD.test(w)))) changed.push(leaf);
  return changed;
}
