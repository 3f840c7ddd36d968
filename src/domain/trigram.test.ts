import { describe, expect, it } from 'vitest';
import { innerTrigrams, trigramSimilarity, wordTrigrams } from './trigram';

const similarity = (a: string, b: string) => trigramSimilarity(wordTrigrams(a), wordTrigrams(b));

describe("pg_trgm's similarity of two words", () => {
  it('pads each word with two spaces in front and one behind, each trigram once', () => {
    expect([...wordTrigrams('salmn')]).toEqual(['  s', ' sa', 'sal', 'alm', 'lmn', 'mn ']);
    expect([...wordTrigrams('aaaa')]).toEqual(['  a', ' aa', 'aaa', 'aa ']);
    expect(innerTrigrams('salmn')).toEqual(['sal', 'alm', 'lmn']);
  });

  it('gives what the database gives (values from PostgreSQL 15 similarity())', () => {
    expect(similarity('salmn', 'salmon')).toBeCloseTo(0.444444, 5);
    expect(similarity('garlc', 'garlic')).toBeCloseTo(0.444444, 5);
    expect(similarity('salmon', 'salmon')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('crème', 'creme')).toBeCloseTo(0.333333, 5);
  });
});
