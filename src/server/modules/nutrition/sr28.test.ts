import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSr28Folder, parseSr28Line, readSr28Foods, readSr28Groups, readSr28Nutrients, readSr28Weights } from './sr28';
import { readLines } from './text-files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-sr28-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes SR28-style bytes: Latin-1 (windows-1252), CRLF line ends, no end after the last line. */
function writeLatin1(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  const text = lines.join('\r\n');
  const bytes = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // windows-1252 bytes for the two curly quotes SR28 uses; everything else is Latin-1.
    bytes[i] = code === 0x2018 ? 0x91 : code === 0x2019 ? 0x92 : code;
  }
  writeFileSync(file, bytes);
  return file;
}

describe('parseSr28Line', () => {
  it('splits on ^ and unwraps ~text~ fields', () => {
    expect(parseSr28Line('~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~')).toEqual(['01001', '0100', 'Butter, salted', 'BUTTER,WITH SALT']);
  });

  it('reads empty fields as null, including a trailing one', () => {
    expect(parseSr28Line('~01001~^^^~Y~^^0^^6.38^')).toEqual(['01001', null, null, 'Y', null, '0', null, '6.38', null]);
    expect(parseSr28Line('~01002~^~~^5')).toEqual(['01002', null, '5']);
  });

  it('keeps ^ and commas inside a quoted field and drops a CR left at the end', () => {
    expect(parseSr28Line('~01001~^~a ^ b, c~^14.2\r')).toEqual(['01001', 'a ^ b, c', '14.2']);
  });

  it('keeps numbers as written (the caller converts them)', () => {
    expect(parseSr28Line('~01001~^2^1^~tbsp~^14.2^^')).toEqual(['01001', '2', '1', 'tbsp', '14.2', null, null]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseSr28Line('~01001~^~oops')).toThrow(/Unclosed/);
    expect(() => parseSr28Line('~01001~x^1')).toThrow(/Expected \^/);
  });
});

describe('reading the SR28 files', () => {
  writeLatin1('FOOD_DES.txt', [
    '~11979~^~1100~^~Peppers, jalape\u00f1o, raw~^~PEPPERS,JALAPENO,RAW~^^^~Y~^^^^6.25^^^',
    '~09148~^~0900~^~Kiwifruit, \u2018Zesy002\u2019 (Gold3), raw~^^~kiwi, kiwi fruit~^^~Y~^~Skin~^28^~Actinidia chinensis~^^^^',
  ]);
  writeLatin1('NUT_DATA.txt', [
    '~11979~^~208~^29^0^^~4~^~NC~^^^^^^^^^^^',
    '~11979~^~307~^3^3^0.1^~1~^^^^^^^^^^^^',
    '~11979~^~255~^91.69^3^^~1~^^^^^^^^^^^^',
    '~11979~^~605~^0^^^~4~^^^^^^^^^^^^',
  ]);
  writeLatin1('WEIGHT.txt', ['~11979~^1^1^~cup, sliced~^90^^', '~11979~^2^.5^~cup, chopped~^45^^', '~11979~^3^1^~pepper~^14.0^^']);
  writeLatin1('FD_GROUP.txt', ['~1100~^~Vegetables and Vegetable Products~', '~0900~^~Fruits and Fruit Juices~']);

  it('recognises the folder', () => {
    expect(isSr28Folder(dir)).toBe(true);
    expect(isSr28Folder(os.tmpdir())).toBe(false);
  });

  it('decodes Latin-1 (and the Windows quote marks) and handles CRLF and a missing final line end; reads the refuse and what it is', async () => {
    const foods = [];
    for await (const f of readSr28Foods(dir)) foods.push(f);
    expect(foods).toEqual([
      { ndb: '11979', groupCode: '1100', longDesc: 'Peppers, jalapeño, raw', commonName: null, refuse: 0, refuseDescription: null },
      {
        ndb: '09148',
        groupCode: '0900',
        longDesc: 'Kiwifruit, \u2018Zesy002\u2019 (Gold3), raw',
        commonName: 'kiwi, kiwi fruit',
        refuse: 28,
        refuseDescription: 'Skin',
      },
    ]);
  });

  it('keeps only the twelve nutrients, and an explicit 0 stays 0', async () => {
    const nutrients = await readSr28Nutrients(dir);
    expect(nutrients.get('11979')).toEqual({ energyKcal: 29, sodiumMg: 3, transFatG: 0 });
    expect(nutrients.has('09148')).toBe(false);
  });

  it('reads household weights with their amounts', async () => {
    const weights = await readSr28Weights(dir);
    expect(weights.get('11979')).toEqual([
      { seq: 1, amount: 1, description: 'cup, sliced', grams: 90 },
      { seq: 2, amount: 0.5, description: 'cup, chopped', grams: 45 },
      { seq: 3, amount: 1, description: 'pepper', grams: 14 },
    ]);
  });

  it('reads the food groups', async () => {
    expect((await readSr28Groups(dir)).get('0900')).toBe('Fruits and Fruit Juices');
  });

  it('readLines yields each line once, without its line end, for CRLF, LF and a last line without one', async () => {
    const file = path.join(dir, 'mixed.txt');
    writeFileSync(file, 'a\r\nb\nc\r\n\r\nd');
    const lines = [];
    for await (const line of readLines(file, 'utf-8')) lines.push(line);
    expect(lines).toEqual(['a', 'b', 'c', '', 'd']);
  });
});
