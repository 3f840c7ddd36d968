import { describe, expect, it } from 'vitest';
import { kitchenToolInputSchema } from './kitchen-tools';

const valid = { toolName: 'Bench Scraper', purpose: 'Lifts and portions dough.', recommendedProduct: 'Stainless steel bench scraper', priority: 2, category: 'General' };

function messages(input: Record<string, unknown>): Record<string, string> {
  const result = kitchenToolInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('kitchenToolInputSchema', () => {
  it('trims the text and leaves an omitted link empty (the server builds the search link)', () => {
    expect(kitchenToolInputSchema.parse({ ...valid, toolName: '  Bench Scraper ' })).toEqual({ ...valid, amazonLink: '' });
  });

  it('accepts absolute https links only', () => {
    for (const good of ['https://www.amazon.com/dp/B000?tag=sprig-20', 'HTTPS://amzn.to/3abc', '  https://a.example  ', '']) {
      expect(messages({ ...valid, amazonLink: good }), good).toEqual({});
    }
    for (const bad of ['http://www.amazon.com/dp/B000', 'javascript:alert(1)', 'www.amazon.com', 'https://', 'https:///path', 'ftp://x.example', 'https://www.amazon.com/s?k=chef knife']) {
      expect(messages({ ...valid, amazonLink: bad }).amazonLink, bad).toMatch(/^Affiliate link must be an https:\/\/ address/);
    }
  });

  it('names the field in every message, in the words of the form (issue 21)', () => {
    expect(messages({ ...valid, toolName: 'x' }).toolName).toBe('Tool name must be at least 2 characters');
    expect(messages({ ...valid, toolName: 'x'.repeat(81) }).toolName).toBe('Tool name must be at most 80 characters');
    expect(messages({ ...valid, purpose: '   ' }).purpose).toBe('Purpose is required');
    expect(messages({ ...valid, purpose: 'x'.repeat(401) }).purpose).toBe('Purpose must be at most 400 characters');
    expect(messages({ ...valid, recommendedProduct: '' }).recommendedProduct).toBe('Recommended product is required');
    expect(messages({ ...valid, recommendedProduct: 'x'.repeat(151) }).recommendedProduct).toBe('Recommended product must be at most 150 characters');
    for (const priority of [0, 4, 1.5, '1', null]) expect(messages({ ...valid, priority }).priority, String(priority)).toMatch(/^Priority must be 1/);
    for (const category of ['dinner', 'Soups', '', 3]) expect(messages({ ...valid, category }).category, String(category)).toBe('Category must be one of Dinner, Breakfast, Desserts, General');
  });
});
