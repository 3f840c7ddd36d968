// Whole lines, end to end, on the public labelled corpus: every published line that gives an amount,
// read by the product's parser and weighed by the analyzer, as an import would. Per file, the share
// counted in grams, and the rest by why (no food, only a guess, a food with no way to weigh the
// amount), with the food-and-unit pairs most often left unweighed. This is the corpus's view of the
// issue's "lines left unmatched or not convertible to grams" (its bar, 4% of English lines, is set on
// a corpus of recipe pages kept elsewhere), so it is printed, not judged. Part of `npm run bench -- nutrition`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { IngredientMatchStatus } from '../../src/contracts/nutrition-analysis';
import { parseIngredientLine } from '../../src/domain/ingredient-line';
import type { WrittenAmount } from '../../src/domain/nutrition/grams';
import type { NutritionAnalyzer } from '../../src/server/modules/nutrition/analyzer';
import { corpusDirectory, corpusLines } from './ingredient-corpus-parser';

/** Lines per analyze call, as a few long recipes would send them. */
const BATCH = 400;
const TOP = 20;

export async function runCorpusGrams(analyzer: NutritionAnalyzer, root: string): Promise<void> {
  const dir = corpusDirectory(root);
  const files = readdirSync(dir).filter((f) => f.endsWith('.csv')).sort();
  console.log(`\nWhole lines with an amount, parsed and weighed as an import would (${dir}):`);
  for (const file of files) {
    const lines: WrittenAmount[] = [];
    for await (const { input } of corpusLines(path.join(dir, file))) {
      const line = parseIngredientLine(input);
      if (line.quantity !== null) lines.push(line);
    }
    const statuses = new Map<IngredientMatchStatus, number>();
    const unweighed = new Map<string, number>();
    for (let i = 0; i < lines.length; i += BATCH) {
      const batch = lines.slice(i, i + BATCH);
      for (const line of (await analyzer.analyze(batch, 1)).ingredients) {
        statuses.set(line.status, (statuses.get(line.status) ?? 0) + 1);
        if (line.status !== 'unconverted') continue;
        const key = `${batch[line.index]!.unit ?? '(pieces)'} ${line.food?.name}`;
        unweighed.set(key, (unweighed.get(key) ?? 0) + 1);
      }
    }
    const pct = (status: IngredientMatchStatus) => `${(((statuses.get(status) ?? 0) / lines.length) * 100).toFixed(1)}%`;
    console.log(
      `  ${file.padEnd(24)} ${lines.length} lines: counted in grams ${pct('matched')}; not counted: no food ${pct('unmatched')}, ` +
        `a guess ${pct('uncertain')}, food found but amount not weighable ${pct('unconverted')}`,
    );
    const top = [...unweighed].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([key, count]) => `${key} ${count}`);
    console.log(`    most frequent unweighable unit and food: ${top.join('; ')}`);
  }
}
