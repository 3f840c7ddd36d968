import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Calculator, LoaderCircle, LogIn, Save } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { AuthUser } from '../../../../contracts/auth';
import { ACTIVITY_LEVELS, GENDERS, needsFormulaChoice } from '../../../../contracts/constants';
import { calculateNutrition, formulaFor } from '../../../../domain/calculator';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useSaveNutritionGoals } from '../api/save-nutrition-goals';
import { EMPTY_FORM, formFieldOf, storeDraft, switchUnit, type CalculatorFormState, type Unit } from '../lib/form-state';
import { useCalculatorCheck } from '../lib/use-calculator-check';
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
/** The control a field's message sends the focus to: both height systems use one id; a choice group's first radio has its id. */
const controlId = (field: string) => `calc-${field === 'heightCm' || field === 'feet' ? 'height' : field}`;

/**
 * The calculator form. Results appear once Calculate finds the entries valid and then follow every
 * edit; messages name the field, and the first bad field takes the focus. Members save to their
 * profile (the server recomputes the figures); visitors are sent to sign in with their entries kept.
 * The check (and zod) loads on the first Calculate, or at once for entries that arrive filled in.
 */
export function CalculatorForm({ user, initial }: { user: AuthUser | null; initial: CalculatorFormState }) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const filledIn = Object.entries(EMPTY_FORM).some(([field, value]) => start[field as keyof CalculatorFormState] !== value);
  const { check, load } = useCalculatorCheck(filledIn);
  // Prefilled complete entries (Recalculate) show their results as soon as the check is there, and are checked on every edit as after a Calculate.
  const prefilled = useMemo(() => check?.(start).ok === true, [check, start]);
  const [calculated, setCalculated] = useState(false);
  // The server's messages for the saved entries, under the fields they name, until the next edit.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Set by each valid Calculate: the results heading then takes the focus (and scrolls into view on phones) once shown.
  const [focusResults, setFocusResults] = useState(false);
  const save = useSaveNutritionGoals();
  const submitted = prefilled || calculated;
  // Messages follow every edit after the first Calculate.
  const checked = submitted && check ? check(values) : null;
  const imperial = values.measurement_unit === 'imperial';
  const errors: FieldErrors = { ...(checked?.ok === false ? checked.errors : {}), ...serverErrors };
  // Height is one field of the request, typed in the box(es) of the chosen system.
  errors.height = imperial ? errors.feet : errors.heightCm;
  const goals = checked?.ok ? checked.data : null;
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

  const shown = figures !== null;
  useEffect(() => {
    if (!focusResults || !shown) return;
    document.getElementById(RESULTS_TITLE_ID)?.focus();
    setFocusResults(false);
  }, [focusResults, shown]);

  // Any edit takes away the save's outcome and the server's messages, which spoke of other entries.
  const edit = (change: (state: CalculatorFormState) => CalculatorFormState) => {
    save.reset();
    setServerErrors({});
    setValues(change);
  };
  const setField = (name: keyof CalculatorFormState) => (value: string) => edit((state) => ({ ...state, [name]: value }));
  const onInput = (name: keyof CalculatorFormState) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setField(name)(event.target.value);
  // Heights and weights are converted, then checked against the new system's ranges.
  const changeUnit = (unit: string) => edit((state) => switchUnit(state, unit as Unit));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = (check ?? (await load()))(values);
    setCalculated(true);
    if (result.ok) {
      setFocusResults(true);
      return;
    }
    const first = FOCUS_ORDER.find((field) => result.errors[field] !== undefined);
    if (first) document.getElementById(controlId(first))?.focus();
  };

  const onSave = () => {
    if (!goals || save.isPending) return;
    save.mutate(goals, {
      onSuccess: () => toast({ title: 'Nutrition Goals Saved', description: 'Your results are saved to your profile.' }),
      onError: (error) => {
        const messages: FieldErrors = {};
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          const formField = formFieldOf(field, values.measurement_unit);
          if (formField) messages[formField] ??= message;
        }
        setServerErrors(messages);
        toast({ variant: 'destructive', title: 'Save Failed', description: bodyMessage(error) ?? 'Failed to save your results' });
      },
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Nutrition calculator" className="space-y-5 rounded-3xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <ChoiceGroup
          id="calc-measurement_unit"
          name="measurement_unit"
          legend="Units"
          choices={UNIT_CHOICES}
          value={values.measurement_unit}
          onChange={changeUnit}
          error={errors.measurement_unit}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="calc-age" label="Age (years)" error={errors.age}>
            <Input name="age" value={values.age} onChange={onInput('age')} id="calc-age" type="number" inputMode="numeric" min={18} max={100} step={1} {...describedBy('calc-age', errors.age)} />
          </Field>
          <Field id="calc-gender" label="Gender" error={errors.gender}>
            <LabelledSelect name="gender" id="calc-gender" value={values.gender} onChange={onInput('gender')} options={GENDERS} labels={GENDER_LABELS} describedBy={describedBy('calc-gender', errors.gender)} />
          </Field>
        </div>
        {needsFormulaChoice(values.gender) ? (
          <ChoiceGroup
            id="calc-bmr_formula"
            name="bmr_formula"
            legend="Formula to use"
            hint="The equation has a men’s and a women’s version; pick the one closer to your body (see How we calculate this)."
            choices={FORMULA_CHOICES}
            value={values.bmr_formula}
            onChange={setField('bmr_formula')}
            error={errors.bmr_formula}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {imperial ? (
            // Each box names itself ('Height, feet'); the shared label focuses the feet box.
            <Field id="calc-height" label="Height" error={errors.height}>
              <div className="grid grid-cols-2 gap-3">
                <label className="flex items-center gap-2">
                  <Input name="feet" value={values.feet} onChange={onInput('feet')} id="calc-height" aria-label="Height, feet" type="number" inputMode="numeric" min={0} max={8} {...describedBy('calc-height', errors.height)} />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">ft</span>
                </label>
                <label className="flex items-center gap-2">
                  <Input name="inches" value={values.inches} onChange={onInput('inches')} id="calc-height-inches" aria-label="Height, inches" type="number" inputMode="numeric" min={0} max={11} {...describedBy('calc-height', errors.height)} />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">in</span>
                </label>
              </div>
            </Field>
          ) : (
            <Field id="calc-height" label="Height (cm)" error={errors.height}>
              <Input name="heightCm" value={values.heightCm} onChange={onInput('heightCm')} id="calc-height" type="number" inputMode="decimal" min={0} step="any" {...describedBy('calc-height', errors.height)} />
            </Field>
          )}
          <Field id="calc-weight" label={imperial ? 'Weight (lb)' : 'Weight (kg)'} error={errors.weight}>
            <Input name="weight" value={values.weight} onChange={onInput('weight')} id="calc-weight" type="number" inputMode="decimal" min={0} step="any" {...describedBy('calc-weight', errors.weight)} />
          </Field>
        </div>
        <Field id="calc-activity_level" label="Activity level" error={errors.activity_level}>
          <LabelledSelect name="activity_level" id="calc-activity_level" value={values.activity_level} onChange={onInput('activity_level')} options={ACTIVITY_LEVELS} labels={ACTIVITY_LABELS} describedBy={describedBy('calc-activity_level', errors.activity_level)} />
        </Field>
        <ChoiceGroup
          id="calc-nutritional_goal"
          name="nutritional_goal"
          legend="Goal"
          choices={GOAL_CHOICES}
          value={values.nutritional_goal}
          onChange={setField('nutritional_goal')}
          error={errors.nutritional_goal}
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
                  <Link to="/auth" state={{ from: '/calculator' }} onClick={() => storeDraft(values)}>
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

/** A select of fixed choices with their labels, starting at "Choose…" (gender, activity level). */
function LabelledSelect<T extends string>({
  options,
  labels,
  describedBy: described,
  ...props
}: {
  name: string;
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: readonly T[];
  labels: Record<T, string>;
  describedBy: ReturnType<typeof describedBy>;
}) {
  return (
    <NativeSelect {...props} {...described}>
      <option value="">Choose…</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
