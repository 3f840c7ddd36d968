import type { Aisle } from '../../contracts/shopping-list';
import { plainName, wordsBeyond } from '../nutrition/food-name';
import { addAmounts, amountKind, type Amount } from './amounts';

/** A food the nutrition engine matched a line to with confidence. */
export interface KeyFood {
  id: number;
  name: string;
}

const spaced = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Words that do not make another thing to buy: sizes the describing words miss, the pieces a food
 * is counted in ('2 celery ribs' is celery; not a stick: cinnamon sticks are not ground cinnamon), small words and numbers a line left in its name.
 */
const NOT_A_KIND = /^(?:.*\d.*|plump|fat|fatter|size|sized|big|little|whole|nice|generous|stalk|rib|clove|head|bulb|sprig|piece|bunch|handful|of|a|an|the|and|or|with|in|from|for|x)$/;

/** One spelling of a word for a key, whatever its number: 'courgettes' -> 'courgette', 'cherries' -> 'cherry'. */
function oneForm(word: string): string {
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The key a gathered line merges by: the food the nutrition engine matched with confidence and the
 * words of the written name beyond the food's own name, describing words aside: 'onions' and
 * 'fresh onion' are one item. The food's aliases are not read: they mix synonyms ('courgette' for
 * zucchini) with kinds a cook buys apart ('red onion' for onion, 'madeira' for port), and two lines
 * of one thing on a list are better than one line of two. Without a food, the written name.
 */
export function shoppingKey(food: KeyFood | null, writtenName: string): string {
  if (food === null) return `name:${spaced(writtenName)}`;
  const beyond = wordsBeyond(spaced(plainName(writtenName)), [food.name])
    .map((word) => oneForm(word.toLowerCase()))
    .filter((word) => !NOT_A_KIND.test(word));
  return beyond.length ? `food:${food.id}:${[...new Set(beyond)].sort().join(' ')}` : `food:${food.id}`;
}

/** A line gathered from a planned recipe, scaled, with the key of the food it names. */
export interface GatheredLine extends Amount {
  /** `food:<id>` for a food matched with confidence, `name:<name>` otherwise. */
  key: string;
  name: string;
  aisle: Aisle;
}

/** An unticked item already on the list, as a merge reads it. */
export interface ListedAmount extends Amount {
  id: number;
  key: string;
}

export interface MergePlan {
  /** Items on the list whose amount grows. */
  updates: (Amount & { id: number })[];
  /** New items, in the order their food was first gathered. */
  inserts: GatheredLine[];
}

/**
 * How gathered lines join a list: lines of one food and one kind of amount add up (ADR 0021), into
 * the unticked item of that food and kind when the list has one (a ticked one is already bought),
 * else into a new item named and shelved as the first of them was.
 */
export function planMerge(listed: readonly ListedAmount[], gathered: readonly GatheredLine[]): MergePlan {
  const groups = new Map<string, GatheredLine[]>();
  for (const line of gathered) {
    const group = `${line.key}\u0000${amountKind(line.unit)}`;
    groups.set(group, [...(groups.get(group) ?? []), line]);
  }
  const plan: MergePlan = { updates: [], inserts: [] };
  for (const lines of groups.values()) {
    const first = lines[0]!;
    const kind = amountKind(first.unit);
    const item = listed.find((l) => l.key === first.key && amountKind(l.unit) === kind);
    const [total] = addAmounts(item ? [item, ...lines] : lines);
    if (item) plan.updates.push({ id: item.id, ...total! });
    else plan.inserts.push({ ...first, ...total! });
  }
  return plan;
}
