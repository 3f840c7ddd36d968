import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ML_PER_MEASURE, NUTRIENT_KEYS, PORTION_UNITS, foodSearchKey, gramsPerMlFrom, type CuratedFood } from './food-types';

const rows = JSON.parse(readFileSync(fileURLToPath(new URL('./ingredients.json', import.meta.url)), 'utf8')) as CuratedFood[];

function food(name: string): CuratedFood {
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`no curated food named '${name}'`);
  return row;
}

function grams(name: string, unit: string): number | undefined {
  return food(name).portions.find((p) => p.unit === unit)?.grams;
}

describe('curated ingredient table (src/db/seed/ingredients.json)', () => {
  it('has at least 450 ingredients', () => {
    expect(rows.length).toBeGreaterThanOrEqual(450);
  });

  it('cites an SR28 NDB number and its description on every row', () => {
    for (const r of rows) {
      expect(r.ndb, r.name).toMatch(/^\d{5}$/);
      expect(r.description.length, r.name).toBeGreaterThan(0);
      expect(r.category.length, r.name).toBeGreaterThan(0);
    }
  });

  it('carries all twelve nutrients on every row: a number, or null where SR28 has no figure', () => {
    for (const r of rows) {
      expect(Object.keys(r.nutrients).sort(), r.name).toEqual([...NUTRIENT_KEYS].sort());
      for (const key of NUTRIENT_KEYS) {
        const value = r.nutrients[key];
        expect(value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0), `${r.name} ${key}`).toBe(true);
      }
      // Every chosen SR28 food has the figures a nutrition label cannot do without.
      for (const key of ['energyKcal', 'proteinG', 'fatG', 'carbohydrateG', 'sodiumMg'] as const) {
        expect(r.nutrients[key], `${r.name} ${key}`).not.toBeNull();
      }
    }
  });

  it('keeps the difference between 0 and no figure', () => {
    expect(food('salt').nutrients.energyKcal).toBe(0);
    expect(food('onion').nutrients.transFatG).toBe(0);
    expect(food('sweet onion').nutrients.saturatedFatG).toBeNull();
  });

  it('has no name or alias twice, across all rows (compared as search keys)', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const r of rows) {
      for (const name of [r.name, ...r.aliases]) {
        const key = foodSearchKey(name);
        expect(key, `${r.name}: '${name}'`).not.toBe('');
        if (seen.has(key)) repeats.push(`'${name}' (${r.name}) and ${seen.get(key)}`);
        seen.set(key, r.name);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('gives portions in known units with positive weights, and a density that follows from them', () => {
    for (const r of rows) {
      const units = r.portions.map((p) => p.unit);
      expect(new Set(units).size, r.name).toBe(units.length);
      for (const p of r.portions) {
        expect(PORTION_UNITS, r.name).toContain(p.unit);
        expect(p.grams, `${r.name} ${p.unit}`).toBeGreaterThan(0);
        expect(p.measure.length, `${r.name} ${p.unit}`).toBeGreaterThan(0);
        if (p.ndb !== undefined) expect(p.ndb).toMatch(/^\d{5}$/);
      }
      expect(r.gramsPerMl, r.name).toBe(gramsPerMlFrom(r.portions));
    }
  });

  it('has sensible weights for the measures cooks use most', () => {
    expect(grams('egg', 'large')).toBe(50);
    expect(grams('egg', 'each')).toBe(50);
    expect(grams('all-purpose flour', 'cup')).toBe(125);
    expect(grams('sugar', 'cup')).toBe(200);
    expect(grams('brown sugar', 'cup')).toBe(220);
    expect(grams('butter', 'tbsp')).toBe(14.2);
    expect(grams('butter', 'stick')).toBe(113);
    expect(grams('garlic', 'clove')).toBe(3);
    expect(grams('onion', 'medium')).toBe(110);
    expect(grams('whole milk', 'cup')).toBe(244);
    expect(grams('olive oil', 'tbsp')).toBe(13.5);
    expect(grams('salt', 'tsp')).toBe(6);
    expect(grams('white rice', 'cup')).toBe(185);
    expect(food('olive oil').gramsPerMl).toBeCloseTo(216 / ML_PER_MEASURE.cup, 3);
  });

  it('has the SR28 figures of well-known foods (per 100 g)', () => {
    expect(food('olive oil').nutrients.energyKcal).toBe(884);
    expect(food('butter').nutrients.energyKcal).toBe(717);
    expect(food('butter').nutrients.saturatedFatG).toBe(51.368);
    expect(food('egg').nutrients.cholesterolMg).toBe(372);
    expect(food('salt').nutrients.sodiumMg).toBe(38758);
    expect(food('chicken breast').nutrients.proteinG).toBe(22.5);
    expect(food('whole milk').nutrients.fatG).toBe(3.25);
    expect(food('all-purpose flour').nutrients.carbohydrateG).toBe(76.31);
    expect(food('sugar').nutrients.sugarsG).toBe(99.8);
    expect(food('lentils').nutrients.fiberG).toBe(10.7);
    expect(food('banana').nutrients.energyKcal).toBe(89);
    expect(food('white rice').nutrients.energyKcal).toBe(365);
    expect(food('cooked white rice').nutrients.energyKcal).toBe(130);
    expect(food('walnuts').nutrients.polyunsaturatedFatG).toBe(47.174);
    expect(food('ground beef').nutrients.transFatG).toBe(1.18);
  });

  it('says why an SR28 food stands in for a name that is not its own', () => {
    const standIns: [name: string, ndb: string][] = [
      ['lime zest', '09156'],
      ['kalamata olives', '09193'],
      ['garam masala', '02015'],
      ['italian seasoning', '02042'],
      ['farro', '20140'],
      ['udon noodles', '20116'],
      ['whole wheat breadcrumbs', '18079'],
      ['extra lean ham', '10149'],
      ['brandy', '14037'],
      ['poblano pepper', '11333'],
      ['guajillo chiles', '11982'],
      ['dried porcini', '11268'],
      ['spring greens', '11161'],
      ['mizuna', '11274'],
      ['kaffir lime leaves', '02004'],
      ['curry leaves', '02004'],
      ['fresh turmeric', '11216'],
      ['nigella seeds', '02033'],
      ['gluten-free flour', '20061'],
      ['fresh oregano', '02049'],
      ['fresh sage', '02064'],
      ['fresh tarragon', '11297'],
      ['fresh chervil', '11297'],
      ['crystallized ginger', '09426'],
      ['sichuan pepper', '02030'],
      ['black rice', '20036'],
      ['shichimi togarashi', '02031'],
      ['panch phoran', '02014'],
      ['ras el hanout', '02015'],
      ['bouquet garni', '02049'],
      ['mascarpone', '01017'],
      ['halloumi', '01229'],
      ['mutton', '17001'],
      ['hake', '15132'],
      ['golden syrup', '19296'],
      ['brioche', '18239'],
      ['amaretti', '28309'],
      ['coconut sugar', '19334'],
      ['sugar syrup', '19030'],
      ['sweet chili sauce', '06151'],
      ['orange liqueur', '14414'],
      ['amaretto', '14414'],
      ['sambuca', '14034'],
      ['angostura bitters', '14037'],
      ['food coloring', '14411'],
    ];
    for (const [name, ndb] of standIns) {
      expect(food(name).ndb, name).toBe(ndb);
      expect(food(name).note?.length ?? 0, name).toBeGreaterThan(0);
    }
    // The stand-in names do not hide inside the aliases of the food they borrow from.
    expect(food('curry powder').aliases).not.toContain('garam masala');
    expect(food('somen noodles').aliases).not.toContain('udon');
    expect(food('spelt').aliases).not.toContain('farro');
    expect(food('poultry seasoning').aliases).not.toContain('italian seasoning');
    expect(food('bay leaves').aliases).not.toContain('kaffir lime leaves');
    expect(food('dried shiitake mushrooms').aliases).not.toContain('dried porcini');
    expect(food('turmeric').aliases).not.toContain('fresh turmeric');
    expect(food('ginger').aliases).not.toContain('crystallized ginger');
    expect(food('black pepper').aliases).not.toContain('sichuan peppercorns');
    // A fresh herb is not its dried leaf, several times as rich per gram: 'sage leaves' are fresh ones.
    expect(food('ground sage').aliases).not.toContain('sage leaves');
    expect(food('fresh sage').aliases).toContain('sage leaves');
    expect(food('cream cheese').aliases).not.toContain('mascarpone');
    expect(food('honey').aliases).not.toContain('golden syrup');
    expect(food('plum sauce').aliases).not.toContain('sweet chili sauce');
    for (const liqueur of ['amaretto', 'grand marnier', 'cointreau']) expect(food('coffee liqueur').aliases).not.toContain(liqueur);
  });

  it('counts a generic name as one representative food, saying why, and has no food for a name with none', () => {
    const generic = rows.filter((r) => r.category === 'generic names');
    expect(generic.map((r) => r.name)).toEqual(expect.arrayContaining(['stock', 'fresh herbs', 'nuts', 'vegetables', 'dried fruit', 'mixed seeds', 'fish fillets']));
    for (const r of generic) expect(r.note?.length ?? 0, r.name).toBeGreaterThan(0);
    // A longer name ends in these ('manchego cheese', 'juniper berries', 'nigella seeds') or they
    // describe another food ('beef tomato', 'pork sausage meat'): a food of that name would be taken for them.
    const names = new Set(rows.flatMap((r) => [r.name, ...r.aliases].map(foodSearchKey)));
    for (const word of ['cheese', 'berries', 'seeds', 'beef', 'pork']) expect(names.has(word), word).toBe(false);
  });

  it('cites the SR28 food a borrowed measure comes from', () => {
    const borrowed = (name: string, unit: string) => food(name).portions.find((p) => p.unit === unit);
    expect(borrowed('desiccated coconut', 'cup')).toMatchObject({ grams: 93, ndb: '12179' });
    expect(borrowed('unsweetened coconut flakes', 'cup')).toMatchObject({ grams: 85, ndb: '12109' });
    expect(borrowed('extra lean ham', 'cup')).toMatchObject({ grams: 140, ndb: '10134' });
    expect(borrowed('extra lean ham', 'slice')).toMatchObject({ grams: 28, ndb: '10182' });
    expect(borrowed('fresh whole wheat breadcrumbs', 'cup')).toMatchObject({ grams: 45, ndb: '18069' });
    expect(borrowed('lime zest', 'tsp')).toMatchObject({ grams: 2 });
    expect(borrowed('lime zest', 'tsp')?.ndb).toBeUndefined();
    // A slice of a sourdough loaf is a loaf's slice (SR28's own 139 g 'slice' of 18029 is not one); a baguette's round is not.
    expect(borrowed('sourdough bread', 'slice')).toMatchObject({ grams: 30, ndb: '18033' });
    expect(borrowed('baguette', 'slice')).toBeUndefined();
    // Green olives by the spoon as ripe olives are; dark chocolate by the cup as semisweet chips are.
    expect(borrowed('green olives', 'tbsp')).toMatchObject({ grams: 8.4, ndb: '09193' });
    expect(food('green olives').gramsPerMl).toBe(food('black olives').gramsPerMl);
    expect(borrowed('dark chocolate', 'cup')).toMatchObject({ grams: 168, ndb: '19080' });
    // A loin chop and a rib cutlet are SR28's own chops, each of its cut; a boneless loin fillet is no chop.
    expect(borrowed('lamb chops', 'each')).toMatchObject({ grams: 95 });
    expect(food('lamb cutlets').ndb).toBe('17314');
    expect(borrowed('lamb cutlets', 'each')).toMatchObject({ grams: 63 });
    expect(borrowed('lamb loin', 'each')).toBeUndefined();
    expect(food('lamb loin').aliases).toContain('lamb fillet');
    expect(food('baguette').ndb).toBe(food('sourdough bread').ndb);
  });

  it('weighs the pieces cooks count that SR28 has no measure for, citing where each figure comes from', () => {
    const portion = (name: string, unit: string) => food(name).portions.find((p) => p.unit === unit);
    expect(portion('shallot', 'each')).toMatchObject({ grams: 37, source: expect.stringContaining('11677') });
    expect(portion('bay leaves', 'leaf')).toMatchObject({ grams: 0.15, source: expect.stringContaining('02004') });
    // Sprigs SR28 weighs only for other herbs: borrowed, and the food they come from is named.
    expect(portion('thyme', 'sprig')).toMatchObject({ grams: 0.2, ndb: '02045' });
    expect(portion('rosemary', 'sprig')).toMatchObject({ grams: 1, ndb: '11297' });
    // A whole parsnip SR28 weighs only boiled, a savoy head only as green cabbage's: borrowed, the food named.
    expect(portion('parsnip', 'each')).toMatchObject({ grams: 160, ndb: '11299' });
    expect(portion('savoy cabbage', 'each')).toMatchObject({ grams: 908, ndb: '11109' });
    // A banana shallot is two European shallots; a lemongrass stalk and a gelatine sheet from published figures.
    expect(portion('banana shallot', 'each')!.grams).toBe(2 * portion('shallot', 'each')!.grams);
    expect(portion('lemongrass', 'stalk')).toMatchObject({ grams: 17, source: expect.stringContaining('11972') });
    expect(portion('gelatin', 'sheet')).toMatchObject({ grams: 2, source: expect.stringContaining('gold') });
    expect(portion('gelatin', 'leaf')!.grams).toBe(portion('gelatin', 'sheet')!.grams);
    expect(portion('cinnamon', 'stick')).toMatchObject({ grams: 3.5 });
    expect(portion('mozzarella', 'ball')).toMatchObject({ grams: 125 });
    // A dozen cardamom pods grind to a teaspoon.
    expect(12 * portion('cardamom', 'each')!.grams).toBeCloseTo(portion('cardamom', 'tsp')!.grams, 0);
    // A piece (thumb) of ginger is an inch of root, weighed by the root's grams per centimetre.
    expect(portion('ginger', 'each')!.grams).toBeCloseTo(2.54 * portion('ginger', 'cm')!.grams, 0);
    // Cured ham is cut paper-thin: a slice of it weighs a third of a slice of bacon.
    expect(portion('prosciutto', 'slice')!.grams).toBeLessThan(portion('bacon', 'slice')!.grams / 2);
    expect(portion('cinnamon', 'cm')!.grams * 7.6).toBeCloseTo(3.5, 1);
    // Whole peppercorns are counted ('10 black peppercorns'): 55 to 70 fill SR28's teaspoon of whole pepper; ground pepper is never counted.
    const perTeaspoon = portion('black peppercorns', 'tsp')!.grams / portion('black peppercorns', 'each')!.grams;
    expect(perTeaspoon).toBeGreaterThanOrEqual(55);
    expect(perTeaspoon).toBeLessThanOrEqual(70);
    expect(portion('black pepper', 'each')).toBeUndefined();
    // A bunch of a herb as sold: parsley with its stems; basil and mint by the leaves they give, a cup of chopped basil.
    expect(portion('parsley', 'bunch')).toMatchObject({ grams: 43, source: expect.stringContaining('11297') });
    expect(portion('basil', 'bunch')!.grams).toBeCloseTo(16 * portion('basil', 'tbsp')!.grams, -1);
    expect(portion('mint', 'bunch')).toMatchObject({ grams: 30 });
    // A scotch bonnet or habanero is a small pod, a fifth of SR28's long red chili of the same row.
    expect(portion('scotch bonnet', 'each')).toMatchObject({ grams: 8.7, source: expect.stringContaining('11819') });
    // A whole butternut squash, by its size, is its edible part: the weight as bought less SR28's refuse.
    expect(portion('butternut squash', 'each')!.grams).toBeCloseTo(2.5 * 453.6 * (1 - food('butternut squash').refuse!.percent / 100), -1);
    expect(portion('butternut squash', 'small')!.grams).toBeLessThan(portion('butternut squash', 'medium')!.grams);
    // A celeriac root and a can of coconut milk as sold: the root less SR28's refuse, the can's 400 ml by SR28's cup.
    expect(portion('celeriac', 'each')!.grams).toBeCloseTo(453.6 * (1 - food('celeriac').refuse!.percent / 100), -1);
    expect(portion('coconut milk', 'can')!.grams).toBeCloseTo((400 / 236.6) * portion('coconut milk', 'cup')!.grams, 0);
    expect(portion('baguette', 'each')).toMatchObject({ grams: 250 });
    // A counted sausage is the trade's usual eight to the pound, not SR28's breakfast link (a chipolata still is one).
    expect(portion('sausages', 'each')!.grams).toBeCloseTo(453.6 / 8, 0);
    expect(portion('sausages', 'large')!.grams).toBeCloseTo(453.6 / 6, 0);
    expect(food('sausages').aliases).toContain('cumberland sausage');
    expect(portion('pork sausage', 'each')!.grams).toBeLessThan(portion('sausages', 'small')!.grams);
    // A fresh curry leaf is counted by its own small weight; kaffir lime leaves, whose weight no source gives, are not.
    expect(portion('curry leaves', 'leaf')).toMatchObject({ grams: 0.1 });
    expect(portion('kaffir lime leaves', 'leaf')).toBeUndefined();
    // A bunch of green onions is six medium ones.
    expect(portion('green onion', 'bunch')!.grams).toBe(6 * portion('green onion', 'medium')!.grams);
    // A bunch of radishes is a dozen medium ones; a bunch of kale its leaves, less the stalks SR28 counts as refuse.
    expect(portion('radishes', 'bunch')!.grams).toBe(12 * portion('radishes', 'medium')!.grams);
    expect(portion('kale', 'bunch')!.grams).toBeCloseTo(0.625 * 453.6 * (1 - food('kale').refuse!.percent / 100), -1);
    // A head of radicchio and a bunch of watercress as sold, less SR28's refuse.
    expect(portion('radicchio', 'head')!.grams).toBeCloseTo(9.5 * 28.35 * (1 - food('radicchio').refuse!.percent / 100), -1);
    expect(portion('watercress', 'bunch')!.grams).toBeCloseTo(3.5 * 28.35 * (1 - food('watercress').refuse!.percent / 100), 0);
    // A dozen fresh sage leaves chop to a tablespoon; a sage leaf weighs more than the mint leaf of its stand-in row.
    expect(12 * portion('fresh sage', 'leaf')!.grams).toBeCloseTo(portion('fresh sage', 'tbsp')!.grams, 1);
    expect(portion('fresh sage', 'leaf')!.grams).toBeGreaterThan(portion('mint', 'leaf')!.grams);
    // A bunch of sage as sold is 3/4 oz; a radicchio counted whole is its head.
    expect(portion('fresh sage', 'bunch')!.grams).toBeCloseTo(0.75 * 28.35, 0);
    expect(portion('radicchio', 'each')!.grams).toBe(portion('radicchio', 'head')!.grams);
    for (const r of rows) for (const p of r.portions) if (p.source !== undefined) expect(p.source.length, `${r.name} ${p.unit}`).toBeGreaterThan(20);
  });

  it("carries SR28's refuse where a recipe weighs the food as bought, and none where it is sold as its edible part", () => {
    expect(food('onion').refuse).toEqual({ percent: 10, description: 'Stem ends, sprouts and defects' });
    expect(food('chicken wings').refuse).toMatchObject({ percent: 38 });
    expect(food('banana').refuse).toEqual({ percent: 36, description: 'Skin' });
    // Shelled nuts, picked herbs, kernels of corn, 'meat only' cuts: SR28 lists a refuse, the recipe's weight has none.
    for (const name of ['walnuts', 'basil', 'corn', 'peas', 'chicken thighs', 'cooked chicken']) expect(food(name).refuse, name).toBeUndefined();
    // Pomegranate seeds are the arils: the whole fruit's skin and membrane are not in their weight.
    expect(food('pomegranate').refuse).toMatchObject({ percent: 44 });
    expect(food('pomegranate seeds').refuse).toBeUndefined();
    expect(food('pomegranate').aliases).not.toContain('pomegranate seeds');
    // Beef shin is sold boneless; a shank, the same SR28 cut, is bought with its bone. Shell-on prawns carry their shells.
    expect(food('beef shank').refuse).toMatchObject({ percent: 40 });
    expect(food('beef shin').refuse).toBeUndefined();
    expect(food('shell-on prawns').refuse).toMatchObject({ percent: 13 });
    // SR28 weighs clams and mussels as meat (refuse 0); recipes weigh them in the shell, three quarters of it shell.
    for (const name of ['clams', 'mussels']) expect(food(name).refuse, name).toMatchObject({ percent: 75, source: expect.stringMatching(/meat/) });
    for (const r of rows) if (r.refuse) expect(r.refuse.percent, r.name).toBeGreaterThan(0);
  });

  it('means by a plain name what a recipe means: raw, dry, drained', () => {
    expect(food('white rice').description).toMatch(/raw/);
    expect(food('chicken breast').description).toMatch(/skinless, boneless, meat only, raw/);
    expect(food('chickpeas (canned, drained)').description).toMatch(/drained/);
    expect(food('green onion').aliases).toEqual(expect.arrayContaining(['scallion', 'spring onion']));
    expect(food('cilantro').aliases).toContain('coriander leaves');
    expect(food('chickpeas (canned, drained)').aliases).toContain('garbanzo beans');
    expect(food('butter beans (canned, drained)').aliases).toContain('butter beans');
    // Creamed coconut (coconut butter) is ground coconut meat, not the sweet syrup cream of coconut.
    expect(food('creamed coconut').description).toMatch(/coconut meat, dried \(desiccated\), creamed/);
    expect(food('vine leaves').description).toMatch(/Grape leaves, canned/);
    // A dried fruit or chile is its own food, not the fresh one by another name.
    expect(food('dried red chiles').description).toMatch(/sun-dried/);
    expect(food('dried cherries').description).toMatch(/dried/);
    expect(food('red chili pepper').aliases).not.toContain('dried red chiles');
    // Flageolets are sold in cans as cannellini are: the plain name is the canned bean, dried only when said.
    expect(food('flageolet beans (canned, drained)').aliases).toContain('flageolet beans');
    expect(food('dried flageolet beans').description).toMatch(/raw/);
    // Fresh egg lasagne is fresh pasta, far wetter than the dry sheets; unpopped kernels are grain, not popped corn.
    expect(food('fresh pasta').aliases).toContain('fresh egg lasagne');
    expect(food('popcorn kernels').description).toMatch(/Corn grain/);
    // US apple cider is unfermented juice: no alias may send it to hard cider.
    expect(food('hard cider').aliases.some((a) => a.includes('apple cider'))).toBe(false);
  });
});
