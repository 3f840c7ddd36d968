import { describe, expect, it } from 'vitest';
import { amazonSearchLink } from './amazon-link';

describe('amazonSearchLink', () => {
  it('links to an Amazon search for the product with the affiliate tag', () => {
    expect(amazonSearchLink("8 inch chef's knife")).toBe('https://www.amazon.com/s?k=8+inch+chef%27s+knife&tag=sprig-20');
    expect(amazonSearchLink('  whisk & bowl ')).toBe('https://www.amazon.com/s?k=whisk+%26+bowl&tag=sprig-20');
  });
});
