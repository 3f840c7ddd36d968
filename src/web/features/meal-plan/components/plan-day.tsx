import { useState, type DragEvent } from 'react';
import { Pencil, Plus, Sparkles, X } from 'lucide-react';
import { Link } from '../../../lib/router';
import { MEAL_LABELS, MEALS, type Meal, type MealPlanDay, type MealPlanEntry, type PlanMacros } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { entryName } from '../lib/entry-name';
import { servingsText } from '../lib/servings-text';
import { longDayLabel, weekdayName } from '../lib/week';
import { DayTotals } from './day-totals';

/** The drag's payload: which entry is being carried to another meal. */
const DRAGGED_ENTRY = 'application/x-sprig-plan-entry';

export interface PlanDayActions {
  onEdit: (entry: MealPlanEntry) => void;
  onRemove: (entry: MealPlanEntry) => void;
  /** A dragged entry dropped on a meal of some day. */
  onMove: (entryId: number, date: string, meal: Meal) => void;
  onCopy: (date: string) => void;
  onClear: (day: MealPlanDay) => void;
  /** "Fill my day": suggestions for the day's next open meal. */
  onFill: (date: string) => void;
  /** "Add recipe": one of the member's saved recipes or their own, found by its title. */
  onAddRecipe: (day: MealPlanDay) => void;
  busy: boolean;
}

/** `actions` absent: the read-only day of a shared plan (no buttons, no dragging). */
function EntryRow({ entry, actions }: { entry: MealPlanEntry; actions?: PlanDayActions }) {
  const name = entryName(entry);
  const where = MEAL_LABELS[entry.meal];
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAGGED_ENTRY, String(entry.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <li
      draggable={actions ? true : undefined}
      onDragStart={actions ? onDragStart : undefined}
      className={cn('flex items-start justify-between gap-1 rounded-xl border border-border bg-card px-2.5 py-2', actions && 'cursor-grab active:cursor-grabbing')}
    >
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
            {servingsText(entry.servings, entry.portions, !actions)}
            {entry.nutrition ? ` · ${entry.partial ? '≥ ' : ''}${formatNumber(entry.nutrition.calories)} kcal` : entry.unavailable ? '' : ' · nutrition not known'}
          </p>
        ) : null}
      </div>
      {actions ? (
        <div className="-mt-1 -mr-2 flex shrink-0 flex-col">
          <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={`Move or change ${name} (${where})`} disabled={actions.busy} onClick={() => actions.onEdit(entry)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={`Remove ${name} from ${where}`} disabled={actions.busy} onClick={() => actions.onRemove(entry)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A meal of the day: its entries, and where a dragged entry can be dropped. */
function MealSlot({ date, meal, entries, actions }: { date: string; meal: Meal; entries: MealPlanEntry[]; actions?: PlanDayActions }) {
  const [over, setOver] = useState(false);
  const carries = (event: DragEvent) => actions !== undefined && event.dataTransfer.types.includes(DRAGGED_ENTRY);
  const onDragOver = (event: DragEvent) => {
    if (!carries(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    const id = Number(event.dataTransfer.getData(DRAGGED_ENTRY));
    if (!actions || !Number.isInteger(id) || id <= 0) return;
    event.preventDefault();
    if (!entries.some((entry) => entry.id === id)) actions.onMove(id, date, meal);
  };
  return (
    <div
      data-testid={`slot-${date}-${meal}`}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn('-m-1 grid gap-1.5 rounded-xl p-1', over && 'bg-primary-soft ring-2 ring-primary')}
    >
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{MEAL_LABELS[meal]}</h3>
      {entries.length > 0 ? (
        <ul className="grid gap-1.5">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing planned</p>
      )}
    </div>
  );
}

export interface PlanDayProps {
  day: MealPlanDay;
  targets: PlanMacros | null;
  isToday: boolean;
  /** What the member may do with the day; absent, the day is read-only (a shared plan). */
  actions?: PlanDayActions;
  className?: string;
}

/** One day of the plan: its meals in order, its totals against the member's targets; add, fill, copy and clear. */
export function PlanDay({ day, targets, isToday, actions, className }: PlanDayProps) {
  const headingId = `plan-day-${day.date}`;
  const weekday = weekdayName(day.date);
  const planned = day.entries.length > 0;
  // A shared (read-only) day shows only the meals it has: the reader has nothing to put in the others.
  const shownMeals = actions ? MEALS : MEALS.filter((meal) => day.entries.some((entry) => entry.meal === meal));
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3 rounded-2xl border border-border bg-muted/40 p-3', isToday && 'border-primary', className)}>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-base font-semibold">
            {longDayLabel(day.date)}
          </h2>
          {isToday ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">Today</span> : null}
        </div>
        {actions ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" className="h-8 px-3" aria-label={`Add a recipe (${weekday})`} onClick={() => actions.onAddRecipe(day)}>
              <Plus aria-hidden="true" />
              Add recipe
            </Button>
            <Button type="button" variant="outline" size="sm" className="h-8 px-3" aria-label={`Fill my day (${weekday})`} onClick={() => actions.onFill(day.date)}>
              <Sparkles aria-hidden="true" />
              Fill my day
            </Button>
          </div>
        ) : null}
      </div>
      {shownMeals.map((meal) => (
        <MealSlot key={meal} date={day.date} meal={meal} entries={day.entries.filter((entry) => entry.meal === meal)} actions={actions} />
      ))}
      {actions || planned ? (
        <div className="mt-auto grid gap-3 border-t border-border pt-3">
          <DayTotals totals={day.totals} targets={targets} partial={day.partial} planned={planned} label={`Totals for ${weekday}`} />
          {actions && planned ? (
            <div className="flex flex-wrap gap-x-3 gap-y-1">
              <Button type="button" variant="link" size="sm" className="h-auto px-0" aria-label={`Copy day (${weekday})`} disabled={actions.busy} onClick={() => actions.onCopy(day.date)}>
                Copy day
              </Button>
              <Button type="button" variant="link" size="sm" className="h-auto px-0" aria-label={`Clear day (${weekday})`} disabled={actions.busy} onClick={() => actions.onClear(day)}>
                Clear day
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing planned</p>
      )}
    </section>
  );
}
