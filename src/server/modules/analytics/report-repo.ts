import { sql } from 'drizzle-orm';
import { ENGAGEMENT_INTERACTIONS, ENGAGEMENT_PAGE_VIEWS } from '../../../contracts/admin-analytics';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { analyticsEvents, recipes } from '../../../db/schema';

const TOP = 10;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Reads over analytics_events for the admin report (first-party events only), and their retention. */
export function createAnalyticsReportRepo(db: Db) {
  const e = analyticsEvents;
  return {
    async pageViewsPerDay(since: Date) {
      const r = await queryRows(db, sql`
        select to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::float8 as views,
          count(*) filter (where ${e.userId} is not null)::float8 as signed_in
        from ${e} where ${e.eventType} = 'page_view' and ${e.createdAt} >= ${since.toISOString()}::timestamptz
        group by 1`);
      return r.map((x) => ({ day: String(x.day), pageViews: num(x.views), signedIn: num(x.signed_in) }));
    },

    async eventTotals(since: Date) {
      const r = await queryRows(db, sql`
        select count(*) filter (where ${e.eventType} = 'affiliate_link_click')::float8 as clicks,
          count(*) filter (where ${e.eventType} = 'engagement')::float8 as engagement
        from ${e} where ${e.createdAt} >= ${since.toISOString()}::timestamptz`);
      return { affiliateClicks: num(r[0]?.clicks), engagementEvents: num(r[0]?.engagement) };
    },

    /** Paths without their query string. */
    async topPages(since: Date) {
      const r = await queryRows(db, sql`
        select split_part(${e.path}, '?', 1) as path, count(*)::float8 as views
        from ${e} where ${e.eventType} = 'page_view' and ${e.path} is not null and ${e.createdAt} >= ${since.toISOString()}::timestamptz
        group by 1 order by views desc, path limit ${TOP}`);
      return r.map((x) => ({ path: String(x.path), views: num(x.views) }));
    },

    /** Page views of /recipes/{id} and /recipe/{id}, with the recipe's title when it still exists. */
    async topRecipes(since: Date) {
      const r = await queryRows(db, sql`
        with v as (
          select substring(${e.path} from '^/recipes?/([0-9]{1,9})(?:[/?#]|$)')::int as recipe_id, count(*)::float8 as views
          from ${e} where ${e.eventType} = 'page_view' and ${e.path} ~ '^/recipes?/[0-9]' and ${e.createdAt} >= ${since.toISOString()}::timestamptz
          group by 1
        )
        select v.recipe_id, v.views, ${recipes.title} as title
        from v left join ${recipes} on ${recipes.id} = v.recipe_id
        where v.recipe_id is not null
        order by v.views desc, v.recipe_id limit ${TOP}`);
      return r.map((x) => ({ recipeId: num(x.recipe_id), title: x.title == null ? null : String(x.title), views: num(x.views) }));
    },

    async affiliateClicks(since: Date) {
      const r = await queryRows(db, sql`
        select nullif(${e.data}->>'toolId', '') as tool_id, coalesce(nullif(${e.data}->>'toolName', ''), 'Unknown tool') as tool_name,
          count(*)::float8 as clicks
        from ${e} where ${e.eventType} = 'affiliate_link_click' and ${e.createdAt} >= ${since.toISOString()}::timestamptz
        group by 1, 2 order by clicks desc, tool_name limit 20`);
      return r.map((x) => ({ toolId: x.tool_id == null ? null : String(x.tool_id), toolName: String(x.tool_name), clicks: num(x.clicks) }));
    },

    /**
     * A visit is a session (data.sessionId, when the browser sends one) or else a signed-in
     * member's UTC day; it is engaged at 2 page views or 3 interactions (any other event).
     */
    async engagement(since: Date) {
      const r = await queryRows(db, sql`
        with v as (
          select coalesce('s:' || (${e.data}->>'sessionId'),
                          'u:' || ${e.userId} || ':' || to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD')) as visit,
            count(*) filter (where ${e.eventType} = 'page_view') as pv,
            count(*) filter (where ${e.eventType} <> 'page_view') as ia
          from ${e}
          where ${e.createdAt} >= ${since.toISOString()}::timestamptz and (${e.data}->>'sessionId' is not null or ${e.userId} is not null)
          group by 1
        )
        select count(*)::float8 as visits,
          count(*) filter (where pv >= ${ENGAGEMENT_PAGE_VIEWS} or ia >= ${ENGAGEMENT_INTERACTIONS})::float8 as engaged,
          count(*) filter (where pv >= ${ENGAGEMENT_PAGE_VIEWS})::float8 as by_pv,
          count(*) filter (where ia >= ${ENGAGEMENT_INTERACTIONS})::float8 as by_ia,
          (select count(*) from ${e} where ${e.eventType} = 'page_view' and ${e.userId} is null and ${e.data}->>'sessionId' is null
             and ${e.createdAt} >= ${since.toISOString()}::timestamptz)::float8 as ungrouped
        from v`);
      const x = r[0] ?? {};
      return { visits: num(x.visits), engaged: num(x.engaged), byPageViews: num(x.by_pv), byInteractions: num(x.by_ia), ungrouped: num(x.ungrouped) };
    },

    /** Deletes events recorded before the date; answers how many (counted in SQL: the first purge may be large). */
    async purgeBefore(date: Date): Promise<number> {
      const r = await queryRows(db, sql`with gone as (delete from ${e} where ${e.createdAt} < ${date.toISOString()}::timestamptz returning 1)
        select count(*)::int as n from gone`);
      return num(r[0]?.n);
    },
  };
}
export type AnalyticsReportRepo = ReturnType<typeof createAnalyticsReportRepo>;
