/**
 * Dietary preferences a member writes in their profile ('vegetarian, gluten free') read against
 * the dietary attributes recipes carry ('Vegetarian', 'Gluten-Free'). Both are free text, so they
 * are compared by a key without case, spaces or hyphens. A diet accepts the stricter ones within
 * it: a vegan recipe is vegetarian, pescatarian and dairy-free too.
 */

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const ALSO_ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  vegetarian: ['vegan'],
  pescatarian: ['vegetarian', 'vegan'],
  dairyfree: ['vegan'],
  eggfree: ['vegan'],
};

export interface DietaryNeeds {
  /** For each preference understood, the attributes (as recipes spell them) any one of which meets it. */
  required: string[][];
  /** Preferences no recipe attribute names ('no mushrooms'): not applied, and said so. */
  ignored: string[];
}

/** What a member's preferences ask of a recipe, given the attributes recipes use (`known`). */
export function dietaryNeeds(preferences: readonly string[], known: readonly string[]): DietaryNeeds {
  const byKey = new Map<string, string[]>();
  for (const attribute of known) byKey.set(key(attribute), [...(byKey.get(key(attribute)) ?? []), attribute]);
  const needs: DietaryNeeds = { required: [], ignored: [] };
  for (const preference of preferences) {
    const wanted = key(preference);
    if (wanted === '') continue;
    if (byKey.has(wanted)) needs.required.push([wanted, ...(ALSO_ACCEPTED[wanted] ?? [])].flatMap((k) => byKey.get(k) ?? []));
    else needs.ignored.push(preference.trim());
  }
  return needs;
}
