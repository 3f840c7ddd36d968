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

/** The name without notes: parenthesised asides and what follows a comma or 'such as'. */
export function writtenFood(name: string): string {
  return name
    .replace(/\([^()]*\)/g, ' ')
    .replace(/,.*$/s, '')
    .replace(/\b(?:such as|like|preferably|e\.g\.)\b.*$/is, '')
    .replace(/\s+/g, ' ')
    .trim();
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
export function lookupNames(name: string, preparation: string | null = null): LookupName[] {
  const literal = writtenFood(name);
  const plain = literal.replace(DESCRIPTIVE, ' ').replace(/\s+/g, ' ').replace(/^[-\s]+|[-\s]+$/g, '').trim();
  const names = [...new Set([literal, plain].filter((n) => n !== ''))];
  const cooked = preparation !== null && COOKED.test(preparation) && !UNCOOKED.test(preparation) && !COOKED.test(literal) && !UNCOOKED.test(literal);
  return [
    ...(cooked ? names.map((n) => ({ name: `cooked ${n}`, exactOnly: true })) : []),
    ...names.map((n) => ({ name: n, exactOnly: false })),
  ];
}
