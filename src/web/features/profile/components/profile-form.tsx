import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import type { AuthUser } from '../../../../contracts/auth';
import { ACTIVITY_LEVELS, GENDERS } from '../../../../contracts/users';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/own-profile';
import { formFieldOf, profileFormSchema, profileFormValues, switchedUnit, type ProfileFormValues, type Unit } from '../lib/profile-form-values';

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

/** The Profile tab's form (SPEC sections 2 and 5): one zod schema checks it here and on the server. */
export function ProfileForm({ user, onSaved }: { user: AuthUser; onSaved: () => void }) {
  // Messages stay until the next Save (the kit's default), as the member reads them.
  const form = useZodForm(profileFormSchema, { defaultValues: profileFormValues(user) });
  const update = useUpdateProfile();
  const { errors: fieldErrors } = form.formState;
  const [username, unit] = form.watch(['username', 'measurement_unit']);
  const imperial = unit === 'imperial';
  const errors: Partial<Record<string, string>> = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, error]) => [field, (error as { message?: string } | undefined)?.message]),
  );
  // Height is one field of the profile, typed in the boxes of the chosen system.
  errors.height = imperial ? errors.feet : errors.heightCm;
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `profile-${key}-error` } : {});

  const switchUnit = (next: Unit) => {
    const values = form.getValues();
    if (next === values.measurement_unit) return;
    for (const [key, value] of Object.entries(switchedUnit(values, next))) form.setValue(key as keyof ProfileFormValues, value);
  };

  const onSubmit = form.handleSubmit((input) => {
    if (update.isPending) return;
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved));
        toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
        onSaved();
      },
      onError: (error) => {
        setServerErrors(error, form.setError, { field: (name) => formFieldOf(name.split('.')[0]!, form.getValues('measurement_unit')) });
        toast({ variant: 'destructive', title: 'Update Failed', description: bodyMessage(error) ?? 'Failed to update profile' });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Profile" className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile-username" label="Username" error={errors.username}>
          <Input {...form.register('username')} id="profile-username" autoComplete="username" className="h-11" {...invalid('username')} />
        </Field>
        <Field id="profile-email" label="Email">
          <Input id="profile-email" value={user.email} readOnly aria-readonly="true" className="h-11 bg-muted text-muted-foreground" />
        </Field>
        <Field id="profile-first_name" label="First name" error={errors.first_name}>
          <Input {...form.register('first_name')} id="profile-first_name" autoComplete="given-name" className="h-11" {...invalid('first_name')} />
        </Field>
        <Field id="profile-last_name" label="Last name" error={errors.last_name}>
          <Input {...form.register('last_name')} id="profile-last_name" autoComplete="family-name" className="h-11" {...invalid('last_name')} />
        </Field>
        <Field id="profile-bio" label="Bio" error={errors.bio} className="sm:col-span-2">
          <textarea
            {...form.register('bio')}
            id="profile-bio"
            rows={3}
            maxLength={500}
            className="flex w-full rounded-2xl border border-input bg-background px-4 py-2.5 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm"
            {...invalid('bio')}
          />
        </Field>
        <div className="flex items-start gap-3 sm:col-span-2">
          <Controller
            control={form.control}
            name="profile_visible"
            render={({ field }) => (
              <Checkbox ref={field.ref} id="profile-visible" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
            )}
          />
          <div className="space-y-1">
            <Label htmlFor="profile-visible">Public profile</Label>
            <p className="text-sm text-muted-foreground">Anyone can see your name, bio and public recipes at /profile/{username.trim() || 'your-username'}.</p>
          </div>
        </div>
      </div>

      <fieldset className="space-y-5 rounded-2xl border border-border p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold">Body and activity</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="profile-measurement_unit" label="Measurement system">
            <NativeSelect id="profile-measurement_unit" value={unit} onChange={(e) => switchUnit(e.target.value as Unit)}>
              <option value="metric">Metric (cm, kg)</option>
              <option value="imperial">Imperial (ft/in, lb)</option>
            </NativeSelect>
          </Field>
          <Field id="profile-age" label="Age" error={errors.age}>
            <Input {...form.register('age')} id="profile-age" type="number" inputMode="numeric" min={1} step={1} className="h-11" {...invalid('age')} />
          </Field>
          {imperial ? (
            <Field id="profile-height" label="Height (feet and inches)" error={errors.height}>
              <div className="flex gap-2">
                <Input {...form.register('feet')} id="profile-height" aria-label="Height, feet" type="number" inputMode="numeric" min={0} max={8} className="h-11" {...invalid('height')} />
                <Input {...form.register('inches')} id="profile-height-inches" aria-label="Height, inches" type="number" inputMode="numeric" min={0} max={11} className="h-11" />
              </div>
            </Field>
          ) : (
            <Field id="profile-height" label="Height (cm)" error={errors.height}>
              <Input {...form.register('heightCm')} id="profile-height" type="number" inputMode="decimal" min={0} className="h-11" {...invalid('height')} />
            </Field>
          )}
          <Field id="profile-weight" label={imperial ? 'Weight (lb)' : 'Weight (kg)'} error={errors.weight}>
            <Input {...form.register('weight')} id="profile-weight" type="number" inputMode="decimal" min={0} className="h-11" {...invalid('weight')} />
          </Field>
          <Field id="profile-gender" label="Gender" error={errors.gender}>
            <NativeSelect {...form.register('gender')} id="profile-gender">
              <option value="">Not specified</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="profile-activity_level" label="Activity level" error={errors.activity_level}>
            <NativeSelect {...form.register('activity_level')} id="profile-activity_level">
              <option value="">Not specified</option>
              {ACTIVITY_LEVELS.map((a) => (
                <option key={a} value={a}>
                  {ACTIVITY_LABELS[a]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="profile-dietary_preferences" label="Dietary preferences" error={errors.dietary_preferences} className="sm:col-span-2">
            <Input
              {...form.register('dietary_preferences')}
              id="profile-dietary_preferences"
              placeholder="e.g. vegetarian, gluten-free"
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
