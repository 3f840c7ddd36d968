/**
 * Adding up the amounts a shopping list gathers for one food (issue 18): '2 tbsp' and '¼ cup' of
 * butter are 6 tbsp, '200 g' and '1 lb' of flour 654 g. Amounts of one kind (mass, volume, a count,
 * or the same other unit such as 'clove') add up; amounts of different kinds stay apart, never
 * dropped, because turning a cup of flour into grams takes a density the list should not guess.
 */
import { isMassUnit, isVolumeUnit, normalizeUnit, toGrams, toMillilitres, type Unit } from '../units';

export interface Amount {
  quantity: number | null;
  /** A canonical unit ('g', 'tbsp', 'clove'), or null for a count of things ('3 eggs'). */
  unit: string | null;
}

/**
 * The international pound (exact since 1959). SPEC's 2.2 lb per kg is for the calculator's body
 * weight; a list tells a cook how much to buy by the packet, where 1 lb + 200 g is 654 g, not 655.
 */
const GRAMS_PER_POUND = 453.59237;

/** Units a kitchen measures in quarters; metric ones are written as whole numbers. */
const KITCHEN_UNITS = new Set<Unit>(['tsp', 'tbsp', 'cup', 'fl oz', 'quart', 'gallon', 'oz', 'lb']);

/** How far a total may be from a whole quarter of a unit and still be written in it: a kitchen measure, not a lab one. */
const QUARTER_TOLERANCE = 0.025;

export type AmountKind = 'mass' | 'volume' | 'count' | `unit:${string}`;

/** What an amount adds up with: 'mass', 'volume', 'count', or 'unit:clove' for any other unit. */
export const amountKind = (unit: string | null): AmountKind => kindOf(unit).kind;

function kindOf(unit: string | null): { kind: AmountKind; unit: Unit | null } {
  if (unit === null) return { kind: 'count', unit: null };
  const canonical = normalizeUnit(unit);
  if (canonical && isMassUnit(canonical)) return { kind: 'mass', unit: canonical };
  if (canonical && isVolumeUnit(canonical)) return { kind: 'volume', unit: canonical };
  return { kind: `unit:${unit.toLowerCase()}`, unit: null };
}

/** One of a unit in the kind's base (grams or millilitres). */
function baseSize(kind: 'mass' | 'volume', unit: Unit): number {
  if (kind === 'volume') return toMillilitres(1, unit)!;
  return unit === 'lb' ? GRAMS_PER_POUND : toGrams(1, unit)!;
}

const roundQuarter = (n: number) => Math.round(n * 4) / 4;

/** A count or a measure written the way a cook reads it: quarters for kitchen units and counts, whole grams. */
function rounded(value: number, unit: Unit | null): number {
  if (unit === null || KITCHEN_UNITS.has(unit)) return Math.max(roundQuarter(value), 0.25);
  // Litres and kilograms to the ten grams or centilitre (1.25 kg); grams and millilitres whole from ten.
  const places = unit === 'g' || unit === 'ml' || unit === 'mg' ? (value >= 10 ? 0 : 1) : 2;
  return Math.round(value * 10 ** places) / 10 ** places;
}

function isNice(value: number, unit: Unit): boolean {
  if (!KITCHEN_UNITS.has(unit)) return unit === 'g' || unit === 'ml' || unit === 'mg' || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  const quarters = roundQuarter(value);
  return quarters > 0 && Math.abs(value - quarters) / quarters <= QUARTER_TOLERANCE;
}

/**
 * The unit a total of several units is written in: the largest of those used in which it is at
 * least one and a whole quarter (or a metric figure), else the smallest of them.
 */
function chooseUnit(kind: 'mass' | 'volume', total: number, used: readonly Unit[]): Unit {
  const bySize = [...new Set(used)].sort((a, b) => baseSize(kind, b) - baseSize(kind, a));
  const nice = bySize.find((unit) => total / baseSize(kind, unit) >= 1 && isNice(total / baseSize(kind, unit), unit));
  return nice ?? bySize.at(-1)!;
}

/**
 * The amounts added up, one per kind, in the order each kind first appears. A line without a
 * quantity ('salt to taste') adds nothing to a kind that has one, and stays as "no amount" alone.
 */
export function addAmounts(amounts: readonly Amount[]): Amount[] {
  const groups = new Map<AmountKind, { units: Unit[]; written: string | null; total: number | null }>();
  for (const amount of amounts) {
    const { kind, unit } = kindOf(amount.unit);
    const group = groups.get(kind) ?? { units: [], written: amount.unit, total: null };
    groups.set(kind, group);
    if (amount.quantity === null || !Number.isFinite(amount.quantity) || amount.quantity <= 0) continue;
    if (unit) group.units.push(unit);
    const base = (kind === 'mass' || kind === 'volume') && unit ? amount.quantity * baseSize(kind, unit) : amount.quantity;
    group.total = (group.total ?? 0) + base;
  }
  return [...groups].map(([kind, group]) => {
    if (group.total === null) return { quantity: null, unit: group.written };
    if (kind === 'mass' || kind === 'volume') {
      const unit = chooseUnit(kind, group.total, group.units);
      return { quantity: rounded(group.total / baseSize(kind, unit), unit), unit };
    }
    return { quantity: rounded(group.total, null), unit: group.written };
  });
}

/** An amount scaled to the servings cooked (a recipe for 4 cooked for 6 is 1.5 times each line). */
export function scaleAmount(amount: Amount, factor: number): Amount {
  return { quantity: amount.quantity === null ? null : amount.quantity * factor, unit: amount.unit };
}
