import { ACTIVITY_FACTORS, CALORIE_ADJUSTMENT, LOSS_FLOORS, MACRO_SPLITS } from '../../../../domain/calculator';
import { ACTIVITY_LABELS } from './calculator-form';
import { GOAL_LABELS } from './calculator-results';

const number = (value: number) => value.toLocaleString('en-US');

/** How the figures are worked out and what they cannot tell you; the numbers come from the domain module itself. */
export function CalculatorMethod() {
  return (
    <section aria-labelledby="calculator-method-title" className="space-y-5 text-base leading-relaxed">
      <h2 id="calculator-method-title" className="text-2xl font-semibold tracking-tight">
        How we calculate this
      </h2>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">1. Basal metabolic rate (Mifflin-St Jeor)</h3>
        <p>Your basal metabolic rate (BMR) is the energy your body uses at rest. We use the Mifflin-St Jeor equation (1990):</p>
        <ul className="space-y-1 rounded-2xl bg-muted p-4 font-mono text-sm">
          <li>Men: 10 × weight (kg) + 6.25 × height (cm) − 5 × age + 5</li>
          <li>Women: 10 × weight (kg) + 6.25 × height (cm) − 5 × age − 161</li>
        </ul>
        <p className="text-muted-foreground">
          Imperial entries are converted first (2.54 cm per inch, 2.2 lb per kg). The equation was built from people grouped as men or women; if you are
          non-binary or prefer not to say, choose the version closer to your body, for example the one that matches your hormone levels, or the one your
          doctor suggests.
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">2. Maintenance calories</h3>
        <p>BMR is multiplied by an activity factor to estimate what you burn in a day:</p>
        <ul className="grid gap-x-8 gap-y-1 sm:grid-cols-2">
          {Object.entries(ACTIVITY_FACTORS).map(([level, factor]) => (
            <li key={level} className="flex justify-between gap-3 border-b border-border/60 py-1 text-sm">
              <span>{ACTIVITY_LABELS[level as keyof typeof ACTIVITY_FACTORS]}</span>
              <span className="font-semibold tabular-nums">× {factor}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">3. Losing or gaining</h3>
        <p>
          Weight loss is maintenance minus {CALORIE_ADJUSTMENT} kcal a day and weight gain maintenance plus {CALORIE_ADJUSTMENT}: roughly 0.5 kg (1 lb) a
          week. We never suggest less than {number(LOSS_FLOORS.female)} kcal a day with the women’s formula or {number(LOSS_FLOORS.male)} kcal with the
          men’s, the usual minimums for dieting without medical supervision.
        </p>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">4. Macronutrients</h3>
        <p>Your goal’s calories are split between protein, carbohydrates and fat, then turned into grams at 4, 4 and 9 kcal per gram:</p>
        <ul className="space-y-1 text-sm">
          {Object.entries(MACRO_SPLITS).map(([goal, split]) => (
            <li key={goal}>
              <span className="font-semibold">{GOAL_LABELS[goal as keyof typeof MACRO_SPLITS]}:</span> {split.protein}% protein, {split.carbs}% carbohydrates,{' '}
              {split.fat}% fat
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          All three splits sit inside the ranges dietary guidelines recommend for adults; losing weight gets more protein to help keep muscle.
        </p>
      </div>
      <div className="space-y-2 rounded-2xl border border-border p-4 sm:p-5">
        <h3 className="text-lg font-semibold">Limits</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>These are estimates. For most adults the equation lands within about 10% of measured needs, but yours may differ.</li>
          <li>It knows nothing of your muscle mass, health conditions or medicines, and is not meant for children, teenagers, pregnancy or breastfeeding.</li>
          <li>Watch how your weight actually changes over a few weeks and adjust.</li>
        </ul>
        <p className="font-semibold">
          This calculator is for general information and is not medical advice. Talk to a doctor or registered dietitian before making big changes to what
          you eat.
        </p>
      </div>
    </section>
  );
}
