// `npx tsx scripts/nutrition/build-ingredients.ts <sr28-folder> [--out file] [--review]`
//
// Builds src/db/seed/ingredients.json, the curated ingredient table shipped with the app, from the
// official USDA SR28 ASCII files (FOOD_DES, NUT_DATA, WEIGHT) and the hand-written list in
// selection.ts. The output is deterministic: one row per line, in the list's order. --review
// prints each row's SR28 description, energy and portions for a person to check.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  NUTRIENT_KEYS,
  PORTION_UNITS,
  foodSearchKey,
  gramsPerMlFrom,
  type CuratedFood,
  type CuratedPortion,
  type Nutrients,
  type PortionUnit,
} from '../../src/db/seed/food-types';
import { classifyMeasure } from '../../src/server/modules/nutrition/measures';
import { readSr28Foods, readSr28Nutrients, readSr28Weights, type Sr28Food, type Sr28Weight } from '../../src/server/modules/nutrition/sr28';
import { IN_SHELL_REFUSE, SELECTION, SOLD_AS_EDIBLE_PART, type CuratedMeasure, type Pick, type PortionPick } from './selection';

/** Units taken from WEIGHT.txt without being named in the selection (when unambiguous). */
const AUTO_UNITS = new Set<PortionUnit>([
  'cup', 'tbsp', 'tsp', 'fl oz', 'small', 'medium', 'large', 'extra large', 'jumbo', 'clove', 'slice', 'stick',
  'stalk', 'head', 'sprig', 'leaf', 'ear', 'fillet', 'can', 'sheet', 'pat', 'bunch', 'dash',
]);

/** SR28 food groups whose refuse (shells, hulls, stems) is gone from the food as sold: nuts and seeds, spices and herbs. */
const EDIBLE_AS_SOLD_GROUPS = new Set(['1200', '0200']);

/**
 * The refuse a recipe's weight of the food includes, as SR28 gives it for the food as purchased;
 * none for foods sold as their edible part (selection.ts SOLD_AS_EDIBLE_PART, the groups above) and
 * "meat only" cuts, whose refuse is the bone and skin of the rest of the bird. Shellfish SR28 weighs
 * as meat but recipes weigh in the shell carry the shell's share (selection.ts IN_SHELL_REFUSE).
 */
function asBoughtRefuse(pick: Pick, food: Sr28Food): CuratedFood['refuse'] {
  const inShell = IN_SHELL_REFUSE[pick.name];
  if (inShell) return inShell;
  if (!(food.refuse > 0) || SOLD_AS_EDIBLE_PART.has(pick.name)) return undefined;
  if ((food.groupCode !== null && EDIBLE_AS_SOLD_GROUPS.has(food.groupCode)) || /\bmeat only\b/i.test(food.longDesc)) return undefined;
  return { percent: food.refuse, description: food.refuseDescription };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function gramsPerUnit(w: Sr28Weight): number {
  return round(w.grams / w.amount, 2);
}

function measureText(w: Sr28Weight): string {
  return `${w.amount} ${w.description}`;
}

/** The WEIGHT rows a selection text names: exact description (any case), else the ones it starts. */
function matchWeights(weights: Sr28Weight[], text: string): Sr28Weight[] {
  const wanted = text.trim().toLowerCase();
  const exact = weights.filter((w) => w.description.trim().toLowerCase() === wanted);
  if (exact.length) return exact;
  return weights.filter((w) => w.description.trim().toLowerCase().startsWith(wanted));
}

class SelectionError extends Error {}

const isCurated = (spec: PortionPick): spec is CuratedMeasure => spec !== null && typeof spec === 'object' && !Array.isArray(spec);

function pickWeight(ndb: string, weights: Sr28Weight[], text: string, context: string): Sr28Weight {
  const hits = matchWeights(weights, text);
  const descriptions = new Set(hits.map((w) => w.description.toLowerCase()));
  if (hits.length === 0 || descriptions.size > 1) {
    const available = weights.map((w) => `'${measureText(w)}'`).join(', ') || 'none';
    const problem = hits.length === 0 ? 'matches no measure' : 'matches several measures';
    throw new SelectionError(`${context}: '${text}' ${problem} of NDB ${ndb} (${available})`);
  }
  // The same measure listed for several amounts ('1 package', '.33 package'): the whole one.
  return [...hits].sort((a, b) => Number(a.amount !== 1) - Number(b.amount !== 1) || a.seq - b.seq)[0]!;
}

/** Auto-detected portions: a unit whose rows all give the same grams per unit (within 5%). */
function autoPortions(weights: Sr28Weight[]): { portions: Map<PortionUnit, Sr28Weight>; ambiguous: PortionUnit[] } {
  const byUnit = new Map<PortionUnit, Sr28Weight[]>();
  for (const w of [...weights].sort((a, b) => a.seq - b.seq)) {
    const unit = classifyMeasure(w.description);
    if (!unit || !AUTO_UNITS.has(unit)) continue;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), w]);
  }
  const portions = new Map<PortionUnit, Sr28Weight>();
  const ambiguous: PortionUnit[] = [];
  for (const [unit, rows] of byUnit) {
    const first = gramsPerUnit(rows[0]!);
    const whole = rows.find((w) => w.amount === 1) ?? rows[0]!;
    if (rows.every((w) => Math.abs(gramsPerUnit(w) - first) <= first * 0.05)) portions.set(unit, whole);
    else ambiguous.push(unit);
  }
  return { portions, ambiguous };
}

interface Sources {
  foods: Map<string, Sr28Food>;
  nutrients: Map<string, Partial<Record<(typeof NUTRIENT_KEYS)[number], number>>>;
  weights: Map<string, Sr28Weight[]>;
}

function buildRow(pick: Pick, category: string, sources: Sources, warnings: string[]): CuratedFood {
  const food = sources.foods.get(pick.ndb);
  if (!food) throw new SelectionError(`'${pick.name}': NDB ${pick.ndb} is not in FOOD_DES.txt`);
  const figures = sources.nutrients.get(pick.ndb) ?? {};
  const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, figures[k] ?? null])) as Nutrients;
  if (nutrients.energyKcal === null) throw new SelectionError(`'${pick.name}': NDB ${pick.ndb} has no energy figure`);

  const weights = sources.weights.get(pick.ndb) ?? [];
  const { portions: auto, ambiguous } = autoPortions(weights);
  const chosen = new Map<PortionUnit, { weight: Sr28Weight; ndb?: string; source?: string }>();
  for (const [unit, weight] of auto) chosen.set(unit, { weight });
  for (const [unit, spec] of Object.entries(pick.portions) as [PortionUnit, PortionPick | undefined][]) {
    if (spec === undefined) continue;
    if (spec === null) {
      chosen.delete(unit);
    } else if (isCurated(spec)) {
      if (!(spec.grams > 0) || !spec.source.trim()) throw new SelectionError(`'${pick.name}' ${unit}: a curated measure needs positive grams and a source`);
      chosen.set(unit, { weight: { seq: 0, amount: 1, description: spec.measure, grams: spec.grams }, source: spec.source });
    } else if (typeof spec === 'string') {
      chosen.set(unit, { weight: pickWeight(pick.ndb, weights, spec, `'${pick.name}' ${unit}`) });
    } else {
      const [otherNdb, text] = spec;
      if (!sources.foods.has(otherNdb)) throw new SelectionError(`'${pick.name}' ${unit}: borrowed NDB ${otherNdb} is not in FOOD_DES.txt`);
      chosen.set(unit, { weight: pickWeight(otherNdb, sources.weights.get(otherNdb) ?? [], text, `'${pick.name}' ${unit}`), ndb: otherNdb });
    }
  }
  for (const unit of ambiguous) {
    if (!(unit in pick.portions)) warnings.push(`'${pick.name}' (${pick.ndb}): several '${unit}' measures, none chosen`);
  }

  const portions: CuratedPortion[] = PORTION_UNITS.filter((u) => chosen.has(u)).map((unit) => {
    const { weight, ndb, source } = chosen.get(unit)!;
    const portion: CuratedPortion = { unit, grams: gramsPerUnit(weight), measure: measureText(weight) };
    if (ndb) portion.ndb = ndb;
    if (source) portion.source = source;
    return portion;
  });
  const row: CuratedFood = {
    ndb: pick.ndb,
    name: pick.name,
    aliases: pick.aliases,
    category,
    description: food.longDesc,
    nutrients,
    portions,
    gramsPerMl: gramsPerMlFrom(portions),
  };
  const refuse = asBoughtRefuse(pick, food);
  if (refuse) row.refuse = refuse;
  if (pick.note) row.note = pick.note;
  return row;
}

/** Names and aliases must be unique across the table (compared as search keys). */
function checkUnique(rows: CuratedFood[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const row of rows) {
    for (const name of [row.name, ...row.aliases]) {
      const key = foodSearchKey(name);
      const owner = seen.get(key);
      if (owner !== undefined) problems.push(`'${name}' (${row.name}) repeats '${key}' of ${owner}`);
      else seen.set(key, row.name);
    }
  }
  return problems;
}

export function formatTable(rows: CuratedFood[]): string {
  return `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith('--'));
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : path.join('src', 'db', 'seed', 'ingredients.json');
  if (!folder || !out) {
    console.error('Usage: tsx scripts/nutrition/build-ingredients.ts <sr28-folder> [--out file] [--review]');
    process.exit(2);
  }
  const foods = new Map<string, Sr28Food>();
  for await (const food of readSr28Foods(folder)) foods.set(food.ndb, food);
  const sources: Sources = { foods, nutrients: await readSr28Nutrients(folder), weights: await readSr28Weights(folder) };

  const warnings: string[] = [];
  const errors: string[] = [];
  const rows: CuratedFood[] = [];
  for (const group of SELECTION) {
    for (const pick of group.foods) {
      try {
        rows.push(buildRow(pick, group.category, sources, warnings));
      } catch (err) {
        if (!(err instanceof SelectionError)) throw err;
        errors.push(err.message);
      }
    }
  }
  errors.push(...checkUnique(rows));
  const names = new Set(rows.map((r) => r.name));
  errors.push(...[...SOLD_AS_EDIBLE_PART].filter((n) => !names.has(n)).map((n) => `SOLD_AS_EDIBLE_PART names '${n}', which is not in the table`));
  for (const warning of warnings) console.warn(`note: ${warning}`);
  if (errors.length) {
    for (const error of errors) console.error(`error: ${error}`);
    process.exit(1);
  }
  if (args.includes('--review')) {
    for (const r of rows) {
      const portions = r.portions.map((p) => `${p.unit}=${p.grams}${p.ndb ? `@${p.ndb}` : ''}`).join(' ');
      const refuse = r.refuse ? ` | refuse ${r.refuse.percent}% ${r.refuse.description ?? ''}` : '';
      console.log(`${r.ndb} ${r.name} | ${r.description} | ${r.nutrients.energyKcal} kcal | ${portions}${refuse}`);
    }
  }
  writeFileSync(out, formatTable(rows));
  console.log(`Wrote ${rows.length} ingredients (${new Set(rows.map((r) => r.ndb)).size} SR28 foods) to ${out}`);
}

await main();
