import type { ReactNode } from 'react';
import { Clock, CookingPot, Flame, Timer, Users } from 'lucide-react';
import type { Recipe } from '../../../../../contracts/recipe';
import { formatDuration, resolveTimes } from '../../../../../domain/duration';
import { cn } from '../../../../lib/utils';
import { yieldLine } from '../../lib/provenance';
import { CaloriesPerServing } from './calories-per-serving';
import { ServingsStepper } from './servings-stepper';

interface InfoItemProps {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}

function InfoItem({ icon, label, children, className }: InfoItemProps) {
  return (
    <div className={cn('flex flex-col items-center gap-1.5 bg-card px-2 py-4 text-center sm:px-4', className)}>
      <dt className="flex flex-col items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-text [&_svg]:size-[18px]"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

export interface RecipeInfoBarProps {
  recipe: Pick<Recipe, 'prepTime' | 'cookTime' | 'totalTime' | 'servings' | 'yieldText' | 'nutrition' | 'ingredients'>;
  /** The chosen servings. */
  servings: number;
  onServingsChange: (servings: number) => void;
}

/** A time the recipe gives, or a dash for one it does not: never an invented time (issue 15). */
function TimeValue({ minutes }: { minutes: number | null }) {
  if (minutes !== null) return <>{formatDuration(minutes)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not given</span>
    </>
  );
}

/**
 * Prep Time, Cook Time, Total Time (each as the recipe gives it), the servings stepper and
 * Calories/Serving, which stays per serving as the stepper changes (ADR 0011).
 */
export function RecipeInfoBar({ recipe, servings, onServingsChange }: RecipeInfoBarProps) {
  const times = resolveTimes(recipe);
  return (
    <section aria-label="Recipe info" data-print-section="info">
      <dl className="grid grid-cols-6 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-sm md:grid-cols-5">
        <InfoItem icon={<Timer />} label="Prep Time" className="col-span-2 md:col-span-1">
          <TimeValue minutes={times.prep} />
        </InfoItem>
        <InfoItem icon={<CookingPot />} label="Cook Time" className="col-span-2 md:col-span-1">
          <TimeValue minutes={times.cook} />
        </InfoItem>
        <InfoItem icon={<Clock />} label="Total Time" className="col-span-2 md:col-span-1">
          <TimeValue minutes={times.total} />
        </InfoItem>
        <InfoItem icon={<Users />} label="Servings" className="col-span-3 md:col-span-1">
          <ServingsStepper value={servings} onChange={onServingsChange} />
        </InfoItem>
        <InfoItem icon={<Flame />} label="Calories/Serving" className="col-span-3 md:col-span-1">
          <CaloriesPerServing nutrition={recipe.nutrition} ingredients={recipe.ingredients} />
        </InfoItem>
      </dl>
      {recipe.yieldText ? (
        <p data-testid="recipe-yield" className="mt-3 text-center text-sm text-muted-foreground">
          {yieldLine(recipe.yieldText)}
        </p>
      ) : null}
    </section>
  );
}
