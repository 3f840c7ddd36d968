import type { CreditFeature, CreditKind } from '../../../../contracts/credits';

/** One line each on what a feature does, under its name in the cost list. */
export const FEATURE_DESCRIPTIONS: Record<CreditFeature, string> = {
  recipe_transform: 'Rework a recipe for your diet with Recipe AI',
  recipe_suggestion: 'A set of recipe ideas from what you have',
  recipe_analysis: 'A full nutrition analysis of a recipe',
  image_generation: 'A picture of the finished dish',
};

/** Ledger kinds in words. */
export const KIND_LABELS: Record<CreditKind, string> = {
  purchase: 'Purchase',
  spend: 'Spent',
  hold: 'Reserved',
  release: 'Returned',
  refund: 'Refund',
  grant: 'Granted',
  promotional_grant: 'Promotional credits',
  expiry: 'Expired',
};

const numberFormat = new Intl.NumberFormat('en-US');

/** '+20', '−10' (a true minus sign) or '0'. */
export function formatSignedCredits(amount: number): string {
  if (amount > 0) return `+${numberFormat.format(amount)}`;
  if (amount < 0) return `\u2212${numberFormat.format(-amount)}`;
  return '0';
}

/** '1 credit', '120 credits'. */
export function creditsWord(value: number): string {
  return `${numberFormat.format(value)} ${Math.abs(value) === 1 ? 'credit' : 'credits'}`;
}

/** A pack price in its own currency: 999 'usd' -> '$9.99'. */
export function formatPrice(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(cents / 10 ** digits);
  } catch {
    // An ISO code the browser does not know: still readable.
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}
