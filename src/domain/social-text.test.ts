import { describe, expect, it } from 'vitest';
import {
  SHARE_HASHTAG_LIMITS,
  buildShareTexts,
  hashtags,
  truncateForSms,
  truncateForTwitter,
  type ShareInput,
} from './social-text';

const chars = (s: string) => Array.from(s).length;

describe('truncateForTwitter', () => {
  it('leaves 100 characters or fewer unchanged', () => {
    const exactly100 = 'a'.repeat(100);
    expect(truncateForTwitter(exactly100)).toBe(exactly100);
    expect(truncateForTwitter('Short and sweet.')).toBe('Short and sweet.');
    expect(truncateForTwitter('')).toBe('');
  });

  it('cuts over 100 characters to 97 plus "..."', () => {
    const text = 'b'.repeat(97) + 'cccc'; // 101
    expect(truncateForTwitter(text)).toBe('b'.repeat(97) + '...');
    expect(truncateForTwitter('x'.repeat(500))).toHaveLength(100);
  });

  it('keeps spaces exactly as cut', () => {
    const text = `${'w'.repeat(96)} and more words here`;
    expect(truncateForTwitter(text)).toBe(`${'w'.repeat(96)} ...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🥗'.repeat(101);
    const result = truncateForTwitter(text);
    expect(result).toBe('🥗'.repeat(97) + '...');
    expect(chars(result)).toBe(100);
    expect(truncateForTwitter('🥗'.repeat(100))).toBe('🥗'.repeat(100));
  });

  it('treats null and undefined as empty', () => {
    expect(truncateForTwitter(null)).toBe('');
    expect(truncateForTwitter(undefined)).toBe('');
  });
});

describe('truncateForSms', () => {
  it('leaves 80 characters or fewer unchanged', () => {
    const exactly80 = 'a'.repeat(80);
    expect(truncateForSms(exactly80)).toBe(exactly80);
  });

  it('cuts over 80 characters to 77 plus "..."', () => {
    expect(truncateForSms('a'.repeat(81))).toBe('a'.repeat(77) + '...');
    expect(truncateForSms('a'.repeat(81))).toHaveLength(80);
  });

  it('is stricter than the twitter rule', () => {
    const ninety = 'z'.repeat(90);
    expect(truncateForTwitter(ninety)).toBe(ninety);
    expect(truncateForSms(ninety)).toBe('z'.repeat(77) + '...');
  });
});

describe('hashtags', () => {
  it('turns values into #CamelCase', () => {
    expect(hashtags(['gluten-free', 'main dishes', 'Quick', 'high_protein'], 10)).toEqual([
      '#GlutenFree',
      '#MainDishes',
      '#Quick',
      '#HighProtein',
    ]);
  });

  it('keeps existing capitals and drops apostrophes', () => {
    expect(hashtags(['BBQ', "chef's pick", 'one-pot meals'], 10)).toEqual(['#BBQ', '#ChefsPick', '#OnePotMeals']);
  });

  it('keeps non-English letters and digits', () => {
    expect(hashtags(['jalapeño poppers', '30 minute meals'], 10)).toEqual(['#JalapeñoPoppers', '#30MinuteMeals']);
  });

  it('removes case-insensitive duplicates, keeping the first', () => {
    expect(hashtags(['Vegan', 'vegan', 'VEGAN', 'gluten free', 'Gluten-Free'], 10)).toEqual(['#Vegan', '#GlutenFree']);
  });

  it('skips values without letters or digits', () => {
    expect(hashtags(['', '  ', '---', 'Seafood'], 10)).toEqual(['#Seafood']);
  });

  it('returns at most max, counting only kept hashtags', () => {
    const values = ['a', 'A', 'b', 'c', 'd', 'e'];
    expect(hashtags(values, 3)).toEqual(['#A', '#B', '#C']);
    expect(hashtags(values, 0)).toEqual([]);
    expect(hashtags(values, -2)).toEqual([]);
    expect(hashtags(values, 2.9)).toEqual(['#A', '#B']);
  });

  it('supports the 15 used by Instagram and Pinterest', () => {
    const values = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
    expect(hashtags(values, 15)).toHaveLength(15);
  });
});

describe('SHARE_HASHTAG_LIMITS', () => {
  it('stays within the 3 to 15 range where hashtags are used', () => {
    expect(SHARE_HASHTAG_LIMITS.instagram).toBe(15);
    expect(SHARE_HASHTAG_LIMITS.pinterest).toBe(15);
    expect(SHARE_HASHTAG_LIMITS.twitter).toBe(3);
    for (const limit of Object.values(SHARE_HASHTAG_LIMITS)) {
      expect(limit === 0 || (limit >= 3 && limit <= 15)).toBe(true);
    }
  });
});

describe('buildShareTexts', () => {
  const longDescription =
    'A bright, zesty salmon fillet roasted with garlic and lemon, finished with fresh dill and a drizzle of olive oil for a light dinner.';
  const input: ShareInput = {
    title: 'Lemon Garlic Salmon',
    description: longDescription,
    url: 'https://sprig.example/recipes/42',
    tags: ['quick', 'high-protein', 'gluten free', 'dairy-free', 'one pan', 'omega 3'],
    categories: ['Seafood', 'Main Dishes', 'Dinner', 'Healthy', 'Weeknight', 'Spring', 'Lemon', 'Garlic', 'Fish', 'Easy'],
    siteName: 'Sprig',
  };
  const texts = buildShareTexts(input);
  const tagCount = (text: string) => (text.match(/#\p{L}/gu) ?? []).length;

  it('returns the eight channels', () => {
    expect(Object.keys(texts).sort()).toEqual(
      ['email', 'facebook', 'instagram', 'linkedin', 'pinterest', 'sms', 'twitter', 'whatsapp'].sort(),
    );
    expect(typeof texts.email.subject).toBe('string');
    expect(typeof texts.email.body).toBe('string');
  });

  it('includes the title and the link everywhere', () => {
    for (const text of [texts.email.body, texts.facebook, texts.instagram, texts.pinterest, texts.twitter, texts.whatsapp, texts.sms, texts.linkedin]) {
      expect(text).toContain('Lemon Garlic Salmon');
      expect(text).toContain('https://sprig.example/recipes/42');
    }
    expect(texts.email.subject).toContain('Lemon Garlic Salmon');
  });

  it('uses the full description where there is room', () => {
    for (const text of [texts.email.body, texts.facebook, texts.instagram, texts.pinterest, texts.whatsapp, texts.linkedin]) {
      expect(text).toContain(longDescription);
    }
  });

  it('truncates the description for twitter and sms', () => {
    expect(texts.twitter).toContain(truncateForTwitter(longDescription));
    expect(texts.twitter).not.toContain(longDescription);
    expect(texts.sms).toContain(truncateForSms(longDescription));
    expect(texts.sms).not.toContain(truncateForTwitter(longDescription));
  });

  it('puts up to 15 hashtags on instagram and pinterest, tags first', () => {
    expect(tagCount(texts.instagram)).toBe(15);
    expect(tagCount(texts.pinterest)).toBe(15);
    expect(texts.instagram).toContain('#Quick #HighProtein #GlutenFree');
  });

  it('puts fewer hashtags on the others', () => {
    expect(tagCount(texts.twitter)).toBe(3);
    expect(tagCount(texts.facebook)).toBe(5);
    expect(tagCount(texts.linkedin)).toBe(5);
    expect(tagCount(texts.whatsapp)).toBe(3);
    expect(tagCount(texts.sms)).toBe(0);
    expect(tagCount(texts.email.body)).toBe(0);
  });

  it('keeps twitter within a tweet', () => {
    expect(chars(texts.twitter)).toBeLessThanOrEqual(280);
  });

  it('names the site', () => {
    expect(texts.email.body).toContain('Sprig');
    expect(texts.facebook).toContain('Sprig');
    expect(texts.pinterest).toContain('Sprig');
  });

  it('uses the configured site name, and Sprig when none is given', () => {
    expect(buildShareTexts({ ...input, siteName: 'Green Table' }).facebook).toContain('Green Table');
    expect(buildShareTexts({ ...input, siteName: '  ' }).facebook).toContain('Sprig');
    expect(buildShareTexts({ ...input, siteName: undefined }).email.body).toContain('Sprig');
  });

  it('leaves no empty gaps or stray labels without a description or tags', () => {
    const bare = buildShareTexts({ title: 'Toast', url: 'https://sprig.example/recipes/1', description: null });
    for (const text of [bare.email.body, bare.facebook, bare.instagram, bare.pinterest, bare.twitter, bare.whatsapp, bare.sms, bare.linkedin]) {
      expect(text).not.toMatch(/\n{3,}/);
      expect(text).not.toMatch(/\s$/);
      expect(text).not.toContain('undefined');
      expect(text).not.toContain('null');
      expect(text).not.toContain('#');
    }
    expect(bare.twitter).toBe('Toast\n\nhttps://sprig.example/recipes/1');
    expect(bare.sms).toBe('Toast https://sprig.example/recipes/1');
  });

  it('keeps a short description whole on twitter and sms', () => {
    const short = buildShareTexts({ ...input, description: 'Ready in 20 minutes.', tags: [], categories: [] });
    expect(short.twitter).toBe('Lemon Garlic Salmon: Ready in 20 minutes.\n\nhttps://sprig.example/recipes/42');
    expect(short.sms).toBe('Lemon Garlic Salmon: Ready in 20 minutes. https://sprig.example/recipes/42');
  });
});
