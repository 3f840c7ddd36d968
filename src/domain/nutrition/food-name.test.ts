import { describe, expect, it } from 'vitest';
import { firstAlternative, headNoun, lookupNames, namesHead, sizeWord, writtenFood } from './food-name';

describe('food names', () => {
  it('drops notes: parentheses, what follows a comma or "such as"', () => {
    expect(writtenFood('black beans (15-oz can)')).toBe('black beans');
    expect(writtenFood('bell peppers, any colour')).toBe('bell peppers');
    expect(writtenFood('tart apple, such as Granny Smith')).toBe('tart apple');
    expect(writtenFood('apples such as Honeycrisp')).toBe('apples');
  });

  it('keeps reading past a comma that only separates describing words', () => {
    expect(writtenFood('boneless, skinless chicken breasts')).toBe('boneless skinless chicken breasts');
    expect(writtenFood('crisp, sweet apples')).toBe('crisp sweet apples');
    expect(writtenFood('large, ripe tomatoes, cut in wedges')).toBe('large ripe tomatoes');
    expect(writtenFood('chicken thighs, boneless')).toBe('chicken thighs');
  });

  it('takes the first of two foods, sharing the noun of "X or Y stock"', () => {
    expect(firstAlternative('butter or margarine')).toBe('butter');
    expect(firstAlternative('salt and pepper')).toBe('salt');
    expect(firstAlternative('kosher salt and freshly ground black pepper')).toBe('kosher salt');
    expect(firstAlternative('salt & pepper')).toBe('salt');
    expect(firstAlternative('chicken or vegetable stock')).toBe('chicken stock');
    expect(firstAlternative('granulated or caster sugar')).toBe('granulated sugar');
    expect(firstAlternative('chicken stock and/or water')).toBe('chicken stock');
    expect(firstAlternative('salt and freshly ground pepper')).toBe('salt');
    expect(firstAlternative('half-and-half')).toBeNull();
    expect(firstAlternative('olive oil')).toBeNull();
  });

  it('looks a two-food name up whole only exactly, else by its first food', () => {
    const names = (name: string) => lookupNames(name).map((n) => (n.exactOnly ? `=${n.name}` : n.name));
    expect(names('half and half')).toEqual(['=half and half', 'half']);
    expect(names('fresh or frozen peas')).toEqual(['=fresh or frozen peas', '=or peas', 'fresh peas', 'peas']);
    expect(names('boneless, skinless chicken breasts')).toEqual(['boneless skinless chicken breasts', 'chicken breasts']);
  });

  it('finds the head noun a fuzzy match must share: the last word, or the food before a piece word', () => {
    expect(headNoun('crisp sweet apples')).toContain('apple');
    expect(headNoun('garlic cloves')).toEqual(['garlic']);
    expect(headNoun('coconut sugar')).toEqual(['sugar']);
    expect(headNoun('')).toEqual([]);
    expect(namesHead('crisp sweet apples', ['potato chips', 'crisps'])).toBe(false);
    expect(namesHead('crisp sweet apples', ['apple', 'apples'])).toBe(true);
    expect(namesHead('starchy potatoes', ['potato flour'])).toBe(false);
    expect(namesHead('starchy potatoes', ['russet potato'])).toBe(true);
    expect(namesHead('champagne', ['red wine vinegar'])).toBe(false);
    expect(namesHead('coconut sugar', ['coconut', 'desiccated coconut'])).toBe(false);
    expect(namesHead('garlic salt', ['garlic'])).toBe(false);
    expect(namesHead('Crème fraîche', ['creme fraiche'])).toBe(true);
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
