/**
 * Servings scaling for the recipe detail screen (SPEC section 5): the stepper cannot go below 1 and
 * ingredient amounts scale by chosen servings divided by the recipe's servings. Calories per serving
 * do not scale (ADR 0011); amounts are shown by kitchen-amount, and formatAmount is the one-decimal
 * rule for gram figures.
 */

/**
 * The servings a stepper may show: a whole number, at least 1, with no upper bound.
 * Anything unusable (NaN, Infinity, negative) falls back to 1 so the screen never divides by zero.
 */
export function clampServings(n: number): number {
  if (!Number.isFinite(n)) return 1;
  return Math.max(1, Math.round(n));
}

/**
 * The factor every per-recipe amount is multiplied by. A recipe with a missing or nonsensical
 * servings count is treated as unscaled (factor 1) rather than producing NaN or Infinity on screen.
 */
export function servingsFactor(originalServings: number, servings: number): number {
  if (!Number.isFinite(originalServings) || originalServings <= 0) return 1;
  if (!Number.isFinite(servings) || servings <= 0) return 1;
  return servings / originalServings;
}

/** An ingredient quantity for `servings` when the recipe gives it for `originalServings`. Unrounded. */
export function scaleQuantity(quantity: number, originalServings: number, servings: number): number {
  return quantity * servingsFactor(originalServings, servings);
}

/**
 * Display form of a gram (or milligram) figure: one decimal, trailing '.0' dropped (2 -> '2', 1.25 -> '1.3',
 * 0.333 -> '0.3'). Halves round away from zero; binary float noise is removed first so 1.15 shows
 * '1.2' as a cook would expect (Number#toFixed would give '1.1'). Non-finite input gives ''.
 */
export function formatAmount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const tenths = Number((Math.abs(n) * 10).toPrecision(12));
  const rounded = (Math.sign(n) * Math.round(tenths)) / 10;
  // Avoid '-0' for tiny negatives that round to zero.
  if (rounded === 0) return '0';
  return String(rounded);
}
