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
    const names = (name: string, preparation?: string) => lookupNames(name, preparation).map((n) => (n.exactOnly ? `=${n.name}` : n.name));
    expect(names('shredded Swiss cheese')).toEqual(['shredded Swiss cheese', 'Swiss cheese']);
    expect(names('frozen mango chunks')).toEqual(['frozen mango chunks', 'mango']);
    expect(names('olive oil')).toEqual(['olive oil']);
  });

  it('tries the cooked food first, exactly, when the preparation says it is cooked', () => {
    const names = (name: string, preparation?: string) => lookupNames(name, preparation).map((n) => (n.exactOnly ? `=${n.name}` : n.name));
    expect(names('brown rice', 'cooked, for serving')).toEqual(['=cooked brown rice', 'brown rice']);
    expect(names('frozen peas', 'steamed')).toEqual(['=cooked frozen peas', '=cooked peas', 'frozen peas', 'peas']);
    expect(names('quinoa', 'uncooked')).toEqual(['quinoa']);
    expect(names('quinoa', 'rinsed')).toEqual(['quinoa']);
    expect(names('cooked chicken', 'shredded, cooked')).toEqual(['cooked chicken']);
    expect(names('dry lentils', 'to be cooked')).toEqual(['dry lentils']);
  });

  it('finds the size of a piece', () => {
    expect(sizeWord('large eggs')).toBe('large');
    expect(sizeWord('onion', 'extra-large, diced')).toBe('extra large');
    expect(sizeWord('onion', null)).toBeNull();
  });
});
