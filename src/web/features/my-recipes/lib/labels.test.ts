import { describe, expect, it } from 'vitest';
import { addLabels } from './labels';

describe('addLabels', () => {
  it('adds one label, tidying its spaces', () => {
    expect(addLabels(['Dinner'], '  quick   meals ')).toEqual(['Dinner', 'quick meals']);
  });
  it('splits on commas and drops empty parts', () => {
    expect(addLabels([], 'vegan, , gluten-free,')).toEqual(['vegan', 'gluten-free']);
  });
  it('skips labels already there in any case, and repeats within what was typed', () => {
    expect(addLabels(['Vegan'], 'vegan, Nut-free, nut-free')).toEqual(['Vegan', 'Nut-free']);
  });
  it('leaves the list as it is for blank input', () => {
    expect(addLabels(['a'], '   ')).toEqual(['a']);
  });
});
