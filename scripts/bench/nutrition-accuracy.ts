// The nutrition engine's accuracy: the 20 hand-worked reference recipes of nutrition-reference.ts
// against the engine on a scratch PGlite holding the curated foods, then the demo catalogue's
// match rate, matcher coverage, whole lines weighed and the ingredient-line parser on the labelled
// public corpus (ingredient-corpus-matcher.ts, ingredient-corpus-grams.ts, ingredient-corpus-parser.ts). Part of `npm run bench`; alone: `npm run bench -- nutrition`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client';
import { demoRecipes } from '../../src/db/seed/catalogue';
import { seedFoods } from '../../src/db/seed/foods';
import { parseIngredientLine } from '../../src/domain/ingredient-line';
import { MATCH_THRESHOLD, type NutritionAnalyzer } from '../../src/server/modules/nutrition/analyzer';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { runCorpusGrams } from './ingredient-corpus-grams';
import { runShoppingMerge } from './ingredient-corpus-merge';
import { runMatcherCoverage } from './ingredient-corpus-matcher';
import { parserCorpusTable } from './ingredient-corpus-parser';
import { REFERENCE_RECIPES } from './nutrition-reference';

/** The bars of issue 15: calories within 5%, each macro within 10% of the hand-worked figure. */
const KCAL_BAR = 5;
const MACRO_BAR = 10;
const FIGURES = [
  { key: 'kcal', label: 'kcal', bar: KCAL_BAR },
  { key: 'protein', label: 'protein g', bar: MACRO_BAR },
  { key: 'fat', label: 'fat g', bar: MACRO_BAR },
  { key: 'carbs', label: 'carbs g', bar: MACRO_BAR },
] as const;

const errorPct = (engine: number, reference: number) => (reference === 0 ? (engine === 0 ? 0 : Infinity) : ((engine - reference) / reference) * 100);

/**
 * A figure under 1 g per serving (the carbs of eggs or salmon) passes within 0.5 g: a percentage of
 * almost nothing measures rounding, not the engine.
 */
const withinBar = (engine: number, reference: number, bar: number) =>
  Math.abs(errorPct(engine, reference)) <= bar || (reference < 1 && Math.abs(engine - reference) <= 0.5);

async function referenceTable(analyzer: NutritionAnalyzer): Promise<number> {
  console.log(`\nNutrition accuracy: ${REFERENCE_RECIPES.length} reference recipes worked out by hand from USDA SR28, per serving`);
  console.log(`(engine vs reference, error %; bars: kcal ${KCAL_BAR}%, macros ${MACRO_BAR}%)`);
  const head = FIGURES.map((f) => f.label.padStart(24)).join('');
  console.log(`  ${'recipe'.padEnd(32)}${head}   result`);
  let passed = 0;
  for (const recipe of REFERENCE_RECIPES) {
    const analysis = await analyzer.analyze(recipe.lines.map((line) => parseIngredientLine(line)), recipe.servings);
    const n = analysis.nutrition;
    const engine = { kcal: n?.calories ?? 0, protein: n?.protein ?? 0, fat: n?.fat.total ?? 0, carbs: n?.carbs.total ?? 0 };
    let ok = true;
    const cells = FIGURES.map((f) => {
      const ref = recipe.reference[f.key];
      const good = withinBar(engine[f.key], ref, f.bar);
      ok &&= good;
      const pct = errorPct(engine[f.key], ref);
      return `${engine[f.key].toFixed(1)} / ${ref.toFixed(1)} ${(pct >= 0 ? '+' : '') + pct.toFixed(1)}%${good ? ' ' : '!'}`.padStart(24);
    });
    if (ok) passed += 1;
    console.log(`  ${recipe.title.padEnd(32)}${cells.join('')}   ${ok ? 'pass' : 'FAIL'}`);
    for (const line of analysis.ingredients.filter((l) => l.status !== 'matched')) {
      console.log(`      ${line.status}: ${recipe.lines[line.index]} (${line.problem})`);
    }
  }
  console.log(`  ${passed} of ${REFERENCE_RECIPES.length} within the bars`);
  return passed;
}

async function catalogueMatchRate(analyzer: NutritionAnalyzer): Promise<void> {
  let lines = 0;
  let matched = 0;
  let converted = 0;
  const missed = new Map<string, string>();
  for (const recipe of demoRecipes) {
    const analysis = await analyzer.analyze(recipe.ingredients, recipe.servings);
    for (const line of analysis.ingredients) {
      lines += 1;
      // A guess ('uncertain') is shown with its food but is not a match.
      if (line.food && line.status !== 'uncertain') matched += 1;
      if (line.status === 'matched') converted += 1;
      // A line without an amount ('salt to taste') has nothing to convert; it is not a miss.
      else if (line.status !== 'no-amount') missed.set(`${line.status}: ${line.name}`, line.food ? `-> ${line.food.name}` : '');
    }
  }
  const pct = (n: number) => ((n / lines) * 100).toFixed(1);
  console.log(`\nDemo catalogue (${demoRecipes.length} recipes), match threshold ${MATCH_THRESHOLD}:`);
  console.log(`  ingredient lines matched to a food   ${matched} / ${lines} (${pct(matched)}%, target 95%)`);
  console.log(`  and converted to grams               ${converted} / ${lines} (${pct(converted)}%)`);
  for (const [what, food] of [...missed].sort()) console.log(`    ${what} ${food}`);
}

/** Prints the reports; true when every reference recipe is within the bars and the parser meets its target on the corpus. */
export async function runNutritionAccuracy(): Promise<boolean> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    await seedFoods(database.db);
    const { analyzer } = createNutritionEngine(database.db);
    const passed = await referenceTable(analyzer);
    await catalogueMatchRate(analyzer);
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const covered = await runMatcherCoverage(analyzer);
    await runCorpusGrams(analyzer, root);
    await runShoppingMerge(analyzer, root);
    const parserMeetsTarget = await parserCorpusTable(root);
    return passed === REFERENCE_RECIPES.length && covered && parserMeetsTarget;
  } finally {
    await database.close();
  }
}
