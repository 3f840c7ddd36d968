import { describe, expect, it } from 'vitest';
import { lineKind, pastedIngredientLines, splitMethod } from './pasted-recipe-text';

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

describe('splitMethod', () => {
  it('makes each line a step when the text has no numbers or paragraphs', () => {
    expect(splitMethod('Preheat the oven.\nMix everything.\n\nBake for 20 minutes.')).toEqual([
      'Preheat the oven.',
      'Mix everything.',
      'Bake for 20 minutes.',
    ]);
  });

  it('starts a step at each number and joins the wrapped lines under it', () => {
    const text = '1. Preheat the oven to 200C\nand line a tray.\n2) Mix the flour\nwith the salt.\nStep 3: Bake.';
    expect(splitMethod(text)).toEqual(['Preheat the oven to 200C and line a tray.', 'Mix the flour with the salt.', 'Bake.']);
  });

  it('splits a numbered method pasted as one paragraph, but not a number inside a sentence', () => {
    expect(splitMethod('1. Preheat the oven. 2. Mix the flour and 2 eggs. 3) Bake for 2. Then cool.')).toEqual([
      'Preheat the oven.',
      'Mix the flour and 2 eggs.',
      'Bake for 2. Then cool.',
    ]);
  });

  it('reads "Step 2" alone on a line as the start of the step written under it', () => {
    expect(splitMethod('Step 1\n\nBoil the water.\nStep 2\nAdd the pasta.')).toEqual(['Boil the water.', 'Add the pasta.']);
  });

  it('reads paragraphs of wrapped lines as one step each', () => {
    const text = 'Heat the oil in a pan and\nfry the onion until soft.\n\nAdd the tomatoes and\nsimmer for ten minutes.';
    expect(splitMethod(text)).toEqual([
      'Heat the oil in a pan and fry the onion until soft.',
      'Add the tomatoes and simmer for ten minutes.',
    ]);
  });

  it('keeps one step per line when the lines in a block end their sentences', () => {
    expect(splitMethod('Heat the oil.\nFry the onion.\n\nAdd the tomatoes.')).toHaveLength(3);
  });

  it('puts a heading before the step that follows it, so it is not counted as a step', () => {
    const text = 'Method\nFor the sauce:\n1. Melt the butter.\n2. Whisk in the flour.\nFor the pasta:\n3. Boil the pasta.';
    expect(splitMethod(text)).toEqual(['For the sauce: Melt the butter.', 'Whisk in the flour.', 'For the pasta: Boil the pasta.']);
  });

  it('removes bullets and keeps a heading with nothing after it', () => {
    expect(splitMethod('- Chop the onion.\n- Fry it.\nTo serve:')).toEqual(['Chop the onion.', 'Fry it.', 'To serve']);
  });

  it('gives no steps for blank text', () => {
    expect(splitMethod(' \n\n ')).toEqual([]);
  });
});
