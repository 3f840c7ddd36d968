/** Where an ingredient line's food ends and how it is prepared begins: preparation words, commas, notes. */

/** Trailing phrases that say how much or when rather than what. */
export const TRAILING_USE = /\s+((?:to taste|as needed|as required|if needed|to serve|to cover|to garnish|optional|at room temperature|al gusto|q\.?b|a piacere|nach geschmack|selon (?:le )?goût|naar smaak|etter smak|efter smak|efter smag|(?:plus|or)\s+(?:more|some|extra)\b(?!-)|or\s+to taste|as\s+(?:garnish|desired)|to make\b|to\s+(?:coat|season|sprinkle|brush|drizzle|dust|grease|fry|finish|top)\b|for\s+(?!example\b)[a-z]+)\b.*)$/i;

/** How a food is prepared, written before it ('finely chopped parsley', 'freshly grated nutmeg'). */
const PREPARED = String.raw`(?:pre-crumbled|combined|deveined|cored|skinned|iced|hard-cooked|fresh-squeezed|fresh-ground|coarse-ground|fresh-cooked|crisp-fried|pureed|puréed|butterflied|washed|blanched|rough-chopped|milled|seeded|cleaned|boned|additional|unsifted|undrained|shucked|uncooked|unpeeled|scalded|ripped|shaved|thawed|hulled|stemmed|thin-sliced|chopped|grated|minced|cooked|shredded|sliced|squeezed|toasted|diced|packed|crushed|melted|chilled|` +
  String.raw`shelled|crumbled|sifted|boiled|hard-boiled|steamed|softened|peeled|cracked|drained|slivered|picked|cubed|torn|strained|` +
  String.raw`snipped|mashed|beaten|whisked|halved|quartered|deseeded|pitted|rinsed|trimmed|warmed|lukewarm|julienned|poached|zested)`;
const MANNER = String.raw`(?:(?:very\s+)?(?:finely|freshly|roughly|coarsely|thinly|thickly|lightly|loosely|firmly|tightly|gently|well|hard|soft|diagonally)\s+)`;
/** Leading preparation words; 'ground' counts only after a manner ('freshly ground pepper', not 'ground beef'). */
const LEADING_PREPARED = new RegExp(String.raw`^(?:(?:${MANNER}?${PREPARED}|(?:${MANNER}|fresh\s+)ground|${MANNER}cut|mixed(?=\s+${MANNER}?${PREPARED})|ground(?=\s+(?:black\s+|white\s+)?pepper))(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:(?:and|or)\s+)?))+`, 'i');
/** Names that start with a preparation word but are products of their own. */
const PREPARED_PRODUCT = /^(?:crushed\s+(?:tomato|red pepper|chil)|(?:diced|chopped)\s+tomato|toasted\s+sesame\s+oil|cooked\s+ham|packed\s+in\b)/i;
/** Preparation written after the food without a comma ('1 pear peeled and sliced', '2 limes cut into wedges'). */
const TRAILING_PREPARED = new RegExp(
  String.raw`(?<!\b(?:and|or))\s+(?:(?:cut|into|dissolved|mixed with|made with|simmered|tied|reconstituted|soaked)\b.*|${MANNER}?(?:${PREPARED}|cored|skinned|seeded|removed)(?:$|\s*,.*|\s+(?:and|or|in|into|with|from|lengthwise|crosswise|on|at)\b.*))$`,
  'i',
);
// Only after 'and': after 'or' the words name the other food as the cook buys it ('or sliced tomatoes').
const SECOND_PREPARED = new RegExp(String.raw`(\sand)\s+((?:${MANNER}?${PREPARED}|(?:${MANNER}|fresh\s+)?ground(?=\s+(?:black\s+|white\s+)?pepper)|${MANNER}ground)\s+)(?=\S)`, 'gi');
/** 'dry white wine such as Vinho Verde': what follows is an example, a note. */
const EXAMPLE = /(?:\s*,)?\s+(?:such as|like|e\.g\.|preferably)\s.*$/i;

/** Moves preparation words out of the name, keeping the food ('finely chopped fresh dill' -> 'fresh dill'). */
export function splitPreparation(name: string): { name: string; preparation: string[] } {
  const preparation: string[] = [];
  let food = name;
  // '2 small or 1 large leek': the sizes are a note.
  const sizes = /^(?:small|medium|large|extra-large|jumbo|(?:medium|regular)-sized?)\s+or\s+(?:[\d\s/.]+\s+)?(?:small|medium|large|extra-large|jumbo)\s+(?=\S)/i.exec(food);
  if (sizes) {
    preparation.push(sizes[0].trim());
    food = food.slice(sizes[0].length);
  }
  // 'fresh chopped cilantro': fresh says which food, chopped how it is prepared.
  const fresh = new RegExp(String.raw`^(fresh\s+)(${MANNER}?${PREPARED})\s+(?=\S)`, 'i').exec(food);
  if (fresh) {
    preparation.push(fresh[2]!);
    food = fresh[1]! + food.slice(fresh[0].length);
  }
  // 'large peeled and deveined shrimp': a size stays with the food, the preparation goes.
  const size = /^(?:small|medium|large|extra-large|jumbo)\s+/i.exec(food)?.[0] ?? '';
  const unsized = food.slice(size.length);
  const lead = PREPARED_PRODUCT.test(unsized) ? null : LEADING_PREPARED.exec(unsized);
  if (lead && lead[0].length < unsized.length) {
    preparation.push(lead[0].trim().replace(/\s*(?:,|and|or)$/i, ''));
    food = size + unsized.slice(lead[0].length);
  }
  // '1 cup cottage cheese or 8 ounces cream cheese', '2 tsp ground ginger 10 mL': another amount is a note.
  const other = /\s+(?:(?:or|plus|and)\s+(?:\d|an?\s)|\d+(?:\.\d+)?\s*(?:ml|g)$).*$/i.exec(food);
  if (other && other.index > 0) {
    preparation.push(other[0].trim());
    food = food.slice(0, other.index);
  }
  // 'salt and freshly ground pepper': the second food's preparation too.
  food = food.replace(SECOND_PREPARED, (_, joiner: string, words: string) => {
    preparation.push(words.trim());
    return `${joiner} `;
  });
  const aside = /\s+-\s+.*$/.exec(food);
  if (aside && aside.index > 0) {
    preparation.push(aside[0].replace(/^\s+-\s+/, ''));
    food = food.slice(0, aside.index);
  }
  const example = EXAMPLE.exec(food);
  if (example && example.index > 0) {
    preparation.push(example[0].replace(/^\s*,/, '').trim());
    food = food.slice(0, example.index);
  }
  const trail = TRAILING_PREPARED.exec(food);
  if (trail && trail.index > 0) {
    preparation.push(trail[0].trim());
    food = food.slice(0, trail.index);
  }
  // 'sesame oil*', 'vinegar?': a footnote mark, not the food.
  return { name: food.replace(/\s*[*?†]+$/, '').trim(), preparation };
}

/**
 * The comma that ends the name: outside parentheses, and not after a '-less' word, because
 * 'boneless, skinless chicken' lists the name's own adjectives.
 */
export function firstTopLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    // '1 sheet (8 ounces), frozen puff pastry': nothing before the comma but an aside.
    else if (c === ',' && depth === 0 && text.slice(0, i).replace(/\([^()]*\)/g, '').trim() !== '' && !/less$/i.test(text.slice(0, i)) && !describesOnly(text.slice(0, i), text.slice(i + 1)) && !listGoesOn(text.slice(i + 1))) return i;
  }
  return -1;
}

/** 'thinly sliced, cleaned leeks', '2 large, ripe mangoes': the words before the comma only describe. */
/** Adjectives cooks list before a food with commas ('firm, ripe peaches', 'good, thick olive oil'). */
const ADJECTIVE = /^(?:firm|ripe|unripe|soft|crisp|crunchy|mild|good|thick|thin|cold|warm|hot|sweet|tart|dry|young|tender|strong|dark|light|plain|lean|juicy|heavy|coarse|smooth|creamy|sharp|aged|organic|unsalted|salted|roasted|raw|wild|high-fat|good-quality|industrial)$/i;

/** A word that only describes the food after it ('large', 'ripe', 'smoked', 'reduced-sodium'), not a preparation. */
export function isDescribingWord(word: string): boolean {
  return /^(?:small|medium|large|big)$/i.test(word) || ADJECTIVE.test(word) || (/^[a-z]+(?:ed|ic|-[a-z-]+)$/i.test(word) && !LEADING_PREPARED.test(`${word} `));
}

function describesOnly(text: string, after: string): boolean {
  const last = text.split(',').at(-1)!.trim();
  if (/^(?:small|medium|large|extra[-\s]large|big)$/i.test(last) || ADJECTIVE.test(last)) return true;
  // 'smoked, wet-cured ham', 'reduced-sodium, fat-free broth': one describing word, then more of the name.
  const next = after.split(',')[0]!.trim();
  if (/^[a-z]+(?:ed|ic|-[a-z-]+)$/i.test(last) && next.includes(' ') && !describes(next)) return true;
  const lead = LEADING_PREPARED.exec(`${last} `);
  return lead !== null && lead[0].trim().length === last.length;
}

/** 'ground beef, pork, or lamb': alternatives listed with commas stay one name. */
function listGoesOn(text: string): boolean {
  const parts = text.split(',').map((part) => part.trim());
  // The list ends at its 'or'/'and' item: 'pork, or lamb' or 'Triple Sec or Cointreau'.
  const end = parts.findIndex((part) => /^(?:or|and)\s/i.test(part));
  if (end === -1) return false;
  const last = parts[end]!.replace(/^(?:or|and)\s+/i, '');
  if (/^(?:or|and)\s+(?:\d|an?\s|to\b|more\b|less\b|as\b|so\b|enough\b|about\b)/i.test(parts[end]!) || describes(last)) return false;
  return parts.slice(0, end).every((part) => part !== '' && part.split(' ').length <= 3 && !describes(part));
}

/** A comma's part that says how, not what: 'peeled and chopped', 'cut into strips', 'such as ...'. */
function describes(part: string): boolean {
  return LEADING_PREPARED.test(part) || TRAILING_PREPARED.test(` ${part}`) || EXAMPLE.test(` ${part}`) || /^(?:see|if|to|for|at|about|plus|from|with|divided|optional|homemade|store-bought)\b/i.test(part);
}
