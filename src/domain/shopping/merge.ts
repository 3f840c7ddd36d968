import type { Aisle } from '../../contracts/shopping-list';
import { addAmounts, amountKind, type Amount } from './amounts';

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
