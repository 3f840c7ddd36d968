import { describe, expect, it } from 'vitest';
import { englishFoodName, foodNameCounts } from './english-name';
import { FOOD_NAMES } from './food-names';
import { foldText, LANGUAGES, type Language } from './languages';

const NAMES: [Language, string, string][] = [
  ['de', 'Olivenöl', 'olive oil'],
  ['de', 'Salz', 'salt'],
  ['de', 'Zwiebel', 'onion'],
  ['de', 'Knoblauchzehe', 'garlic'],
  ['de', 'Mehl', 'all-purpose flour'],
  ['de', 'Zucker', 'sugar'],
  ['de', 'Butter', 'butter'],
  ['de', 'Eier', 'egg'],
  ['de', 'Ei', 'egg'],
  ['fr', "gousse d'ail", 'garlic'],
  ['fr', 'Huile d’olive', 'olive oil'],
  ['fr', 'poireaux', 'leek'],
  ['nl', 'bloem', 'all-purpose flour'],
  ['nl', 'uien', 'onion'],
  ['sv', 'vatten', 'water'],
  ['sv', 'morötter', 'carrot'],
  ['no', 'hvitløk', 'garlic'],
  ['da', 'kartofler', 'potato'],
  ['es', 'aceite de oliva virgen extra', 'olive oil'],
  ['es', 'tomates', 'tomato'],
  ['it', 'pomodori', 'tomato'],
  ['it', 'zucchine', 'zucchini'],
  ['tr', 'zeytinyağı', 'olive oil'],
  ['tr', 'soğan', 'onion'],
];

describe('englishFoodName', () => {
  it.each(NAMES)('%s: %s -> %s', (language, name, english) => {
    expect(englishFoodName(name, language)).toBe(english);
  });

  it('reads the food out of descriptive words around it', () => {
    expect(englishFoodName('frische glatte Petersilie', 'de')).toBe('parsley');
    expect(englishFoodName('oignon rouge émincé', 'fr')).toBe('onion');
  });

  it('takes the first food of two', () => {
    expect(englishFoodName('Salz und Pfeffer', 'de')).toBe('salt');
  });

  it('reads a compound word by its end', () => {
    expect(englishFoodName('Weizenmehl', 'de')).toBe('all-purpose flour');
    expect(englishFoodName('Dinkelmehl', 'de')).toBe('all-purpose flour');
    expect(englishFoodName('Kokosöl', 'de')).toBe('vegetable oil');
    expect(englishFoodName('strösocker', 'sv')).toBe('sugar');
  });

  it('leaves English names and names it does not know as they are', () => {
    expect(englishFoodName('olive oil', 'en')).toBe('olive oil');
    expect(englishFoodName('Harissa', 'de')).toBe('Harissa');
  });

  it('knows each spelling in a language as one food only', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const seen = new Map<string, string>();
      for (const [english, names] of FOOD_NAMES) {
        for (const spelling of (names[language as Exclude<Language, 'en'>] ?? '').split('|').filter((s) => s !== '')) {
          const key = foldText(spelling);
          expect(seen.get(key) ?? english, `${language} '${spelling}'`).toBe(english);
          seen.set(key, english);
        }
      }
    }
  });

  it('names well over a hundred foods in every language', () => {
    for (const count of Object.values(foodNameCounts())) expect(count).toBeGreaterThan(150);
  });
});
