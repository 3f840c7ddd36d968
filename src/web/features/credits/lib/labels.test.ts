import { describe, expect, it } from 'vitest';
import { creditsWord, formatPrice, formatSignedCredits } from './labels';

describe('labels', () => {
  it('signs amounts with a true minus', () => {
    expect([formatSignedCredits(20), formatSignedCredits(-10), formatSignedCredits(0), formatSignedCredits(1200)]).toEqual([
      '+20',
      '\u221210',
      '0',
      '+1,200',
    ]);
  });
  it('says credit or credits', () => {
    expect([creditsWord(1), creditsWord(5)]).toEqual(['1 credit', '5 credits']);
  });
  it('formats a price in its currency, minding currencies without cents', () => {
    expect(formatPrice(999, 'usd')).toBe('$9.99');
    expect(formatPrice(1999, 'eur')).toBe('€19.99');
    expect(formatPrice(500, 'jpy')).toBe('¥500');
  });
});
