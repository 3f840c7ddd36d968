import { describe, expect, it } from 'vitest';
import { containedNames, firstAlternative, headNoun, lookupNames, namesHead, sizeWord, wordForms, wordsBeyond, writtenFood } from './food-name';

describe('food names', () => {
  it('drops notes: parentheses, what follows a comma or "such as"', () => {
    expect(writtenFood('black beans (15-oz can)')).toBe('black beans');
    expect(writtenFood('bell peppers, any colour')).toBe('bell peppers');
    expect(writtenFood('tart apple, such as Granny Smith')).toBe('tart apple');
    expect(writtenFood('apples such as Honeycrisp')).toBe('apples');
    expect(writtenFood('anchovy fillets in oil')).toBe('anchovy fillets');
    expect(writtenFood('celery with leaves')).toBe('celery');
    expect(writtenFood('vegetable oil, for frying')).toBe('vegetable oil');
    expect(writtenFood('oil for frying')).toBe('oil');
  });

  it('keeps reading past a comma that only separates describing words', () => {
    expect(writtenFood('boneless, skinless chicken breasts')).toBe('boneless skinless chicken breasts');
    expect(writtenFood('crisp, sweet apples')).toBe('crisp sweet apples');
    expect(writtenFood('large, ripe tomatoes, cut in wedges')).toBe('large ripe tomatoes');
    expect(writtenFood('chicken thighs, boneless')).toBe('chicken thighs');
  });

  it('takes the first of two foods, trying it with the noun of "X or Y stock" first', () => {
    expect(firstAlternative('butter or margarine')).toEqual(['butter']);
    expect(firstAlternative('salt and pepper')).toEqual(['salt']);
    expect(firstAlternative('kosher salt and freshly ground black pepper')).toEqual(['kosher salt']);
    expect(firstAlternative('salt & pepper')).toEqual(['salt']);
    expect(firstAlternative('chicken or vegetable stock')).toEqual(['chicken stock', 'chicken']);
    expect(firstAlternative('coarse kosher or sea salt')).toEqual(['coarse kosher salt', 'coarse kosher']);
    expect(firstAlternative('shallots or green onions')).toEqual(['shallots onions', 'shallots']);
    expect(firstAlternative('rice bran oil or canola oil')).toEqual(['rice bran oil']);
    expect(firstAlternative('chicken stock and/or water')).toEqual(['chicken stock']);
    expect(firstAlternative('salt and freshly ground pepper')).toEqual(['salt']);
    expect(firstAlternative('half-and-half')).toEqual([]);
    expect(firstAlternative('olive oil')).toEqual([]);
  });

  it('looks a two-food name up whole only exactly, else by its first food', () => {
    const names = (name: string) => lookupNames(name).map((n) => (n.exactOnly ? `=${n.name}` : n.name));
    expect(names('half and half')).toEqual(['=half and half', 'half']);
    expect(names('fresh or frozen peas')).toEqual(['=fresh or frozen peas', '=or peas', 'fresh peas', 'peas', 'fresh']);
    expect(names('boneless, skinless chicken breasts')).toEqual(['boneless skinless chicken breasts', 'chicken breasts']);
  });

  it('lists the shorter names a name ends in, with the words left in front, up to a piece word', () => {
    expect(containedNames('diamond crystal kosher salt').map((c) => c.name)).toEqual(['crystal kosher salt', 'kosher salt', 'salt']);
    expect(containedNames('free-range eggs')).toEqual([{ name: 'eggs', before: ['free-range'] }]);
    expect(containedNames('cinnamon sticks')).toEqual([{ name: 'cinnamon', before: [] }]);
    expect(containedNames('salt')).toEqual([]);
  });

  it('finds the words a food leaves unexplained, in any singular or plural form', () => {
    expect(wordsBeyond('lamb stock', ['beef broth', 'beef stock'])).toEqual(['lamb']);
    expect(wordsBeyond('free-range eggs', ['egg', 'eggs'])).toEqual(['free-range']);
    expect(wordsBeyond('cherry tomatoes', ['cherry tomato'])).toEqual([]);
    expect(wordForms('oat')).toContain('oats');
    expect(wordForms('almonds')).toContain('almond');
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
