import { describe, expect, it } from 'vitest';
import { lookupNames, sizeWord, writtenFood } from './food-name';

describe('food names', () => {
  it('drops notes: parentheses, what follows a comma or "such as"', () => {
    expect(writtenFood('black beans (15-oz can)')).toBe('black beans');
    expect(writtenFood('bell peppers, any colour')).toBe('bell peppers');
    expect(writtenFood('tart apple, such as Granny Smith')).toBe('tart apple');
    expect(writtenFood('apples such as Honeycrisp')).toBe('apples');
  });

  it('looks up the literal name first, then without descriptive words', () => {
    expect(lookupNames('shredded Swiss cheese')).toEqual(['shredded Swiss cheese', 'Swiss cheese']);
    expect(lookupNames('frozen mango chunks')).toEqual(['frozen mango chunks', 'mango']);
    expect(lookupNames('olive oil')).toEqual(['olive oil']);
  });

  it('finds the size of a piece', () => {
    expect(sizeWord('large eggs')).toBe('large');
    expect(sizeWord('onion', 'extra-large, diced')).toBe('extra large');
    expect(sizeWord('onion', null)).toBeNull();
  });
});
