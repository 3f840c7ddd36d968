// How the shopping list would merge published lines (issue 18): every labelled line of the public
// corpus, read by the product's parser and keyed as the list keys it (shoppingKey over the
// analyzer's confident match), against its labelled food (describing words such as 'fresh' aside). "Kept together": the share of a labelled
// food's lines that land on its most common key (one item on the list, not several). "Merged with
// another food": lines whose key's other lines mostly name a different labelled food (two foods on
// one item). Labels are singular names ('onion'); a key that joins two labels may still be right
// ('flour' and 'plain flour'), so the joins are printed for judging. Part of `npm run bench -- nutrition`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseIngredientLine } from '../../src/domain/ingredient-line';
import { plainName } from '../../src/domain/nutrition/food-name';
import { shoppingKey } from '../../src/domain/shopping/merge';
import type { NutritionAnalyzer } from '../../src/server/modules/nutrition/analyzer';
import { comparableName, corpusDirectory, corpusLines } from './ingredient-corpus-parser';

const BATCH = 400;
const TOP = 15;

/** Most common value of a count map, and its count. */
function top(counts: Map<string, number>): [string, number] {
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
}

const bump = (map: Map<string, Map<string, number>>, outer: string, inner: string) => {
  const counts = map.get(outer) ?? new Map<string, number>();
  counts.set(inner, (counts.get(inner) ?? 0) + 1);
  map.set(outer, counts);
};

export async function runShoppingMerge(analyzer: NutritionAnalyzer, root: string): Promise<void> {
  const dir = corpusDirectory(root);
  const files = readdirSync(dir).filter((f) => f.endsWith('.csv')).sort();
  console.log(`\nShopping-list merge on the labelled corpus (${dir}): lines keyed as the list keys them, against their labelled food`);
  for (const file of files) {
    const lines: { truth: string; name: string; preparation: string | null }[] = [];
    for await (const line of corpusLines(path.join(dir, file))) {
      if (line.name.trim() === '') continue;
      const parsed = parseIngredientLine(line.input);
      lines.push({ truth: plainName(comparableName(line.name)), name: parsed.name, preparation: parsed.preparation });
    }
    const keys: string[] = [];
    for (let i = 0; i < lines.length; i += BATCH) {
      const batch = lines.slice(i, i + BATCH);
      const foods = await analyzer.foodsOf(batch.map((l) => ({ quantity: 1, unit: null, name: l.name, preparation: l.preparation })));
      batch.forEach((l, j) => {
        const food = foods[j]?.confident ? foods[j].match.food : null;
        keys.push(shoppingKey(food && { id: food.id, name: food.name }, l.name));
      });
    }
    const keysByTruth = new Map<string, Map<string, number>>();
    const truthsByKey = new Map<string, Map<string, number>>();
    lines.forEach((l, i) => {
      bump(keysByTruth, l.truth, keys[i]!);
      bump(truthsByKey, keys[i]!, l.truth);
    });
    let together = 0;
    const split: [string, number, number][] = [];
    for (const [truth, counts] of keysByTruth) {
      const [, kept] = top(counts);
      together += kept;
      const all = [...counts.values()].reduce((a, b) => a + b, 0);
      if (all > kept) split.push([truth, all - kept, counts.size]);
    }
    let joined = 0;
    const joins: [string, number][] = [];
    for (const [key, counts] of truthsByKey) {
      const [main, kept] = top(counts);
      const all = [...counts.values()].reduce((a, b) => a + b, 0);
      joined += all - kept;
      if (all > kept) joins.push([`${key} (${main} ${kept}; ${[...counts].filter(([t]) => t !== main).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([t, n]) => `${t} ${n}`).join(', ')})`, all - kept]);
    }
    const pct = (n: number) => `${((n / lines.length) * 100).toFixed(1)}%`;
    console.log(`  ${file.padEnd(24)} ${lines.length} labelled lines, ${keysByTruth.size} foods: kept together ${pct(together)}, merged with another food ${pct(joined)}`);
    split.sort((a, b) => b[1] - a[1]);
    console.log(`    foods most often split: ${split.slice(0, TOP).map(([t, n, k]) => `${t} ${n} lines over ${k} keys`).join('; ')}`);
    joins.sort((a, b) => b[1] - a[1]);
    console.log(`    keys joining most lines of other foods: ${joins.slice(0, TOP).map(([j, n]) => `${j}: ${n}`).join('; ')}`);
  }
}
