import { describe, expect, it } from 'vitest';
import { DRAINED_SHARE, amountInGrams, type FoodMeasures } from './grams';

const onion: FoodMeasures = {
  name: 'onion',
  gramsPerMl: 0.676,
  portions: [
    { unit: 'cup', grams: 160, description: '1 cup, chopped' },
    { unit: 'small', grams: 70, description: '1 small' },
    { unit: 'medium', grams: 110, description: '1 medium' },
    { unit: 'large', grams: 150, description: '1 large' },
  ],
};
const egg: FoodMeasures = {
  name: 'egg',
  gramsPerMl: 1.027,
  portions: [
    { unit: 'each', grams: 50, description: '1 large' },
    { unit: 'medium', grams: 44, description: '1 medium' },
    { unit: 'large', grams: 50, description: '1 large' },
  ],
};
const salt: FoodMeasures = { name: 'salt', gramsPerMl: 1.234, portions: [{ unit: 'tsp', grams: 6, description: '1 tsp' }, { unit: 'dash', grams: 0.4, description: '1 dash' }] };
const salmon: FoodMeasures = { name: 'salmon', gramsPerMl: null, portions: [] };
const chickpeas: FoodMeasures = { name: 'chickpeas (canned, drained)', gramsPerMl: 0.6, portions: [{ unit: 'can', grams: 253, description: '1 can drained' }] };
const tomatoes: FoodMeasures = { name: 'canned tomatoes', gramsPerMl: 1.01, portions: [{ unit: 'cup', grams: 240, description: '1 cup' }] };
const blackBeans: FoodMeasures = { name: 'black beans (canned, drained)', gramsPerMl: 0.73, portions: [] };

const line = (quantity: number | null, unit: string | null, name = 'x', preparation: string | null = null) => ({ quantity, unit, name, preparation });
const grams = (food: FoodMeasures, ...args: Parameters<typeof line>) => {
  const result = amountInGrams(line(...args), food);
  return result.ok ? result.grams : result;
};

describe('amountInGrams', () => {
  it('converts mass units with the SPEC factors', () => {
    expect(grams(salmon, 6, 'oz')).toBeCloseTo(170.1);
    expect(grams(salmon, 1, 'lb')).toBeCloseTo(454.5, 1);
    expect(grams(salmon, 250, 'g')).toBe(250);
  });

  it("prefers the food's own USDA measure for a US volume, else millilitres by density", () => {
    expect(grams(onion, 0.5, 'cup')).toBe(80);
    expect(grams(onion, 1, 'tbsp')).toBeCloseTo(15 * 0.676);
    expect(grams(onion, 100, 'ml')).toBeCloseTo(67.6);
    expect(grams(onion, 1, 'pint')).toBe(320);
  });

  it('counts pieces by the size in the name or preparation, else the plain piece, else medium', () => {
    expect(grams(onion, 2, null, 'medium onions')).toBe(220);
    expect(grams(onion, 1, null, 'onion', 'large, chopped')).toBe(150);
    expect(grams(onion, 1, null, 'onion')).toBe(110);
    expect(grams(egg, 3, null, 'eggs')).toBe(150);
    expect(grams(egg, 12, 'large', 'eggs')).toBe(600);
  });

  it('does not weigh cut parts of a food as its whole pieces', () => {
    const chicken: FoodMeasures = { name: 'whole chicken', gramsPerMl: null, portions: [{ unit: 'each', grams: 1046, description: '1 chicken' }] };
    expect(grams(chicken, 8, null, 'chicken pieces')).toEqual({ ok: false, reason: 'no-measure', unit: null });
    expect(grams(chicken, 3, null, 'chicken parts')).toEqual({ ok: false, reason: 'no-measure', unit: null });
    expect(grams(onion, 12, null, 'onion chunks')).toEqual({ ok: false, reason: 'no-measure', unit: null });
    expect(grams(chicken, 1, null, 'whole chicken')).toBe(1046);
  });

  it('weighs containers by the size note, drained foods by their USDA drained can', () => {
    expect(grams(tomatoes, 2, 'can', 'tomatoes', '14 oz')).toBeCloseTo(2 * 14 * 28.35);
    expect(grams(chickpeas, 1, 'can', 'chickpeas', '15 oz, drained')).toBe(253);
    expect(grams(blackBeans, 1, 'can', 'black beans', '15 oz')).toBeCloseTo(15 * 28.35 * DRAINED_SHARE);
  });

  it("takes the weight a line states for what it counts: per piece, or for the line when it says 'about' several", () => {
    expect(grams(salmon, 2, null, 'salmon fillets', '175g, 6oz')).toBe(350);
    expect(grams(salmon, 6, null, 'salmon fillets', '4-ounce')).toBeCloseTo(6 * 4 * 28.35);
    expect(grams(salmon, 4, null, 'duck breasts', 'about 5 ounces each')).toBeCloseTo(4 * 5 * 28.35);
    expect(grams(salmon, 18, null, 'medium sea scallops', 'about 8 oz')).toBeCloseTo(8 * 28.35);
    expect(grams(egg, 3, null, 'eggs', '150g')).toBe(150 * 3);
    expect(grams(salmon, 1, 'sachet', 'fast-action yeast', '7g')).toBe(7);
  });

  it("weighs a stated weight of a food bought whole at its eaten share, like any mass", () => {
    const chicken: FoodMeasures = { name: 'whole chicken', gramsPerMl: null, refusePct: 32, portions: [] };
    expect(grams(chicken, 1, null, 'whole chicken', 'about 1.8kg / 4lb, spatchcocked')).toBeCloseTo(1800 * 0.68);
    expect(grams(chicken, 2, null, 'boneless chicken thighs', '150g')).toBe(300);
  });

  it('reads the count words cooks use for the pieces USDA names otherwise', () => {
    const bacon: FoodMeasures = { name: 'bacon', gramsPerMl: null, portions: [{ unit: 'slice', grams: 28, description: '1 slice' }] };
    const celery: FoodMeasures = { name: 'celery', gramsPerMl: 0.507, portions: [{ unit: 'stalk', grams: 40, description: '1 stalk, medium' }] };
    const garlic: FoodMeasures = { name: 'garlic', gramsPerMl: 0.575, portions: [{ unit: 'clove', grams: 3, description: '1 clove' }, { unit: 'head', grams: 40, description: '1 head' }] };
    const fennel: FoodMeasures = { name: 'fennel', gramsPerMl: 0.368, portions: [{ unit: 'each', grams: 234, description: '1 bulb' }] };
    expect(grams(bacon, 2, 'rasher', 'bacon')).toBe(56);
    expect(grams(bacon, 3, 'strip', 'bacon')).toBe(84);
    expect(grams(celery, 2, 'rib', 'celery')).toBe(80);
    expect(grams(celery, 2, 'stick', 'celery')).toBe(80);
    expect(grams(garlic, 1, 'bulb', 'garlic')).toBe(40);
    expect(grams(fennel, 2, 'bulb', 'fennel')).toBe(468);
    expect(grams(onion, 1, 'rasher', 'onion')).toEqual({ ok: false, reason: 'no-measure', unit: 'rasher' });
  });

  it("weighs a length of root by the food's grams per centimetre", () => {
    const ginger: FoodMeasures = { name: 'ginger', gramsPerMl: 0.406, portions: [{ unit: 'cm', grams: 5, description: '1 cm of root' }] };
    expect(grams(ginger, 2.5, 'cm', 'fresh ginger', '1in, piece, grated')).toBe(12.5);
    expect(grams(ginger, 1, 'inch', 'ginger')).toBeCloseTo(12.7);
    expect(grams(onion, 2, 'cm', 'onion')).toEqual({ ok: false, reason: 'no-measure', unit: 'cm' });
  });

  it("weighs a ball of fresh cheese by the food's ball, and no ball of a food without one", () => {
    const mozzarella: FoodMeasures = { name: 'mozzarella', gramsPerMl: 0.47, portions: [{ unit: 'ball', grams: 125, description: '1 ball' }] };
    expect(grams(mozzarella, 0.5, 'ball', 'mozzarella')).toBe(62.5);
    expect(grams(onion, 1, 'ball', 'onion')).toEqual({ ok: false, reason: 'no-measure', unit: 'ball' });
  });

  it('reads pinch and dash by kitchen convention', () => {
    expect(grams(salt, null, 'pinch', 'salt')).toBeCloseTo(6 / 16);
    expect(grams(salt, 2, 'dash', 'salt')).toBeCloseTo(0.8);
  });

  describe('edible portion', () => {
    const wholeOnion: FoodMeasures = { ...onion, refusePct: 10 };
    const squash: FoodMeasures = { name: 'butternut squash', gramsPerMl: 0.593, refusePct: 16, portions: [{ unit: 'cup', grams: 140, description: '1 cup, cubes' }] };
    const wings: FoodMeasures = { name: 'chicken wings', gramsPerMl: null, refusePct: 38, portions: [] };

    it('keeps only the eaten share of a mass of the food as bought, instructions after the comma included', () => {
      expect(grams(wholeOnion, 1, 'lb', 'onions')).toBeCloseTo(454.5 * 0.9, 1);
      expect(grams(squash, 1, 'kg', 'butternut squash', 'peeled, deseeded and cubed')).toBeCloseTo(840);
      expect(grams(wings, 2, 'lb', 'chicken wings')).toBeCloseTo(2 * 454.5 * 0.62, 0);
    });

    it('takes the whole mass when the name says the weighed food is the edible part', () => {
      expect(grams(squash, 500, 'g', 'peeled butternut squash')).toBe(500);
      expect(grams(wings, 1, 'lb', 'boneless chicken wings')).toBeCloseTo(454.5, 1);
      expect(grams(wings, 300, 'g', 'chicken wing meat')).toBe(300);
      expect(grams(wings, 300, 'g', 'chicken wings', 'skinless')).toBe(300);
    });

    it('leaves household measures and pieces alone: USDA weighs them edible', () => {
      expect(grams(wholeOnion, 1, 'cup', 'onion')).toBe(160);
      expect(grams(wholeOnion, 2, null, 'medium onions')).toBe(220);
      expect(grams(squash, 2, 'cup', 'butternut squash')).toBe(280);
    });
  });

  it('says why when there is no way to know', () => {
    expect(grams(onion, null, null, 'onion', 'to taste')).toEqual({ ok: false, reason: 'no-amount' });
    expect(grams(onion, 1, 'handful')).toEqual({ ok: false, reason: 'unknown-unit', unit: 'handful' });
    expect(grams(onion, 1, 'splash')).toEqual({ ok: false, reason: 'unknown-unit', unit: 'splash' });
    expect(grams(salmon, 2, null, 'salmon')).toEqual({ ok: false, reason: 'no-measure', unit: null });
    expect(grams(salmon, 1, 'cup')).toEqual({ ok: false, reason: 'no-measure', unit: 'cup' });
    expect(grams(onion, 2, 'clove')).toEqual({ ok: false, reason: 'no-measure', unit: 'clove' });
  });
});
