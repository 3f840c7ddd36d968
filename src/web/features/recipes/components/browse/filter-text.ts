import type { RecipeListFilters } from '../../api/recipe-list';

/** A figure filter as a cook reads it: the bound and its unit. */
export function figureText(key: 'maxMinutes' | 'maxCalories' | 'minProtein', value: string | number): string {
  if (key === 'maxMinutes') return `≤ ${value} min`;
  if (key === 'maxCalories') return `≤ ${value} kcal`;
  return `≥ ${value} g`;
}

/** A lower-cased key as its name reads ('gluten-free' -> 'Gluten-Free'), for diets and categories. */
export function keyText(key: string): string {
  return key.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A filter's value as its chip shows it. */
export function filterText(key: keyof RecipeListFilters, value: string): string {
  if (key === 'maxMinutes' || key === 'maxCalories' || key === 'minProtein') return figureText(key, value);
  if (key === 'with' || key === 'without') return value.split(',').map((name) => name.trim()).filter(Boolean).join(', ');
  if (key === 'diet') return keyText(value.toLowerCase());
  return value;
}

/** A with/without list with one more name (none twice). */
export function withIngredient(list: string | undefined, name: string): string {
  const names = (list ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  return names.some((n) => n.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}
