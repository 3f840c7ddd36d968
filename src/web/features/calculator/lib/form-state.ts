import type { AuthUser } from '../../../../contracts/auth';
import { ACTIVITY_LEVELS, GENDERS, needsFormulaChoice, NUTRITIONAL_GOALS } from '../../../../contracts/constants';
import { formulaOfSavedBmr } from '../../../../domain/calculator';
import {
  cmToFeetInches,
  feetInchesToInches,
  inchesToCm,
  inchesToFeetInches,
  kgToLb,
  lbToKg,
  MAX_HEIGHT_FEET,
  MAX_HEIGHT_INCHES,
} from '../../../../domain/units';

export type Unit = 'metric' | 'imperial';

/** What the form holds: text as typed, so a half-typed number is never lost or reformatted. */
export interface CalculatorFormState {
  measurement_unit: Unit;
  age: string;
  heightCm: string;
  feet: string;
  inches: string;
  weight: string;
  gender: string;
  bmr_formula: string;
  activity_level: string;
  nutritional_goal: string;
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
const textOf = (value: number | null) => (value === null ? '' : oneDecimal(value));
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): string => (values.includes(value as T) ? (value as string) : '');

export const EMPTY_FORM: CalculatorFormState = {
  measurement_unit: 'metric',
  age: '',
  heightCm: '',
  feet: '',
  inches: '',
  weight: '',
  gender: '',
  bmr_formula: '',
  activity_level: '',
  nutritional_goal: 'maintain',
};

/** The form field that shows a message for a field of the request: height lives in the box(es) of the chosen system. */
export function formFieldOf(field: string, unit: Unit): keyof CalculatorFormState | undefined {
  if (field === 'height') return unit === 'imperial' ? 'feet' : 'heightCm';
  // Every other field of the request has a form field of its name.
  return field in EMPTY_FORM ? (field as keyof CalculatorFormState) : undefined;
}

/** The signed-in user's profile as the form's starting point, so Recalculate lands prefilled. */
export function formFromUser(user: AuthUser): CalculatorFormState {
  const unit = user.measurement_unit;
  const imperialHeight = unit === 'imperial' && user.height !== null ? inchesToFeetInches(user.height) : null;
  const gender = oneOf(GENDERS, user.gender);
  // The formula choice is not stored; it is recovered from the saved BMR while the inputs still match.
  const formula =
    needsFormulaChoice(gender) && user.bmr !== null && user.age !== null && user.height !== null && user.weight !== null
      ? formulaOfSavedBmr({ unit, age: user.age, height: user.height, weight: user.weight }, user.bmr)
      : undefined;
  return {
    measurement_unit: unit,
    age: user.age === null ? '' : String(user.age),
    heightCm: unit === 'metric' ? textOf(user.height) : '',
    feet: imperialHeight ? String(imperialHeight.feet) : '',
    inches: imperialHeight ? String(imperialHeight.inches) : '',
    weight: textOf(user.weight),
    gender,
    bmr_formula: formula ?? '',
    activity_level: oneOf(ACTIVITY_LEVELS, user.activity_level),
    nutritional_goal: oneOf(NUTRITIONAL_GOALS, user.nutritional_goal) || EMPTY_FORM.nutritional_goal,
  };
}

/** Switching systems converts what is already typed (SPEC factors), so nobody redoes the arithmetic. */
export function switchUnit(state: CalculatorFormState, unit: Unit): CalculatorFormState {
  if (unit === state.measurement_unit) return state;
  const weight = state.weight.trim() === '' || !Number.isFinite(Number(state.weight)) ? '' : oneDecimal(unit === 'imperial' ? kgToLb(Number(state.weight)) : lbToKg(Number(state.weight)));
  if (unit === 'imperial') {
    const feetInches = state.heightCm.trim() === '' ? null : cmToFeetInches(Number(state.heightCm));
    return { ...state, measurement_unit: unit, weight, feet: feetInches ? String(feetInches.feet) : '', inches: feetInches ? String(feetInches.inches) : '' };
  }
  const inches = imperialHeight(state);
  return { ...state, measurement_unit: unit, weight, heightCm: typeof inches === 'number' ? oneDecimal(inchesToCm(inches)) : '' };
}

/** Total inches from feet 0-8 and inches 0-11 (SPEC section 5), '' when blank, or the message for a bad part. */
export function imperialHeight(state: CalculatorFormState): number | '' | { error: string } {
  if (state.feet.trim() === '' && state.inches.trim() === '') return '';
  const feet = Number(state.feet.trim() || 0);
  const inches = Number(state.inches.trim() || 0);
  if (!Number.isInteger(feet) || feet < 0 || feet > MAX_HEIGHT_FEET) return { error: `Feet must be a whole number from 0 to ${MAX_HEIGHT_FEET}` };
  if (!Number.isInteger(inches) || inches < 0 || inches > MAX_HEIGHT_INCHES) return { error: `Inches must be a whole number from 0 to ${MAX_HEIGHT_INCHES}` };
  return feetInchesToInches(feet, inches) ?? '';
}

const DRAFT_KEY = 'sprig:calculator-draft';

/** Keeps a visitor's entries across the sign-in round trip (this tab only). */
export function storeDraft(state: CalculatorFormState): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(state));
  } catch {
    // Storage may be off (private mode, quota): the visitor just types again.
  }
}

/** The draft left before signing in, if any. Only known text fields are taken. */
export function readDraft(): CalculatorFormState | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft = { ...EMPTY_FORM };
    for (const key of Object.keys(EMPTY_FORM) as (keyof CalculatorFormState)[]) {
      if (typeof parsed[key] === 'string') (draft as Record<string, string>)[key] = parsed[key];
    }
    draft.measurement_unit = parsed.measurement_unit === 'imperial' ? 'imperial' : 'metric';
    return draft;
  } catch {
    return null;
  }
}

/** A draft is used once. */
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
