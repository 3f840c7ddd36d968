import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NUTRIENTS, type NutrientKey } from '../../../db/seed/food-types';
import { readLines } from './text-files';

/**
 * The USDA SR28 ASCII files (National Nutrient Database for Standard Reference, Release 28):
 * fields separated by '^', text fields wrapped in '~', CRLF line ends, Latin-1 (with the Windows
 * quote marks). An empty field is null; a field's quotes are removed.
 */
export function parseSr28Line(line: string): (string | null)[] {
  const fields: (string | null)[] = [];
  let i = 0;
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  for (;;) {
    let value: string;
    if (text[i] === '~') {
      const close = text.indexOf('~', i + 1);
      if (close < 0) throw new Error(`Unclosed ~ quote in SR28 line: ${line.slice(0, 80)}`);
      value = text.slice(i + 1, close);
      i = close + 1;
      fields.push(value === '' ? null : value);
    } else {
      const end = text.indexOf('^', i);
      value = text.slice(i, end < 0 ? text.length : end).trim();
      i = end < 0 ? text.length : end;
      fields.push(value === '' ? null : value);
    }
    if (i >= text.length) break;
    if (text[i] !== '^') throw new Error(`Expected ^ after a quoted field in SR28 line: ${line.slice(0, 80)}`);
    i += 1;
    if (i === text.length) {
      fields.push(null);
      break;
    }
  }
  return fields;
}

/** A file of an SR28 folder, found whatever the case of its name ('FOOD_DES.txt', 'food_des.txt'). */
export function sr28File(folder: string, name: string): string | null {
  const wanted = name.toLowerCase();
  const hit = readdirSync(folder).find((f) => f.toLowerCase() === wanted);
  return hit ? path.join(folder, hit) : null;
}

export function isSr28Folder(folder: string): boolean {
  return sr28File(folder, 'FOOD_DES.txt') !== null && sr28File(folder, 'NUT_DATA.txt') !== null;
}

function required(folder: string, name: string): string {
  const file = sr28File(folder, name);
  if (!file) throw new Error(`${name} not found in ${folder}`);
  return file;
}

async function* sr28Rows(file: string): AsyncGenerator<(string | null)[]> {
  for await (const line of readLines(file, 'windows-1252')) {
    if (line.trim() === '') continue;
    yield parseSr28Line(line);
  }
}

export interface Sr28Food {
  ndb: string;
  groupCode: string | null;
  longDesc: string;
  commonName: string | null;
  /** Refuse: percent of the food as purchased that is not eaten (0 when none). */
  refuse: number;
  /** Ref_desc: what the refuse is ('Shells', 'Bone and connective tissue'). */
  refuseDescription: string | null;
}

/** FOOD_DES.txt, streamed. */
export async function* readSr28Foods(folder: string): AsyncGenerator<Sr28Food> {
  for await (const f of sr28Rows(required(folder, 'FOOD_DES.txt'))) {
    const ndb = f[0];
    const longDesc = f[2];
    if (!ndb || !longDesc) continue;
    const refuse = Number(f[8] ?? 0);
    yield {
      ndb,
      groupCode: f[1] ?? null,
      longDesc,
      commonName: f[4] ?? null,
      refuse: Number.isFinite(refuse) && refuse > 0 ? refuse : 0,
      refuseDescription: f[7]?.trim() || null,
    };
  }
}

/** FD_GROUP.txt: group code -> description (empty when the file is absent). */
export async function readSr28Groups(folder: string): Promise<Map<string, string>> {
  const groups = new Map<string, string>();
  const file = sr28File(folder, 'FD_GROUP.txt');
  if (!file) return groups;
  for await (const f of sr28Rows(file)) if (f[0] && f[1]) groups.set(f[0], f[1]);
  return groups;
}

const KEY_BY_NUTR_NO = new Map<string, NutrientKey>(NUTRIENTS.map((n) => [n.nutrNo, n.key]));

/**
 * NUT_DATA.txt, streamed, keeping only the twelve nutrients Sprig uses: NDB number -> the
 * figures present (a nutrient with no row stays absent, never zero).
 */
export async function readSr28Nutrients(folder: string): Promise<Map<string, Partial<Record<NutrientKey, number>>>> {
  const byFood = new Map<string, Partial<Record<NutrientKey, number>>>();
  for await (const f of sr28Rows(required(folder, 'NUT_DATA.txt'))) {
    const [ndb, nutrNo, raw] = f;
    const key = nutrNo ? KEY_BY_NUTR_NO.get(nutrNo) : undefined;
    if (!ndb || !key || raw == null) continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    let row = byFood.get(ndb);
    if (!row) byFood.set(ndb, (row = {}));
    row[key] = value;
  }
  return byFood;
}

export interface Sr28Weight {
  seq: number;
  amount: number;
  /** Msre_Desc, e.g. 'cup, chopped' */
  description: string;
  grams: number;
}

/** WEIGHT.txt: NDB number -> household measures in file order (empty when the file is absent). */
export async function readSr28Weights(folder: string): Promise<Map<string, Sr28Weight[]>> {
  const byFood = new Map<string, Sr28Weight[]>();
  const file = sr28File(folder, 'WEIGHT.txt');
  if (!file) return byFood;
  for await (const f of sr28Rows(file)) {
    const [ndb, seq, amount, description, grams] = f;
    if (!ndb || !description) continue;
    const weight = { seq: Number(seq), amount: Number(amount), description, grams: Number(grams) };
    if (!(weight.amount > 0) || !(weight.grams > 0) || !Number.isFinite(weight.seq)) continue;
    let list = byFood.get(ndb);
    if (!list) byFood.set(ndb, (list = []));
    list.push(weight);
  }
  return byFood;
}
