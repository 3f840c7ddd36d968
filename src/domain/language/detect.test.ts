import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';

/** Short ingredient lists in each language, written for these tests. */
const RECIPES: [string, string[]][] = [
  ['de', ['500 g Kartoffeln', '1 EL Rapsöl', '1 TL Kümmel', '1 Prise Salz', '2 Zwiebeln, fein gehackt']],
  ['fr', ["3 c. à soupe d'huile d'olive", '2 gousses d’ail', '1 pincée de sel', '400 g de carottes', 'persil frais']],
  ['nl', ['300 g bloem', '1 el zonnebloemolie', '2 teentjes knoflook', 'snufje zout', '1 rode ui']],
  ['no', ['4 dl melk', '2 ss smør', '1 ts salt', '3 fedd hvitløk', '1 klype pepper']],
  ['sv', ['2 dl vatten', '1 msk rapsolja', '1 krm salt', '2 vitlöksklyftor', '1 gul lök']],
  ['da', ['3 dl mælk', '2 spsk smør', '1 tsk salt', '2 fed hvidløg', '4 kartofler']],
  ['es', ['2 cucharadas de aceite de oliva', '3 dientes de ajo', '1 pizca de sal', '2 cebollas', 'perejil fresco']],
  ['it', ['4 cucchiai di olio', '2 spicchi di aglio', '1 pizzico di sale', '200 g di farina', 'basilico q.b.']],
  ['tr', ['2 yemek kaşığı tereyağı', '1 çay kaşığı tuz', '3 diş sarımsak', '2 su bardağı un', '1 adet soğan']],
  ['en', ['2 cups all-purpose flour', '1 tsp salt', '3 large eggs', '1 cup milk', '2 tbsp butter, melted']],
];

describe('detectLanguage', () => {
  it.each(RECIPES)('reads a %s recipe as its language', (language, lines) => {
    expect(detectLanguage(lines)).toBe(language);
  });

  it('decides per recipe: a line that reads the same in English goes with its recipe', () => {
    expect(detectLanguage(['Butter'])).toBe('en');
    expect(detectLanguage(['Butter', '250 g Mehl', '2 Eier', '1 Prise Salz'])).toBe('de');
  });

  it('keeps English recipes English when their foods are also words elsewhere (salt, water, butter, pasta)', () => {
    expect(detectLanguage(['1 tsp salt', '2 cups water', '100 g butter', '200 g pasta'])).toBe('en');
  });

  it('keeps a list of English food names English even when some are foods elsewhere (chili, curry, olive)', () => {
    expect(detectLanguage(['olive oil', 'chili flakes', 'curry paste', 'tofu'])).toBe('en');
  });

  it('is English when there is nothing to go on', () => {
    expect(detectLanguage([])).toBe('en');
    expect(detectLanguage(['', '  ', '2'])).toBe('en');
  });
});
