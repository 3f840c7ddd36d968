import { Calculator } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { AuthUser } from '../../../../contracts/auth';
import { Button } from '../../../components/ui/button';

const GOAL_LABELS: Record<string, string> = { lose: 'Lose weight', maintain: 'Maintain weight', gain: 'Gain weight' };
const kcal = (value: number | null) => (value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} kcal/day`);
const grams = (value: number | null, perGram: number) =>
  value === null ? '—' : `${Math.round(value)} g (${Math.round(value * perGram).toLocaleString('en-US')} kcal)`;

/** 'Nutritional Information' (SPEC section 2): shown only once a basal metabolic rate exists. */
export function NutritionInfo({ user }: { user: AuthUser }) {
  if (user.bmr === null) return null;
  const rows: [string, string][] = [
    ['Goal', user.nutritional_goal ? (GOAL_LABELS[user.nutritional_goal] ?? user.nutritional_goal) : '—'],
    ['Basal metabolic rate', kcal(user.bmr)],
    ['Maintenance', kcal(user.maintenance_calories)],
    ['Weight loss', kcal(user.weight_loss_calories)],
    ['Weight gain', kcal(user.weight_gain_calories)],
    ['Protein', grams(user.protein_grams, 4)],
    ['Carbohydrates', grams(user.carbs_grams, 4)],
    ['Fat', grams(user.fat_grams, 9)],
  ];
  return (
    <section aria-labelledby="nutrition-info-title" className="space-y-4 rounded-2xl border border-border bg-muted/40 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="nutrition-info-title" className="text-lg font-semibold">
          Nutritional Information
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to="/calculator">
            <Calculator aria-hidden="true" />
            Recalculate
          </Link>
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-border/60 pb-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
