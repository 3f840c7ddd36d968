import { describe, expect, it } from 'vitest';
import { lineKind, pastedIngredientLines } from './pasted-recipe-text';

describe('pastedIngredientLines', () => {
  it('gives one line per non-blank pasted line, tidied', () => {
    expect(pastedIngredientLines('2 cups flour\r\n\n  1 tsp   salt \n3 large eggs\n')).toEqual({
      lines: ['2 cups flour', '1 tsp salt', '3 large eggs'],
      headings: [],
    });
  });

  it('drops the list title and sets headings aside', () => {
    expect(pastedIngredientLines('Ingredients\nFor the dough:\n500 g flour\nFOR THE FILLING\n200 g spinach')).toEqual({
      lines: ['500 g flour', '200 g spinach'],
      headings: ['For the dough', 'FOR THE FILLING'],
    });
  });

  it('keeps ordinary ingredient lines that contain a colon or start with "for" words', () => {
    expect(pastedIngredientLines('1 tbsp oil: olive or rapeseed, for frying').lines).toEqual(['1 tbsp oil: olive or rapeseed, for frying']);
  });
});

describe('lineKind', () => {
  it.each([
    ['Method', 'title'],
    ['Ingredients:', 'title'],
    ['For the sauce:', 'heading'],
    ['For the sauce', 'heading'],
    ['Sauce:', 'heading'],
    ['TOPPING', 'heading'],
    ['Step 2:', 'text'],
    ['1. Mix the flour.', 'text'],
    ['Bake until golden: about 20 minutes.', 'text'],
    ['2 cups flour', 'text'],
  ] as const)('%s is %s', (line, kind) => {
    expect(lineKind(line)).toBe(kind);
  });
});
