/**
 * What a recipe's yield says: how many it serves, and what it makes when that is not servings
 * ('1 loaf', '24 cookies'). A count of things is never taken for servings: per-serving figures
 * are only worked out from a serving count the page states or the member chooses.
 */
export interface RecipeYield {
  /** From 'Serves 4', '4 servings', '6-8 people' (the first count) or a bare '4'. */
  servings: number | null;
  /** What the recipe makes when it is not servings, normalised ('about 2 dozen cookies' -> '24 cookies'). */
  yieldText: string | null;
}

const SERVING_WORDS =
  /\b(?:serves?|serving|servings|people|persons?|portions?|personas|personnes?|personen|persone|porciones|raciones|porzioni|porsjoner|personer|porties|pers|kişilik)\b/iu;
const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔]|\s+1\/2)?|[½¼¾⅓⅔]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const DOZEN = new RegExp(String.raw`(?:(${NUMBER}|\ba|\ban)\s+)?dozen\b`, 'iu');
const RANGE = String.raw`\d+(?:\s*(?:-|–|to|or)\s*\d+)?`;
const BARE_COUNT = new RegExp(String.raw`^${RANGE}$`, 'i');
/** 'Makes', 'Yield:', 'about' before what is made: the count is what matters. */
const PREFIX = /^(?:(?:recipe\s+)?(?:yields?|makes|produces)\s*:?\s*)?(?:about|approximately|approx\.?|around|roughly|~)?\s*/i;

function numberValue(text: string): number {
  const word = WORD_NUMBERS[text.toLowerCase()];
  if (word !== undefined) return word;
  const fraction = /[½¼¾⅓⅔]/.exec(text)?.[0];
  const half = /\s1\/2$/.test(text) ? 0.5 : 0;
  const whole = Number.parseFloat(text.replace(',', '.'));
  return (Number.isNaN(whole) ? 0 : whole) + (fraction ? FRACTIONS[fraction]! : 0) + half;
}

/** 'about 2 dozen cookies' -> { text: '24 cookies', dozen: true }. */
function normalise(raw: string): { text: string; dozen: boolean } {
  let text = raw.replace(/\s+/g, ' ').trim().replace(PREFIX, '').replace(/[\s.,;]+$/, '');
  const dozen = DOZEN.exec(text);
  if (dozen) {
    const count = dozen[1] === undefined ? 1 : numberValue(dozen[1]);
    text = `${text.slice(0, dozen.index)}${Math.round(count * 12)}${text.slice(dozen.index + dozen[0].length)}`.replace(/\s+/g, ' ').trim();
  }
  return { text, dozen: Boolean(dozen) };
}

/** The count a serving text gives: next to the serving word if it is there ('4 servings (1 cup each)'), else the first. */
function servingCount(text: string): number | null {
  const near =
    new RegExp(String.raw`(${NUMBER})(?:\s*(?:-|–|to|or)\s*\d+)?\s*${SERVING_WORDS.source}`, 'iu').exec(text)?.[1] ??
    new RegExp(String.raw`(?:serves|servings|portions|for)\s*:?\s*(${NUMBER})\b`, 'iu').exec(text)?.[1] ??
    /\d+/.exec(text)?.[0];
  if (near === undefined) return null;
  const count = Math.round(numberValue(near));
  return count > 0 ? count : null;
}

/** recipeYield as pages give it: a number, text, or a list of both (['12', '12 slices'], ['1 loaf', '12 slices']). */
export function readYield(texts: readonly string[]): RecipeYield {
  let servings: number | null = null;
  const made = new Map<string, string>();
  for (const raw of texts) {
    const { text, dozen } = normalise(raw);
    if (text === '') continue;
    if (!dozen && (BARE_COUNT.test(text) || SERVING_WORDS.test(text))) {
      servings ??= servingCount(text);
    } else if (!made.has(text.toLowerCase())) made.set(text.toLowerCase(), text);
  }
  return { servings, yieldText: made.size > 0 ? [...made.values()].join(', ') : null };
}
