/**
 * The facets of a recipe list (issue 19): category, tag, diet, total time, calories and protein
 * per serving, each value with the number of recipes it would show. Stated once here: the search
 * index counts from its bitsets, the database path reads the rows and counts with `tallyRecipe`,
 * and the tests hold both to `recipeFacets`.
 *
 * A group's counts apply every filter but its own (the usual faceted search): with 'Vegan' chosen,
 * the diet group still counts the other diets, so a cook sees what switching would give, while
 * every other group counts vegan recipes only.
 */
import { CALORIE_BUCKETS, PROTEIN_BUCKETS, TIME_BUCKETS } from '../contracts/constants';
import type { RecipeFacetsAnswer } from '../contracts/recipe';

/** What the facets read of a recipe (keys lower-cased as the filters compare them). */
export interface FacetableRecipe {
  categoryKeys: readonly string[];
  tagKeys: readonly string[];
  dietKeys: readonly string[];
  totalMinutes: number | null;
  /** only a complete figure (domain/recipe-sort caloriesToSort): a lower bound is not 'at most' */
  caloriesToSort: number | null;
  /** a lower bound still has at least that much */
  proteinToSort: number | null;
}

/** The facet filters of a list, normalized (keys lower-cased). */
export interface FacetFilters {
  category?: string;
  tag?: string;
  diet?: string;
  maxMinutes?: number;
  maxCalories?: number;
  minProtein?: number;
}

export const KEY_GROUPS = ['category', 'tag', 'diet'] as const;
export const NUMBER_GROUPS = ['maxMinutes', 'maxCalories', 'minProtein'] as const;
export type KeyGroup = (typeof KEY_GROUPS)[number];
export type NumberGroup = (typeof NUMBER_GROUPS)[number];
export type FacetGroup = KeyGroup | NumberGroup;
export const FACET_GROUPS: readonly FacetGroup[] = [...KEY_GROUPS, ...NUMBER_GROUPS];

/** The values each number group offers. */
export const BUCKETS: Record<NumberGroup, readonly number[]> = { maxMinutes: TIME_BUCKETS, maxCalories: CALORIE_BUCKETS, minProtein: PROTEIN_BUCKETS };

const KEYS_OF: Record<KeyGroup, (recipe: FacetableRecipe) => readonly string[]> = {
  category: (r) => r.categoryKeys,
  tag: (r) => r.tagKeys,
  diet: (r) => r.dietKeys,
};

/** Whether a figure falls within a number group's value: at most for time and calories, at least for protein. */
export function withinBucket(group: NumberGroup, figure: number | null, value: number): boolean {
  if (figure === null) return false;
  return group === 'minProtein' ? figure >= value : figure <= value;
}

/** A recipe's figure for a number group. */
export function figureOf(group: NumberGroup, recipe: FacetableRecipe): number | null {
  if (group === 'maxMinutes') return recipe.totalMinutes;
  return group === 'maxCalories' ? recipe.caloriesToSort : recipe.proteinToSort;
}

/** Whether a recipe passes one group's filter (always, when the group is not filtered). */
export function passesGroup(recipe: FacetableRecipe, group: FacetGroup, filters: FacetFilters): boolean {
  const wanted = filters[group];
  if (wanted === undefined) return true;
  if (typeof wanted === 'string') return KEYS_OF[group as KeyGroup](recipe).includes(wanted);
  return withinBucket(group as NumberGroup, figureOf(group as NumberGroup, recipe), wanted);
}

/** Whether a recipe passes every facet filter. */
export function passesFacets(recipe: FacetableRecipe, filters: FacetFilters): boolean {
  return FACET_GROUPS.every((group) => passesGroup(recipe, group, filters));
}

/** Counts being made: the recipes passing every filter, and each group's value counts. */
export interface FacetTally {
  total: number;
  groups: Record<FacetGroup, Map<string | number, number>>;
}

export function emptyTally(): FacetTally {
  return { total: 0, groups: Object.fromEntries(FACET_GROUPS.map((group) => [group, new Map()])) as FacetTally['groups'] };
}

/** Adds `count` to a group's value. */
export function tallyValue(tally: FacetTally, group: FacetGroup, value: string | number, count = 1): void {
  const counts = tally.groups[group];
  counts.set(value, (counts.get(value) ?? 0) + count);
}

/** Counts one recipe (that passes the list's other filters) into the groups whose counts it belongs to. */
export function tallyRecipe(tally: FacetTally, recipe: FacetableRecipe, filters: FacetFilters): void {
  const failing = FACET_GROUPS.filter((group) => !passesGroup(recipe, group, filters));
  if (failing.length > 1) return;
  if (failing.length === 0) tally.total++;
  for (const group of failing.length === 0 ? FACET_GROUPS : failing) {
    if (isKeyGroup(group)) for (const key of new Set(KEYS_OF[group](recipe))) tallyValue(tally, group, key);
    else for (const value of BUCKETS[group]) if (withinBucket(group, figureOf(group, recipe), value)) tallyValue(tally, group, value);
  }
}

function isKeyGroup(group: FacetGroup): group is KeyGroup {
  return (KEY_GROUPS as readonly string[]).includes(group);
}

/**
 * The tally as the answer: keyed groups by count (most first, then by name), the chosen value kept
 * even at 0 so it can be shown and taken off; every bucket of a number group, in bucket order.
 */
export function facetsOf(tally: FacetTally, filters: FacetFilters): RecipeFacetsAnswer {
  const keyed = (group: KeyGroup) => {
    const counts = new Map(tally.groups[group] as Map<string, number>);
    const chosen = filters[group];
    if (chosen !== undefined && !counts.has(chosen)) counts.set(chosen, 0);
    return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  };
  const numbered = (group: NumberGroup) => BUCKETS[group].map((value) => ({ value, count: tally.groups[group].get(value) ?? 0 }));
  return {
    total: tally.total,
    category: keyed('category'),
    tag: keyed('tag'),
    diet: keyed('diet'),
    maxMinutes: numbered('maxMinutes'),
    maxCalories: numbered('maxCalories'),
    minProtein: numbered('minProtein'),
  };
}

/** The reference: the facets of the recipes that pass a list's other filters. */
export function recipeFacets(recipes: readonly FacetableRecipe[], filters: FacetFilters): RecipeFacetsAnswer {
  const tally = emptyTally();
  for (const recipe of recipes) tallyRecipe(tally, recipe, filters);
  return facetsOf(tally, filters);
}
