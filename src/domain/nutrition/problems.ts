import type { Conversion } from './grams';

/**
 * Why a line is left out of the totals, in words the member can act on. Shown beside the line
 * in the editor, so each says what to change.
 */
export function unmatchedProblem(name: string): string {
  return `No food in the USDA data is close enough to "${name}". Write the food's common name (for example "red onion" or "cheddar") to count it.`;
}

/** A guess is shown with its food so the member can confirm it by writing that name. */
export function uncertainProblem(name: string, foodName: string): string {
  return `We are not sure "${name}" means ${foodName}, so it is not counted. Write the food's name more exactly, or "${foodName}" if that is what you mean.`;
}

export function conversionProblem(failure: Exclude<Conversion, { ok: true }>, foodName: string): string {
  switch (failure.reason) {
    case 'no-amount':
      return 'No amount is given, so it adds nothing. Add a quantity to count it.';
    case 'unknown-unit':
      return `"${failure.unit}" is not a measure the weight can be worked out from. Use grams, ounces, cups, spoons or a count.`;
    case 'no-measure':
      return failure.unit === null
        ? `USDA gives no weight for one ${foodName}. Give the amount in grams or ounces, or with a size (small, medium, large).`
        : `USDA gives no weight for a ${failure.unit} of ${foodName}. Give the amount in grams or ounces.`;
  }
}
