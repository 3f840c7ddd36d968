import { useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { AuthUser } from '../../../../contracts/auth';
import {
  ACTIVITY_LEVELS,
  feetAndInchesToInches,
  GENDERS,
  inchesToFeetAndInches,
  profileUpdateSchema,
  type ProfileUpdateInput,
} from '../../../../contracts/users';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { bodyMessage, issuesToFieldErrors, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { useUpdateProfile } from '../api/own-profile';

type Unit = 'metric' | 'imperial';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};
const ACTIVITY_LABELS: Record<(typeof ACTIVITY_LEVELS)[number], string> = {
  sedentary: 'Sedentary (little or no exercise)',
  light: 'Light (1-3 days a week)',
  moderate: 'Moderate (3-5 days a week)',
  active: 'Active (6-7 days a week)',
  'very-active': 'Very active (hard exercise daily)',
};

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.2046226218;
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(Math.round(value * 10) / 10));

interface FormState {
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

function initialState(user: AuthUser): FormState {
  const imperial = inchesToFeetAndInches(user.height ?? 0);
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
function heightOf(state: FormState): { value: string | number; error?: string } {
  if (state.measurement_unit === 'metric') return { value: state.heightCm };
  if (state.feet.trim() === '' && state.inches.trim() === '') return { value: '' };
  const feet = Number(state.feet || 0);
  const inches = Number(state.inches || 0);
  if (!Number.isInteger(feet) || feet < 0 || feet > 8) return { value: '', error: 'Feet must be a whole number from 0 to 8' };
  if (!Number.isInteger(inches) || inches < 0 || inches > 11) return { value: '', error: 'Inches must be a whole number from 0 to 11' };
  return { value: feetAndInchesToInches(feet, inches) };
}

function Field({ id, label, error, children, className }: { id: string; label: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const selectClass =
  'flex h-11 w-full rounded-full border border-input bg-background px-4 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm';

/** The Profile tab's form (SPEC sections 2 and 5): one zod schema checks it here and on the server. */
export function ProfileForm({ user, onSaved }: { user: AuthUser; onSaved: () => void }) {
  const [state, setState] = useState(() => initialState(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `profile-${key}-error` } : {});

  // Switching systems converts what is already typed, so nobody has to redo the arithmetic.
  const switchUnit = (unit: Unit) => {
    if (unit === state.measurement_unit) return;
    setState((s) => {
      const weight = s.weight.trim() === '' ? '' : text(unit === 'imperial' ? Number(s.weight) * LB_PER_KG : Number(s.weight) / LB_PER_KG);
      if (unit === 'imperial') {
        const cm = Number(s.heightCm);
        const { feet, inches } = inchesToFeetAndInches(cm / CM_PER_INCH);
        return { ...s, measurement_unit: unit, weight, feet: s.heightCm && cm > 0 ? String(feet) : '', inches: s.heightCm && cm > 0 ? String(inches) : '' };
      }
      const total = heightOf(s);
      return { ...s, measurement_unit: unit, weight, heightCm: typeof total.value === 'number' ? text(total.value * CM_PER_INCH) : '' };
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const height = heightOf(state);
    const input: ProfileUpdateInput = {
      username: state.username,
      first_name: state.first_name,
      last_name: state.last_name,
      bio: state.bio,
      profile_visible: state.profile_visible,
      measurement_unit: state.measurement_unit,
      age: state.age,
      height: height.value,
      weight: state.weight,
      gender: state.gender,
      activity_level: state.activity_level,
      dietary_preferences: state.dietary_preferences,
    };
    const checked = profileUpdateSchema.safeParse(input);
    const found: FieldErrors = checked.success ? {} : issuesToFieldErrors(checked.error.issues);
    if (height.error) found.height ??= height.error;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`profile-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) => {
        setState(initialState(saved));
        toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
        onSaved();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({ variant: 'destructive', title: 'Update Failed', description: bodyMessage(error) ?? 'Failed to update profile' });
      },
    });
  };

  const imperial = state.measurement_unit === 'imperial';
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile-username" label="Username" error={errors.username}>
          <Input id="profile-username" autoComplete="username" value={state.username} onChange={(e) => set('username', e.target.value)} className="h-11" {...invalid('username')} />
        </Field>
        <Field id="profile-email" label="Email">
          <Input id="profile-email" value={user.email} readOnly aria-readonly="true" className="h-11 bg-muted text-muted-foreground" />
        </Field>
        <Field id="profile-first_name" label="First name" error={errors.first_name}>
          <Input id="profile-first_name" autoComplete="given-name" value={state.first_name} onChange={(e) => set('first_name', e.target.value)} className="h-11" {...invalid('first_name')} />
        </Field>
        <Field id="profile-last_name" label="Last name" error={errors.last_name}>
          <Input id="profile-last_name" autoComplete="family-name" value={state.last_name} onChange={(e) => set('last_name', e.target.value)} className="h-11" {...invalid('last_name')} />
        </Field>
        <Field id="profile-bio" label="Bio" error={errors.bio} className="sm:col-span-2">
          <textarea
            id="profile-bio"
            rows={3}
            maxLength={500}
            value={state.bio}
            onChange={(e) => set('bio', e.target.value)}
            className="flex w-full rounded-2xl border border-input bg-background px-4 py-2.5 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm"
            {...invalid('bio')}
          />
        </Field>
        <div className="flex items-start gap-3 sm:col-span-2">
          <Checkbox id="profile-visible" checked={state.profile_visible} onCheckedChange={(checked) => set('profile_visible', checked === true)} />
          <div className="space-y-1">
            <Label htmlFor="profile-visible">Public profile</Label>
            <p className="text-sm text-muted-foreground">Anyone can see your name, bio and public recipes at /profile/{state.username.trim() || 'your-username'}.</p>
          </div>
        </div>
      </div>

      <fieldset className="space-y-5 rounded-2xl border border-border p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold">Body and activity</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="profile-measurement_unit" label="Measurement system">
            <select id="profile-measurement_unit" value={state.measurement_unit} onChange={(e) => switchUnit(e.target.value as Unit)} className={selectClass}>
              <option value="metric">Metric (cm, kg)</option>
              <option value="imperial">Imperial (ft/in, lb)</option>
            </select>
          </Field>
          <Field id="profile-age" label="Age" error={errors.age}>
            <Input id="profile-age" type="number" inputMode="numeric" min={1} step={1} value={state.age} onChange={(e) => set('age', e.target.value)} className="h-11" {...invalid('age')} />
          </Field>
          {imperial ? (
            <Field id="profile-height" label="Height (feet and inches)" error={errors.height}>
              <div className="flex gap-2">
                <Input id="profile-height" aria-label="Height, feet" type="number" inputMode="numeric" min={0} max={8} value={state.feet} onChange={(e) => set('feet', e.target.value)} className="h-11" {...invalid('height')} />
                <Input id="profile-height-inches" aria-label="Height, inches" type="number" inputMode="numeric" min={0} max={11} value={state.inches} onChange={(e) => set('inches', e.target.value)} className="h-11" />
              </div>
            </Field>
          ) : (
            <Field id="profile-height" label="Height (cm)" error={errors.height}>
              <Input id="profile-height" type="number" inputMode="decimal" min={0} value={state.heightCm} onChange={(e) => set('heightCm', e.target.value)} className="h-11" {...invalid('height')} />
            </Field>
          )}
          <Field id="profile-weight" label={imperial ? 'Weight (lb)' : 'Weight (kg)'} error={errors.weight}>
            <Input id="profile-weight" type="number" inputMode="decimal" min={0} value={state.weight} onChange={(e) => set('weight', e.target.value)} className="h-11" {...invalid('weight')} />
          </Field>
          <Field id="profile-gender" label="Gender" error={errors.gender}>
            <select id="profile-gender" value={state.gender} onChange={(e) => set('gender', e.target.value)} className={selectClass}>
              <option value="">Not specified</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="profile-activity_level" label="Activity level" error={errors.activity_level}>
            <select id="profile-activity_level" value={state.activity_level} onChange={(e) => set('activity_level', e.target.value)} className={selectClass}>
              <option value="">Not specified</option>
              {ACTIVITY_LEVELS.map((a) => (
                <option key={a} value={a}>
                  {ACTIVITY_LABELS[a]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="profile-dietary_preferences" label="Dietary preferences" error={errors.dietary_preferences} className="sm:col-span-2">
            <Input
              id="profile-dietary_preferences"
              placeholder="e.g. vegetarian, gluten-free"
              value={state.dietary_preferences}
              onChange={(e) => set('dietary_preferences', e.target.value)}
              className="h-11"
              {...invalid('dietary_preferences')}
            />
            <p className="text-sm text-muted-foreground">Separate them with commas.</p>
          </Field>
        </div>
      </fieldset>

      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
