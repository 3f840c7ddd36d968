import { Link, useParams, useSearchParams } from '../../../lib/router';
import { isPlanDate } from '../../../../contracts/meal-plan';
import { Page, PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../settings';
import { useSharedPlanWeek } from '../api/plan-links';
import { PlanDay } from '../components/plan-day';
import { WEEK_GRID, WeekLoadError, WeekNav } from '../components/week-nav';
import { addDays, today, weekDays, weekStart } from '../lib/week';

/** The server keeps no one's first day of the week for a visitor: shared weeks run Monday to Sunday. */
const FIRST_DAY = 'monday';

/**
 * /shared/meal-plan/:token (public, issue 18): a week of a member's plan as anyone with the link
 * sees it, read-only: the days' entries and totals, no targets and nothing about the member. The
 * week shown is in the address (?week=), as on the planner. A revoked or replaced link says so.
 */
export function SharedMealPlanPage() {
  useDocumentTitle('Shared Meal Plan');
  const { token = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const now = today();
  const thisWeek = weekStart(now, FIRST_DAY);
  const asked = params.get('week');
  const start = asked && isPlanDate(asked) ? weekStart(asked, FIRST_DAY) : thisWeek;
  const week = useSharedPlanWeek(token, start);
  const showWeek = (newStart: string) => setParams(newStart === thisWeek ? {} : { week: newStart });
  // A link that was revoked or replaced (404), or that was never one (400).
  const gone = isApiError(week.error) && (week.error.status === 404 || week.error.status === 400);

  return (
    <Page className="space-y-6">
      {/* React puts this in the document's head: a shared plan is one member's, not for search engines. */}
      <meta name="robots" content="noindex" />
      <PageHeader title="Shared Meal Plan" description={gone ? undefined : 'A read-only view of planned meals and each day’s totals.'} />

      {gone ? (
        <div role="alert" className="space-y-3 rounded-2xl border border-border bg-muted/40 p-4">
          <p>This shared meal plan is no longer available.</p>
          <p className="text-sm text-muted-foreground">
            Ask whoever shared it for a new link, or <Link to="/recipes" className="underline">browse recipes</Link>.
          </p>
        </div>
      ) : (
        <>
          <WeekNav start={start} isThisWeek={start === thisWeek} onStep={(weeks) => showWeek(addDays(start, 7 * weeks))} onThisWeek={() => showWeek(thisWeek)} />

          {week.isError && !week.data ? (
            <WeekLoadError message="This meal plan could not be loaded." onRetry={() => void week.refetch()} />
          ) : week.data ? (
            <div className={WEEK_GRID}>
              {week.data.days.map((day) => (
                <PlanDay key={day.date} day={day} targets={null} isToday={day.date === now} />
              ))}
            </div>
          ) : (
            <div className={WEEK_GRID} aria-busy="true" aria-label="Loading the meal plan">
              {weekDays(start).map((day) => (
                <Skeleton key={day} className="h-40 rounded-2xl" />
              ))}
            </div>
          )}
        </>
      )}
    </Page>
  );
}
