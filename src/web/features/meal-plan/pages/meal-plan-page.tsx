import { useState } from 'react';
import { ChevronLeft, ChevronRight, Copy, Share2, ShoppingBasket } from 'lucide-react';
import { Link, useSearchParams } from '../../../lib/router';
import { isPlanDate, PLAN_WEEK_DAYS, type Meal, type MealPlanEntry } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { Page, PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { bodyMessage } from '../../../lib/field-errors';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { useDocumentTitle } from '../../settings';
import { AddToListButton } from '../../shopping-list';
import { useCopyPlanDays, useMealPlanWeek, usePlanSettings, useUpdatePlanEntry } from '../api/meal-plan';
import { AddRecipeDialog } from '../components/add-recipe-dialog';
import { CopyDayDialog } from '../components/copy-day-dialog';
import { EditEntryDialog } from '../components/edit-entry-dialog';
import { FillDayDialog } from '../components/fill-day-dialog';
import { NoteForm } from '../components/note-form';
import { PlanDay, type PlanDayActions } from '../components/plan-day';
import { SharePlanDialog } from '../components/share-plan-dialog';
import { useUndoableRemoval } from '../components/use-undoable-removal';
import { WEEK_GRID, WeekLoadError, WeekNav } from '../components/week-nav';
import { WeekStartSelect } from '../components/week-start-select';
import { firstOpenMeal } from '../lib/entry-defaults';
import { summarizeWeek } from '../lib/targets';
import { addDays, shortDayLabel, today, weekDays, weekStart, weekdayName } from '../lib/week';

/** Seven columns only where a day's column is still wide enough to read (a 1280 px screen). */

/**
 * /meal-plan (signed in, issue 18): the week (Monday to Sunday unless the member chose Sunday or
 * Saturday to start it), each day's meals and its totals against the member's calculator targets.
 * Wider screens show the whole week; a phone shows one day, with arrows to the day before and
 * after. The week shown is in the address (?week=). Each day offers Add recipe (a search over the
 * member's saved and own recipes) and Fill my day; the toolbar, Share plan.
 */
export function MealPlanPage() {
  useDocumentTitle('Meal Plan');
  const [params, setParams] = useSearchParams();
  const now = today();
  const asked = params.get('week');
  // The member's first day of the week: the week is asked for once it is known (Monday if it cannot be read).
  const settings = usePlanSettings();
  const first = settings.data?.weekStart ?? 'monday';
  const start = asked && isPlanDate(asked) ? weekStart(asked, first) : weekStart(now, first);
  const days = weekDays(start);
  // The day a phone shows: today in this week, else the week's first day.
  const [shownDay, setShownDay] = useState(() => (days.includes(now) ? now : start));
  const phoneDay = days.includes(shownDay) ? shownDay : start;

  const week = useMealPlanWeek(start, !settings.isPending);
  const removal = useUndoableRemoval();
  const move = useUpdatePlanEntry();
  const copyWeek = useCopyPlanDays();
  // What the dialogs were last opened for: kept while they close, so focus goes back and they fade out.
  const [editing, setEditing] = useState<{ entry: MealPlanEntry; open: boolean } | null>(null);
  const [copying, setCopying] = useState<{ date: string; open: boolean } | null>(null);
  const [filling, setFilling] = useState<{ date: string; open: boolean } | null>(null);
  const [adding, setAdding] = useState<{ date: string; meal: Meal; open: boolean } | null>(null);
  const [sharing, setSharing] = useState(false);

  const showWeek = (newStart: string, day: string) => {
    setParams(newStart === weekStart(now, first) ? {} : { week: newStart });
    setShownDay(day);
  };
  const stepDay = (step: number) => {
    const day = addDays(phoneDay, step);
    if (days.includes(day)) setShownDay(day);
    else showWeek(weekStart(day, first), day);
  };
  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: bodyMessage(error) ?? 'Please try again.' });
  const actions: PlanDayActions = {
    onEdit: (entry) => setEditing({ entry, open: true }),
    onRemove: removal.removeEntry,
    onMove: (id, date, meal) => move.mutate({ id, date, meal }, { onError: failed('Could not move') }),
    onCopy: (date) => setCopying({ date, open: true }),
    onClear: removal.clearDay,
    onFill: (date) => setFilling({ date, open: true }),
    onAddRecipe: (day) => setAdding({ date: day.date, meal: firstOpenMeal(day.entries), open: true }),
    busy: removal.pending || move.isPending,
  };
  const onCopyLastWeek = () =>
    copyWeek.mutate(
      { from: addDays(start, -PLAN_WEEK_DAYS), to: start, days: PLAN_WEEK_DAYS },
      {
        onSuccess: ({ copied }) => toast({ title: 'Last week copied', description: `${copied} ${copied === 1 ? 'entry' : 'entries'} added to this week.` }),
        onError: failed('Could not copy last week'),
      },
    );

  const summary = week.data ? summarizeWeek(week.data.days, week.data.targets) : null;
  return (
    <Page className="space-y-6">
      <PageHeader title="Meal Plan" description="Plan your week and see each day against your own targets." />

      <WeekNav
        start={start}
        isThisWeek={start === weekStart(now, first)}
        onStep={(weeks) => showWeek(addDays(start, 7 * weeks), addDays(phoneDay, 7 * weeks))}
        onThisWeek={() => showWeek(weekStart(now, first), now)}
      >
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button variant="ghost" size="sm" onClick={onCopyLastWeek} disabled={copyWeek.isPending}>
            <Copy aria-hidden="true" />
            Copy last week
          </Button>
          <AddToListButton from={start} to={addDays(start, PLAN_WEEK_DAYS - 1)} label="Add week to list" />
          <Button variant="ghost" size="sm" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            Share plan
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to="/shopping-list">
              <ShoppingBasket aria-hidden="true" />
              Shopping list
            </Link>
          </Button>
        </div>
      </WeekNav>
      <WeekStartSelect value={first} disabled={settings.isPending} />

      {week.data && !week.data.targets ? (
        <p className="rounded-2xl border border-border bg-muted/40 p-4 text-sm">
          Save your daily targets in the <Link to="/calculator" className="font-medium underline">Nutrition Calculator</Link> to see each day against them.
        </p>
      ) : null}
      {summary?.average ? (
        <p className="text-sm text-muted-foreground" data-testid="week-summary">
          Week average over {summary.plannedDays} planned {summary.plannedDays === 1 ? 'day' : 'days'}: {formatNumber(summary.average.calories)} kcal,{' '}
          {formatNumber(summary.average.protein)} g protein a day
          {week.data?.targets ? ` (target ${formatNumber(week.data.targets.calories)} kcal; ${summary.over} over, ${summary.under} under)` : ''}.
        </p>
      ) : null}

      <div className="flex items-center justify-between gap-2 md:hidden">
        <Button variant="outline" size="icon" aria-label={`Previous day (${weekdayName(addDays(phoneDay, -1))})`} onClick={() => stepDay(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="font-semibold">{shortDayLabel(phoneDay)}</p>
        <Button variant="outline" size="icon" aria-label={`Next day (${weekdayName(addDays(phoneDay, 1))})`} onClick={() => stepDay(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      {week.isError && !week.data ? (
        <WeekLoadError message="Your meal plan could not be loaded." onRetry={() => void week.refetch()} />
      ) : week.data ? (
        <div className={WEEK_GRID}>
          {week.data.days.map((day) => (
            <PlanDay
              key={day.date}
              day={day}
              targets={week.data.targets}
              isToday={day.date === now}
              actions={actions}
              className={cn(day.date !== phoneDay && 'max-md:hidden')}
            />
          ))}
        </div>
      ) : (
        <div className={WEEK_GRID} aria-busy="true" aria-label="Loading your meal plan">
          {days.map((day) => (
            <Skeleton key={day} className={cn('h-72 rounded-2xl', day !== phoneDay && 'max-md:hidden')} />
          ))}
        </div>
      )}

      <NoteForm days={days} defaultDay={phoneDay} />
      {editing ? <EditEntryDialog key={editing.entry.id} entry={editing.entry} open={editing.open} onOpenChange={(open) => setEditing({ ...editing, open })} /> : null}
      {copying ? <CopyDayDialog key={copying.date} from={copying.date} open={copying.open} onOpenChange={(open) => setCopying({ ...copying, open })} /> : null}
      {filling ? <FillDayDialog key={filling.date} date={filling.date} open={filling.open} onOpenChange={(open) => setFilling({ ...filling, open })} /> : null}
      {adding ? <AddRecipeDialog key={adding.date} date={adding.date} meal={adding.meal} open={adding.open} onOpenChange={(open) => setAdding({ ...adding, open })} /> : null}
      <SharePlanDialog open={sharing} onOpenChange={setSharing} />
      <p className="text-sm text-muted-foreground">
        <strong>Add recipe</strong> on a day finds your saved recipes and your own; any other recipe goes in with <strong>Add to Meal Plan</strong> on its page or
        its card in <Link to="/recipes" className="underline">Recipes</Link>.
      </p>
    </Page>
  );
}
