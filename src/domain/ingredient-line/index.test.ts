import { describe, expect, it } from 'vitest';
import { parseIngredientLine, type IngredientLine } from '.';
import type { Language } from '../language';

const line = (quantity: number | null, unit: string | null, name: string, preparation: string | null = null): IngredientLine => ({
  quantity,
  unit,
  name,
  preparation,
});

/** Lines as recipe sites and cookbooks write them, with what the editor should get. */
const CASES: [string, IngredientLine][] = [
  // Plain amounts and units
  ['2 cups all-purpose flour', line(2, 'cup', 'all-purpose flour')],
  ['1 cup milk', line(1, 'cup', 'milk')],
  ['1 c. sugar', line(1, 'cup', 'sugar')],
  ['3 C flour', line(3, 'cup', 'flour')],
  ['2 tablespoons olive oil, divided', line(2, 'tbsp', 'olive oil', 'divided')],
  ['1 Tbsp soy sauce', line(1, 'tbsp', 'soy sauce')],
  ['2 Tbsp. extra-virgin olive oil', line(2, 'tbsp', 'extra-virgin olive oil')],
  ['1 T butter', line(1, 'tbsp', 'butter')],
  ['1 tbs honey', line(1, 'tbsp', 'honey')],
  ['1 teaspoon vanilla extract', line(1, 'tsp', 'vanilla extract')],
  ['1/4 tsp. salt', line(0.25, 'tsp', 'salt')],
  ['2 t baking powder', line(2, 'tsp', 'baking powder')],
  ['500 g potatoes', line(500, 'g', 'potatoes')],
  ['200g dark chocolate', line(200, 'g', 'dark chocolate')],
  ['100 grams butter, melted', line(100, 'g', 'butter', 'melted')],
  ['1 kg chicken thighs', line(1, 'kg', 'chicken thighs')],
  ['1.5kg beef brisket', line(1.5, 'kg', 'beef brisket')],
  ['250 ml whole milk', line(250, 'ml', 'whole milk')],
  ['250mL cream', line(250, 'ml', 'cream')],
  ['1 l vegetable stock', line(1, 'l', 'vegetable stock')],
  ['2 liters water', line(2, 'l', 'water')],
  ['1 litre chicken stock', line(1, 'l', 'chicken stock')],
  ['4 oz cream cheese, softened', line(4, 'oz', 'cream cheese', 'softened')],
  ['8 ounces spaghetti', line(8, 'oz', 'spaghetti')],
  ['12 oz. bacon', line(12, 'oz', 'bacon')],
  ['1 lb ground beef', line(1, 'lb', 'ground beef')],
  ['2 lbs. russet potatoes', line(2, 'lb', 'russet potatoes')],
  ['3 pounds pork shoulder', line(3, 'lb', 'pork shoulder')],
  ['8 fl oz orange juice', line(8, 'fl oz', 'orange juice')],
  ['6 fl. oz. dry white wine', line(6, 'fl oz', 'dry white wine')],
  ['1 quart buttermilk', line(1, 'quart', 'buttermilk')],
  ['1 pint heavy cream', line(1, 'pint', 'heavy cream')],
  // Fractions, mixed numbers, decimals and ranges
  ['1/2 cup sugar', line(0.5, 'cup', 'sugar')],
  ['½ teaspoon salt', line(0.5, 'tsp', 'salt')],
  ['1 ½ cups all-purpose flour', line(1.5, 'cup', 'all-purpose flour')],
  ['1½ cups sugar', line(1.5, 'cup', 'sugar')],
  ['1 1/2 teaspoons baking soda', line(1.5, 'tsp', 'baking soda')],
  ['⅓ cup honey', line(0.333, 'cup', 'honey')],
  ['2 ¾ cups bread flour', line(2.75, 'cup', 'bread flour')],
  ['1⁄4 cup maple syrup', line(0.25, 'cup', 'maple syrup')],
  ['0.5 kg carrots', line(0.5, 'kg', 'carrots')],
  ['1,5 l Wasser', line(1.5, 'l', 'Wasser')],
  ['1,000 g strong white flour', line(1000, 'g', 'strong white flour')],
  ['2-3 tablespoons water', line(2.5, 'tbsp', 'water')],
  ['2 – 3 tbsp lemon juice', line(2.5, 'tbsp', 'lemon juice')],
  ['2 to 3 cups chicken broth', line(2.5, 'cup', 'chicken broth')],
  ['3-4 cloves garlic, minced', line(3.5, 'clove', 'garlic', 'minced')],
  ['10-12 cherry tomatoes, halved', line(11, null, 'cherry tomatoes', 'halved')],
  ['1/2-1 tsp chili flakes', line(0.75, 'tsp', 'chili flakes')],
  ['2 or 3 sprigs thyme', line(2.5, 'sprig', 'thyme')],
  // Counted things and count units
  ['3 eggs', line(3, null, 'eggs')],
  ['2 large eggs, beaten', line(2, null, 'large eggs', 'beaten')],
  ['1 onion, finely chopped', line(1, null, 'onion', 'finely chopped')],
  ['1 medium red onion, diced', line(1, null, 'medium red onion', 'diced')],
  ['4 cloves garlic', line(4, 'clove', 'garlic')],
  ['2 garlic cloves, crushed', line(2, 'clove', 'garlic', 'crushed')],
  ['1 can coconut milk', line(1, 'can', 'coconut milk')],
  ['1 tin chickpeas, drained', line(1, 'can', 'chickpeas', 'drained')],
  ['1 package active dry yeast', line(1, 'package', 'active dry yeast')],
  ['1 packet gelatine', line(1, 'package', 'gelatine')],
  ['6 slices bacon', line(6, 'slice', 'bacon')],
  ['2 pieces of fried chicken', line(2, 'piece', 'fried chicken')],
  ['1 bunch cilantro, chopped', line(1, 'bunch', 'cilantro', 'chopped')],
  ['2 sprigs rosemary', line(2, 'sprig', 'rosemary')],
  ['1 stick butter, softened', line(1, 'stick', 'butter', 'softened')],
  ['2 stalks celery, sliced', line(2, 'stalk', 'celery', 'sliced')],
  ['1 head of garlic', line(1, 'head', 'garlic')],
  ['1 handful fresh basil leaves', line(1, 'handful', 'fresh basil leaves')],
  ['1 dash Worcestershire sauce', line(1, 'dash', 'Worcestershire sauce')],
  // Articles and number words
  ['a pinch of salt', line(1, 'pinch', 'salt')],
  ['A handful of spinach', line(1, 'handful', 'spinach')],
  ['Pinch of nutmeg', line(null, 'pinch', 'nutmeg')],
  ['an onion, sliced', line(1, null, 'onion', 'sliced')],
  ['half a lemon, juiced', line(0.5, null, 'lemon', 'juiced')],
  ['a dozen eggs', line(12, null, 'eggs')],
  ['Two eggs', line(2, null, 'eggs')],
  ['a few sprigs of thyme', line(null, 'sprig', 'thyme', 'a few')],
  // Sizes, second measures and notes
  ['2 (14 oz) cans diced tomatoes', line(2, 'can', 'diced tomatoes', '14 oz')],
  ['1 (8 ounce) package cream cheese, softened', line(1, 'package', 'cream cheese', '8 ounce, softened')],
  ['2 cans (15 oz each) black beans, rinsed and drained', line(2, 'can', 'black beans', '15 oz each, rinsed and drained')],
  ['One 14-ounce can chickpeas, drained', line(1, 'can', 'chickpeas', '14-ounce, drained')],
  ['1 x 400g tin chopped tomatoes', line(1, 'can', 'chopped tomatoes', '400g')],
  ['1 cup (240 ml) milk', line(1, 'cup', 'milk', '240 ml')],
  ['1 cup (2 sticks) butter, softened', line(1, 'cup', 'butter', '2 sticks, softened')],
  ['200 g (7 oz) dark chocolate, chopped', line(200, 'g', 'dark chocolate', '7 oz, chopped')],
  ['250g/9oz spaghetti', line(250, 'g', 'spaghetti', '9oz')],
  ['100 g / 3.5 oz caster sugar', line(100, 'g', 'caster sugar', '3.5 oz')],
  ['1 cup plus 2 tablespoons flour', line(1, 'cup', 'flour', 'plus 2 tablespoons')],
  ['3 cups chicken broth (or vegetable broth)', line(3, 'cup', 'chicken broth', 'or vegetable broth')],
  ['1 cup walnuts (optional)', line(1, 'cup', 'walnuts', 'optional')],
  ['1 lb boneless, skinless chicken breasts, cubed', line(1, 'lb', 'boneless, skinless chicken breasts', 'cubed')],
  ['1 onion, diced (about 1 cup)', line(1, null, 'onion', 'diced (about 1 cup)')],
  // No amount at all
  ['salt to taste', line(null, null, 'salt', 'to taste')],
  ['Salt and pepper, to taste', line(null, null, 'Salt and pepper', 'to taste')],
  ['Freshly ground black pepper', line(null, null, 'black pepper', 'Freshly ground')],
  ['Fresh parsley for garnish', line(null, null, 'Fresh parsley', 'for garnish')],
  ['Olive oil as needed', line(null, null, 'Olive oil', 'as needed')],
  ['Juice of 1 lemon', line(1, null, 'lemon', 'Juice of')],
  ['Cloves, ground', line(null, null, 'Cloves', 'ground')],
  // Leftovers from the page: bullets, odd spaces
  ['▢ 1 cup rolled oats', line(1, 'cup', 'rolled oats')],
  ['• 2 tbsp  chia   seeds', line(2, 'tbsp', 'chia seeds')],
  ['  3\u00a0tbsp tahini ', line(3, 'tbsp', 'tahini')],
  ['2-inch piece fresh ginger, grated', line(2, 'inch', 'fresh ginger', 'piece, grated')],
  ['2 cans', line(2, null, 'cans')],
  ['1/0 cup flour', line(null, 'cup', 'flour')],
];

/**
 * The shapes of published lines the labelled corpus showed (BBC, Cookstr, Taste; see
 * scripts/bench/ingredient-corpus-parser.ts), one line of our own wording per class of fix.
 */
const PUBLISHED_SHAPES: [string, IngredientLine][] = [
  // A second measure after a slash, glued or compound
  ['120g/4¼oz rolled oats', line(120, 'g', 'rolled oats', '4 1/4oz')],
  ['1.2kg/2lb 10oz beef shin, cubed', line(1.2, 'kg', 'beef shin', '2lb 10oz, cubed')],
  ['300ml/10fl oz chicken stock', line(300, 'ml', 'chicken stock', '10fl oz')],
  ['1 lb 4 oz pork shoulder', line(1, 'lb', 'pork shoulder', 'plus 4 oz')],
  // Sized units, more count units, the unit after the food
  ['2 large bunches watercress', line(2, 'bunch', 'watercress', 'large')],
  ['small handful flat-leaf parsley', line(null, 'handful', 'flat-leaf parsley', 'small')],
  ['3 punnets raspberries', line(3, 'punnet', 'raspberries')],
  ['2 celery stalks, sliced', line(2, 'stalk', 'celery', 'sliced')],
  ['1 tbsp tablespoon honey', line(1, 'tbsp', 'honey')],
  ['4 lg eggs', line(4, null, 'large eggs')],
  // Sizes of each, lengths of a piece
  ['1 (15-ounce) can black beans', line(1, 'can', 'black beans', '15-ounce')],
  ['Two 14.5-ounce cans diced tomatoes', line(2, 'can', 'diced tomatoes', '14.5-ounce')],
  ['3 x 150g salmon fillets', line(3, null, 'salmon fillets', '150g')],
  ['2.5cm/1in piece fresh ginger', line(2.5, 'cm', 'fresh ginger', '1in, piece')],
  // Hedges, preparation before or after the food, examples and alternatives as notes
  ['about 200g/7oz cooked lentils', line(200, 'g', 'lentils', 'about, 7oz, cooked')],
  ['~6 cloves garlic', line(6, 'clove', 'garlic', 'about')],
  ['2 tsp finely grated lemon zest', line(2, 'tsp', 'lemon zest', 'finely grated')],
  ['1 cup thinly sliced, trimmed radishes', line(1, 'cup', 'radishes', 'thinly sliced, trimmed')],
  ['1 pear peeled and diced', line(1, null, 'pear', 'peeled and diced')],
  ['Sea salt and freshly cracked pepper, to taste', line(null, null, 'Sea salt and pepper', 'freshly cracked, to taste')],
  ['2 tbsp dry sherry such as fino', line(2, 'tbsp', 'dry sherry', 'such as fino')],
  ['1 cup ricotta or 8 ounces cream cheese', line(1, 'cup', 'ricotta', 'or 8 ounces cream cheese')],
  ['2 tsp cumin seeds 10 mL', line(2, 'tsp', 'cumin seeds', '10 mL')],
  ['Juice of 2 limes', line(2, null, 'limes', 'Juice of')],
  ['Bread flour 3 cups (400 grams)', line(3, 'cup', 'Bread flour', '400 grams')],
  ['2 small or 1 large aubergine', line(2, null, 'aubergine', 'small or 1 large')],
  ['1 egg plus 1 yolk', line(1, null, 'egg', 'plus 1 yolk')],
  ['1 tsp cornflour dissolved in 1 tbsp water', line(1, 'tsp', 'cornflour', 'dissolved in 1 tbsp water')],
  ['Optional: 1 star anise', line(1, null, 'star anise', 'optional')],
  ['½ tsp each of cumin and coriander', line(0.5, 'tsp', 'cumin and coriander', 'each')],
  ['2 tbsp fresh chopped dill', line(2, 'tbsp', 'fresh dill', 'chopped')],
  ['2 dozen littleneck clams', line(24, null, 'littleneck clams')],
  ['3 firm, ripe pears, halved', line(3, null, 'firm ripe pears', 'halved')],
  ['8 cloves', line(8, null, 'cloves')],
  ['1 small or ½ large swede, peeled', line(1, null, 'swede', 'small or 1/2 large, peeled')],
  ['Salt and fresh ground pepper', line(null, null, 'Salt and pepper', 'fresh ground')],
  ['Watercress or sliced cucumber', line(null, null, 'Watercress or sliced cucumber')],
  ['2 tbsp rapeseed oil*', line(2, 'tbsp', 'rapeseed oil')],
  ['½ cup or so plain flour', line(0.5, 'cup', 'plain flour', 'or so')],
  ['1 sheet (about 8 ounces), frozen filo, thawed', line(1, 'sheet', 'frozen filo', 'about 8 ounces, thawed')],
  ['2 tbsp mixed chopped fresh herbs', line(2, 'tbsp', 'fresh herbs', 'mixed chopped')],
  ['½ cup pesto, homemade or store-bought', line(0.5, 'cup', 'pesto', 'homemade or store-bought')],
  ['2¾-pound chicken, quartered', line(2.75, 'lb', 'chicken', 'quartered')],
  ['4- to 5-pound beef brisket', line(4.5, 'lb', 'beef brisket')],
  ['14-ounce can chickpeas', line(14, 'oz', 'chickpeas', 'can')],
  ['1 cup, plus 2 tablespoons olive oil', line(1, 'cup', 'olive oil', 'plus 2 tablespoons')],
  ['½ a red chilli', line(0.5, null, 'red chilli')],
  ['Mint sprigs as garnish', line(null, 'sprig', 'Mint', 'as garnish')],
  ['Slightly rounded 1/4 teaspoon salt', line(0.25, 'tsp', 'salt', 'Slightly rounded')],
  ['1 cup peeled, cored, and diced (½-inch) mango', line(1, 'cup', 'mango', '1/2-inch, peeled, cored, and diced')],
  ['2 3- to 4-pound chickens', line(2, null, 'chickens', '3- to 4-pound')],
  ['Leaves from 1 bunch of fresh mint', line(1, 'bunch', 'fresh mint', 'Leaves from')],
  ['1¼, cups whole milk', line(1.25, 'cup', 'whole milk')],
  ['2 teaspoons to 1 tablespoon chopped capers', line(2, 'tsp', 'capers', 'to 1 tablespoon, chopped')],
  ['Lightly packed ½ cup brown sugar', line(0.5, 'cup', 'brown sugar', 'Lightly packed')],
  ['1 lb large peeled and deveined prawns', line(1, 'lb', 'large prawns', 'peeled and deveined')],
  ['A pat of butter', line(1, 'pat', 'butter')],
  ['1 lb smoked, dry-cured bacon', line(1, 'lb', 'smoked dry-cured bacon')],
  ['2 cups gruyère or extra-sharp cheddar', line(2, 'cup', 'gruyère or extra-sharp cheddar')],
  ['1 cup minus 1 tbsp milk', line(1, 'cup', 'milk', 'minus 1 tbsp')],
  ['Olive oil to brush', line(null, null, 'Olive oil', 'to brush')],
  ['Garnish: lime wedges', line(null, null, 'lime wedges', 'garnish')],
  ['few drops almond extract', line(null, 'drop', 'almond extract', 'few')],
  ['2 x pork chops', line(2, null, 'pork chops')],
  ['400g/14oz tin butter beans', line(400, 'g', 'butter beans', '14oz, tin')],
  ['75-100ml/2½-3½fl oz dry vermouth', line(87.5, 'ml', 'dry vermouth', '2 1/2-3 1/2fl oz')],
  ['600ml/1 pint 2fl oz vegetable stock', line(600, 'ml', 'vegetable stock', '1 pint 2fl oz')],
  ['250ml/9fl oz milk - warm, not hot', line(250, 'ml', 'milk', '9fl oz, warm, not hot')],
  // Commas inside the name: the food's own adjectives, a list of alternatives, a size
  ['2 pounds boneless, skinless turkey thighs', line(2, 'lb', 'boneless, skinless turkey thighs')],
  ['8 oz penne, rigatoni, or ziti', line(8, 'oz', 'penne, rigatoni, or ziti')],
  ['2 large, ripe mangoes, diced', line(2, null, 'large ripe mangoes', 'diced')],
];

/** Lines in each language Sprig reads, written for these tests, with the language of their recipe. */
const OTHER_LANGUAGES: [Language, string, IngredientLine][] = [
  ['de', '2 EL Rapsöl', line(2, 'tbsp', 'Rapsöl')],
  ['de', '1 TL Kümmel', line(1, 'tsp', 'Kümmel')],
  ['de', '3 Zehen Knoblauch, gehackt', line(3, 'clove', 'Knoblauch', 'gehackt')],
  ['de', '1 Prise Muskat', line(1, 'pinch', 'Muskat')],
  ['de', '2 Becher Joghurt', line(2, 'container', 'Joghurt')],
  ['de', 'zwei Dosen Kichererbsen', line(2, 'can', 'Kichererbsen')],
  ['de', '1 Bund Schnittlauch', line(1, 'bunch', 'Schnittlauch')],
  ['de', '200 g Mehl', line(200, 'g', 'Mehl')],
  ['fr', '2 c. à soupe de miel', line(2, 'tbsp', 'miel')],
  ['fr', '1 cuillère à café de cumin', line(1, 'tsp', 'cumin')],
  ['fr', "3 gousses d'ail", line(3, 'clove', 'ail')],
  ['fr', 'une boîte de pois chiches', line(1, 'can', 'pois chiches')],
  ['fr', '25 cl de lait', line(25, 'cl', 'lait')],
  ['nl', '2 el honing', line(2, 'tbsp', 'honing')],
  ['nl', '3 teentjes knoflook', line(3, 'clove', 'knoflook')],
  ['nl', 'snufje zout', line(null, 'pinch', 'zout')],
  ['nl', '1 blik tomaten', line(1, 'can', 'tomaten')],
  ['no', '2 ss olivenolje', line(2, 'tbsp', 'olivenolje')],
  ['no', '3 dl fløte', line(3, 'dl', 'fløte')],
  ['no', '2 fedd hvitløk', line(2, 'clove', 'hvitløk')],
  ['sv', '1 krm peppar', line(1, 'ml', 'peppar')],
  ['sv', 'två klyftor vitlök', line(2, 'clove', 'vitlök')],
  ['sv', '5 cl grädde', line(5, 'cl', 'grädde')],
  ['da', '2 spsk olie', line(2, 'tbsp', 'olie')],
  ['da', '3 fed hvidløg', line(3, 'clove', 'hvidløg')],
  ['es', '2 cucharadas de miel', line(2, 'tbsp', 'miel')],
  ['es', 'una pizca de sal', line(1, 'pinch', 'sal')],
  ['es', '4 dientes de ajo', line(4, 'clove', 'ajo')],
  ['it', '1 cucchiaino di zucchero', line(1, 'tsp', 'zucchero')],
  ["it", "2 spicchi d'aglio", line(2, 'clove', 'aglio')],
  ['it', 'sale q.b.', line(null, null, 'sale', 'q.b.')],
  ['tr', '2 yemek kaşığı un', line(2, 'tbsp', 'un')],
  ['tr', '1 çay kaşığı karabiber', line(1, 'tsp', 'karabiber')],
  ['tr', 'yarım su bardağı süt', line(0.5, 'cup', 'süt')],
];

describe('parseIngredientLine', () => {
  it('is tested on at least 60 real-world lines', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('%s', (input, expected) => {
    expect(parseIngredientLine(input)).toEqual(expected);
  });

  it.each(PUBLISHED_SHAPES)('published shape: %s', (input, expected) => {
    expect(parseIngredientLine(input)).toEqual(expected);
  });

  it.each(OTHER_LANGUAGES)('in %s: %s', (language, input, expected) => {
    expect(parseIngredientLine(input, language)).toEqual(expected);
  });

  it("reads another language's units only in that language", () => {
    expect(parseIngredientLine('2 EL Rapsöl')).toEqual(line(2, null, 'EL Rapsöl'));
    expect(parseIngredientLine('1 cc vanilla')).toEqual(line(1, 'ml', 'vanilla'));
    expect(parseIngredientLine('1 cc de vanille', 'fr')).toEqual(line(1, 'tsp', 'vanille'));
  });
});
