import { describe, expect, it } from 'vitest';
import { alternatives, changedState, containedNames, countedName, describersFirst, foodList, formKind, headNoun, listedName, lookupNames, namesHead, sizeWord, unnamedKind, wordForms, wordRuns, wordsBeyond, writtenFood } from './food-name';

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

  it('drops words of amount or choice, never a food: "a pinch of", "a few", "of your choice", "to taste"', () => {
    expect(writtenFood('pinch of cayenne')).toBe('cayenne');
    expect(writtenFood('a dash of liquid hot pepper seasoning')).toBe('liquid hot pepper seasoning');
    expect(writtenFood('selection of nuts')).toBe('nuts');
    expect(writtenFood('a few salad leaves')).toBe('salad leaves');
    expect(writtenFood('a little lemon juice')).toBe('lemon juice');
    expect(writtenFood('little gem lettuce')).toBe('little gem lettuce');
    expect(writtenFood('hot sauce of your choice')).toBe('hot sauce');
    expect(writtenFood('drambuie or liqueur of your choice')).toBe('drambuie or liqueur');
    expect(writtenFood('salsa of choice')).toBe('salsa');
    expect(writtenFood('black pepper to taste')).toBe('black pepper');
    // What a food is not is no part of its name.
    expect(writtenFood('rolled oats not instant')).toBe('rolled oats');
    expect(writtenFood('quick cooking not instant oats')).toBe('quick cooking oats');
    expect(writtenFood('ripe but not soft hass avocados')).toBe('ripe hass avocados');
  });

  it('drops the tin or jar a food comes from, and what "including" adds, but no other "from"', () => {
    expect(writtenFood('chickpeas from a can')).toBe('chickpeas');
    expect(writtenFood('ginger from a jar')).toBe('ginger');
    expect(writtenFood('pineapple juice from the can of pineapple slices')).toBe('pineapple juice');
    expect(writtenFood('tomatoes including juice')).toBe('tomatoes');
    expect(writtenFood('leaf from a few dill')).toBe('leaf from a few dill');
    expect(writtenFood('shells from 1 pound of shrimp')).toBe('shells from 1 pound of shrimp');
  });

  it('reads ready-made, shop-bought, reserved and leftover foods as the food', () => {
    const names = (name: string) => lookupNames(name).map((n) => (n.exactOnly ? `=${n.name}` : n.name));
    expect(names('ready-made custard')).toEqual(['ready-made custard', 'custard']);
    expect(names('readymade chicken gravy')).toEqual(['readymade chicken gravy', 'chicken gravy']);
    expect(names('shop-bought puff pastry')).toEqual(['shop-bought puff pastry', 'puff pastry']);
    expect(names('reserved pasta water')).toEqual(['reserved pasta water', 'pasta water']);
    expect(names('high-quality unsalted butter')).toEqual(['high-quality unsalted butter', 'unsalted butter']);
    expect(names('ice-cold water')).toEqual(['ice-cold water', 'water']);
    // What is left over was cooked.
    expect(names('leftover white rice')).toEqual(['=cooked leftover white rice', '=cooked white rice', 'leftover white rice', 'white rice']);
  });

  it('tries each name in American spelling after the name as written', () => {
    const names = (name: string) => lookupNames(name).map((n) => (n.exactOnly ? `=${n.name}` : n.name));
    expect(names('lean minced beef')).toEqual(['lean minced beef', 'lean ground beef', 'lean beef']);
    expect(names('red food colouring')).toEqual(['red food colouring', 'red food coloring']);
    expect(names('olive oil')).toEqual(['olive oil']);
  });

  it('keeps reading past a comma that only separates describing words', () => {
    expect(writtenFood('boneless, skinless chicken breasts')).toBe('boneless skinless chicken breasts');
    expect(writtenFood('crisp, sweet apples')).toBe('crisp sweet apples');
    expect(writtenFood('large, ripe tomatoes, cut in wedges')).toBe('large ripe tomatoes');
    expect(writtenFood('chicken thighs, boneless')).toBe('chicken thighs');
  });

  it('offers each food after "or" in turn, trying it with the noun of "X or Y stock" first', () => {
    expect(alternatives('butter or margarine')).toEqual([['butter'], ['margarine']]);
    expect(alternatives('chicken or vegetable stock')).toEqual([['chicken stock', 'chicken'], ['vegetable stock']]);
    expect(alternatives('coarse kosher or sea salt')).toEqual([['coarse kosher salt', 'coarse kosher'], ['sea salt']]);
    expect(alternatives('shallots or green onions')).toEqual([['shallots onions', 'shallots'], ['green onions']]);
    expect(alternatives('rice bran oil or canola oil')).toEqual([['rice bran oil'], ['canola oil']]);
    expect(alternatives('chicken stock and/or water')).toEqual([['chicken stock'], ['water']]);
    expect(alternatives('candlenuts or macadamia nuts')).toEqual([['candlenuts'], ['macadamia nuts']]);
    // Lists whose commas the page lost: each run of words between the 'or's is one choice.
    expect(alternatives('cumin coriander or paprika')).toEqual([['cumin coriander'], ['paprika']]);
    expect(alternatives('brandy whisky or rum')).toEqual([['brandy whisky'], ['rum']]);
    expect(alternatives('stilton or gorgonzola or a similar blue cheese')).toEqual([
      ['stilton cheese', 'stilton'],
      ['gorgonzola cheese', 'gorgonzola'],
      ['blue cheese'],
    ]);
  });

  it('shares the two last words of the last choice at most, and never a piece word alone', () => {
    expect(alternatives('fresh or dried bay leaf')).toEqual([['fresh bay leaf', 'fresh'], ['dried bay leaf']]);
    expect(alternatives('dark or extra-dark chocolate chips')).toEqual([['dark chocolate chips', 'dark chips', 'dark'], ['extra-dark chocolate chips']]);
    expect(alternatives('burgundy or other red wine')).toEqual([['burgundy wine', 'burgundy'], ['red wine']]);
    // The noun is the next choice's of several words, not the last's.
    expect(alternatives('white or cider vinegar or lime juice')[0]).toEqual(['white vinegar', 'white']);
  });

  it('takes only the first food after "and", sharing the noun only after words of a kind', () => {
    expect(alternatives('salt and pepper')).toEqual([['salt']]);
    expect(alternatives('kosher salt and freshly ground black pepper')).toEqual([['kosher salt']]);
    expect(alternatives('salt & pepper')).toEqual([['salt']]);
    expect(alternatives('salt and freshly ground pepper')).toEqual([['salt']]);
    expect(alternatives('red and yellow bell peppers')).toEqual([['red bell peppers', 'red peppers', 'red']]);
    expect(alternatives('roasted and salted peanuts')).toEqual([['roasted peanuts', 'roasted']]);
    expect(alternatives('half-and-half')).toEqual([]);
    expect(alternatives('olive oil')).toEqual([]);
  });

  it('looks a two-food name up whole only exactly, then each of its foods as a choice of its own', () => {
    const names = (name: string) => lookupNames(name).map((n) => `${n.choice}${n.exactOnly ? '=' : ':'}${n.name}`);
    expect(names('half and half')).toEqual(['0=half and half', '0:half']);
    expect(names('fresh or frozen peas')).toEqual(['0=fresh or frozen peas', '0=or peas', '0:fresh peas', '0:peas', '0:fresh', '1:frozen peas', '1:peas']);
    expect(names('fresh sweet cicely or mint')).toEqual(['0=fresh sweet cicely or mint', '0=sweet cicely or mint', '0:fresh sweet cicely', '0:sweet cicely', '1:mint']);
    expect(names('boneless, skinless chicken breasts')).toEqual(['0:boneless skinless chicken breasts', '0:chicken breasts']);
  });

  it('joins the foods a preparation goes on listing after a name cut at its first comma', () => {
    expect(listedName('olive', 'sunflower, hazelnut or walnut oil')).toBe('olive or sunflower or hazelnut or walnut oil');
    expect(listedName('chicken', 'vegetable or beef stock')).toBe('chicken or vegetable or beef stock');
    expect(listedName('parsley', 'chives or dill, chopped')).toBe('parsley or chives or dill');
    expect(listedName('salt', 'pepper and nutmeg')).toBe('salt and pepper and nutmeg');
    // Notes on the one food named: how it is done, or which kind.
    expect(listedName('apple', 'grated or finely chopped')).toBe('apple');
    expect(listedName('tomatoes', 'peeled and chopped')).toBe('tomatoes');
    expect(listedName('green chilli', 'chopped, with or without seeds')).toBe('green chilli');
    expect(listedName('lemon', 'cut into wedges or slices')).toBe('lemon');
    expect(listedName('peas', 'fresh or frozen')).toBe('peas');
    expect(listedName('chorizo sausages', 'hot or mild, thickly sliced')).toBe('chorizo sausages');
    expect(listedName('onions', 'red or white')).toBe('onions');
    expect(listedName('garlic', 'crushed')).toBe('garlic');
    expect(listedName('garlic', null)).toBe('garlic');
    expect(lookupNames('olive', 'sunflower or walnut oil')[1]).toEqual({ name: 'olive oil', exactOnly: false, choice: 0 });
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
    expect(headNoun('streaky bacon rashers')).toEqual(['bacon']);
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
    // A food name's note is not its noun: oil-packed tomatoes are tomatoes, not oil.
    expect(namesHead('sun-dried tomato flavored olive oil', ['oil-packed sun-dried tomatoes', 'sun-dried tomatoes in oil'])).toBe(false);
    expect(namesHead('chickpeas', ['chickpeas (canned, drained)'])).toBe(true);
  });

  it('reads the word in front of a form or class head as the food the name is about', () => {
    expect(formKind('fresh ginger juice')).toBe('ginger');
    expect(formKind('wasabi powder')).toBe('wasabi');
    expect(formKind('gorgonzola cheese')).toBe('gorgonzola');
    expect(formKind('cod fish filets')).toBe('cod');
    // No form head, or nothing in front of it.
    expect(formKind('crisp sweet apples')).toBeUndefined();
    expect(formKind('juice')).toBeUndefined();
    expect(formKind('fresh juice')).toBeUndefined();
  });

  it('does not take a form of another food for a form whose food is written in front', () => {
    expect(namesHead('ginger juice', ['grape juice', 'white grape juice'])).toBe(false);
    expect(namesHead('wasabi powder', ['dried porcini', 'porcini powder'])).toBe(false);
    expect(namesHead('shrimp paste', ['tahini', 'sesame paste'])).toBe(false);
    expect(namesHead('old bay seasoning', ['poultry seasoning'])).toBe(false);
    expect(namesHead('bonito flakes', ['bran flakes'])).toBe(false);
    expect(namesHead('lemon curd', ['firm tofu', 'bean curd'])).toBe(false);
    expect(namesHead('steak', ['ham', 'ham steak'])).toBe(false);
    expect(namesHead('cod fish filets', ['beef tenderloin', 'beef filets'])).toBe(false);
    expect(namesHead('juniper berries', ['goji berries'])).toBe(false);
    expect(namesHead('christmas pudding', ['black pudding'])).toBe(false);
    expect(namesHead('parmesan rinds', ['pork rinds'])).toBe(false);
    expect(namesHead('lobster shells', ['pasta shells'])).toBe(false);
    // The same food's form, with describing words or a typo, is still it.
    expect(namesHead('low-sodium vegetable broth', ['vegetable broth'])).toBe(true);
    expect(namesHead('fresh lime juice', ['lime juice'])).toBe(true);
    expect(namesHead('parmesean cheese', ['parmesan', 'parmesan cheese'])).toBe(true);
    expect(namesHead('thai sweet chile sauce', ['sweet chili sauce'])).toBe(true);
  });

  it('takes a kind of a class named alone for it only when the food is of that class', () => {
    expect(namesHead('gorgonzola cheese', ['blue cheese', 'gorgonzola'], 'cheese')).toBe(true);
    expect(namesHead('madeira wine', ['sherry', 'madeira'], 'beverages')).toBe(true);
    expect(namesHead('grey mullet steaks', ['grey mullet'], 'fish and seafood')).toBe(true);
    // Whipped cream is no cheese, goat milk no cheese: 'whipped cream cheese' is neither.
    expect(namesHead('whipped cream cheese', ['whipped cream'], 'dairy')).toBe(false);
    expect(namesHead("goat's milk cheese", ['goat milk'], 'dairy')).toBe(false);
    // A form is not its food: ginger juice is not ginger.
    expect(namesHead('ginger juice', ['ginger'], 'vegetables')).toBe(false);
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
    // Cooked as written, for each food the line offers.
    expect(names('hot cooked basmati or long-grain rice')).toContain('=cooked long-grain rice');
  });

  it('finds the words that make a written food another state or part of a food found for it', () => {
    const food = (names: string[], description: string, category: string, energyKcal: number) => ({ names, description, category, energyKcal });
    const mackerel = food(['mackerel'], 'Fish, mackerel, Atlantic, raw', 'fish and seafood', 205);
    const paprika = food(['paprika'], 'Spices, paprika', 'spices', 282);
    expect(changedState('smoked mackerel', mackerel)).toEqual(['smoked']);
    // Not raw in the table: smoked paprika is paprika.
    expect(changedState('smoked paprika', paprika)).toEqual([]);
    // Always another food, whatever the table's food is.
    expect(changedState('pickled walnuts', food(['walnuts'], 'Nuts, walnuts, english', 'nuts and seeds', 654))).toEqual(['pickled']);
    // Dried: a fresh food is not it, a dense one is.
    const raspberries = food(['raspberries'], 'Raspberries, raw', 'fruit', 52);
    expect(changedState('freeze-dried raspberries', raspberries)).toEqual(['dried']);
    expect(changedState('dried lentils', food(['lentils'], 'Lentils, raw', 'legumes and soy', 352))).toEqual([]);
    // Named by the food or its description: 'tinned' is 'canned'.
    expect(changedState('tinned tomatoes', food(['canned tomatoes'], 'Tomatoes, red, ripe, canned', 'vegetables', 32))).toEqual([]);
    expect(changedState('tinned apricots', food(['apricot'], 'Apricots, raw', 'fruit', 48))).toEqual(['tinned']);
    // Describing words change nothing.
    expect(changedState('fresh frozen raspberries', raspberries)).toEqual([]);
    // Uncooked is not cooked; a leaf is not the fruit or the seeds.
    expect(changedState('uncooked white rice', food(['cooked white rice'], 'Rice, white, cooked', 'grains', 130))).toEqual(['uncooked']);
    expect(changedState('banana leaf', food(['banana'], 'Bananas, raw', 'fruit', 89))).toEqual(['leaf']);
    expect(changedState('fenugreek leaf', food(['fenugreek seeds'], 'Spices, fenugreek seed', 'spices', 323))).toEqual(['leaf']);
    expect(changedState('curry leaves', food(['curry leaves'], 'Curry leaves', 'herbs', 108))).toEqual([]);
  });

  it('finds the size of a piece', () => {
    expect(sizeWord('large eggs')).toBe('large');
    expect(sizeWord('onion', 'extra-large, diced')).toBe('extra large');
    expect(sizeWord('onion', null)).toBeNull();
  });

  it('reads a counted pepper with no other name as a sweet pepper, a spoon of pepper as black pepper', () => {
    expect(countedName('pepper', { quantity: 2, unit: null })).toBe('bell pepper');
    expect(countedName('peppers', { quantity: 2, unit: null })).toBe('bell peppers');
    expect(countedName('large peppers', { quantity: 2, unit: null })).toBe('bell peppers');
    expect(countedName('whole pepper', { quantity: 2, unit: null })).toBe('bell pepper');
    expect(countedName('Peppers, deseeded', { quantity: 1, unit: 'large' })).toBe('bell peppers');
    // By the spoon or pinch it is the spice; a pepper with a name of its own keeps it.
    expect(countedName('pepper', { quantity: 1, unit: 'tsp' })).toBe('pepper');
    expect(countedName('pepper', { quantity: 1, unit: 'pinch' })).toBe('pepper');
    // With no number it is the seasoning: 'pepper, to taste'.
    expect(countedName('pepper', { quantity: null, unit: null })).toBe('pepper');
    expect(countedName('freshly ground pepper', { quantity: 2, unit: null })).toBe('freshly ground pepper');
    expect(countedName('jalapeño pepper', { quantity: 2, unit: null })).toBe('jalapeño pepper');
    expect(countedName('red peppers', { quantity: 2, unit: null })).toBe('red peppers');
    expect(countedName('black peppercorns', { quantity: 2, unit: null })).toBe('black peppercorns');
    expect(countedName('onions', { quantity: 2, unit: null })).toBe('onions');
  });

  it('says which word in front of a generic head names another food than the one found by the head', () => {
    expect(unnamedKind('kamut flour', ['all-purpose flour', 'flour'])).toBe('kamut');
    expect(unnamedKind('unsweetened plain vegan milk', ['whole milk', 'milk'])).toBe('vegan');
    expect(unnamedKind('soy yogurt', ['plain yogurt'])).toBe('soy');
    expect(unnamedKind('dairy-free butter', ['butter'])).toBe('dairy-free');
    // Words that keep, serve or grade the plain food, and a food that carries the word.
    expect(unnamedKind('warm milk', ['whole milk'])).toBeUndefined();
    expect(unnamedKind('full-fat yogurt', ['plain yogurt'])).toBeUndefined();
    expect(unnamedKind('european-style butter', ['butter'])).toBeUndefined();
    expect(unnamedKind('whipping 35% cream', ['heavy cream', 'whipping cream'])).toBeUndefined();
    expect(unnamedKind('cold salted butter', ['butter'])).toBeUndefined();
    expect(unnamedKind('rye flour', ['rye flour'])).toBeUndefined();
    // Only generic heads: another head's kind is namesHead's and formKind's to judge.
    expect(unnamedKind('truffle oil', ['vegetable oil'])).toBeUndefined();
  });

  it('reads a run of seasonings or fruit with nothing between them as a list, its first food first', () => {
    const categories: Record<string, string> = {
      salt: 'spices', 'kosher salt': 'spices', pepper: 'spices', oregano: 'spices', thyme: 'herbs', 'fresh mint': 'herbs', dill: 'herbs',
      lemon: 'fruit', orange: 'fruit', 'orange zest': 'fruit', garlic: 'vegetables', pork: 'meat', sausage: 'meat', sugar: 'sweeteners', cinnamon: 'spices',
    };
    const categoryOf = (n: string) => categories[n];
    expect(foodList('kosher salt pepper', categoryOf)).toEqual(['kosher salt', 'pepper']);
    expect(foodList('oregano thyme', categoryOf)).toEqual(['oregano', 'thyme']);
    expect(foodList('fresh mint dill', categoryOf)).toEqual(['fresh mint', 'dill']);
    expect(foodList('ripe lemon orange', categoryOf)).toEqual(['lemon', 'orange']);
    // A word that names no food, foods of other kinds, foods of two kinds, a form of a food, one food.
    expect(foodList('salt smooth', categoryOf)).toEqual([]);
    expect(foodList('garlic salt', categoryOf)).toEqual([]);
    expect(foodList('pork sausage', categoryOf)).toEqual([]);
    expect(foodList('cinnamon sugar', categoryOf)).toEqual([]);
    expect(foodList('lemon orange zest', categoryOf)).toEqual([]);
    expect(foodList('kosher salt', categoryOf)).toEqual([]);
  });

  it('gives the runs of up to three words a list may be read by', () => {
    expect(wordRuns('Salt black pepper')).toEqual(['salt', 'salt black', 'salt black pepper', 'black', 'black pepper', 'pepper']);
  });

  it('reads mixed kinds before and as sharing the food that follows', () => {
    expect(alternatives('mixed black and white sesame seeds')[0]).toContain('mixed black sesame seeds');
  });

  it('puts the words of state, grade or quality a name ends in before its food', () => {
    expect(describersFirst('peanut butter smooth')).toBe('smooth peanut butter');
    expect(describersFirst('almonds activated')).toBe('activated almonds');
    expect(describersFirst('ground beef 80-90% lean')).toBe('80-90% lean ground beef');
    expect(describersFirst('chicken thighs boneless and skinless')).toBe('boneless and skinless chicken thighs');
    // A food's own last word: a colour, a seed, a piece, another food after 'and'; a name of describing words only.
    expect(describersFirst('egg white')).toBe('egg white');
    expect(describersFirst('blood orange')).toBe('blood orange');
    expect(describersFirst('golden flaxseed')).toBe('golden flaxseed');
    expect(describersFirst('chicken breast halves')).toBe('chicken breast halves');
    expect(describersFirst('salt and pepper')).toBe('salt and pepper');
    expect(describersFirst('smooth')).toBe('smooth');
  });

  it('lets a head noun one typo apart agree only when asked, and never a form head', () => {
    expect(namesHead('pickling cucmbers', ['cucumber', 'cucumbers'])).toBe(false);
    expect(namesHead('pickling cucmbers', ['cucumber', 'cucumbers'], null, true)).toBe(true);
    expect(namesHead('kosher sale', ['salt', 'kosher salt'], null, true)).toBe(true);
    expect(namesHead('pandan paste', ['pasta'], null, true)).toBe(false);
  });

  it('explains a written word by a food word one typo apart only when asked', () => {
    expect(wordsBeyond('kosher sale', ['salt', 'kosher salt'])).toEqual(['sale']);
    expect(wordsBeyond('kosher sale', ['salt', 'kosher salt'], true)).toEqual([]);
    expect(wordsBeyond('pickling cucmbers', ['cucumber'], true)).toEqual(['pickling']);
  });

  it("drops an 'of' tail that says what the pieces are like, not one that says whose they are", () => {
    expect(writtenFood('cherry tomatoes of assorted colors')).toBe('cherry tomatoes');
    expect(writtenFood('bell peppers of various colours')).toBe('bell peppers');
    expect(writtenFood('dried red chiles of moderate heat')).toBe('dried red chiles');
    expect(writtenFood('cream of tartar')).toBe('cream of tartar');
    expect(writtenFood('cream of mushroom soup')).toBe('cream of mushroom soup');
    expect(writtenFood('head of lettuce')).toBe('head of lettuce');
  });
});
