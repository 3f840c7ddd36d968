import { describe, expect, it } from 'vitest';
import { oneTypoApart } from './typo';

describe('oneTypoApart', () => {
  it('sees one letter added, dropped, changed or a swapped pair in words of four or more letters', () => {
    expect(oneTypoApart('parmesean', 'parmesan')).toBe(true);
    expect(oneTypoApart('halloumil', 'halloumi')).toBe(true);
    expect(oneTypoApart('chile', 'chili')).toBe(true);
    expect(oneTypoApart('spatual', 'spatula')).toBe(true);
  });

  it('does not take the same word, two typos or short words for a typo', () => {
    expect(oneTypoApart('ginger', 'ginger')).toBe(false);
    expect(oneTypoApart('ginger', 'grape')).toBe(false);
    expect(oneTypoApart('pan', 'pin')).toBe(false);
    expect(oneTypoApart('ham', 'yam')).toBe(false);
  });
});
