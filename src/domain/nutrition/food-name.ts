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
  String.raw`\b(?:extra[-\s]large|jumbo|large|medium|small|mini|very|ripe|crisp|cold|fresh|frozen|skinless|boneless|skin-on|` +
    String.raw`shredded|grated|crumbled|chopped|diced|minced|sliced|cubed|peeled|pitted|trimmed|rinsed|drained|softened|melted|` +
    String.raw`packed|heaped|heaping|level|rubbed|plain|chunks|pieces|florets|wedges|halves|good[-\s]quality|store[-\s]bought|homemade|organic)\b`,
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
 * The name without notes: parenthesised asides and what follows a comma, 'such as', 'in', 'with'
 * or 'for'. A comma
 * after words that only describe ('boneless, skinless chicken breasts', 'crisp, sweet apples')
 * separates adjectives, not a note: the food comes after it, so the cut is made at the first
 * comma that follows a word naming something.
 */
export function writtenFood(name: string): string {
  const [first = '', ...rest] = name.replace(/\([^()]*\)/g, ' ').split(',');
  let kept = first;
  for (const part of rest) {
    if (!onlyDescriptive(kept)) break;
    kept = `${kept} ${part}`;
  }
  return kept
    .replace(/\b(?:such as|like|preferably|e\.g\.)\b.*$/is, '')
    // What it comes in, with or is for: 'anchovy fillets in oil', 'celery with leaves', 'oil for frying'.
    .replace(/(\S)\s+(?:in|with|for)\s.*$/is, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first food of a name that offers two ('butter or margarine', 'salt and pepper', 'flaked
 * almonds and glacé cherries'), as the names to try it by, or none when it names one food. A
 * recipe line has one amount, so it counts as its first food: for 'or' that is what the cook
 * reaches for first; for 'and' (salt and pepper, seasonings to taste) the second is usually a
 * pinch with no amount of its own. After 'or', when the last choice is several words, the first
 * may share its noun ('chicken or beef stock' -> 'chicken stock', 'coarse kosher or sea salt' ->
 * 'coarse kosher salt'), so that is tried before the first part alone ('shallots or green onions'
 * -> 'shallots'). Not after 'and': there the longer part is another food ('salt and freshly
 * ground pepper').
 */
export function firstAlternative(name: string): string[] {
  const parts = name.split(/\s+(?:and\/or|or|and)\s+|\s*[&/]\s*/i).map((p) => p.trim());
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || first === '' || last === '') return [];
  const isOr = /\s(?:and\/or|or)\s|\//i.test(name);
  const lastWords = last.split(' ');
  const noun = lastWords[lastWords.length - 1]!;
  const shared = isOr && lastWords.length > 1 && !first.toLowerCase().endsWith(noun.toLowerCase()) ? [`${first} ${noun}`] : [];
  return [...shared, first];
}

/** Words for a piece of a food ('garlic cloves', 'bay leaves'): the food is the word before them. */
const PIECE_WORDS = /^(?:cloves?|fillets?|leaf|leaves|sprigs?|stalks?|stems?|sticks?|slices?|pieces?|chunks?|florets?|wedges?|halves|strips?|cubes?)$/;

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
 * salt' and salt, not garlic). A food's name carries its notes in parentheses ('chickpeas
 * (canned, drained)'), which are not its noun.
 */
export function namesHead(written: string, foodNames: readonly string[]): boolean {
  const head = new Set(headNoun(written));
  return foodNames.some((n) => headNoun(n.replace(/\([^()]*\)/g, ' ')).some((w) => head.has(w)));
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
 * beef stock -> lamb): the words a fuzzy or contained match leaves unexplained.
 */
export function wordsBeyond(written: string, foodNames: readonly string[]): string[] {
  const known = new Set(foodNames.flatMap((n) => foodWords(n).flatMap(wordForms)));
  return written.split(' ').filter((w) => w !== '' && !foodWords(w).every((part) => wordForms(part).some((f) => known.has(f))));
}

/** A preparation that says the food is weighed after cooking ('cooked, for serving'), not 'uncooked'. */
const COOKED = /\b(?:cooked|boiled|steamed)\b/i;
const UNCOOKED = /\b(?:uncooked|raw|dry)\b/i;

export interface LookupName {
  name: string;
  /** Taken only as an exact name or alias: a fuzzy hit on it could be another cooked food. */
  exactOnly: boolean;
}

/**
 * The names to look a food up by, most literal first: the name without notes ('black beans'),
 * then without descriptive words ('shredded Swiss cheese' -> 'Swiss cheese'). The literal one
 * comes first so a food that carries such a word ('frozen peas', 'crumbled feta') is found as
 * itself. When the preparation says the food is cooked ('brown rice', 'cooked, for serving'),
 * 'cooked brown rice' is tried first: grains and legumes weigh three times less per cup cooked
 * than dry, and the table has both. Empty strings are dropped, duplicates too.
 */
/** A name without the words that describe it ('shredded Swiss cheese' -> 'Swiss cheese'). */
export function plainName(name: string): string {
  return name.replace(DESCRIPTIVE, ' ').replace(/\s+/g, ' ').replace(/^[-\s]+|[-\s]+$/g, '').trim();
}

export function lookupNames(name: string, preparation: string | null = null): LookupName[] {
  const literal = writtenFood(name);
  const first = firstAlternative(literal);
  // A name with two foods is found whole only as an exact name ('half and half', 'salt and
  // vinegar crisps'); otherwise as its first food.
  const whole = [...new Set([literal, plainName(literal)].filter((n) => n !== ''))];
  const names = first.length === 0 ? whole : [...new Set(first.flatMap((n) => [n, plainName(n)]).filter((n) => n !== ''))];
  const cooked = preparation !== null && COOKED.test(preparation) && !UNCOOKED.test(preparation) && !COOKED.test(literal) && !UNCOOKED.test(literal);
  return [
    ...(first.length === 0 ? [] : whole.map((n) => ({ name: n, exactOnly: true }))),
    ...(cooked ? names.map((n) => ({ name: `cooked ${n}`, exactOnly: true })) : []),
    ...names.map((n) => ({ name: n, exactOnly: false })),
  ];
}
