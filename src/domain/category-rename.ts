import { normalizeTerm } from './search';

/** The key a category name is matched by, the same one `buildKeys` stores for a recipe. */
export function categoryKey(name: string): string {
  return normalizeTerm(name);
}

/**
 * A recipe's categories after `from` is renamed to, or merged into, `to`. Names match
 * case-insensitively: every entry equal to `from` or to `to` becomes `to` (the catalogue's
 * spelling), the first of them keeping its place; other names keep their order and spelling,
 * and a name that appears twice (in any case) is kept once.
 */
export function replaceCategory(list: readonly string[], from: string, to: string): string[] {
  const fromKey = categoryKey(from);
  const toKey = categoryKey(to);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of list) {
    const key = categoryKey(name);
    const renamed = key === fromKey || key === toKey;
    const outKey = renamed ? toKey : key;
    if (seen.has(outKey)) continue;
    seen.add(outKey);
    result.push(renamed ? to : name);
  }
  return result;
}
