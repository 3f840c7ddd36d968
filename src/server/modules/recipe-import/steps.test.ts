import { describe, expect, it } from 'vitest';
import { readSteps } from './steps';

const texts = (value: unknown) => readSteps(value).map((step) => step.instruction);

describe('readSteps', () => {
  it('splits a single step on its line breaks, numbers and paragraphs', () => {
    expect(texts([{ '@type': 'HowToStep', text: 'Mix.\nBake.\nCool.' }])).toEqual(['Mix.', 'Bake.', 'Cool.']);
    expect(texts({ '@type': 'HowToStep', text: '<p>Mix.</p><p>Bake.</p>' })).toEqual(['Mix.', 'Bake.']);
    expect(texts('Mix.<br>Bake.<br/>Cool.')).toEqual(['Mix.', 'Bake.', 'Cool.']);
    expect(texts('<ol><li>Mix.</li><li>Bake.</li></ol>')).toEqual(['Mix.', 'Bake.']);
  });

  it('keeps several steps whole, line breaks and all', () => {
    expect(
      texts([
        { '@type': 'HowToStep', text: 'Mix the dry things.\nThen the wet.' },
        { '@type': 'HowToStep', text: 'Bake.' },
      ]),
    ).toEqual(['Mix the dry things. Then the wet.', 'Bake.']);
  });

  it('folds section headings into the next step instead of counting them', () => {
    expect(texts('For the sauce:\nWhisk.\nSimmer.\nTo serve:\nPour over.\nFor the garnish\nScatter the herbs.')).toEqual([
      'For the sauce: Whisk.',
      'Simmer.',
      'To serve: Pour over.',
      'For the garnish: Scatter the herbs.',
    ]);
    expect(
      texts([
        { '@type': 'HowToSection', name: 'Dough', itemListElement: [{ '@type': 'HowToStep', text: 'Knead.' }] },
        { '@type': 'HowToSection', name: 'Empty', itemListElement: [] },
        { '@type': 'howtosection', name: 'Bake.', ItemListElement: [{ '@type': 'HowToStep', text: 'Bake it.' }] },
      ]),
    ).toEqual(['Dough: Knead.', 'Bake. Bake it.']);
  });

  it('keeps a lone line that looks like a heading as the step it is', () => {
    expect(texts([{ '@type': 'HowToStep', text: 'Mix everything:' }])).toEqual(['Mix everything:']);
  });

  it('reads steps inside ListItems and keeps tips with their step after a split', () => {
    expect(readSteps({ '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: { '@type': 'HowToStep', text: 'Stir.' } }] })).toEqual([
      { instruction: 'Stir.', tips: [] },
    ]);
    expect(readSteps([{ '@type': 'HowToStep', text: 'Mix.\nBake.', itemListElement: [{ '@type': 'HowToTip', text: 'Do not overmix.' }] }])).toEqual([
      { instruction: 'Mix.', tips: [] },
      { instruction: 'Bake.', tips: ['Do not overmix.'] },
    ]);
  });
});

describe('readSteps: labels', () => {
  it("drops a line or section that only names the method, but keeps a step that starts with one's name", () => {
    expect(texts('Directions:\nMix.\nMethod: whisk the eggs and sugar\nPreparation of the dough takes 10 minutes')).toEqual([
      'Mix.',
      'Method: whisk the eggs and sugar',
      'Preparation of the dough takes 10 minutes',
    ]);
    expect(texts([{ '@type': 'HowToSection', name: 'Instructions', itemListElement: [{ '@type': 'HowToStep', text: 'Stir.' }] }])).toEqual(['Stir.']);
  });
});

describe('readSteps: headings given as steps', () => {
  it('folds a step that only names a section into the next one, but keeps a last one', () => {
    expect(
      texts([
        { '@type': 'HowToStep', text: 'For the sauce:' },
        { '@type': 'HowToStep', text: 'Whisk.' },
        { '@type': 'HowToStep', text: 'For the pasta' },
        { '@type': 'HowToStep', text: 'Boil.' },
        { '@type': 'HowToStep', text: 'To finish:' },
      ]),
    ).toEqual(['For the sauce: Whisk.', 'For the pasta: Boil.', 'To finish:']);
  });
});

describe('readSteps: text read by the same rules as a pasted method', () => {
  it('joins wrapped lines under their number, reads paragraphs and removes bullets', () => {
    expect(texts('1. Preheat the oven to 200C\nand line a tray.\n2. Bake.')).toEqual(['Preheat the oven to 200C and line a tray.', 'Bake.']);
    expect(texts([{ '@type': 'HowToStep', text: 'Heat the oil and\nfry the onion.\n\nAdd the tomatoes and\nsimmer.' }])).toEqual([
      'Heat the oil and fry the onion.',
      'Add the tomatoes and simmer.',
    ]);
    expect(texts('- Chop the onion.\n- Fry it.')).toEqual(['Chop the onion.', 'Fry it.']);
  });

  it('reads a shouted line as a heading and keeps a heading line after the last step', () => {
    expect(texts('SAUCE\nWhisk.\nSimmer.\nTo serve:')).toEqual(['SAUCE: Whisk.', 'Simmer.', 'To serve']);
  });
});
