import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { campaignRecipients, creditTransactions, mailOutbox } from '../../../db/schema';

const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

/** What a metrics scrape reads from the database: a few indexed counts. */
export function createMetricsRepo(db: Db) {
  return {
    campaignBacklog: async () =>
      count(await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${campaignRecipients} where ${campaignRecipients.status} in ('pending', 'sending')`)),

    mailFailedLastHour: async () =>
      count(
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${mailOutbox} where ${mailOutbox.status} = 'failed' and ${mailOutbox.createdAt} > now() - interval '1 hour'`,
        ),
      ),

    /** A hold's amount is negative; it is held until a row closes it, spent when that row is a spend (as the dashboard counts). */
    async credits(): Promise<{ held: number; spent: number }> {
      const [row] = await queryRows<{ held: number | string; spent: number | string }>(
        db,
        sql`select
          coalesce(sum(-h.amount) filter (where c.id is null), 0) as held,
          coalesce(sum(-h.amount) filter (where c.kind = 'spend'), 0) as spent
        from ${creditTransactions} h left join ${creditTransactions} c on c.related_id = h.id
        where h.kind = 'hold'`,
      );
      return { held: Number(row?.held ?? 0), spent: Number(row?.spent ?? 0) };
    },
  };
}
