/**
 * Unit conversions with the exact factors of SPEC section 9. These are kitchen approximations
 * (2.2 lb per kg, 946 ml per quart), used on purpose so every screen agrees with the spec's numbers.
 * Unknown units give null: a wrong guess on an ingredient amount is worse than no conversion.
 */

export const GRAMS_PER_OUNCE = 28.35;
export const POUNDS_PER_KILOGRAM = 2.2;
export const ML_PER_FLUID_OUNCE = 29.57;
export const ML_PER_CUP = 236.59;
export const ML_PER_TABLESPOON = 15;
export const ML_PER_TEASPOON = 5;
export const CM_PER_INCH = 2.54;
export const ML_PER_QUART = 946;
export const LITRES_PER_GALLON = 3.785;
export const INCHES_PER_FOOT = 12;

/** SPEC section 5: imperial height input bounds. */
export const MAX_HEIGHT_FEET = 8;
export const MAX_HEIGHT_INCHES = 11;

export type MassUnit = 'mg' | 'g' | 'kg' | 'oz' | 'lb';
export type VolumeUnit = 'ml' | 'cl' | 'dl' | 'l' | 'tsp' | 'tbsp' | 'fl oz' | 'cup' | 'quart' | 'gallon';
export type Unit = MassUnit | VolumeUnit;

const GRAMS_PER: Record<MassUnit, number> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  oz: GRAMS_PER_OUNCE,
  // From the spec's 2.2 lb per kg, so lb -> g agrees with lbToKg.
  lb: 1000 / POUNDS_PER_KILOGRAM,
};

const ML_PER: Record<VolumeUnit, number> = {
  ml: 1,
  // Centilitres and decilitres: how Scandinavian and French recipes measure liquids and flour.
  cl: 10,
  dl: 100,
  l: 1000,
  tsp: ML_PER_TEASPOON,
  tbsp: ML_PER_TABLESPOON,
  'fl oz': ML_PER_FLUID_OUNCE,
  cup: ML_PER_CUP,
  quart: ML_PER_QUART,
  gallon: LITRES_PER_GALLON * 1000,
};

/**
 * Case-sensitive short forms. Recipe convention: capital 'T' is a tablespoon and small 't' a
 * teaspoon, so these are checked before the text is lower-cased.
 */
const CASE_SENSITIVE = new Map<string, Unit>([
  ['T', 'tbsp'],
  ['t', 'tsp'],
  ['Tb', 'tbsp'],
  ['Tbs', 'tbsp'],
]);

/** Lower-cased spellings (without trailing dots) mapped to their canonical unit. A Map, so
 * 'constructor' or 'toString' can never resolve to an Object.prototype member. */
const ALIASES = new Map<string, Unit>();
function alias(unit: Unit, ...names: string[]): void {
  for (const name of [unit, ...names]) ALIASES.set(name, unit);
}
alias('mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes');
alias('g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes');
alias('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes');
alias('oz', 'ozs', 'ounce', 'ounces');
alias('lb', 'lbs', 'pound', 'pounds');
alias('ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc');
alias('cl', 'cls', 'centilitre', 'centilitres', 'centiliter', 'centiliters');
alias('dl', 'dls', 'decilitre', 'decilitres', 'deciliter', 'deciliters');
alias('l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters');
alias('tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls');
alias('tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls');
alias('fl oz', 'floz', 'fl ozs', 'fluid oz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces');
alias('cup', 'c', 'cups');
alias('quart', 'qt', 'qts', 'quarts');
alias('gallon', 'gal', 'gals', 'gallons');

/**
 * The canonical unit for a spelling found in a recipe ('Tbsp.', 'tablespoons', 'T' -> 'tbsp';
 * 'ounces' -> 'oz'; 'c' -> 'cup'; 'fl. oz.' -> 'fl oz'), or null when it is not a known unit.
 */
export function normalizeUnit(raw: string | null | undefined): Unit | null {
  if (typeof raw !== 'string') return null;
  const compact = raw.trim().replace(/\s+/g, ' ');
  const exact = CASE_SENSITIVE.get(compact.replace(/\.$/, ''));
  if (exact) return exact;
  // Dots only abbreviate: 'fl. oz.' -> 'fl oz', 'fl.oz.' -> 'floz'.
  const key = compact.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return ALIASES.get(key) ?? null;
}

export function isMassUnit(unit: Unit): unit is MassUnit {
  return Object.hasOwn(GRAMS_PER, unit);
}

export function isVolumeUnit(unit: Unit): unit is VolumeUnit {
  return Object.hasOwn(ML_PER, unit);
}

/** Grams in `value` of a mass unit; null for volume, unknown units or a non-finite value. */
export function toGrams(value: number, unit: string): number | null {
  const canonical = normalizeUnit(unit);
  if (canonical === null || !isMassUnit(canonical) || !Number.isFinite(value)) return null;
  return value * GRAMS_PER[canonical];
}

/** Millilitres in `value` of a volume unit; null for mass, unknown units or a non-finite value. */
export function toMillilitres(value: number, unit: string): number | null {
  const canonical = normalizeUnit(unit);
  if (canonical === null || !isVolumeUnit(canonical) || !Number.isFinite(value)) return null;
  return value * ML_PER[canonical];
}

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

export function kgToLb(kg: number): number {
  return kg * POUNDS_PER_KILOGRAM;
}

export function lbToKg(lb: number): number {
  return lb / POUNDS_PER_KILOGRAM;
}

/**
 * A height in centimetres as whole feet and inches for the imperial input (inches rounded; 12
 * rounds up into the next foot). Null for negative or non-finite input.
 */
export function cmToFeetInches(cm: number): { feet: number; inches: number } | null {
  if (!Number.isFinite(cm) || cm < 0) return null;
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

/** Splits a stored imperial height (total inches) into feet and whole inches for the form. */
export function inchesToFeetInches(totalInches: number): { feet: number; inches: number } | null {
  if (!Number.isFinite(totalInches) || totalInches < 0) return null;
  const rounded = Math.round(totalInches);
  return { feet: Math.floor(rounded / INCHES_PER_FOOT), inches: rounded % INCHES_PER_FOOT };
}

/**
 * Total inches for the imperial height form (stored that way, SPEC section 3). Feet must be a
 * whole number 0-8 and inches 0-11 (fractions allowed); null otherwise so the form can reject it.
 */
export function feetInchesToInches(feet: number, inches: number): number | null {
  if (!Number.isInteger(feet) || feet < 0 || feet > MAX_HEIGHT_FEET) return null;
  if (!Number.isFinite(inches) || inches < 0 || inches > MAX_HEIGHT_INCHES) return null;
  return feet * INCHES_PER_FOOT + inches;
}
