import { describe, expect, it } from 'vitest';
import { finishSteps, splitMethod, splitNumbered } from './method-steps';

describe('splitNumbered', () => {
  it('splits a line that counts up from 1', () => {
    expect(splitNumbered('1. Mix. 2. Bake at 350 for 3 minutes. 3) Cool.')).toEqual(['1. Mix.', '2. Bake at 350 for 3 minutes.', '3) Cool.']);
    expect(splitNumbered('Step 1: Mix. Step 2: Bake.')).toEqual(['Step 1: Mix.', 'Step 2: Bake.']);
  });

  it('leaves other lines alone', () => {
    expect(splitNumbered('Add 2. Then stir.')).toEqual(['Add 2. Then stir.']);
    expect(splitNumbered('1. Add 3. Stir.')).toEqual(['1. Add 3. Stir.']);
    expect(splitNumbered('1. Add 2 eggs.')).toEqual(['1. Add 2 eggs.']);
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

describe('splitMethod: where the import and the editor read a method differently', () => {
  it("splits 'Step 1: … Step 2: …' in one paragraph, and at a number followed by an accented word", () => {
    expect(splitMethod('Step 1: Mix. Step 2: Bake.')).toEqual(['Mix.', 'Bake.']);
    expect(splitMethod('1. Beurrez le moule. 2. Étalez la pâte.')).toEqual(['Beurrez le moule.', 'Étalez la pâte.']);
  });

  it('lets the heading right above a step lead it, not every heading in a row', () => {
    expect(splitMethod('Watch how it is done:\nFor the sauce:\nWhisk.\nSimmer.')).toEqual(['For the sauce: Whisk.', 'Simmer.']);
  });

  it('reads a heading in any letters, but not a line that gives a time', () => {
    expect(splitMethod('For the crème fraîche\nWhip the cream.\nFold it in.')).toEqual(['For the crème fraîche: Whip the cream.', 'Fold it in.']);
    expect(splitMethod('Stir the sauce.\nFor 10 minutes\nKeep stirring.')).toEqual(['Stir the sauce.', 'For 10 minutes', 'Keep stirring.']);
  });

  it('gives no steps for a method of headings alone', () => {
    expect(splitMethod('For the sauce:\nTo serve:')).toEqual([]);
  });

  it('keeps a numbered line that looks like a heading as the step it is numbered as', () => {
    expect(splitMethod('1. For the sauce:\n2. Whisk the flour into the butter.')).toEqual(['For the sauce:', 'Whisk the flour into the butter.']);
  });

  it('drops the titles the import knows in other languages', () => {
    expect(splitMethod('Zubereitung\nTeig kneten.\nBacken.')).toEqual(['Teig kneten.', 'Backen.']);
  });
});

describe('finishSteps', () => {
  it('folds a step that only names a section into the next, keeps a last one as given, and keeps tips', () => {
    expect(
      finishSteps([
        { heading: 'Dough' },
        { lines: ['SAUCE'], tips: [] },
        { lines: ['1. Whisk', 'the eggs.'], tips: ['Use a fork.'] },
        { lines: ['- Serve.'], tips: [] },
        { lines: ['To finish:'], tips: [] },
      ]),
    ).toEqual([
      { instruction: 'SAUCE: Whisk the eggs.', tips: ['Use a fork.'] },
      { instruction: 'Serve.', tips: [] },
      { instruction: 'To finish:', tips: [] },
    ]);
  });

  it("drops a page's heading with nothing under it, but keeps one from the method's text", () => {
    expect(finishSteps([{ lines: ['Bake.'], tips: [] }, { heading: 'Enjoy' }]).map((step) => step.instruction)).toEqual(['Bake.']);
    expect(finishSteps([{ lines: ['Bake.'], tips: [] }, { heading: 'To serve', fromText: true }]).map((step) => step.instruction)).toEqual([
      'Bake.',
      'To serve',
    ]);
  });
});
