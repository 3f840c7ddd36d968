/**
 * Twenty reference recipes for the nutrition accuracy check (`npm run bench -- nutrition`), with
 * ingredient lines as a cook writes them. Each recipe's per-serving figures were worked out by hand
 * from USDA SR28 (FOOD_DES, NUT_DATA, WEIGHT): for every line, the SR28 food a cook would pick
 * (NDB number), its grams from the food's own household measure in WEIGHT (or the written mass),
 * and its per-100 g energy (208), protein (203), fat (204) and carbohydrate (205). The comments
 * carry that arithmetic so anyone with the SR28 files can check it; the engine's curated foods
 * and matching play no part in these numbers.
 */

export interface ReferenceRecipe {
  title: string;
  servings: number;
  lines: string[];
  /** Per serving, from the arithmetic in the comments. */
  reference: { kcal: number; protein: number; fat: number; carbs: number };
}

export const REFERENCE_RECIPES: ReferenceRecipe[] = [
  {
    // 1 1/2 cups all-purpose flour: NDB 20081 Wheat flour, white, all-purpose, enriched, bleached; 187.5 g (1.5 x 1 cup 125 g); per 100 g 364 kcal, P 10.33, F 0.98, C 76.31
    // 1 1/4 cups whole milk: NDB 01077 Milk, whole, 3.25% milkfat, with added vitamin D; 305 g (1.25 x 1 cup 244 g); per 100 g 61 kcal, P 3.15, F 3.25, C 4.8
    // 1 large egg: NDB 01123 Egg, whole, raw, fresh; 50 g (1 large 50 g); per 100 g 143 kcal, P 12.56, F 9.51, C 0.72
    // 3 tbsp unsalted butter, melted: NDB 01145 Butter, without salt; 42.6 g (3 x 1 tbsp 14.2 g); per 100 g 717 kcal, P 0.85, F 81.11, C 0.06
    // 2 tbsp sugar: NDB 19335 Sugars, granulated; 25 g (1 tbsp is 1/16 of 1 cup 200 g); per 100 g 387 kcal, P 0, F 0, C 99.98
    // 1 tbsp baking powder: NDB 18369 Leavening agents, baking powder, double-acting, sodium alumi; 13.8 g (3 x 1 tsp 4.6 g); per 100 g 53 kcal, P 0, F 0, C 27.7
    // 1/2 tsp salt: NDB 02047 Salt, table; 3 g (0.5 x 1 tsp 6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 1349.6 kcal, P 35.6, F 51.1, C 186.9; / 4 servings
    title: 'Buttermilk-free pancakes',
    servings: 4,
    lines: ['1 1/2 cups all-purpose flour', '1 1/4 cups whole milk', '1 large egg', '3 tbsp unsalted butter, melted', '2 tbsp sugar', '1 tbsp baking powder', '1/2 tsp salt'],
    reference: { kcal: 337.4, protein: 8.9, fat: 12.8, carbs: 46.7 },
  },
  {
    // The recipe names the avocado: 'ripe avocados' alone could be a Hass (136 g of flesh) or a
    // Florida fruit twice that size, and USDA's unspecified one (09037, 201 g) averages the two.
    // 3 Hass avocados: NDB 09038 Avocados, raw, California; 408 g (3 x 1 fruit, without skin and seed 136 g); per 100 g 167 kcal, P 1.96, F 15.41, C 8.64
    // 2 tbsp lime juice: NDB 09160 Lime juice, raw; 30.8 g (2 tbsp = 1 fl oz 30.8 g); per 100 g 25 kcal, P 0.42, F 0.07, C 8.42
    // 1/4 cup chopped red onion: NDB 11282 Onions, raw; 40 g (0.25 x 1 cup, chopped 160 g); per 100 g 40 kcal, P 1.1, F 0.1, C 9.34
    // 1 medium tomato, diced: NDB 11529 Tomatoes, red, ripe, raw, year round average; 123 g (1 medium 123 g); per 100 g 18 kcal, P 0.88, F 0.2, C 3.89
    // 2 tbsp chopped cilantro: NDB 11165 Coriander (cilantro) leaves, raw; 2 g (0.25 cup = 4 tbsp weighs 4 g, so 1 g a tbsp); per 100 g 23 kcal, P 2.13, F 0.52, C 3.67
    // 1/2 tsp salt: NDB 02047 Salt, table; 3 g (0.5 x 1 tsp 6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 727.7 kcal, P 9.7, F 63.2, C 46.4; / 4 servings
    title: 'Guacamole',
    servings: 4,
    lines: ['3 Hass avocados', '2 tbsp lime juice', '1/4 cup chopped red onion', '1 medium tomato, diced', '2 tbsp chopped cilantro', '1/2 tsp salt'],
    reference: { kcal: 181.9, protein: 2.4, fat: 15.8, carbs: 11.6 },
  },
  {
    // 1 lb boneless skinless chicken breast: NDB 05062 Chicken, broiler or fryers, breast, skinless, boneless, meat; 453.6 g (1 lb 453.6 g); per 100 g 120 kcal, P 22.5, F 2.62, C 0
    // 2 tbsp vegetable oil: NDB 04044 Oil, soybean, salad or cooking; 27.2 g (2 x 1 tbsp 13.6 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 red bell pepper, sliced: NDB 11821 Peppers, sweet, red, raw; 119 g (1 medium 119 g); per 100 g 31 kcal, P 0.99, F 0.3, C 6.03
    // 2 cups broccoli florets: NDB 11090 Broccoli, raw; 182 g (2 x 1 cup chopped 91 g); per 100 g 34 kcal, P 2.82, F 0.37, C 6.64
    // 3 cloves garlic, minced: NDB 11215 Garlic, raw; 9 g (3 cloves 9 g); per 100 g 149 kcal, P 6.36, F 0.5, C 33.06
    // 3 tbsp soy sauce: NDB 16123 Soy sauce made from soy and wheat (shoyu); 48 g (3 x 1 tbsp 16 g); per 100 g 53 kcal, P 8.14, F 0.57, C 4.93
    // 1 tbsp cornstarch: NDB 20027 Cornstarch; 8 g (1 tbsp is 1/16 of 1 cup 128 g); per 100 g 381 kcal, P 0.26, F 0.05, C 91.27
    // whole recipe 952.9 kcal, P 112.9, F 40.4, C 31.9; / 4 servings
    title: 'Chicken and broccoli stir-fry',
    servings: 4,
    lines: ['1 lb boneless skinless chicken breast', '2 tbsp vegetable oil', '1 red bell pepper, sliced', '2 cups broccoli florets', '3 cloves garlic, minced', '3 tbsp soy sauce', '1 tbsp cornstarch'],
    reference: { kcal: 238.2, protein: 28.2, fat: 10.1, carbs: 8.0 },
  },
  {
    // 12 oz spaghetti: NDB 20120 Pasta, dry, enriched; 340.2 g (12 x 28.35 g); per 100 g 371 kcal, P 13.04, F 1.51, C 74.67
    // 2 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 27 g (2 x 1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 (28 oz) can crushed tomatoes: NDB 11693 Tomatoes, crushed, canned; 793.8 g (28 x 28.35 g); per 100 g 32 kcal, P 1.64, F 0.28, C 7.29
    // 1 medium onion, chopped: NDB 11282 Onions, raw; 110 g (1 medium 110 g); per 100 g 40 kcal, P 1.1, F 0.1, C 9.34
    // 3 cloves garlic, minced: NDB 11215 Garlic, raw; 9 g (3 cloves 9 g); per 100 g 149 kcal, P 6.36, F 0.5, C 33.06
    // 1/4 cup grated parmesan: NDB 01032 Cheese, parmesan, grated; 25 g (0.25 x 1 cup 100 g); per 100 g 420 kcal, P 28.42, F 27.84, C 13.91
    // whole recipe 1917.2 kcal, P 66.3, F 41.5, C 328.6; / 4 servings
    title: 'Spaghetti with tomato sauce',
    servings: 4,
    lines: ['12 oz spaghetti', '2 tbsp olive oil', '1 (28 oz) can crushed tomatoes', '1 medium onion, chopped', '3 cloves garlic, minced', '1/4 cup grated parmesan'],
    reference: { kcal: 479.3, protein: 16.6, fat: 10.4, carbs: 82.2 },
  },
  {
    // 1 cup rolled oats: NDB 08120 Cereals, oats, regular and quick, not fortified, dry; 81 g (1 cup 81 g); per 100 g 379 kcal, P 13.15, F 6.52, C 67.7
    // 1 cup 2% milk: NDB 01079 Milk, reduced fat, fluid, 2% milkfat, with added vitamin A a; 244 g (1 cup 244 g); per 100 g 50 kcal, P 3.3, F 1.98, C 4.8
    // 1/2 cup nonfat Greek yogurt: NDB 01256 Yogurt, Greek, plain, nonfat; 122.5 g (SR28 gives 1 container 170 g only; 1/2 cup by water-like density of yogurt 1.035 g/ml (01116: 1 cup 245 g) = 122.5 g); per 100 g 59 kcal, P 10.19, F 0.39, C 3.6
    // 1 tbsp honey: NDB 19296 Honey; 21 g (1 tbsp 21 g); per 100 g 304 kcal, P 0.3, F 0, C 82.4
    // 1 cup blueberries: NDB 09050 Blueberries, raw; 148 g (1 cup 148 g); per 100 g 57 kcal, P 0.74, F 0.33, C 14.49
    // whole recipe 649.5 kcal, P 32.3, F 11.1, C 109.7; / 2 servings
    title: 'Blueberry overnight oats',
    servings: 2,
    lines: ['1 cup rolled oats', '1 cup 2% milk', '1/2 cup nonfat Greek yogurt', '1 tbsp honey', '1 cup blueberries'],
    reference: { kcal: 324.7, protein: 16.2, fat: 5.5, carbs: 54.9 },
  },
  {
    // 2 (15 oz) cans black beans, drained: NDB 16315 Beans, black, mature seeds, cooked, boiled, with salt; 510 g (a 15-oz can drains to about 255 g (SR28 drained cans: kidney 16145 266 g, chickpeas 16358 253 g)); per 100 g 132 kcal, P 8.86, F 0.54, C 23.71
    // 1 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 13.5 g (1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 large onion, chopped: NDB 11282 Onions, raw; 150 g (1 large 150 g); per 100 g 40 kcal, P 1.1, F 0.1, C 9.34
    // 2 carrots, diced: NDB 11124 Carrots, raw; 122 g (2 x 1 medium 61 g); per 100 g 41 kcal, P 0.93, F 0.24, C 9.58
    // 4 cups chicken broth: NDB 06194 Soup, chicken broth, ready-to-serve; 996 g (4 x 1 cup 249 g); per 100 g 6 kcal, P 0.64, F 0.21, C 0.44
    // 1 tsp ground cumin: NDB 02014 Spices, cumin seed; 2.1 g (1 tsp 2.1 g); per 100 g 375 kcal, P 17.81, F 22.27, C 44.24
    // whole recipe 970.2 kcal, P 54.7, F 19.3, C 151.9; / 6 servings
    title: 'Black bean soup',
    servings: 6,
    lines: ['2 (15 oz) cans black beans, drained', '1 tbsp olive oil', '1 large onion, chopped', '2 carrots, diced', '4 cups chicken broth', '1 tsp ground cumin'],
    reference: { kcal: 161.7, protein: 9.1, fat: 3.2, carbs: 25.3 },
  },
  {
    // 3 ripe bananas, mashed: NDB 09040 Bananas, raw; 354 g (3 x 1 medium 118 g); per 100 g 89 kcal, P 1.09, F 0.33, C 22.84
    // 1/3 cup butter, melted: NDB 01145 Butter, without salt; 75.6667 g (1 cup 227 g / 3); per 100 g 717 kcal, P 0.85, F 81.11, C 0.06
    // 3/4 cup packed brown sugar: NDB 19334 Sugars, brown; 165 g (0.75 x 1 cup packed 220 g); per 100 g 380 kcal, P 0.12, F 0, C 98.09
    // 1 large egg: NDB 01123 Egg, whole, raw, fresh; 50 g (1 large 50 g); per 100 g 143 kcal, P 12.56, F 9.51, C 0.72
    // 1 tsp baking soda: NDB 18372 Leavening agents, baking soda; 4.6 g (1 tsp 4.6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // 1 1/2 cups all-purpose flour: NDB 20081 Wheat flour, white, all-purpose, enriched, bleached; 187.5 g (1.5 x 1 cup 125 g); per 100 g 364 kcal, P 10.33, F 0.98, C 76.31
    // whole recipe 2238.6 kcal, P 30.3, F 69.1, C 386.2; / 10 servings
    title: 'Banana bread',
    servings: 10,
    lines: ['3 ripe bananas, mashed', '1/3 cup butter, melted', '3/4 cup packed brown sugar', '1 large egg', '1 tsp baking soda', '1 1/2 cups all-purpose flour'],
    reference: { kcal: 223.9, protein: 3.0, fat: 6.9, carbs: 38.6 },
  },
  {
    // 2 medium tomatoes, cut into wedges: NDB 11529 Tomatoes, red, ripe, raw, year round average; 246 g (2 x 1 medium 123 g); per 100 g 18 kcal, P 0.88, F 0.2, C 3.89
    // 1 cucumber, sliced: NDB 11205 Cucumber, with peel, raw; 301 g (1 cucumber 301 g); per 100 g 15 kcal, P 0.65, F 0.11, C 3.63
    // 1/2 small red onion, thinly sliced: NDB 11282 Onions, raw; 35 g (0.5 x 1 small 70 g); per 100 g 40 kcal, P 1.1, F 0.1, C 9.34
    // 1/2 cup crumbled feta: NDB 01019 Cheese, feta; 75 g (0.5 x 1 cup crumbled 150 g); per 100 g 264 kcal, P 14.21, F 21.28, C 4.09
    // 1/4 cup black olives: NDB 09193 Olives, ripe, canned (small-extra large); 33.6 g (1/4 cup = 4 tbsp x 8.4 g); per 100 g 115 kcal, P 0.84, F 10.68, C 6.26
    // 3 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 40.5 g (3 x 1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 tbsp red wine vinegar: NDB 02068 Vinegar, red wine; 14.9 g (1 tbsp 14.9 g); per 100 g 19 kcal, P 0.04, F 0, C 0.27
    // whole recipe 700.9 kcal, P 15.5, F 60.9, C 29.0; / 4 servings
    title: 'Greek salad',
    servings: 4,
    lines: ['2 medium tomatoes, cut into wedges', '1 cucumber, sliced', '1/2 small red onion, thinly sliced', '1/2 cup crumbled feta', '1/4 cup black olives', '3 tbsp olive oil', '1 tbsp red wine vinegar'],
    reference: { kcal: 175.2, protein: 3.9, fat: 15.2, carbs: 7.2 },
  },
  {
    // 4 large eggs: NDB 01123 Egg, whole, raw, fresh; 200 g (4 x 1 large 50 g); per 100 g 143 kcal, P 12.56, F 9.51, C 0.72
    // 2 tbsp whole milk: NDB 01077 Milk, whole, 3.25% milkfat, with added vitamin D; 30 g (2 x 1 tbsp 15 g); per 100 g 61 kcal, P 3.15, F 3.25, C 4.8
    // 1 tbsp butter: NDB 01001 Butter, salted; 14.2 g (1 tbsp 14.2 g); per 100 g 717 kcal, P 0.85, F 81.11, C 0.06
    // pinch of salt: NDB 02047 Salt, table; 0.375 g (1/16 tsp of 6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 406.1 kcal, P 26.2, F 31.5, C 2.9; / 2 servings
    title: 'Scrambled eggs',
    servings: 2,
    lines: ['4 large eggs', '2 tbsp whole milk', '1 tbsp butter', 'pinch of salt'],
    reference: { kcal: 203.1, protein: 13.1, fat: 15.8, carbs: 1.4 },
  },
  {
    // 1 lb 85% lean ground beef: NDB 23567 Beef, ground, 85% lean meat / 15% fat, raw; 453.6 g (1 lb 453.6 g); per 100 g 215 kcal, P 18.59, F 15, C 0
    // 1 medium onion, chopped: NDB 11282 Onions, raw; 110 g (1 medium 110 g); per 100 g 40 kcal, P 1.1, F 0.1, C 9.34
    // 1 (15 oz) can kidney beans, drained: NDB 16145 Beans, kidney, red, mature seeds, canned, drained solids; 266 g (1 can drained solids 266 g); per 100 g 124 kcal, P 7.98, F 1.05, C 21.49
    // 1 (28 oz) can diced tomatoes: NDB 11531 Tomatoes, red, ripe, canned, packed in tomato juice; 793.8 g (28 x 28.35 g); per 100 g 16 kcal, P 0.79, F 0.25, C 3.47
    // 2 tbsp chili powder: NDB 02009 Spices, chili powder; 16 g (2 x 1 tbsp 8 g); per 100 g 282 kcal, P 13.46, F 14.28, C 49.7
    // 1 cup beef broth: NDB 06008 Soup, beef broth or bouillon canned, ready-to-serve; 240 g (1 cup 240 g); per 100 g 7 kcal, P 1.14, F 0.22, C 0.04
    // whole recipe 1538.0 kcal, P 117.9, F 75.7, C 103.0; / 6 servings
    title: 'Beef and bean chili',
    servings: 6,
    lines: ['1 lb 85% lean ground beef', '1 medium onion, chopped', '1 (15 oz) can kidney beans, drained', '1 (28 oz) can diced tomatoes', '2 tbsp chili powder', '1 cup beef broth'],
    reference: { kcal: 256.3, protein: 19.7, fat: 12.6, carbs: 17.2 },
  },
  {
    // 1 1/2 lb salmon fillets: NDB 15236 Fish, salmon, Atlantic, farmed, raw; 680.4 g (1.5 x 453.6 g); per 100 g 208 kcal, P 20.42, F 13.42, C 0
    // 2 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 27 g (2 x 1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 2 tbsp lemon juice: NDB 09152 Lemon juice, raw; 30.5 g (2 tbsp = 1 fl oz 30.5 g); per 100 g 22 kcal, P 0.35, F 0.24, C 6.9
    // 2 cloves garlic, minced: NDB 11215 Garlic, raw; 6 g (2 cloves 6 g); per 100 g 149 kcal, P 6.36, F 0.5, C 33.06
    // whole recipe 1669.6 kcal, P 139.4, F 118.4, C 4.1; / 4 servings
    title: 'Garlic lemon baked salmon',
    servings: 4,
    lines: ['1 1/2 lb salmon fillets', '2 tbsp olive oil', '2 tbsp lemon juice', '2 cloves garlic, minced'],
    reference: { kcal: 417.4, protein: 34.9, fat: 29.6, carbs: 1.0 },
  },
  {
    // 1 (15 oz) can chickpeas, drained: NDB 16358 Chickpeas (garbanzo beans, bengal gram), mature seeds, canne; 253 g (1 can drained 253 g); per 100 g 139 kcal, P 7.05, F 2.77, C 22.53
    // 1/4 cup tahini: NDB 12166 Seeds, sesame butter, tahini, from roasted and toasted kerne; 60 g (1/4 cup = 4 tbsp x 15 g); per 100 g 595 kcal, P 17, F 53.76, C 21.19
    // 3 tbsp lemon juice: NDB 09152 Lemon juice, raw; 45.75 g (3 tbsp = 1.5 fl oz x 30.5 g); per 100 g 22 kcal, P 0.35, F 0.24, C 6.9
    // 2 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 27 g (2 x 1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 clove garlic: NDB 11215 Garlic, raw; 3 g (1 clove 3 g); per 100 g 149 kcal, P 6.36, F 0.5, C 33.06
    // 1/2 tsp salt: NDB 02047 Salt, table; 3 g (0.5 x 1 tsp 6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 961.9 kcal, P 28.4, F 66.4, C 73.9; / 8 servings
    title: 'Classic hummus',
    servings: 8,
    lines: ['1 (15 oz) can chickpeas, drained', '1/4 cup tahini', '3 tbsp lemon juice', '2 tbsp olive oil', '1 clove garlic', '1/2 tsp salt'],
    reference: { kcal: 120.2, protein: 3.5, fat: 8.3, carbs: 9.2 },
  },
  {
    // 2 1/4 cups all-purpose flour: NDB 20081 Wheat flour, white, all-purpose, enriched, bleached; 281.25 g (2.25 x 1 cup 125 g); per 100 g 364 kcal, P 10.33, F 0.98, C 76.31
    // 1 cup butter, softened: NDB 01001 Butter, salted; 227 g (1 cup 227 g); per 100 g 717 kcal, P 0.85, F 81.11, C 0.06
    // 3/4 cup sugar: NDB 19335 Sugars, granulated; 150 g (0.75 x 1 cup 200 g); per 100 g 387 kcal, P 0, F 0, C 99.98
    // 3/4 cup packed brown sugar: NDB 19334 Sugars, brown; 165 g (0.75 x 1 cup packed 220 g); per 100 g 380 kcal, P 0.12, F 0, C 98.09
    // 2 large eggs: NDB 01123 Egg, whole, raw, fresh; 100 g (2 x 1 large 50 g); per 100 g 143 kcal, P 12.56, F 9.51, C 0.72
    // 2 cups semisweet chocolate chips: NDB 19080 Candies, semisweet chocolate; 336 g (2 x 1 cup chips 168 g); per 100 g 480 kcal, P 4.2, F 30, C 63.9
    // 1 tsp vanilla extract: NDB 02050 Vanilla extract; 4.2 g (1 tsp 4.2 g); per 100 g 288 kcal, P 0.06, F 0.06, C 12.65
    // 1 tsp baking soda: NDB 18372 Leavening agents, baking soda; 4.6 g (1 tsp 4.6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 5626.7 kcal, P 57.9, F 297.2, C 742.5; / 24 servings
    title: 'Chocolate chip cookies',
    servings: 24,
    lines: ['2 1/4 cups all-purpose flour', '1 cup butter, softened', '3/4 cup sugar', '3/4 cup packed brown sugar', '2 large eggs', '2 cups semisweet chocolate chips', '1 tsp vanilla extract', '1 tsp baking soda'],
    reference: { kcal: 234.4, protein: 2.4, fat: 12.4, carbs: 30.9 },
  },
  {
    // 3 cups cooked white rice: NDB 20045 Rice, white, long-grain, regular, enriched, cooked; 474 g (3 x 1 cup 158 g); per 100 g 130 kcal, P 2.69, F 0.28, C 28.17
    // 2 large eggs, beaten: NDB 01123 Egg, whole, raw, fresh; 100 g (2 x 1 large 50 g); per 100 g 143 kcal, P 12.56, F 9.51, C 0.72
    // 1 cup frozen peas: NDB 11312 Peas, green, frozen, unprepared; 134 g (1 cup 134 g); per 100 g 77 kcal, P 5.22, F 0.4, C 13.62
    // 2 tbsp vegetable oil: NDB 04044 Oil, soybean, salad or cooking; 27.2 g (2 x 1 tbsp 13.6 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 3 tbsp soy sauce: NDB 16123 Soy sauce made from soy and wheat (shoyu); 48 g (3 x 1 tbsp 16 g); per 100 g 53 kcal, P 8.14, F 0.57, C 4.93
    // 3 green onions, sliced: NDB 11291 Onions, spring or scallions (includes tops and bulb), raw; 45 g (3 x 1 medium 15 g); per 100 g 32 kcal, P 1.83, F 0.19, C 7.34
    // whole recipe 1142.7 kcal, P 37.0, F 38.9, C 158.2; / 4 servings
    title: 'Egg fried rice',
    servings: 4,
    lines: ['3 cups cooked white rice', '2 large eggs, beaten', '1 cup frozen peas', '2 tbsp vegetable oil', '3 tbsp soy sauce', '3 green onions, sliced'],
    reference: { kcal: 285.7, protein: 9.3, fat: 9.7, carbs: 39.5 },
  },
  {
    // 2 lb russet potatoes, peeled and cubed: NDB 11353 Potatoes, russet, flesh and skin, raw; 907.2 g (2 x 453.6 g); per 100 g 79 kcal, P 2.14, F 0.08, C 18.07
    // 1/2 cup whole milk: NDB 01077 Milk, whole, 3.25% milkfat, with added vitamin D; 122 g (0.5 x 1 cup 244 g); per 100 g 61 kcal, P 3.15, F 3.25, C 4.8
    // 4 tbsp butter: NDB 01001 Butter, salted; 56.8 g (4 x 1 tbsp 14.2 g); per 100 g 717 kcal, P 0.85, F 81.11, C 0.06
    // 1 tsp salt: NDB 02047 Salt, table; 6 g (1 tsp 6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 1198.4 kcal, P 23.7, F 50.8, C 169.8; / 6 servings
    title: 'Mashed potatoes',
    servings: 6,
    lines: ['2 lb russet potatoes, peeled and cubed', '1/2 cup whole milk', '4 tbsp butter', '1 tsp salt'],
    reference: { kcal: 199.7, protein: 4.0, fat: 8.5, carbs: 28.3 },
  },
  {
    // 1 banana: NDB 09040 Bananas, raw; 118 g (1 medium 118 g); per 100 g 89 kcal, P 1.09, F 0.33, C 22.84
    // 1 cup frozen strawberries: NDB 09318 Strawberries, frozen, unsweetened; 149 g (1 cup, unthawed 149 g); per 100 g 35 kcal, P 0.43, F 0.11, C 9.13
    // 1 cup plain yogurt: NDB 01116 Yogurt, plain, whole milk, 8 grams protein per 8 ounce; 245 g (1 cup (8 fl oz) 245 g); per 100 g 61 kcal, P 3.47, F 3.25, C 4.66
    // 1/2 cup orange juice: NDB 09206 Orange juice, raw; 124 g (0.5 x 1 cup 248 g); per 100 g 45 kcal, P 0.7, F 0.2, C 10.4
    // whole recipe 362.4 kcal, P 11.3, F 8.8, C 64.9; / 2 servings
    title: 'Strawberry banana smoothie',
    servings: 2,
    lines: ['1 banana', '1 cup frozen strawberries', '1 cup plain yogurt', '1/2 cup orange juice'],
    reference: { kcal: 181.2, protein: 5.6, fat: 4.4, carbs: 32.4 },
  },
  {
    // 1 cup dried lentils, rinsed: NDB 16069 Lentils, raw; 192 g (1 cup 192 g); per 100 g 352 kcal, P 24.63, F 1.06, C 63.35
    // 2 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 27 g (2 x 1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 medium onion, diced: NDB 11282 Onions, raw; 110 g (1 medium 110 g); per 100 g 40 kcal, P 1.1, F 0.1, C 9.34
    // 2 carrots, diced: NDB 11124 Carrots, raw; 122 g (2 x 1 medium 61 g); per 100 g 41 kcal, P 0.93, F 0.24, C 9.58
    // 2 stalks celery, diced: NDB 11143 Celery, raw; 80 g (2 x 1 stalk, medium 40 g); per 100 g 16 kcal, P 0.69, F 0.17, C 2.97
    // 6 cups vegetable broth: NDB 06700 Soup, vegetable broth, ready to serve; 1326 g (6 x 1 cup 221 g); per 100 g 5 kcal, P 0.24, F 0.07, C 0.93
    // 1 (14.5 oz) can diced tomatoes: NDB 11531 Tomatoes, red, ripe, canned, packed in tomato juice; 411.1 g (14.5 x 28.35 g); per 100 g 16 kcal, P 0.79, F 0.25, C 3.47
    // whole recipe 1153.4 kcal, P 56.6, F 31.5, C 172.6; / 6 servings
    title: 'Lentil vegetable soup',
    servings: 6,
    lines: ['1 cup dried lentils, rinsed', '2 tbsp olive oil', '1 medium onion, diced', '2 carrots, diced', '2 stalks celery, diced', '6 cups vegetable broth', '1 (14.5 oz) can diced tomatoes'],
    reference: { kcal: 192.2, protein: 9.4, fat: 5.3, carbs: 28.8 },
  },
  {
    // 2 cans tuna in water, drained: NDB 15121 Fish, tuna, light, canned in water, drained solids; 330 g (2 x 1 can 165 g); per 100 g 86 kcal, P 19.44, F 0.96, C 0
    // 1/3 cup mayonnaise: NDB 04025 Salad dressing, mayonnaise, regular; 73.3333 g (1 cup 220 g / 3); per 100 g 680 kcal, P 0.96, F 74.85, C 0.57
    // 1 stalk celery, finely diced: NDB 11143 Celery, raw; 40 g (1 stalk, medium 40 g); per 100 g 16 kcal, P 0.69, F 0.17, C 2.97
    // 1 tbsp Dijon mustard: NDB 02046 Mustard, prepared, yellow; 15 g (1 tbsp = 3 tsp x 5 g); per 100 g 60 kcal, P 3.74, F 3.34, C 5.83
    // whole recipe 797.9 kcal, P 65.7, F 58.6, C 2.5; / 3 servings
    title: 'Classic tuna salad',
    servings: 3,
    lines: ['2 cans tuna in water, drained', '1/3 cup mayonnaise', '1 stalk celery, finely diced', '1 tbsp Dijon mustard'],
    reference: { kcal: 266.0, protein: 21.9, fat: 19.5, carbs: 0.8 },
  },
  {
    // 2 lb sweet potatoes, cubed: NDB 11507 Sweet potato, raw, unprepared; 907.2 g (2 x 453.6 g); per 100 g 86 kcal, P 1.57, F 0.05, C 20.12
    // 3 tbsp olive oil: NDB 04053 Oil, olive, salad or cooking; 40.5 g (3 x 1 tbsp 13.5 g); per 100 g 884 kcal, P 0, F 100, C 0
    // 1 tsp smoked paprika: NDB 02028 Spices, paprika; 2.3 g (1 tsp 2.3 g); per 100 g 282 kcal, P 14.14, F 12.89, C 53.99
    // 1/2 tsp salt: NDB 02047 Salt, table; 3 g (0.5 x 1 tsp 6 g); per 100 g 0 kcal, P 0, F 0, C 0
    // whole recipe 1144.7 kcal, P 14.6, F 41.3, C 183.8; / 4 servings
    title: 'Roasted sweet potatoes',
    servings: 4,
    lines: ['2 lb sweet potatoes, cubed', '3 tbsp olive oil', '1 tsp smoked paprika', '1/2 tsp salt'],
    reference: { kcal: 286.2, protein: 3.6, fat: 10.3, carbs: 45.9 },
  },
  {
    // 1 cup rolled oats: NDB 08120 Cereals, oats, regular and quick, not fortified, dry; 81 g (1 cup 81 g); per 100 g 379 kcal, P 13.15, F 6.52, C 67.7
    // 1/2 cup creamy peanut butter: NDB 16098 Peanut butter, smooth style, with salt; 129 g (0.5 x 1 cup 258 g); per 100 g 598 kcal, P 22.21, F 51.36, C 22.31
    // 1/3 cup honey: NDB 19296 Honey; 113 g (1 cup 339 g / 3); per 100 g 304 kcal, P 0.3, F 0, C 82.4
    // 1/2 cup mini chocolate chips: NDB 19080 Candies, semisweet chocolate; 86.5 g (0.5 x 1 cup mini chips 173 g); per 100 g 480 kcal, P 4.2, F 30, C 63.9
    // whole recipe 1837.1 kcal, P 43.3, F 97.5, C 232.0; / 12 servings
    title: 'No-bake peanut butter oat bites',
    servings: 12,
    lines: ['1 cup rolled oats', '1/2 cup creamy peanut butter', '1/3 cup honey', '1/2 cup mini chocolate chips'],
    reference: { kcal: 153.1, protein: 3.6, fat: 8.1, carbs: 19.3 },
  },
];
