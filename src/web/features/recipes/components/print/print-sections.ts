/**
 * Print Options (SPEC section 2, Recipe detail; sections 4 and 9): which parts of the recipe detail
 * screen go on paper. The page marks each part with `data-print-section="{id}"`; printing puts the
 * ids the reader left unchecked in `data-print-hidden` on <html> (space-separated, so the print
 * stylesheet matches them with `~=`), opens the browser's print, and clears the flag 1 s later.
 */

export const PRINT_SECTIONS = [
  { id: 'image', label: 'Recipe Image' },
  { id: 'info', label: 'Recipe Info (prep time, cook time, etc.)' },
  { id: 'description', label: 'Description' },
  { id: 'macros', label: 'Macronutrient Distribution' },
  { id: 'tools', label: 'Everyday Kitchen Helpers' },
  { id: 'ingredients', label: 'Ingredients' },
  { id: 'instructions', label: 'Instructions' },
  { id: 'nutrition', label: 'Nutrition Facts' },
] as const;

export type PrintSection = (typeof PRINT_SECTIONS)[number]['id'];
export type PrintSelection = Record<PrintSection, boolean>;

/** The attribute on <html> naming the sections left out of the print. */
export const PRINT_HIDDEN_ATTRIBUTE = 'data-print-hidden';
/** SPEC section 9: print flag cleanup 1 s. */
export const PRINT_FLAG_CLEAR_DELAY_MS = 1000;

/** Every section on: the dialog's starting state. */
export function defaultPrintSelection(): PrintSelection {
  return Object.fromEntries(PRINT_SECTIONS.map((s) => [s.id, true])) as PrintSelection;
}

/** The unchecked sections, in page order. */
export function hiddenPrintSections(selection: PrintSelection): PrintSection[] {
  return PRINT_SECTIONS.filter((s) => !selection[s.id]).map((s) => s.id);
}

/** The part of an element (or a test double) the flags need. */
export interface FlagTarget {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Sets the flag; an empty value (everything printed) still marks that a print is under way. */
export function setPrintFlags(target: FlagTarget, hidden: readonly PrintSection[]): void {
  target.setAttribute(PRINT_HIDDEN_ATTRIBUTE, hidden.join(' '));
}

export function clearPrintFlags(target: FlagTarget): void {
  target.removeAttribute(PRINT_HIDDEN_ATTRIBUTE);
}

export interface PrintEnvironment {
  target: FlagTarget;
  print: () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

let pendingClear: { env: PrintEnvironment; handle: unknown } | null = null;

/**
 * Flags the hidden sections, prints, and clears the flags PRINT_FLAG_CLEAR_DELAY_MS later (a
 * second print before then restarts the countdown). Browsers block inside print() until the
 * print preview closes, so the flags hold for the whole preview.
 */
export function printWithSections(selection: PrintSelection, env: PrintEnvironment): void {
  if (pendingClear) {
    pendingClear.env.clearTimeout(pendingClear.handle);
    pendingClear = null;
  }
  setPrintFlags(env.target, hiddenPrintSections(selection));
  const scheduleClear = () => {
    const handle = env.setTimeout(() => {
      pendingClear = null;
      clearPrintFlags(env.target);
    }, PRINT_FLAG_CLEAR_DELAY_MS);
    pendingClear = { env, handle };
  };
  try {
    env.print();
  } finally {
    scheduleClear();
  }
}
