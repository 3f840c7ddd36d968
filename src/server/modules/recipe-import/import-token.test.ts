import { describe, expect, it } from 'vitest';
import { createImportTokens, IMPORT_TOKEN_DAYS } from './import-token';

const SECRET = 'a-secret-of-thirty-two-characters!!';
const source = { url: 'https://cooks.example/bread', siteName: 'Cooks Example', author: 'Ada Baker' };

describe('import tokens', () => {
  it('give back the source to the member they were issued to', () => {
    const tokens = createImportTokens(SECRET);
    expect(tokens.read(tokens.issue(source, 'm1'), 'm1')).toEqual(source);
  });

  it("are worth nothing to another member, under another secret, or when changed", () => {
    const tokens = createImportTokens(SECRET);
    const token = tokens.issue(source, 'm1');
    expect(tokens.read(token, 'm2')).toBeNull();
    expect(createImportTokens(`${SECRET}x`).read(token, 'm1')).toBeNull();
    const flipped = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(tokens.read(flipped, 'm1')).toBeNull();
    expect(tokens.read('not a token', 'm1')).toBeNull();
  });

  it(`end after ${IMPORT_TOKEN_DAYS} days`, () => {
    let clock = 1_000_000;
    const tokens = createImportTokens(SECRET, () => clock);
    const token = tokens.issue(source, 'm1');
    clock += IMPORT_TOKEN_DAYS * 86_400_000;
    expect(tokens.read(token, 'm1')).toEqual(source);
    clock += 1;
    expect(tokens.read(token, 'm1')).toBeNull();
  });
});
