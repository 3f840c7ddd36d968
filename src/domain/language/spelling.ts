/**
 * British spellings and words of foods, as the American ones the food table is keyed by (USDA
 * names). BBC Food and other British pages write 'chilli', 'yoghurt', 'food colouring', 'beef
 * mince', 'courgette'; a fold here finds every food with such a word at once, where the table
 * would otherwise need each British name as an alias. Only words that mean the same food on both
 * sides of the Atlantic: 'tinned cherries' stays (canned looks like candied to a fuzzy match), and 'cornflour' (cornstarch in Britain, fine cornmeal in America) is not one.
 */

/** Whole words, British -> American. */
const WORDS: Readonly<Record<string, string>> = {
  // Not in 'chilli sauce' (see americanSpelling).
  chilli: 'chili',
  chillis: 'chilies',
  chillies: 'chilies',
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  colouring: 'coloring',
  colourings: 'colorings',
  flavour: 'flavor',
  flavours: 'flavors',
  flavoured: 'flavored',
  flavouring: 'flavoring',
  flavourings: 'flavorings',
  yoghurt: 'yogurt',
  yoghurts: 'yogurts',
  wholemeal: 'whole wheat',
  courgette: 'zucchini',
  courgettes: 'zucchini',
  aubergine: 'eggplant',
  aubergines: 'eggplants',
  pitta: 'pita',
  pittas: 'pitas',
};

/** Meats a British recipe buys as mince: 'beef mince', 'minced lamb' are ground beef, ground lamb. */
const MINCED_MEAT = String.raw`(beef|lamb|pork|veal|chicken|turkey|duck|venison|meat)`;
// Built once: every ingredient name of every analysis passes through americanSpelling.
const MINCED_BEFORE = new RegExp(String.raw`\bminced\s+${MINCED_MEAT}\b`, 'g');
const MINCE_AFTER = new RegExp(String.raw`\b${MINCED_MEAT}\s+mince\b`, 'g');

/**
 * The name as an American cook writes it ('sweet chilli sauce' -> 'sweet chili sauce', 'lean
 * minced beef' -> 'lean ground beef', 'red food colouring' -> 'red food coloring'). Lower case;
 * a name with no British word comes back lower-cased and otherwise unchanged.
 */
export function americanSpelling(name: string): string {
  return name
    .toLowerCase()
    .replace(MINCED_BEFORE, 'ground $1')
    .replace(MINCE_AFTER, 'ground $1')
    // A British 'chilli sauce' is a hot sauce; America's 'chili sauce' is a ketchup-like tomato one.
    .replace(/\b([a-z]+)(?!\s+sauce\b)/g, (word) => WORDS[word] ?? word)
    .replace(/\b(?!chill(?:i|ies)\b)([a-z]+)(?=\s+sauce\b)/g, (word) => WORDS[word] ?? word);
}
