import { z } from 'zod';
import type { AuthUser } from '../../../../contracts/auth';
import { cmToFeetInches, feetInchesToInches, inchesToCm, inchesToFeetInches } from '../../../../domain/units';
import { profileUpdateSchema, type ProfileUpdateInput } from '../../../../contracts/users';

export type Unit = 'metric' | 'imperial';

/** What the Profile form holds: numbers as typed, height in the boxes of the chosen system. */
export interface ProfileFormValues {
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  profile_visible: boolean;
  measurement_unit: Unit;
  age: string;
  heightCm: string;
  feet: string;
  inches: string;
  weight: string;
  gender: string;
  activity_level: string;
  dietary_preferences: string;
}

/** The exact factor, as this form has always converted (the calculator uses SPEC's 2.2: domain/units.ts). */
const LB_PER_KG = 2.2046226218;
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(Math.round(value * 10) / 10));

export function profileFormValues(user: AuthUser): ProfileFormValues {
  const imperial = inchesToFeetInches(user.height ?? 0) ?? { feet: 0, inches: 0 };
  return {
    username: user.username ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    bio: user.bio ?? '',
    profile_visible: user.profile_visible,
    measurement_unit: user.measurement_unit,
    age: text(user.age),
    heightCm: user.measurement_unit === 'metric' ? text(user.height) : '',
    feet: user.measurement_unit === 'imperial' && user.height ? String(imperial.feet) : '',
    inches: user.measurement_unit === 'imperial' && user.height ? String(imperial.inches) : '',
    weight: text(user.weight),
    gender: user.gender ?? '',
    activity_level: user.activity_level ?? '',
    dietary_preferences: user.dietary_preferences.join(', '),
  };
}

/** Height as the one stored number: centimetres, or total inches from feet 0-8 and inches 0-11. */
function heightOf(values: ProfileFormValues): { value: string | number; error?: string } {
  if (values.measurement_unit === 'metric') return { value: values.heightCm };
  if (values.feet.trim() === '' && values.inches.trim() === '') return { value: '' };
  const feet = Number(values.feet || 0);
  const inches = Number(values.inches || 0);
  if (!Number.isInteger(feet) || feet < 0 || feet > 8) return { value: '', error: 'Feet must be a whole number from 0 to 8' };
  if (!Number.isInteger(inches) || inches < 0 || inches > 11) return { value: '', error: 'Inches must be a whole number from 0 to 11' };
  return { value: feetInchesToInches(feet, inches) ?? '' };
}

/** The changes when the member switches systems: what is typed is converted, so nobody redoes the arithmetic. */
export function switchedUnit(values: ProfileFormValues, unit: Unit): Partial<ProfileFormValues> {
  const weight = values.weight.trim() === '' ? '' : text(unit === 'imperial' ? Number(values.weight) * LB_PER_KG : Number(values.weight) / LB_PER_KG);
  if (unit === 'imperial') {
    const cm = Number(values.heightCm);
    const imperial = values.heightCm && cm > 0 ? cmToFeetInches(cm) : null;
    return { measurement_unit: unit, weight, feet: imperial ? String(imperial.feet) : '', inches: imperial ? String(imperial.inches) : '' };
  }
  const total = heightOf(values);
  return { measurement_unit: unit, weight, heightCm: typeof total.value === 'number' ? text(inchesToCm(total.value)) : '' };
}

/** The form field that shows a message for a field of the update: height lives in the boxes of the chosen system. */
export function formFieldOf(field: string, unit: Unit): keyof ProfileFormValues {
  if (field === 'height') return unit === 'imperial' ? 'feet' : 'heightCm';
  return field as keyof ProfileFormValues;
}

const formShape = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string(),
  profile_visible: z.boolean(),
  measurement_unit: z.enum(['metric', 'imperial']),
  age: z.string(),
  heightCm: z.string(),
  feet: z.string(),
  inches: z.string(),
  weight: z.string(),
  gender: z.string(),
  activity_level: z.string(),
  dietary_preferences: z.string(),
});

/**
 * The form as the update the server takes, checked by the server's own schema (profileUpdateSchema)
 * plus the feet-and-inches rules. The update is sent as the member typed it; the server parses it.
 */
export const profileFormSchema = formShape.transform((values, ctx): ProfileUpdateInput => {
  const height = heightOf(values);
  const input: ProfileUpdateInput = {
    username: values.username,
    first_name: values.first_name,
    last_name: values.last_name,
    bio: values.bio,
    profile_visible: values.profile_visible,
    measurement_unit: values.measurement_unit,
    age: values.age,
    height: height.value,
    weight: values.weight,
    gender: values.gender,
    activity_level: values.activity_level,
    dietary_preferences: values.dietary_preferences,
  };
  const checked = profileUpdateSchema.safeParse(input);
  const named = new Set<string>();
  // One message per field, under the field it names (a list's entry under the list).
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (named.has(field)) continue;
    named.add(field);
    ctx.addIssue({ code: 'custom', path: [formFieldOf(field, values.measurement_unit)], message: issue.message });
  }
  if (height.error && !named.has('height')) ctx.addIssue({ code: 'custom', path: [formFieldOf('height', values.measurement_unit)], message: height.error });
  return input;
});
