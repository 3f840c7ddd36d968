/**
 * The shape of the foods data: the twelve nutrients every food row carries (per 100 g edible
 * portion, as USDA publishes them) and the household measures a portion may be written in.
 * Shared by the curated seed (src/db/seed/ingredients.json), its generator
 * (scripts/nutrition/build-ingredients.ts) and the importer (src/server/modules/nutrition).
 */

/** Nutrient fields in a fixed order, with the USDA nutrient number (NUTR_DEF Nutr_No / FDC nutrient_nbr). */
export const NUTRIENTS = [
  { key: 'energyKcal', nutrNo: '208', unit: 'kcal' },
  { key: 'proteinG', nutrNo: '203', unit: 'g' },
  { key: 'fatG', nutrNo: '204', unit: 'g' },
  { key: 'saturatedFatG', nutrNo: '606', unit: 'g' },
  { key: 'monounsaturatedFatG', nutrNo: '645', unit: 'g' },
  { key: 'polyunsaturatedFatG', nutrNo: '646', unit: 'g' },
  { key: 'transFatG', nutrNo: '605', unit: 'g' },
  { key: 'carbohydrateG', nutrNo: '205', unit: 'g' },
  { key: 'fiberG', nutrNo: '291', unit: 'g' },
  { key: 'sugarsG', nutrNo: '269', unit: 'g' },
  { key: 'sodiumMg', nutrNo: '307', unit: 'mg' },
  { key: 'cholesterolMg', nutrNo: '601', unit: 'mg' },
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export const NUTRIENT_KEYS: readonly NutrientKey[] = NUTRIENTS.map((n) => n.key);

/** Per 100 g. Null: the source has no figure (never read as zero). */
export type Nutrients = Record<NutrientKey, number | null>;

export function emptyNutrients(): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as Nutrients;
}

/**
 * Canonical portion names. Volumes match src/domain/units.ts; count words match the ones
 * src/domain/ingredient-line/ reads ('2 cloves garlic', '1 stick butter'); sizes are how a
 * recipe counts whole things ('1 large egg', '2 medium onions'); 'each' is a whole one of no size.
 */
export const PORTION_UNITS = [
  'cup',
  'tbsp',
  'tsp',
  'fl oz',
  'each',
  'small',
  'medium',
  'large',
  'extra large',
  'jumbo',
  'clove',
  'slice',
  'stick',
  'stalk',
  'head',
  'sprig',
  'leaf',
  'ear',
  'fillet',
  'can',
  'sheet',
  'pat',
  'bunch',
  'dash',
  'package',
  // A length of a root cut to size ('2.5cm piece ginger'): grams per centimetre.
  'cm',
  // A ball of fresh cheese as sold ('1 ball mozzarella').
  'ball',
] as const;

export type PortionUnit = (typeof PORTION_UNITS)[number];

export function isPortionUnit(value: string): value is PortionUnit {
  return (PORTION_UNITS as readonly string[]).includes(value);
}

/** One household measure: `grams` for one `unit` (SR28 WEIGHT Gm_Wgt divided by Amount). */
export interface CuratedPortion {
  unit: PortionUnit;
  grams: number;
  /** The source's measure text (WEIGHT Msre_Desc with its amount), e.g. '1 cup, chopped'. */
  measure: string;
  /** Set when the measure is borrowed from another SR28 food (its NDB number). */
  ndb?: string;
  /** Set when SR28 has no such measure and the figure is curated: where it comes from. */
  source?: string;
}

/** One row of src/db/seed/ingredients.json. */
export interface CuratedFood {
  /** SR28 NDB number the figures come from: the citation. */
  ndb: string;
  /** What a home cook writes: 'red onion', 'cannellini beans (canned, drained)'. */
  name: string;
  aliases: string[];
  category: string;
  /** SR28 Long_Desc of the food. */
  description: string;
  nutrients: Nutrients;
  portions: CuratedPortion[];
  /** Grams per millilitre, from the food's largest volume measure; null without one. */
  gramsPerMl: number | null;
  /**
   * SR28's refuse (FOOD_DES Refuse, Ref_desc): the share of the food as bought that is not eaten
   * (peel, pits, bone). Present only where a recipe may weigh the food as bought (grams.ts applies
   * it to a mass of the whole food); absent when there is none or the food is sold as its edible part.
   * A source is given where SR28 weighs the food without it (shellfish bought in the shell).
   */
  refuse?: { percent: number; description: string | null; source?: string };
  /** Why this SR28 food stands in for the name, when it is not the obvious one. */
  note?: string;
}

/**
 * The form names and aliases are compared and searched in: lower case, accents and apostrophes
 * dropped, any other punctuation a single space ('Jalapeño' -> 'jalapeno', 'all-purpose flour' ->
 * 'all purpose flour', "confectioner's sugar" -> 'confectioners sugar'). '%' stays ('2% milk').
 */
export function foodSearchKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** The US customary volumes USDA household measures are written in, in millilitres. */
export const ML_PER_MEASURE = { cup: 236.588, 'fl oz': 29.5735, tbsp: 14.7868, tsp: 4.92892 } as const;

/**
 * Grams per millilitre from a food's largest volume measure (cup, then fl oz, tbsp, tsp), rounded
 * to three decimals; null when it has none. Converts metric volumes ('250 ml milk') to grams.
 */
export function gramsPerMlFrom(portions: readonly { unit: string | null; grams: number }[]): number | null {
  for (const unit of ['cup', 'fl oz', 'tbsp', 'tsp'] as const) {
    const portion = portions.find((p) => p.unit === unit);
    if (portion) return Math.round((portion.grams / ML_PER_MEASURE[unit]) * 1000) / 1000;
  }
  return null;
}
