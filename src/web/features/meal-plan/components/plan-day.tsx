import { Link } from 'react-router';
import { X } from 'lucide-react';
import { MEAL_LABELS, MEALS, type MealPlanDay, type MealPlanEntry, type PlanMacros } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { servingsText } from '../lib/servings-text';
import { longDayLabel, weekdayName } from '../lib/week';
import { DayTotals } from './day-totals';

/** What an entry is called, on screen and in its Remove button's name. */
export function entryName(entry: MealPlanEntry): string {
  if (entry.note !== null) return entry.note;
  return entry.recipe?.title ?? 'Recipe no longer available';
}

function EntryRow({ entry, onRemove, removing }: { entry: MealPlanEntry; onRemove: (entry: MealPlanEntry) => void; removing: boolean }) {
  const name = entryName(entry);
  return (
    <li className="flex items-start justify-between gap-1 rounded-xl border border-border bg-card px-2.5 py-2">
      <div className="min-w-0 text-sm">
        {entry.recipe ? (
          <Link to={`/recipes/${entry.recipe.id}`} title={name} className="line-clamp-3 font-medium break-words hover:underline">
            {name}
          </Link>
        ) : (
          <span className={cn('break-words', entry.unavailable ? 'text-muted-foreground italic' : 'font-medium')}>{name}</span>
        )}
        {entry.servings !== null && entry.portions !== null ? (
          <p className="text-muted-foreground">
            {servingsText(entry.servings, entry.portions)}
            {entry.nutrition ? ` · ${entry.partial ? '≥ ' : ''}${formatNumber(entry.nutrition.calories)} kcal` : entry.unavailable ? '' : ' · nutrition not known'}
          </p>
        ) : null}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-mt-1 -mr-2 size-8 shrink-0"
        aria-label={`Remove ${name} from ${MEAL_LABELS[entry.meal]}`}
        disabled={removing}
        onClick={() => onRemove(entry)}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

export interface PlanDayProps {
  day: MealPlanDay;
  targets: PlanMacros | null;
  isToday: boolean;
  onRemove: (entry: MealPlanEntry) => void;
  removing: boolean;
  className?: string;
}

/** One day of the plan: its meals in order, then its totals against the member's targets. */
export function PlanDay({ day, targets, isToday, onRemove, removing, className }: PlanDayProps) {
  const headingId = `plan-day-${day.date}`;
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3 rounded-2xl border border-border bg-muted/40 p-3', isToday && 'border-primary', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {longDayLabel(day.date)}
        </h2>
        {isToday ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Today</span> : null}
      </div>
      {MEALS.map((meal) => {
        const entries = day.entries.filter((entry) => entry.meal === meal);
        return (
          <div key={meal} className="grid gap-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{MEAL_LABELS[meal]}</h3>
            {entries.length > 0 ? (
              <ul className="grid gap-1.5">
                {entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} onRemove={onRemove} removing={removing} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing planned</p>
            )}
          </div>
        );
      })}
      <div className="mt-auto border-t border-border pt-3">
        <DayTotals totals={day.totals} targets={targets} partial={day.partial} planned={day.entries.length > 0} label={`Totals for ${weekdayName(day.date)}`} />
      </div>
    </section>
  );
}
