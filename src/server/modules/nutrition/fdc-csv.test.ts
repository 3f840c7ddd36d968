import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsvLine, readCsvRecords } from './fdc-csv';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-fdc-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseCsvLine', () => {
  it('reads quoted and bare fields', () => {
    expect(parseCsvLine('"167512","sr_legacy_food","Apples, raw, with skin",9,"2019-04-01"')).toEqual([
      '167512',
      'sr_legacy_food',
      'Apples, raw, with skin',
      '9',
      '2019-04-01',
    ]);
  });

  it('unescapes doubled quotes', () => {
    expect(parseCsvLine('"1","medium (3"" dia)","x"')).toEqual(['1', 'medium (3" dia)', 'x']);
    expect(parseCsvLine('""""')).toEqual(['"']);
  });

  it('reads empty fields, quoted or not, including a trailing one', () => {
    expect(parseCsvLine('"1","",,"4",')).toEqual(['1', '', '', '4', '']);
    expect(parseCsvLine('')).toEqual(['']);
  });

  it('drops a CR left at the end of the line', () => {
    expect(parseCsvLine('"a","b"\r')).toEqual(['a', 'b']);
  });

  it('keeps UTF-8 text as it is', () => {
    expect(parseCsvLine('"Jalapeño, crème fraîche"')).toEqual(['Jalapeño, crème fraîche']);
  });

  it('refuses garbage after a closing quote', () => {
    expect(() => parseCsvLine('"a"b,"c"')).toThrow(/Expected ,/);
  });
});

describe('readCsvRecords', () => {
  it('maps each record to the header names, across CRLF, a byte order mark and a quoted line break', async () => {
    const file = path.join(dir, 'food.csv');
    writeFileSync(
      file,
      '\uFEFF"fdc_id","data_type","description"\r\n"1","foundation_food","Onions, ""sweet""\r\nraw"\r\n"2","branded_food",""\r\n',
    );
    const records = [];
    for await (const r of readCsvRecords(file)) records.push(r);
    expect(records).toEqual([
      { fdc_id: '1', data_type: 'foundation_food', description: 'Onions, "sweet"\nraw' },
      { fdc_id: '2', data_type: 'branded_food', description: '' },
    ]);
  });

  it('gives missing trailing fields as empty strings', async () => {
    const file = path.join(dir, 'short.csv');
    writeFileSync(file, 'a,b,c\n1,2\n');
    const records = [];
    for await (const r of readCsvRecords(file)) records.push(r);
    expect(records).toEqual([{ a: '1', b: '2', c: '' }]);
  });

  it('refuses a file that ends inside a quoted field', async () => {
    const file = path.join(dir, 'broken.csv');
    writeFileSync(file, 'a\n"unterminated\n');
    await expect(async () => {
      for await (const _ of readCsvRecords(file)) void _;
    }).rejects.toThrow(/ends inside a quoted field/);
  });
});
