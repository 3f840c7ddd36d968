import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { Calculator, LoaderCircle, LogIn, Save } from 'lucide-react';
import type { AuthUser } from '../../../../contracts/auth';
import { needsFormulaChoice } from '../../../../contracts/nutrition-goals';
import { ACTIVITY_LEVELS, GENDERS } from '../../../../contracts/users';
import { calculateNutrition, formulaFor } from '../../../../domain/calculator';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { focusFirstInOrder, setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useSaveNutritionGoals } from '../api/save-nutrition-goals';
import { calculatorFormSchema, formFieldOf } from '../lib/calculator-form-schema';
import { storeDraft, switchUnit, type CalculatorFormState, type Unit } from '../lib/form-state';
import { CalculatorResults, RESULTS_TITLE_ID } from './calculator-results';
import { ChoiceGroup, describedBy, Field, NativeSelect } from './form-controls';

export const ACTIVITY_LABELS: Record<(typeof ACTIVITY_LEVELS)[number], string> = {
  sedentary: 'Sedentary (little or no exercise)',
  light: 'Light (1-3 days a week)',
  moderate: 'Moderate (3-5 days a week)',
  active: 'Active (6-7 days a week)',
  'very-active': 'Very active (hard exercise daily)',
};
const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};
const UNIT_CHOICES = [
  { value: 'metric', label: 'Metric (cm, kg)' },
  { value: 'imperial', label: 'Imperial (ft, lb)' },
];
const FORMULA_CHOICES = [
  { value: 'male', label: 'Men’s (+5)' },
  { value: 'female', label: 'Women’s (−161)' },
];
const GOAL_CHOICES = [
  { value: 'lose', label: 'Lose' },
  { value: 'maintain', label: 'Maintain' },
  { value: 'gain', label: 'Gain' },
];

/** The form's fields in the order it shows them: the first with a message takes the focus. */
const FOCUS_ORDER = ['measurement_unit', 'age', 'gender', 'bmr_formula', 'heightCm', 'feet', 'weight', 'activity_level', 'nutritional_goal'] as const;

/**
 * The calculator form. Results appear once Calculate finds the entries valid and then follow every
 * edit; messages name the field, and the first bad field takes the focus. Members save to their
 * profile (the server recomputes the figures); visitors are sent to sign in with their entries kept.
 */
export function CalculatorForm({ user, initial }: { user: AuthUser | null; initial: CalculatorFormState }) {
  // Prefilled complete entries (Recalculate) show their results at once, and are checked on every edit as after a Calculate.
  const [prefilled] = useState(() => calculatorFormSchema.safeParse(initial).success);
  // Messages follow every edit after the first Calculate ('recheck').
  const form = useZodForm(calculatorFormSchema, {
    defaultValues: initial,
    onEdit: 'recheck',
    ...(prefilled ? { mode: 'onChange' as const } : {}),
    // The formula and the feet boxes appear later than the fields below them, so the form's own order picks the focus.
    shouldFocusError: false,
  });
  // Set by each valid Calculate: the results heading then takes the focus (and scrolls into view on phones) once shown.
  const [focusResults, setFocusResults] = useState(false);
  const save = useSaveNutritionGoals();
  const { reset: resetSave } = save;
  const values = form.watch();
  const submitted = prefilled || form.formState.isSubmitted;
  const checked = calculatorFormSchema.safeParse(values);
  const fieldErrors = form.formState.errors;
  const imperial = values.measurement_unit === 'imperial';
  const errors: Partial<Record<string, string>> = Object.fromEntries(Object.entries(fieldErrors).map(([field, error]) => [field, error?.message]));
  // Height is one field of the request, typed in the box(es) of the chosen system.
  errors.height = imperial ? errors.feet : errors.heightCm;
  const goals = submitted && checked.success ? checked.data : null;
  const formula = goals ? formulaFor(goals.gender, goals.bmr_formula) : null;
  const figures =
    goals && formula
      ? calculateNutrition({
          unit: goals.measurement_unit,
          age: goals.age,
          height: goals.height,
          weight: goals.weight,
          formula,
          activityLevel: goals.activity_level,
          goal: goals.nutritional_goal,
        })
      : null;

  // The form counts as submitted a moment after the valid check, so the heading may come a render later.
  const shown = figures !== null;
  useEffect(() => {
    if (!focusResults || !shown) return;
    document.getElementById(RESULTS_TITLE_ID)?.focus();
    setFocusResults(false);
  }, [focusResults, shown]);

  // Any edit takes away the save's outcome and the server's messages, which spoke of other entries.
  const edited = () => {
    resetSave();
    const server = Object.entries(form.formState.errors).filter(([, error]) => error?.type === 'server');
    if (server.length > 0) form.clearErrors(server.map(([field]) => field as keyof CalculatorFormState));
  };
  const field = (name: keyof CalculatorFormState, deps?: (keyof CalculatorFormState)[]) => form.register(name, { onChange: edited, ...(deps ? { deps } : {}) });
  // The same for a controlled field: the form then checks it as its mode says.
  const edit = (onChange: (value: string) => void, value: string) => {
    edited();
    onChange(value);
  };

  const changeUnit = (unit: Unit) => {
    for (const [key, value] of Object.entries(switchUnit(form.getValues(), unit))) form.setValue(key as keyof CalculatorFormState, value);
    edited();
    // Heights and weights are checked against the new system's ranges.
    if (submitted) void form.trigger();
  };

  const onSubmit = form.handleSubmit(
    () => setFocusResults(true),
    focusFirstInOrder(form.setFocus, FOCUS_ORDER),
  );

  const onSave = () => {
    if (!checked.success || save.isPending) return;
    save.mutate(checked.data, {
      onSuccess: () => toast({ title: 'Nutrition Goals Saved', description: 'Your results are saved to your profile.' }),
      onError: (error) => {
        setServerErrors(error, form.setError, { field: (name) => formFieldOf(name, form.getValues('measurement_unit')) });
        toast({ variant: 'destructive', title: 'Save Failed', description: bodyMessage(error) ?? 'Failed to save your results' });
      },
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Nutrition calculator" className="space-y-5 rounded-3xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <Controller
          control={form.control}
          name="measurement_unit"
          render={({ field: { value, ref } }) => (
            <ChoiceGroup
              id="calc-measurement_unit"
              name="measurement_unit"
              legend="Units"
              choices={UNIT_CHOICES}
              value={value}
              onChange={(unit) => changeUnit(unit as Unit)}
              error={errors.measurement_unit}
              inputRef={ref}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="calc-age" label="Age (years)" error={errors.age}>
            <Input {...field('age')} id="calc-age" type="number" inputMode="numeric" min={18} max={100} step={1} {...describedBy('calc-age', errors.age)} />
          </Field>
          <Field id="calc-gender" label="Gender" error={errors.gender}>
            <Controller
              control={form.control}
              name="gender"
              rules={{ deps: ['bmr_formula'] }}
              render={({ field: gender }) => (
                <NativeSelect {...gender} onChange={(e) => edit(gender.onChange, e.target.value)} id="calc-gender" {...describedBy('calc-gender', errors.gender)}>
                  <option value="">Choose…</option>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {GENDER_LABELS[g]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          </Field>
        </div>
        {needsFormulaChoice(values.gender) ? (
          <Controller
            control={form.control}
            name="bmr_formula"
            render={({ field: { value, onChange, ref } }) => (
              <ChoiceGroup
                id="calc-bmr_formula"
                name="bmr_formula"
                legend="Formula to use"
                hint="The equation has a men’s and a women’s version; pick the one closer to your body (see How we calculate this)."
                choices={FORMULA_CHOICES}
                value={value}
                onChange={(formula) => edit(onChange, formula)}
                error={errors.bmr_formula}
                inputRef={ref}
              />
            )}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {imperial ? (
            // Each box names itself ('Height, feet'); the shared label focuses the feet box.
            <Field id="calc-height" label="Height" error={errors.height}>
              <div className="grid grid-cols-2 gap-3">
                <label className="flex items-center gap-2">
                  <Input {...field('feet')} id="calc-height" aria-label="Height, feet" type="number" inputMode="numeric" min={0} max={8} {...describedBy('calc-height', errors.height)} />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">ft</span>
                </label>
                <label className="flex items-center gap-2">
                  <Input {...field('inches', ['feet'])} id="calc-height-inches" aria-label="Height, inches" type="number" inputMode="numeric" min={0} max={11} {...describedBy('calc-height', errors.height)} />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">in</span>
                </label>
              </div>
            </Field>
          ) : (
            <Field id="calc-height" label="Height (cm)" error={errors.height}>
              <Input {...field('heightCm')} id="calc-height" type="number" inputMode="decimal" min={0} step="any" {...describedBy('calc-height', errors.height)} />
            </Field>
          )}
          <Field id="calc-weight" label={imperial ? 'Weight (lb)' : 'Weight (kg)'} error={errors.weight}>
            <Input {...field('weight')} id="calc-weight" type="number" inputMode="decimal" min={0} step="any" {...describedBy('calc-weight', errors.weight)} />
          </Field>
        </div>
        <Field id="calc-activity_level" label="Activity level" error={errors.activity_level}>
          <Controller
            control={form.control}
            name="activity_level"
            render={({ field: activity }) => (
              <NativeSelect {...activity} onChange={(e) => edit(activity.onChange, e.target.value)} id="calc-activity_level" {...describedBy('calc-activity_level', errors.activity_level)}>
                <option value="">Choose…</option>
                {ACTIVITY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {ACTIVITY_LABELS[level]}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Controller
          control={form.control}
          name="nutritional_goal"
          render={({ field: { value, onChange, ref } }) => (
            <ChoiceGroup
              id="calc-nutritional_goal"
              name="nutritional_goal"
              legend="Goal"
              choices={GOAL_CHOICES}
              value={value}
              onChange={(goal) => edit(onChange, goal)}
              error={errors.nutritional_goal}
              inputRef={ref}
            />
          )}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Calculator aria-hidden="true" />
          Calculate
        </Button>
      </form>

      <div>
        {figures && goals ? (
          <CalculatorResults figures={figures} goal={goals.nutritional_goal}>
            {user ? (
              <div className="flex flex-wrap items-center gap-3">
                <Button onClick={onSave} disabled={save.isPending}>
                  {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
                  {save.isPending ? 'Saving...' : 'Save to profile'}
                </Button>
                {save.isSuccess ? (
                  <Link to="/profile" className="text-sm font-medium text-primary-text underline-offset-4 hover:underline">
                    View on your profile
                  </Link>
                ) : null}
              </div>
            ) : (
              <div className="flex flex-col gap-3 rounded-2xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">Sign in to save these results to your profile.</p>
                <Button asChild variant="default">
                  <Link to="/auth" state={{ from: '/calculator' }} onClick={() => storeDraft(form.getValues())}>
                    <LogIn aria-hidden="true" />
                    Sign in to save
                  </Link>
                </Button>
              </div>
            )}
          </CalculatorResults>
        ) : (
          <div className="rounded-3xl border border-dashed border-border p-6 text-center text-muted-foreground">
            <Calculator aria-hidden="true" className="mx-auto mb-3 size-8 text-primary-text" />
            <p>{submitted ? 'Correct the highlighted fields to see your results.' : 'Fill in your details and press Calculate to see your daily calories and macros.'}</p>
          </div>
        )}
      </div>
    </div>
  );
}
