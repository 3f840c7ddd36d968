import { sql } from 'drizzle-orm';
import { DASHBOARD_ADMIN_ACTIONS, DASHBOARD_DAYS, DASHBOARD_RECENT, type Dashboard, type DashboardDay } from '../../../contracts/admin-dashboard';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { adminActions, aiCalls, creditCheckouts, creditTransactions as ct, newsletterSubscriptions, recipes, users } from '../../../db/schema';
import { AUDITED_ROUTES, type AuditDetails } from './audit';

const iso = (value: string | Date) => new Date(value).toISOString();
/** Counts and sums come back as text (bigint, numeric) from node-postgres. */
const int = (value: unknown) => Number(value ?? 0);

const fullName = (first: unknown, last: unknown) => [first, last].filter((p) => typeof p === 'string' && p !== '').join(' ') || null;

/**
 * The dashboard's queries: one statement for the totals, one for the 30-day series (each table
 * aggregated once by UTC day and joined onto generate_series), one per recent-activity list.
 */
/**
 * The purchases that still stand, as a from-where clause over `credit_transactions p`: a checkout
 * reversed by a refund or a dispute (credit_checkouts.status, payments/service.ts) sold nothing; one
 * whose dispute the site won is fulfilled again. Purchases without a checkout row (written by hand
 * or by tests) stand.
 */
const soldPurchases = sql`from ${ct} p left join ${creditCheckouts} c on c.session_id = p.reference
  where p.kind = 'purchase' and c.status is distinct from 'reversed'`;

export function createDashboardRepo(db: Db) {
  async function totals(): Promise<Dashboard['totals']> {
    const [row] = await queryRows(
      db,
      sql`select
        (select count(*) from ${users}) as users,
        (select count(*) from ${users} where ${users.role} = 'admin') as admins,
        (select count(*) from ${users} where ${users.disabledAt} is not null) as disabled_users,
        (select count(*) from ${recipes} where ${recipes.privacyLevel} = 'public') as public_recipes,
        (select count(*) from ${recipes} where ${recipes.privacyLevel} <> 'public') as private_recipes,
        (select count(*) from ${newsletterSubscriptions} where ${newsletterSubscriptions.status} = 'active') as active_subscribers,
        (select coalesce(sum(p.amount), 0) ${soldPurchases}) as credits_sold,
        (select coalesce(sum(-h.amount), 0) from credit_transactions h
           join credit_transactions s on s.related_id = h.id and s.kind = 'spend'
           where h.kind = 'hold') as credits_spent,
        (select count(*) from ${aiCalls}) as ai_calls`,
    );
    return {
      users: int(row?.users),
      admins: int(row?.admins),
      disabledUsers: int(row?.disabled_users),
      publicRecipes: int(row?.public_recipes),
      privateRecipes: int(row?.private_recipes),
      activeSubscribers: int(row?.active_subscribers),
      creditsSold: int(row?.credits_sold),
      creditsSpent: int(row?.credits_spent),
      aiCalls: int(row?.ai_calls),
    };
  }

  /** DASHBOARD_DAYS days (UTC) ending with `today`'s, oldest first; days with nothing are zeros. */
  async function series(today: Date): Promise<DashboardDay[]> {
    const last = today.toISOString().slice(0, 10);
    const span = DASHBOARD_DAYS - 1;
    const result = await queryRows(
      db,
      sql`with days as (
          select d::date as day from generate_series(${last}::date - ${span}::int, ${last}::date, interval '1 day') as d
        ),
        bounds as (select min(day)::timestamp at time zone 'UTC' as since from days),
        new_users as (
          select (${users.createdAt} at time zone 'UTC')::date as day, count(*) as n
          from ${users}, bounds where ${users.createdAt} >= bounds.since group by 1
        ),
        new_recipes as (
          select (${recipes.createdAt} at time zone 'UTC')::date as day, count(*) as n
          from ${recipes}, bounds where ${recipes.createdAt} >= bounds.since group by 1
        ),
        sold as (
          select (p.created_at at time zone 'UTC')::date as day, sum(p.amount) as n
          ${soldPurchases} and p.created_at >= (select since from bounds) group by 1
        ),
        spent as (
          select (s.created_at at time zone 'UTC')::date as day, sum(-h.amount) as n
          from credit_transactions s join credit_transactions h on h.id = s.related_id and h.kind = 'hold', bounds
          where s.kind = 'spend' and s.created_at >= bounds.since group by 1
        ),
        calls as (
          select (${aiCalls.createdAt} at time zone 'UTC')::date as day, count(*) as n
          from ${aiCalls}, bounds where ${aiCalls.createdAt} >= bounds.since group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
          coalesce(new_users.n, 0) as new_users, coalesce(new_recipes.n, 0) as new_recipes,
          coalesce(sold.n, 0) as credits_sold, coalesce(spent.n, 0) as credits_spent, coalesce(calls.n, 0) as ai_calls
        from days
          left join new_users using (day) left join new_recipes using (day) left join sold using (day)
          left join spent using (day) left join calls using (day)
        order by days.day`,
    );
    return result.map((r) => ({
      day: String(r.day),
      newUsers: int(r.new_users),
      newRecipes: int(r.new_recipes),
      creditsSold: int(r.credits_sold),
      creditsSpent: int(r.credits_spent),
      aiCalls: int(r.ai_calls),
    }));
  }

  async function recent(): Promise<Dashboard['recent']> {
    const n = DASHBOARD_RECENT;
    const [signUps, latestRecipes, purchases, calls, actions] = await Promise.all([
      queryRows(
        db,
        sql`select id, email, username, first_name, last_name, created_at from ${users} order by created_at desc, id desc limit ${n}`,
      ),
      queryRows(
        db,
        sql`select r.id, r.title, r.privacy_level, r.author_id, r.created_at, u.username, u.first_name, u.last_name, u.email
          from ${recipes} r left join ${users} u on u.id = r.author_id order by r.created_at desc, r.id desc limit ${n}`,
      ),
      queryRows(
        db,
        sql`select t.id, t.user_id, t.amount, t.created_at, u.email, c.status, c.refunded_at
          from ${ct} t join ${users} u on u.id = t.user_id left join ${creditCheckouts} c on c.session_id = t.reference
          where t.kind = 'purchase' order by t.id desc limit ${n}`,
      ),
      queryRows(
        db,
        sql`select c.id, c.user_id, c.feature, c.model, c.outcome, c.duration_ms, c.credits, c.created_at, u.email
          from ${aiCalls} c left join ${users} u on u.id = c.user_id order by c.id desc limit ${n}`,
      ),
      queryRows(
        db,
        sql`select a.id, a.admin_id, a.route, a.target, a.details, a.created_at, u.email, t.email as target_email
          from ${adminActions} a
          left join ${users} u on u.id = a.admin_id
          left join ${users} t on t.id = a.target and a.route like '% /api/admin/users/:id%'
          order by a.id desc limit ${DASHBOARD_ADMIN_ACTIONS}`,
      ),
    ]);
    return {
      signUps: signUps.map((r) => ({
        id: String(r.id),
        email: String(r.email),
        username: (r.username as string | null) ?? null,
        name: fullName(r.first_name, r.last_name),
        createdAt: iso(r.created_at as string),
      })),
      recipes: latestRecipes.map((r) => ({
        id: int(r.id),
        title: String(r.title),
        privacyLevel: String(r.privacy_level),
        authorId: (r.author_id as string | null) ?? null,
        authorName: r.author_id ? (fullName(r.first_name, r.last_name) ?? (r.username as string | null) ?? (r.email as string | null)) : null,
        createdAt: iso(r.created_at as string),
      })),
      purchases: purchases.map((r) => ({
        id: int(r.id),
        userId: String(r.user_id),
        email: String(r.email),
        amount: int(r.amount),
        status: r.status !== 'reversed' ? ('paid' as const) : r.refunded_at ? ('refunded' as const) : ('disputed' as const),
        createdAt: iso(r.created_at as string),
      })),
      aiCalls: calls.map((r) => ({
        id: int(r.id),
        userId: (r.user_id as string | null) ?? null,
        email: (r.email as string | null) ?? null,
        feature: String(r.feature),
        model: String(r.model),
        outcome: String(r.outcome),
        durationMs: int(r.duration_ms),
        credits: int(r.credits),
        createdAt: iso(r.created_at as string),
      })),
      adminActions: actions.map((r) => ({
        id: int(r.id),
        adminId: (r.admin_id as string | null) ?? null,
        adminEmail: (r.email as string | null) ?? null,
        action: AUDITED_ROUTES[String(r.route)] ?? String(r.route),
        route: String(r.route),
        target: (r.target as string | null) ?? null,
        targetEmail: (r.target_email as string | null) ?? null,
        details: (r.details as AuditDetails | null) ?? {},
        createdAt: iso(r.created_at as string),
      })),
    };
  }

  return {
    async dashboard(today: Date = new Date()): Promise<Dashboard> {
      // PGlite has one connection: the statements queue there; a server runs them side by side.
      const [t, s, r] = await Promise.all([totals(), series(today), recent()]);
      return { totals: t, series: s, recent: r, generatedAt: today.toISOString() };
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
