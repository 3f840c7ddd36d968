import { isFoodWord } from './english-name';
import { FOOD_NAMES } from './food-names';
import { foldText, LANGUAGES, type Language } from './languages';
import { unitWords } from './words';

type Foreign = Exclude<Language, 'en'>;

/** Small words of ingredient lines ('and', 'fresh', 'chopped', 'to taste') in each language. */
const FUNCTION_WORDS: Record<Language, string> = {
  en:
    'and or of the to taste cup cups tablespoon tablespoons teaspoon teaspoons tbsp tsp chopped minced sliced diced fresh large small medium finely into cut ground cloves ounce ounces oz lb lbs pound pounds juice divided peeled optional plus about whole ' +
    // Food words of English names, so a list of names alone ('olive oil', 'chili flakes') reads as English.
    'onion onions garlic flour sugar eggs pepper cheese chicken oil powder paste flakes sauce seeds leaves stock broth beans rice cream milk vinegar olive chili curry tomatoes potatoes carrots parsley cilantro thyme honey mustard ginger cinnamon cumin vanilla yeast',
  de: 'und oder mit etwas frisch frische frischer gehackt gehackte fein geschnitten gewürfelt nach geschmack zum für evtl gerieben geriebener gemahlen große groß kleine klein mittelgroße zimmerwarm',
  fr: "et ou du des la le les au aux frais fraîche haché hachée hachés émincé émincés coupé coupés dés râpé râpée moulu grosse petit petite pour selon goût d' l'",
  nl: 'en met van het vers verse gehakt fijngehakt gesneden naar smaak stukjes blokjes grote kleine geraspt gemalen',
  no: 'og eller med fersk hakket finhakket revet biter etter smak store liten små til',
  sv: 'och eller med färsk färska hackad hackade finhackad riven bitar efter smak stora liten små till',
  da: 'og eller med frisk friske hakket finthakket revet stykker efter smag store lille små af til',
  es: 'y o del la el los las con fresco fresca frescos picado picada picados troceado rallado al gusto para grande grandes pequeño pequeña',
  it: 'e di del della dei delle con fresco fresca freschi tritato tritata tritati qb piacere per grattugiato grattugiata grande piccolo piccola tagliato',
  tr: 've veya taze doğranmış ince rendelenmiş büyük küçük orta boy yarım için kıyılmış',
};

const MARKERS = new Map<Language, Set<string>>(LANGUAGES.map((language) => [language, new Set(FUNCTION_WORDS[language].split(' '))]));
const FOREIGN = LANGUAGES.filter((l): l is Foreign => l !== 'en');
/** Food names spelled as in English ('butter', 'salt', 'pasta') say nothing about the language. */
const ENGLISH_FOODS = new Set(FOOD_NAMES.map(([english]) => english));
const UNIT_WORDS = new Map(FOREIGN.map((language) => [language, new Set(unitWords(language))]));

/** A line as words: folded, dots dropped ('c. à s.' -> 'c à s'), an elided article its own word ("d'ail" -> "d'", 'ail'). */
function words(line: string): string[] {
  return foldText(line)
    .replace(/\./g, '')
    .replace(/\b([dl])'/g, "$1' ")
    .split(/[^\p{L}']+/u)
    .filter((w) => w !== '');
}

/** Evidence for `language` in one line's words: its small words, unit words and food names (up to three words long). */
function score(tokens: readonly string[], language: Language): number {
  let points = 0;
  const markers = MARKERS.get(language)!;
  for (let i = 0; i < tokens.length; i += 1) {
    if (markers.has(tokens[i]!)) points += 1;
    if (language === 'en') continue;
    for (let length = 1; length <= 3 && i + length <= tokens.length; length += 1) {
      const phrase = tokens.slice(i, i + length).join(' ');
      if (UNIT_WORDS.get(language)!.has(phrase)) points += 2;
      if (isFoodWord(phrase, language) && !ENGLISH_FOODS.has(phrase) && !MARKERS.get('en')!.has(phrase)) points += 2;
    }
  }
  return points;
}

/** The least evidence for another language before a recipe stops being read as English. */
const MIN_EVIDENCE = 3;

/**
 * The language a recipe's ingredient lines are written in, read from all of them together so a
 * line that is the same in two languages ('Butter', '200 g Feta') goes with its recipe. English
 * unless another language has more evidence than English and at least MIN_EVIDENCE.
 */
export function detectLanguage(lines: readonly string[]): Language {
  const tokens = lines.map(words);
  const totals = new Map(LANGUAGES.map((language) => [language, tokens.reduce((sum, line) => sum + score(line, language), 0)]));
  let best: Language = 'en';
  for (const language of FOREIGN) if (totals.get(language)! > totals.get(best)!) best = language;
  return best !== 'en' && totals.get(best)! >= MIN_EVIDENCE ? best : 'en';
}
