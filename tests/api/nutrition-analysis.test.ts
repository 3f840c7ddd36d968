import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nutritionAnalysisSchema, type NutritionAnalysis } from '../../src/contracts/nutrition-analysis';
import { seedFoods } from '../../src/db/seed/foods';
import { MATCH_THRESHOLD } from '../../src/server/modules/nutrition/analyzer';
import { ANALYZE_RATE_LIMIT } from '../../src/server/modules/nutrition/routes';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await seedFoods(ctx.database.db);
});
afterAll(() => ctx?.close());

const line = (name: string, quantity: number | null, unit: string | null, preparation: string | null = null) => ({ name, quantity, unit, preparation });

async function analyze(payload: unknown, remoteAddress = freshAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/nutrition/analyze', payload: payload as object, remoteAddress });
}

async function analyzed(servings: number, ingredients: ReturnType<typeof line>[]): Promise<NutritionAnalysis> {
  const res = await analyze({ servings, ingredients });
  expect(res.statusCode, res.body).toBe(200);
  return nutritionAnalysisSchema.parse(res.json());
}

describe('POST /api/nutrition/analyze', () => {
  it('answers anyone: each line with its food, grams and macros, and totals per serving', async () => {
    // USDA SR28: butter 01145 (1 tbsp 14.2 g; 717 kcal, P 0.85, F 81.11, C 0.06 per 100 g),
    // egg 01123 (1 large 50 g; 143 kcal, P 12.56, F 9.51, C 0.72).
    const result = await analyzed(2, [line('unsalted butter', 2, 'tbsp'), line('eggs', 4, 'large')]);
    const [butter, eggs] = result.ingredients;
    expect(butter).toMatchObject({ index: 0, status: 'matched', grams: 28.4, nutrition: { protein: 0.2, fat: 23, carbs: 0 }, problem: null });
    expect(butter!.food).toMatchObject({ name: 'unsalted butter', source: 'sr28', sourceId: '01145', confidence: 1 });
    expect(eggs).toMatchObject({ status: 'matched', grams: 200, nutrition: { protein: 25.1, fat: 19, carbs: 1.4 } });
    // (28.4 x 7.17 + 200 x 1.43) / 2 servings
    expect(result.nutrition).toMatchObject({ calories: Math.round((28.4 * 7.17 + 200 * 1.43) / 2), protein: 12.7, fat: { total: 21 } });
  });

  it("matches foods named in the recipe's language to the same foods, the language read from all its lines", async () => {
    const result = await analyzed(2, [line('Olivenöl', 2, 'tbsp'), line('Zwiebeln', 2, null, 'fein gehackt'), line('Weizenmehl', 200, 'g'), line('Butter', 50, 'g')]);
    expect(result.ingredients.map((l) => l.food?.name)).toEqual(['olive oil', 'onion', 'all-purpose flour', 'butter']);
    expect(result.ingredients.map((l) => l.name)).toEqual(['Olivenöl', 'Zwiebeln', 'Weizenmehl', 'Butter']);
  });

  it('scales the totals per serving and leaves the lines as written', async () => {
    const ingredients = [line('all-purpose flour', 2, 'cup'), line('whole milk', 1, 'cup')];
    const one = await analyzed(1, ingredients);
    const four = await analyzed(4, ingredients);
    expect(four.ingredients).toEqual(one.ingredients);
    expect(four.nutrition!.calories).toBeCloseTo(one.nutrition!.calories / 4, 0);
    expect(four.nutrition!.carbs.total).toBeCloseTo(one.nutrition!.carbs.total / 4, 0);
  });

  it('reports the confidence of a fuzzy match and lists what it could not count, with the reason', async () => {
    const result = await analyzed(4, [
      line('shredded Swiss cheese', 1, 'cup'),
      line('cooked brown basmati rice', 2, 'cup'),
      line('kosher salt', null, null, 'to taste'),
      line('salmon fillets', 2, null),
      line('olive oil', 1, 'handful'),
      line('zzqx unobtainium', 1, 'cup'),
    ]);
    const [swiss, rice, salt, salmon, oil, nothing] = result.ingredients;
    expect(swiss).toMatchObject({ status: 'matched', food: { name: 'swiss cheese', confidence: 1 } });
    expect(rice!.status).toBe('matched');
    expect(rice!.food!.confidence).toBeLessThan(1);
    expect(rice!.food!.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(salt).toMatchObject({ status: 'no-amount', food: { name: 'salt' }, grams: null, nutrition: null });
    expect(salt!.problem).toMatch(/no amount/i);
    expect(salmon).toMatchObject({ status: 'unconverted', food: { name: 'salmon' }, grams: null });
    expect(salmon!.problem).toMatch(/grams or ounces/);
    expect(oil).toMatchObject({ status: 'unconverted', nutrition: null });
    expect(oil!.problem).toMatch(/"handful"/);
    expect(nothing).toMatchObject({ status: 'unmatched', food: null, grams: null, nutrition: null });
    expect(nothing!.problem).toContain('zzqx unobtainium');
    expect(result.nutrition).not.toBeNull();
  });

  it('answers null nutrition when no line can be counted', async () => {
    const result = await analyzed(2, [line('zzqx unobtainium', 1, 'cup')]);
    expect(result.nutrition).toBeNull();
    expect(await analyzed(2, [])).toEqual({ nutrition: null, ingredients: [] });
  });

  it('passes over a closer food that is not about the written noun', async () => {
    // Trigram similarity alone prefers potato flour (0.63) for 'starchy potatoes', vanilla extract
    // (0.67, by its alias 'vanilla') for 'vanilla pod', garlic (0.58) for 'garlic salt': the head
    // noun must be the food's.
    const result = await analyzed(1, [
      line('starchy potatoes', 2, null),
      line('crisp, sweet apples', 3, null),
      line('vanilla pod', 1, null),
    ]);
    const [potatoes, apples, vanillaPod] = result.ingredients;
    expect(potatoes).toMatchObject({ status: 'matched', food: { name: 'potato' } });
    expect(apples).toMatchObject({ status: 'matched', food: { name: 'apple' } });
    expect(vanillaPod).toMatchObject({ status: 'unmatched', food: null });
  });

  it('shows a weak match as a guess, left out of the totals, with what to write instead', async () => {
    const result = await analyzed(1, [line('garlic salt', 1, 'tsp'), line('orange sugar', 100, 'g'), line('pork', 200, 'g'), line('butter', 10, 'g')]);
    const [garlicSalt, orangeSugar, pork, butter] = result.ingredients;
    expect(garlicSalt).toMatchObject({ status: 'uncertain', food: { name: 'salt' }, grams: null, nutrition: null });
    expect(garlicSalt!.food!.confidence).toBeLessThan(1);
    expect(garlicSalt!.problem).toContain('"garlic salt"');
    expect(garlicSalt!.problem).toMatch(/not counted/);
    expect(orangeSugar).toMatchObject({ status: 'uncertain', food: { name: 'sugar' }, nutrition: null });
    // A generic name is not taken as one narrower kind of it, not even as a guess.
    expect(pork).toMatchObject({ status: 'unmatched', food: null, nutrition: null });
    // Only the butter counts: 10 g x 717 kcal per 100 g.
    expect(butter!.status).toBe('matched');
    expect(result.nutrition!.calories).toBe(72);
  });

  it("offers no food, not even as a guess, that is a form of another food than the one written", async () => {
    const result = await analyzed(1, [
      line('fresh ginger juice', 1, 'tbsp'),
      line('wasabi powder', 1, 'tsp'),
      line('pomegranate molasses', 1, 'tbsp'),
      line('tuna steak seasoning', 1, 'tsp'),
      line('gorgonzola cheese', 50, 'g'),
      line('lime juice', 1, 'tbsp'),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name ?? null])).toEqual([
      // Not grape juice, dried porcini (by 'porcini powder'), molasses or poultry seasoning.
      ['unmatched', null],
      ['unmatched', null],
      ['unmatched', null],
      ['unmatched', null],
      // A kind of cheese named alone in the table is still found.
      ['matched', 'blue cheese'],
      ['matched', 'lime juice'],
    ]);
  });

  it('reads lists, trailing describers and typos of a head, and guesses a plain food another food names', async () => {
    const result = await analyzed(1, [
      line('kamut flour', 1, 'cup'),
      line('unsweetened plain vegan milk', 1, 'cup'),
      line('warm milk', 1, 'cup'),
      line('kosher salt pepper', 1, 'tsp'),
      line('thyme rosemary sage', 1, 'tsp'),
      line('garlic salt', 1, 'tsp'),
      line('peanut butter smooth', 2, 'tbsp'),
      line('cherry tomatoes of mixed colours', 200, 'g'),
      line('kosher sale', 1, 'tsp'),
      line('pickling cucmbers', 300, 'g'),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name ?? null])).toEqual([
      // The plain flour and milk are only guesses: kamut and vegan say another food.
      ['uncertain', 'all-purpose flour'],
      ['uncertain', 'whole milk'],
      ['matched', 'whole milk'],
      // A run of seasonings is its first, as 'salt and pepper' is; a vegetable and a seasoning are no list.
      ['matched', 'salt'],
      ['matched', 'thyme'],
      ['uncertain', 'salt'],
      ['matched', 'peanut butter'],
      ['matched', 'cherry tomatoes'],
      // A typo of the head: confident when every other word is the food's, else a guess.
      ['matched', 'salt'],
      ['uncertain', 'cucumber'],
    ]);
  });

  it('finds a food named at the end of a longer name, unless a word before it names another food', async () => {
    const result = await analyzed(1, [
      line('pasture-raised eggs', 2, null),
      line('rooster potatoes', 500, 'g'),
      line('diamond crystal kosher salt', 1, 'tsp'),
      line('cinnamon sticks', 2, 'g'),
      line('duck stock', 1, 'cup'),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name])).toEqual([
      ['matched', 'egg'],
      ['matched', 'potato'],
      ['matched', 'salt'],
      ['matched', 'cinnamon'],
      // 'duck' names another food: the plain stock it ends in is only a guess.
      ['uncertain', 'stock'],
    ]);
    expect(result.ingredients[0]!.food!.confidence).toBe(0.5);
  });

  it('takes a leaf, the seeds or the dried form of a food as its own food, not the whole fresh one', async () => {
    const result = await analyzed(1, [
      line('kaffir lime leaves', 8, null),
      line('pomegranate seeds', 100, 'g'),
      line('dried red chiles', 4, null),
      line('fresh curry leaves', 10, null),
    ]);
    const [limeLeaves, seeds, chiles, curryLeaves] = result.ingredients;
    // Not eight limes: a leaf has no piece weight, so the line is shown and not counted.
    expect(limeLeaves).toMatchObject({ status: 'unconverted', food: { name: 'kaffir lime leaves' }, grams: null });
    // All 100 g are eaten (the whole fruit would lose 44% to skin and membrane): SR28 09286, 83 kcal per 100 g.
    expect(seeds).toMatchObject({ status: 'matched', food: { name: 'pomegranate seeds' }, grams: 100 });
    // SR28 11962: a sun-dried chile is 0.5 g, not a 45 g fresh one.
    expect(chiles).toMatchObject({ status: 'matched', food: { name: 'dried red chiles', sourceId: '11962' }, grams: 2 });
    expect(curryLeaves).toMatchObject({ food: { name: 'curry leaves' } });
  });

  it('counts the meat of clams and mussels weighed in the shell, and all of a weight of their meat', async () => {
    const result = await analyzed(1, [
      line('littleneck clams', 1.5, 'lb', 'scrubbed'),
      line('fresh mussels', 1, 'kg'),
      line('clam meat', 200, 'g'),
      line('shucked mussels', 200, 'g'),
      line('mussels', 12, null),
    ]);
    const [clams, mussels, clamMeat, musselMeat, counted] = result.ingredients;
    // SR28 weighs its clams (15157) and mussels (15164) as meat: three quarters of a weight in the shell is
    // shell. 1.5 lb is 682 g by SPEC's 2.2 lb to the kilogram.
    expect(clams).toMatchObject({ status: 'matched', food: { name: 'clams' }, grams: 170.5 });
    expect(mussels).toMatchObject({ status: 'matched', food: { name: 'mussels' }, grams: 250 });
    expect(clamMeat).toMatchObject({ status: 'matched', food: { name: 'clams' }, grams: 200 });
    expect(musselMeat).toMatchObject({ status: 'matched', food: { name: 'mussels' }, grams: 200 });
    // A count is of SR28's medium mussel, 16 g of meat: the shell's share is not taken off again.
    expect(counted).toMatchObject({ status: 'matched', food: { name: 'mussels' }, grams: 192 });
  });

  it('shows a food in another state or another part of the plant than the one found as a guess', async () => {
    const result = await analyzed(1, [
      line('smoked mackerel', 100, 'g'),
      line('pickled walnuts', 100, 'g'),
      line('freeze-dried raspberries', 20, 'g'),
      line('tinned apricots', 400, 'g'),
      line('uncooked white rice', 1, 'cup'),
      line('banana leaf', 1, null),
      line('fenugreek leaf', 1, 'tbsp'),
      line('smoked cod or haddock fillet', 200, 'g'),
      line('smoked paprika', 1, 'tsp'),
      line('dried sage', 1, 'tsp'),
      line('dried lentils', 100, 'g'),
    ]);
    expect(result.ingredients.map((l) => [l.status === 'uncertain' ? 'guess' : 'sure', l.food?.name ?? null])).toEqual([
      ['guess', 'mackerel'],
      ['guess', 'walnuts'],
      ['guess', 'raspberries'],
      ['guess', 'apricot'],
      // The raw grain, not the cooked rice (a third of the weight per cup) that a fuzzy search finds first.
      ['sure', 'white rice'],
      ['guess', 'banana'],
      ['guess', 'fenugreek seeds'],
      // A state written on the first choice is that of the next: smoked haddock is not raw haddock.
      ['guess', 'cod'],
      // States the table's food already is: paprika and sage are dried and may be smoked, lentils are sold dried.
      ['sure', 'paprika'],
      ['sure', 'ground sage'],
      ['sure', 'lentils'],
    ]);
  });

  it('counts a generic name as the ordinary kind the foods table gives it', async () => {
    const result = await analyzed(1, [line('stock', 1, 'cup'), line('fresh herbs', 2, 'tbsp'), line('mixed dried fruit', 100, 'g'), line('sausages', 400, 'g')]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name, l.food?.sourceId])).toEqual([
      ['matched', 'stock', '06194'],
      ['matched', 'fresh herbs', '11297'],
      ['matched', 'dried fruit', '09298'],
      ['matched', 'sausages', '07063'],
    ]);
  });

  it('counts the first of two foods found with confidence and reads past a comma between describing words', async () => {
    const result = await analyzed(1, [
      line('salt and pepper', 1, 'tsp'),
      line('butter or margarine', 2, 'tbsp'),
      line('chicken or vegetable stock', 1, 'cup'),
      line('boneless, skinless chicken breasts', 1, 'lb'),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name])).toEqual([
      ['matched', 'salt'],
      ['matched', 'butter'],
      ['matched', 'chicken broth'],
      ['matched', 'chicken breast'],
    ]);
  });

  it('takes the next food a line offers when an earlier one names none with confidence', async () => {
    const result = await analyzed(1, [
      line('candlenuts or macadamia nuts', 50, 'g'),
      line('fresh sweet cicely or mint', 1, 'tbsp'),
      // A guess for the first choice gives way to a later choice found with confidence.
      line('duck stock or water', 1, 'cup'),
      // With no choice found with confidence, the first guess stays a guess.
      line('garlic salt or orange sugar', 1, 'tsp'),
      line('zzqx or zzqy', 1, 'cup'),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name])).toEqual([
      ['matched', 'macadamia nuts'],
      ['matched', 'mint'],
      ['matched', 'water'],
      ['uncertain', 'salt'],
      ['unmatched', undefined],
    ]);
  });

  it('reads British spellings, tins and jars, leftovers and words of amount as the food they name', async () => {
    const result = await analyzed(1, [
      line('lean minced beef', 500, 'g'),
      line('Greek yoghurt', 1, 'cup'),
      line('chickpeas from a can', 1, 'cup'),
      line('pinch of cayenne', null, null),
      line('leftover white rice', 1, 'cup'),
      line('red and yellow bell peppers', 2, null),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name])).toEqual([
      ['matched', 'lean ground beef'],
      ['matched', 'greek yogurt'],
      ['matched', 'chickpeas (canned, drained)'],
      ['no-amount', 'cayenne pepper'],
      // Left over from a meal, so weighed as cooked rice.
      ['matched', 'cooked white rice'],
      ['matched', 'red bell pepper'],
    ]);
  });

  it('reads a list of foods cut at its first comma as the foods it offers, and a note there as a note', async () => {
    // '4 tbsp olive, sunflower or walnut oil' and '1 cup chicken, vegetable or beef stock' as the line reader splits them.
    const result = await analyzed(1, [
      line('olive', 4, 'tbsp', 'sunflower or walnut oil'),
      line('chicken', 1, 'cup', 'vegetable or beef stock'),
      line('butter', 2, 'tbsp', 'margarine or oil'),
      line('peas', 100, 'g', 'fresh or frozen'),
    ]);
    expect(result.ingredients.map((l) => [l.status, l.food?.name])).toEqual([
      ['matched', 'olive oil'],
      ['matched', 'chicken broth'],
      ['matched', 'butter'],
      ['matched', 'peas'],
    ]);
  });

  it('refuses a bad body, naming the field', async () => {
    for (const [payload, field] of [
      [{ servings: 0, ingredients: [] }, 'servings'],
      [{ servings: 2 }, 'ingredients'],
      [{ servings: 2, ingredients: [line('egg', -1, null)] }, 'ingredients.0.quantity'],
      [{ servings: 2, ingredients: [{ ...line('', 1, null) }] }, 'ingredients.0.name'],
      [{ servings: 2, ingredients: [], extra: true }, 'extra'],
    ] as const) {
      const body = expectApiError(await analyze(payload), 400, 'VALIDATION_ERROR');
      expect(body.message).toContain(`'${field}'`);
    }
  });

  it('limits requests per address', async () => {
    const address = freshAddress();
    const payload = { servings: 1, ingredients: [] };
    for (let i = 0; i < ANALYZE_RATE_LIMIT.max; i += 1) expect((await analyze(payload, address)).statusCode).toBe(200);
    expectApiError(await analyze(payload, address), 429, 'RATE_LIMITED');
    expect((await analyze(payload)).statusCode).toBe(200);
  });
});
