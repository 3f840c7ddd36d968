import { describe, expect, it } from 'vitest';
import { americanSpelling } from './spelling';

describe('americanSpelling', () => {
  it('writes British words of foods as the American ones', () => {
    expect(americanSpelling('red chillies')).toBe('red chilies');
    expect(americanSpelling('chilli flakes')).toBe('chili flakes');
    expect(americanSpelling('green food colouring')).toBe('green food coloring');
    expect(americanSpelling('coconut flavouring')).toBe('coconut flavoring');
    expect(americanSpelling('Greek yoghurt')).toBe('greek yogurt');
    expect(americanSpelling('wholemeal pitta breads')).toBe('whole wheat pita breads');
    expect(americanSpelling('courgette flowers')).toBe('zucchini flowers');
    expect(americanSpelling('baby aubergines')).toBe('baby eggplants');
  });

  it('reads minced meat as ground meat, and leaves minced garlic alone', () => {
    expect(americanSpelling('lean minced beef')).toBe('lean ground beef');
    expect(americanSpelling('lamb mince')).toBe('ground lamb');
    expect(americanSpelling('minced garlic')).toBe('minced garlic');
    expect(americanSpelling('mincemeat')).toBe('mincemeat');
  });

  it('keeps a British chilli sauce, a hot sauce, apart from American tomato chili sauce', () => {
    expect(americanSpelling('sweet chilli sauce')).toBe('sweet chilli sauce');
    expect(americanSpelling('chilli bean sauce')).toBe('chili bean sauce');
    expect(americanSpelling('smoky chilli ketchup')).toBe('smoky chili ketchup');
  });
});
