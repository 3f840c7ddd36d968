import { parseIngredientLine } from '../../../../domain/ingredient-line';
import { detectLanguage } from '../../../../domain/language';
import { newIngredientRow, newStepRow, type IngredientRow, type StepRow } from './recipe-form';

/**
 * Pasted ingredient lines as editor rows, read by the same parser as the import and, like an
 * imported recipe, in one language detected from all of them ('2 EL Olivenöl' among German lines).
 */
export function ingredientRowsFromLines(lines: readonly string[]): IngredientRow[] {
  const language = detectLanguage(lines);
  return lines.map((line) => rowFromParts(parseIngredientLine(line, language)));
}

function rowFromParts({ quantity, unit, name, preparation }: ReturnType<typeof parseIngredientLine>): IngredientRow {
  return {
    ...newIngredientRow(),
    quantity: quantity === null ? '' : String(quantity),
    unit: unit ?? '',
    name,
    preparation: preparation ?? '',
  };
}

export function stepRowFromText(instruction: string): StepRow {
  return { ...newStepRow(), instruction };
}

export const isBlankIngredient = (row: IngredientRow) => [row.quantity, row.unit, row.name, row.preparation].every((part) => part.trim() === '');
export const isBlankStep = (row: StepRow) => row.instruction.trim() === '' && row.tips.trim() === '';

/** Rows from the bulk panel go after the ones written so far; blank rows (the empty one a new recipe starts with) give way. */
export function appendPastedRows<T>(rows: readonly T[], pasted: readonly T[], isBlank: (row: T) => boolean): T[] {
  return [...rows.filter((row) => !isBlank(row)), ...pasted];
}

/** Lines pasted into one row's field: they take that row's place when it is blank, else follow it. */
export function insertPastedRows<T>(rows: readonly T[], index: number, pasted: readonly T[], isBlank: (row: T) => boolean): T[] {
  const target = rows[index];
  if (target === undefined) return [...rows, ...pasted];
  const keep = isBlank(target) ? [] : [target];
  return [...rows.slice(0, index), ...keep, ...pasted, ...rows.slice(index + 1)];
}

/** As many pasted rows as still fit under the recipe's limit. */
export function fitting<T>(pasted: readonly T[], existing: number, limit: number): T[] {
  return pasted.slice(0, Math.max(0, limit - existing));
}
