import { describe, expect, it } from 'vitest';
import { classifyMeasure } from './measures';

describe('classifyMeasure', () => {
  it.each([
    ['cup, chopped', 'cup'],
    ['1 cup (8 fl oz)', 'cup'],
    ['tbsp chopped', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['tsp, ground', 'tsp'],
    ['fl oz', 'fl oz'],
    ['large (3-1/4" dia)', 'large'],
    ['medium (2-1/2" dia)', 'medium'],
    ['extra large', 'extra large'],
    ['clove', 'clove'],
    ['cloves', 'clove'],
    ['slice, medium (1/8" thick)', 'slice'],
    ['stalk, large (11"-12" long)', 'stalk'],
    ['leaves', 'leaf'],
    ['sprigs', 'sprig'],
    ['stick', 'stick'],
    ['dash', 'dash'],
    ['piece', 'each'],
  ])('%s -> %s', (text, unit) => {
    expect(classifyMeasure(text)).toBe(unit);
  });

  it.each(['NLEA serving', 'oz', 'package (10 oz)', 'small box (1.5 oz)', 'large bottle', 'cubic inch', 'extra small (2-1/2" dia)', 'fruit (2" dia)', ''])(
    '%s is not a recipe unit',
    (text) => {
      expect(classifyMeasure(text)).toBeNull();
    },
  );
});
