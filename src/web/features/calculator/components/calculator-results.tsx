import type { ReactNode } from 'react';
import type { NutritionalGoal } from '../../../../contracts/nutrition-goals';
import { LOSS_FLOORS, type NutritionFigures } from '../../../../domain/calculator';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';

export const GOAL_LABELS: Record<NutritionalGoal, string> = { lose: 'Lose weight', maintain: 'Maintain weight', gain: 'Gain weight' };

export const RESULTS_TITLE_ID = 'calculator-results-title';

const number = (value: number) => value.toLocaleString('en-US');

function Figure({ label, value, hint, highlight }: { label: string; value: number; hint: string; highlight?: boolean }) {
  return (
    <div className={cn('rounded-2xl border p-4', highlight ? 'border-primary bg-primary-soft' : 'border-border bg-card')}>
      <dt className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        {highlight ? <Badge variant="solid">Your goal</Badge> : null}
      </dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold tabular-nums">{number(value)}</span> <span className="text-sm text-muted-foreground">kcal/day</span>
        <span className="mt-1 block text-xs text-muted-foreground">{hint}</span>
      </dd>
    </div>
  );
}

/** The calculated figures: four calorie levels, then the goal's macros in grams and calories. */
export function CalculatorResults({ figures, goal, children }: { figures: NutritionFigures; goal: NutritionalGoal; children?: ReactNode }) {
  const macros = [
    { name: 'Protein', ...figures.macros.protein },
    { name: 'Carbohydrates', ...figures.macros.carbs },
    { name: 'Fat', ...figures.macros.fat },
  ];
  return (
    <section aria-labelledby={RESULTS_TITLE_ID} className="space-y-5 rounded-3xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={RESULTS_TITLE_ID} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold focus:outline-none">
        Your results
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure label="Basal metabolic rate" value={figures.bmr} hint="Energy your body uses at complete rest" />
        <Figure label="Maintenance" value={figures.maintenance} hint="Keeps your weight steady" highlight={goal === 'maintain'} />
        <Figure label="Weight loss" value={figures.weightLoss} hint="About 0.5 kg (1 lb) a week" highlight={goal === 'lose'} />
        <Figure label="Weight gain" value={figures.weightGain} hint="About 0.5 kg (1 lb) a week" highlight={goal === 'gain'} />
      </dl>
      {figures.lossAtFloor ? (
        <p className="rounded-2xl bg-secondary-soft px-4 py-3 text-sm text-secondary-soft-foreground">
          The weight-loss figure is held at {figures.weightLoss === figures.maintenance ? 'your maintenance level' : `${number(figures.weightLoss)} kcal`}: we
          do not suggest eating less than {number(LOSS_FLOORS.female)} kcal (women’s formula) or {number(LOSS_FLOORS.male)} kcal (men’s formula) a day
          without a doctor’s or dietitian’s guidance.
        </p>
      ) : null}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-base font-semibold text-foreground">
            Daily macronutrients to {GOAL_LABELS[goal].toLowerCase()} ({number(figures.goalCalories)} kcal)
          </caption>
          <thead className="text-muted-foreground">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3 font-medium">
                Nutrient
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                Grams
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">
                Calories
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium sm:pl-3">
                Share
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {macros.map((macro) => (
              <tr key={macro.name} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-2.5 pr-3 font-medium">
                  {macro.name}
                </th>
                <td className="px-2 py-2.5 text-right font-semibold whitespace-nowrap sm:px-3">{macro.grams} g</td>
                <td className="px-2 py-2.5 text-right whitespace-nowrap sm:px-3">{number(macro.calories)} kcal</td>
                <td className="py-2.5 pl-2 text-right sm:pl-3">{macro.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-muted-foreground">Protein and carbohydrates have 4 kcal per gram, fat 9.</p>
      </div>
      {children}
    </section>
  );
}
