import { createHash, randomBytes } from 'node:crypto';
import { MEAL_LABELS, type MealPlanEntry } from '../../../contracts/meal-plan';
import type { PlanLink, PlanLinkKind, PlanLinks, SharedPlanWeek } from '../../../contracts/meal-plan-links';
import { icalendar } from '../../../domain/icalendar';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import type { PlanLinksRepo } from './links-repo';
import type { MealPlanService } from './service';

const DAY_MS = 86_400_000;
/** The feed holds the recent past and the year ahead: what a calendar shows, at a bounded size. */
const FEED_DAYS_BACK = 60;
const FEED_DAYS_AHEAD = 366;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const dayOffset = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

function linkPath(kind: PlanLinkKind, token: string): string {
  return kind === 'share' ? `/shared/meal-plan/${token}` : `/api/calendar/meal-plan/${token}.ics`;
}

function summaryOf(entry: MealPlanEntry): string {
  const what = entry.note ?? entry.recipe?.title ?? 'Recipe no longer available';
  return `${MEAL_LABELS[entry.meal]}: ${what}`;
}

function descriptionOf(entry: MealPlanEntry): string | null {
  if (entry.servings === null) return null;
  const eaten = entry.portions === null ? '' : `, ${entry.portions} for you`;
  return `${entry.servings} ${entry.servings === 1 ? 'serving' : 'servings'} cooked${eaten}`;
}

/**
 * A member's links to their plan (issue 18): a read-only page anyone with the link may open, and
 * an iCalendar feed for their phone. Each link's secret is shown once, when made; the table keeps
 * its hash. Making a link again replaces it; deleting revokes it at once.
 */
export function createPlanLinks(repo: PlanLinksRepo, plan: MealPlanService) {
  async function ownerOf(kind: PlanLinkKind, token: string) {
    const owner = await repo.owner(kind, hashOf(token));
    if (!owner) throw AppError.notFound(kind === 'share' ? 'Shared meal plan not found' : 'Calendar not found');
    return owner;
  }

  return {
    async links(viewer: Viewer): Promise<PlanLinks> {
      const rows = await repo.byMember(viewer.id);
      const of = (kind: PlanLinkKind) => {
        const row = rows.find((r) => r.kind === kind);
        return row ? { createdAt: row.createdAt.toISOString() } : null;
      };
      return { share: of('share'), calendar: of('calendar') };
    },

    async make(viewer: Viewer, kind: PlanLinkKind, origin: string): Promise<PlanLink> {
      const token = randomBytes(32).toString('base64url');
      const createdAt = await repo.replace(viewer.id, kind, hashOf(token));
      return { kind, url: `${origin}${linkPath(kind, token)}`, createdAt: createdAt.toISOString() };
    },

    async revoke(viewer: Viewer, kind: PlanLinkKind): Promise<void> {
      if (!(await repo.remove(viewer.id, kind))) throw AppError.notFound('There is no such link to revoke');
    },

    async sharedWeek(token: string, start: string): Promise<SharedPlanWeek> {
      const owner = await ownerOf('share', token);
      return plan.sharedWeek(owner.id, start);
    },

    /** The feed's text: the member's entries as they read them, one all-day event each. */
    async calendar(token: string, origin: string): Promise<string> {
      const owner = await ownerOf('calendar', token);
      const entries = await plan.entriesBetween(owner, dayOffset(-FEED_DAYS_BACK), dayOffset(FEED_DAYS_AHEAD));
      const stamp = new Date();
      const host = new URL(origin).host;
      return icalendar(
        'Sprig meal plan',
        entries.map((entry) => ({
          uid: `meal-plan-entry-${entry.id}@${host}`,
          date: entry.date,
          summary: summaryOf(entry),
          description: descriptionOf(entry),
          url: entry.recipe ? `${origin}/recipes/${entry.recipe.id}` : null,
          stamp,
        })),
      );
    },
  };
}

export type PlanLinksService = ReturnType<typeof createPlanLinks>;
