// Matcher coverage on the public corpus of labelled ingredient lines (../shared/data/ingredient-lines,
// outside the repository so nobody tunes to it line by line): each line's labelled food name, as
// the parser would hand it over, through the real analyzer and foods table. Printed per file,
// weighted by how often each name occurs. Part of `npm run bench -- nutrition`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IngredientAnalysis } from '../../src/contracts/nutrition-analysis';
import type { NutritionAnalyzer } from '../../src/server/modules/nutrition/analyzer';
import { corpusDirectory, corpusLines } from './ingredient-corpus-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The issue's bar: names matched to a food with confidence, by occurrence. */
export const COVERAGE_TARGET = 97;
/** Names per analyze call: one exact query per batch, as a long recipe would make. */
const BATCH = 400;
const TOP = 30;

type Outcome = 'confident' | 'low' | 'unmatched';

/** A line counts as matched with confidence unless the analyzer says it is a guess or found nothing. */
function outcomeOf(line: IngredientAnalysis): Outcome {
  if (line.food === null) return 'unmatched';
  return line.status === 'uncertain' ? 'low' : 'confident';
}

/**
 * How often each labelled name occurs in one corpus file (lower-cased, trimmed), and how many
 * lines carry no name label (most BBC lines: the source project labelled a sample).
 */
async function nameCounts(file: string): Promise<{ counts: Map<string, number>; unlabelled: number }> {
  const counts = new Map<string, number>();
  let unlabelled = 0;
  for await (const line of corpusLines(file)) {
    const name = line.name.trim().toLowerCase();
    if (name === '') unlabelled += 1;
    else counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return { counts, unlabelled };
}

/** Prints coverage per file; true when every file meets the target. */
export async function runMatcherCoverage(analyzer: NutritionAnalyzer): Promise<boolean> {
  const corpusDir = corpusDirectory(root);
  const files = readdirSync(corpusDir).filter((f) => f.endsWith('.csv')).sort();
  if (files.length === 0) throw new Error(`No .csv files in ${corpusDir}`);
  const started = performance.now();
  const perFile = new Map<string, { counts: Map<string, number>; unlabelled: number }>();
  for (const file of files) perFile.set(file, await nameCounts(path.join(corpusDir, file)));

  // Every distinct name once, across files: the analyzer's own batching and cache do the rest.
  const distinct = [...new Set([...perFile.values()].flatMap(({ counts }) => [...counts.keys()]))];
  const outcomes = new Map<string, { outcome: Outcome; food: string | null }>();
  for (let i = 0; i < distinct.length; i += BATCH) {
    const names = distinct.slice(i, i + BATCH);
    const analysis = await analyzer.analyze(
      names.map((name) => ({ quantity: 1, unit: null, name, preparation: null })),
      1,
    );
    for (const line of analysis.ingredients) outcomes.set(names[line.index]!, { outcome: outcomeOf(line), food: line.food?.name ?? null });
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(`\nMatcher coverage on the labelled corpus (${corpusDir}), by occurrence; target ${COVERAGE_TARGET}% with confidence`);
  console.log(`  ${distinct.length} distinct names matched in ${seconds.toFixed(1)} s`);
  let allMet = true;
  for (const [file, { counts, unlabelled }] of perFile) {
    const total = { confident: 0, low: 0, unmatched: 0 };
    const misses: [string, number][] = [];
    for (const [name, count] of counts) {
      const { outcome } = outcomes.get(name)!;
      total[outcome] += count;
      if (outcome !== 'confident') misses.push([name, count]);
    }
    const lines = total.confident + total.low + total.unmatched;
    const pct = (n: number) => `${((n / lines) * 100).toFixed(1)}%`;
    const met = (total.confident / lines) * 100 >= COVERAGE_TARGET;
    allMet &&= met;
    console.log(
      `  ${file.padEnd(24)} ${lines} labelled lines (${unlabelled} without a label), ${counts.size} names: confident ${pct(total.confident)}${met ? '' : ' (below target)'}, ` +
        `low confidence ${pct(total.low)}, unmatched ${pct(total.unmatched)}`,
    );
    misses.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const top = misses.slice(0, TOP).map(([name, count]) => {
      const { outcome, food } = outcomes.get(name)!;
      return `${name} ${count}${outcome === 'low' ? ` (guess: ${food})` : ''}`;
    });
    console.log(`    most frequent not matched with confidence: ${top.join('; ')}`);
  }
  return allMet;
}
