import { FOOD_NAMES } from './food-names';
import { foldText, type Language } from './languages';

type Foreign = Exclude<Language, 'en'>;

/** Each language's spellings mapped to the English food name. */
const TABLES = new Map<Foreign, Map<string, string>>();
for (const [english, names] of FOOD_NAMES) {
  for (const [language, spellings] of Object.entries(names) as [Foreign, string][]) {
    let table = TABLES.get(language);
    if (!table) TABLES.set(language, (table = new Map()));
    for (const spelling of spellings.split('|')) table.set(foldText(spelling), english);
  }
}

/** Plural (and feminine) endings a word may carry beyond the form the table lists, with what replaces them. */
const ENDINGS: Record<Foreign, readonly (readonly [string, string])[]> = {
  de: [['n', ''], ['en', ''], ['e', ''], ['s', ''], ['er', ''], ['nen', '']],
  nl: [['en', ''], ['s', ''], ['n', ''], ["'s", ''], ['jes', ''], ['je', '']],
  no: [['er', ''], ['r', ''], ['ene', ''], ['e', '']],
  sv: [['ar', ''], ['or', 'a'], ['er', ''], ['na', ''], ['n', ''], ['r', '']],
  da: [['er', ''], ['r', ''], ['e', ''], ['ene', '']],
  fr: [['s', ''], ['x', '']],
  es: [['es', ''], ['s', '']],
  it: [['i', 'o'], ['i', 'e'], ['e', 'a'], ['he', 'a'], ['hi', 'o']],
  tr: [['ler', ''], ['lar', '']],
};
/** Languages that write foods as one compound word ('Weizenmehl', 'vitlöksklyfta'): the food is its end. */
const COMPOUNDING = new Set<Foreign>(['de', 'nl', 'no', 'sv', 'da']);

function lookUp(phrase: string, language: Foreign): string | undefined {
  const table = TABLES.get(language)!;
  const exact = table.get(phrase);
  if (exact) return exact;
  for (const [ending, replacement] of ENDINGS[language]) {
    if (phrase.length > ending.length + 2 && phrase.endsWith(ending)) {
      const hit = table.get(phrase.slice(0, -ending.length) + replacement);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** The longest end of a compound word that names a food ('weizenmehl' -> 'mehl'); 'öl' and 'ei' are short. */
function compoundEnd(word: string, language: Foreign): string | undefined {
  for (let start = 1; start <= word.length - 2; start += 1) {
    const end = word.slice(start);
    if (end.length < 3 && !(language === 'de' && (end === 'öl' || end === 'ei'))) continue;
    const hit = lookUp(end, language);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The English name of a food written in `language` ('Olivenöl' -> 'olive oil', "gousse d'ail" ->
 * 'garlic', 'Weizenmehl' -> 'all-purpose flour'), for looking it up in the food table, which is
 * English. The whole name first, then the longest run of its words that names a food ('frische
 * Petersilie' -> 'parsley'; with two foods, 'Salz und Pfeffer', the first), then, in languages
 * that compound, the end of a word. A name it does not know comes back unchanged: it may be
 * English already, or a food the table knows by a name that is the same in both.
 */
export function englishFoodName(name: string, language: Language): string {
  if (language === 'en') return name;
  const folded = foldText(name).replace(/[^\p{L}\p{N}' -]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const words = folded.split(' ').filter((w) => w !== '');
  for (let length = words.length; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const hit = lookUp(words.slice(start, start + length).join(' '), language);
      if (hit) return hit;
    }
  }
  if (COMPOUNDING.has(language)) {
    for (const word of words) {
      const hit = compoundEnd(word, language);
      if (hit) return hit;
    }
  }
  return name;
}

/** How many spellings of foods each language's table holds, for the bench and the report. */
export function foodNameCounts(): Record<Foreign, number> {
  return Object.fromEntries([...TABLES].map(([language, table]) => [language, table.size])) as Record<Foreign, number>;
}

/** Whether `word` (folded) names a food in `language`: evidence for detection. */
export function isFoodWord(word: string, language: Foreign): boolean {
  return TABLES.get(language)!.has(word);
}
