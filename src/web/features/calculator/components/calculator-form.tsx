import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Calculator, LoaderCircle, LogIn, Save } from 'lucide-react';
import type { AuthUser } from '../../../../contracts/auth';
import { ACTIVITY_LEVELS, GENDERS } from '../../../../contracts/users';
import { calculateNutrition, formulaFor } from '../../../../domain/calculator';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useSaveNutritionGoals } from '../api/save-nutrition-goals';
import { checkForm, FIELD_ORDER, needsFormulaChoice, storeDraft, switchUnit, type CalculatorFormState, type Unit } from '../lib/form-state';
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

/**
 * The calculator form. Results appear once Calculate finds the entries valid and then follow every
 * edit; messages name the field, and the first bad field takes the focus. Members save to their
 * profile (the server recomputes the figures); visitors are sent to sign in with their entries kept.
 */
export function CalculatorForm({ user, initial }: { user: AuthUser | null; initial: CalculatorFormState }) {
  const [state, setState] = useState(initial);
  // Prefilled complete entries (Recalculate) show their results at once.
  const [submitted, setSubmitted] = useState(() => checkForm(initial).ok);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // Bumped by each valid Calculate: the results heading then takes the focus (and scrolls into view on phones).
  const [calculations, setCalculations] = useState(0);
  const save = useSaveNutritionGoals();
  const checked = useMemo(() => checkForm(state), [state]);
  const errors: FieldErrors = { ...(submitted && !checked.ok ? checked.errors : {}), ...serverErrors };
  const figures = useMemo(() => {
    if (!submitted || !checked.ok) return null;
    const { goals } = checked;
    const formula = formulaFor(goals.gender, goals.bmr_formula);
    if (!formula) return null;
    return calculateNutrition({
      unit: goals.measurement_unit,
      age: goals.age,
      height: goals.height,
      weight: goals.weight,
      formula,
      activityLevel: goals.activity_level,
      goal: goals.nutritional_goal,
    });
  }, [submitted, checked]);

  useEffect(() => {
    if (calculations > 0) document.getElementById(RESULTS_TITLE_ID)?.focus();
  }, [calculations]);

  const edit = (changes: Partial<CalculatorFormState>) => {
    setState((s) => ({ ...s, ...changes }));
    setServerErrors({});
    save.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.ok) {
      setCalculations((n) => n + 1);
      return;
    }
    const first = FIELD_ORDER.find((field) => checked.errors[field]);
    if (first) document.getElementById(`calc-${first}`)?.focus();
  };

  const onSave = () => {
    if (!checked.ok || save.isPending) return;
    save.mutate(checked.goals, {
      onSuccess: () => toast({ title: 'Nutrition Goals Saved', description: 'Your results are saved to your profile.' }),
      onError: (error) => {
        setServerErrors(serverFieldErrors(error));
        toast({ variant: 'destructive', title: 'Save Failed', description: bodyMessage(error) ?? 'Failed to save your results' });
      },
    });
  };

  const imperial = state.measurement_unit === 'imperial';
  return (
    <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form noValidate onSubmit={onSubmit} aria-label="Nutrition calculator" className="space-y-5 rounded-3xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <ChoiceGroup
          id="calc-measurement_unit"
          name="measurement_unit"
          legend="Units"
          choices={UNIT_CHOICES}
          value={state.measurement_unit}
          onChange={(unit) => edit(switchUnit(state, unit as Unit))}
          error={errors.measurement_unit}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="calc-age" label="Age (years)" error={errors.age}>
            <Input id="calc-age" type="number" inputMode="numeric" min={18} max={100} step={1} value={state.age} onChange={(e) => edit({ age: e.target.value })} {...describedBy('calc-age', errors.age)} />
          </Field>
          <Field id="calc-gender" label="Gender" error={errors.gender}>
            <NativeSelect id="calc-gender" value={state.gender} onChange={(e) => edit({ gender: e.target.value })} {...describedBy('calc-gender', errors.gender)}>
              <option value="">Choose…</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {needsFormulaChoice(state.gender) ? (
          <ChoiceGroup
            id="calc-bmr_formula"
            name="bmr_formula"
            legend="Formula to use"
            hint="The equation has a men’s and a women’s version; pick the one closer to your body (see How we calculate this)."
            choices={FORMULA_CHOICES}
            value={state.bmr_formula}
            onChange={(bmr_formula) => edit({ bmr_formula })}
            error={errors.bmr_formula}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {imperial ? (
            // Each box names itself ('Height, feet'); the shared label focuses the feet box.
            <Field id="calc-height" label="Height" error={errors.height}>
              <div className="grid grid-cols-2 gap-3">
                <label className="flex items-center gap-2">
                  <Input id="calc-height" aria-label="Height, feet" type="number" inputMode="numeric" min={0} max={8} value={state.feet} onChange={(e) => edit({ feet: e.target.value })} {...describedBy('calc-height', errors.height)} />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">ft</span>
                </label>
                <label className="flex items-center gap-2">
                  <Input id="calc-height-inches" aria-label="Height, inches" type="number" inputMode="numeric" min={0} max={11} value={state.inches} onChange={(e) => edit({ inches: e.target.value })} {...describedBy('calc-height', errors.height)} />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">in</span>
                </label>
              </div>
            </Field>
          ) : (
            <Field id="calc-height" label="Height (cm)" error={errors.height}>
              <Input id="calc-height" type="number" inputMode="decimal" min={0} step="any" value={state.heightCm} onChange={(e) => edit({ heightCm: e.target.value })} {...describedBy('calc-height', errors.height)} />
            </Field>
          )}
          <Field id="calc-weight" label={imperial ? 'Weight (lb)' : 'Weight (kg)'} error={errors.weight}>
            <Input id="calc-weight" type="number" inputMode="decimal" min={0} step="any" value={state.weight} onChange={(e) => edit({ weight: e.target.value })} {...describedBy('calc-weight', errors.weight)} />
          </Field>
        </div>
        <Field id="calc-activity_level" label="Activity level" error={errors.activity_level}>
          <NativeSelect id="calc-activity_level" value={state.activity_level} onChange={(e) => edit({ activity_level: e.target.value })} {...describedBy('calc-activity_level', errors.activity_level)}>
            <option value="">Choose…</option>
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {ACTIVITY_LABELS[level]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <ChoiceGroup
          id="calc-nutritional_goal"
          name="nutritional_goal"
          legend="Goal"
          choices={GOAL_CHOICES}
          value={state.nutritional_goal}
          onChange={(nutritional_goal) => edit({ nutritional_goal })}
          error={errors.nutritional_goal}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <Calculator aria-hidden="true" />
          Calculate
        </Button>
      </form>

      <div>
        {figures && checked.ok ? (
          <CalculatorResults figures={figures} goal={checked.goals.nutritional_goal}>
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
                  <Link to="/auth" state={{ from: '/calculator' }} onClick={() => storeDraft(state)}>
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
