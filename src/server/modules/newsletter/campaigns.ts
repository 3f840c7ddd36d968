import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { campaignRecipients, newsletterCampaigns, newsletterSubscriptions } from '../../../db/schema';
import type {
  Campaign,
  CampaignInput,
  CampaignProgress,
  CampaignRecipient,
  CampaignSummary,
  RecipientCounts,
} from '../../../contracts/newsletter-admin';
import { AppError } from '../../errors';
import type { Audit } from '../admin/audit';

const c = newsletterCampaigns;
const r = campaignRecipients;

type CampaignRow = typeof newsletterCampaigns.$inferSelect;
type RecipientRow = typeof campaignRecipients.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function emptyCounts(): RecipientCounts {
  return { total: 0, pending: 0, sending: 0, sent: 0, failed: 0, unknown: 0 };
}

function toSummary(row: CampaignRow, counts: RecipientCounts): CampaignSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    counts,
  };
}

function toRecipient(row: RecipientRow): CampaignRecipient {
  return {
    subscriptionId: row.subscriptionId,
    email: row.email,
    status: row.status,
    error: row.error,
    claimedAt: iso(row.claimedAt),
    sentAt: iso(row.sentAt),
  };
}

const NOT_FOUND = 'No such campaign';
/** Claims of one recipient that a restart may interrupt before it is left to the admin as 'unknown'. */
export const MAX_ATTEMPTS = 3;
const INTERRUPTED_TOO_OFTEN = `Interrupted by a restart ${MAX_ATTEMPTS} times while being sent; it may or may not have arrived. Retry to send it again`;
const ONLY_DRAFTS = 'Only a draft can be changed or deleted; this campaign has already been sent';

/** A recipient as the sender claims it. */
export interface ClaimedRecipient {
  subscriptionId: number;
  email: string;
}

/** Newsletter campaigns and their recipient rows (no rules beyond the status each statement requires). */
export function createCampaignRepo(db: Db) {
  async function countsFor(ids: number[]): Promise<Map<number, RecipientCounts>> {
    const result = new Map<number, RecipientCounts>();
    if (ids.length === 0) return result;
    const rows = await db
      .select({ campaignId: r.campaignId, status: r.status, n: sql<number>`count(*)::int` })
      .from(r)
      .where(inArray(r.campaignId, ids))
      .groupBy(r.campaignId, r.status);
    for (const row of rows) {
      const counts = result.get(row.campaignId) ?? emptyCounts();
      counts[row.status] = Number(row.n);
      counts.total += Number(row.n);
      result.set(row.campaignId, counts);
    }
    return result;
  }

  async function getRow(id: number): Promise<CampaignRow> {
    const rows = await db.select().from(c).where(eq(c.id, id)).limit(1);
    if (!rows[0]) throw AppError.notFound(NOT_FOUND);
    return rows[0];
  }

  return {
    getRow,

    async list(): Promise<CampaignSummary[]> {
      const rows = await db.select().from(c).orderBy(desc(c.id)).limit(200);
      const counts = await countsFor(rows.map((row) => row.id));
      return rows.map((row) => toSummary(row, counts.get(row.id) ?? emptyCounts()));
    },

    async get(id: number): Promise<Campaign> {
      const row = await getRow(id);
      const counts = (await countsFor([id])).get(id) ?? emptyCounts();
      return { ...toSummary(row, counts), markdown: row.markdown };
    },

    async create(input: CampaignInput, createdBy: string, audit: Audit): Promise<Campaign> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(c).values({ subject: input.subject, markdown: input.markdown, createdBy }).returning();
        await audit(tx);
        return created;
      });
      return { ...toSummary(row!, emptyCounts()), markdown: row!.markdown };
    },

    /** Drafts only: one conditional UPDATE, so a campaign being sent cannot change under its recipients. */
    async update(id: number, input: CampaignInput, audit: Audit): Promise<Campaign> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(c)
          .set({ subject: input.subject, markdown: input.markdown, updatedAt: sql`now()` })
          .where(and(eq(c.id, id), eq(c.status, 'draft')))
          .returning();
        if (updated) await audit(tx);
        return updated;
      });
      if (!row) {
        await getRow(id);
        throw new AppError('CONFLICT', 409, ONLY_DRAFTS);
      }
      return { ...toSummary(row, emptyCounts()), markdown: row.markdown };
    },

    async remove(id: number, audit: Audit): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(c)
          .where(and(eq(c.id, id), eq(c.status, 'draft')))
          .returning({ id: c.id });
        if (rows.length > 0) await audit(tx);
        return rows;
      });
      if (deleted.length === 0) {
        await getRow(id);
        throw new AppError('CONFLICT', 409, ONLY_DRAFTS);
      }
    },

    /**
     * Draft -> sending, and one pending recipient row per active subscriber, in one transaction
     * (no network call inside): a crash leaves either a draft or a campaign with all its recipients.
     */
    async startSending(id: number, audit: Audit): Promise<number> {
      return db.transaction(async (tx) => {
        const started = await tx
          .update(c)
          .set({ status: 'sending', startedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(c.id, id), eq(c.status, 'draft')))
          .returning({ id: c.id });
        if (started.length === 0) {
          const exists = await tx.select({ id: c.id }).from(c).where(eq(c.id, id));
          if (exists.length === 0) throw AppError.notFound(NOT_FOUND);
          throw new AppError('CONFLICT', 409, 'This campaign has already been sent');
        }
        const s = newsletterSubscriptions;
        const inserted = await queryRows(tx, sql`
          insert into ${r} (campaign_id, subscription_id, email, status)
          select ${id}, ${s.id}, ${s.email}, 'pending' from ${s} where ${s.status} = 'active'
          on conflict do nothing
          returning subscription_id`);
        if (inserted.length === 0) throw AppError.validation('There are no active subscribers to send this campaign to');
        await audit(tx);
        return inserted.length;
      });
    },

    /** Ids of the campaigns being sent. */
    async sendingIds(): Promise<number[]> {
      const rows = await db.select({ id: c.id }).from(c).where(eq(c.status, 'sending')).orderBy(c.id);
      return rows.map((row) => row.id);
    },

    /**
     * Rows left 'sending' by a process that stopped mid-send may or may not have been delivered.
     * Delivery is at least once: they become pending and are sent again (with the same idempotency
     * key), unless they were claimed MAX_ATTEMPTS times already: a mail that keeps being interrupted
     * becomes 'unknown' for the admin to retry. `olderThanMs` spares the sends other live processes
     * are making right now (0 when this process is the only one, as with PGlite).
     */
    async requeueInterrupted(olderThanMs: number): Promise<{ requeued: number; unknown: number }> {
      const result = await queryRows<{ status: string }>(db, sql`
        update ${r} set
          status = case when ${r.attempts} >= ${MAX_ATTEMPTS} then 'unknown' else 'pending' end,
          error = case when ${r.attempts} >= ${MAX_ATTEMPTS} then ${INTERRUPTED_TOO_OFTEN} else ${r.error} end
        where ${r.status} = 'sending'
          and ${r.claimedAt} <= now() - make_interval(secs => ${olderThanMs / 1000})
          and ${r.campaignId} in (select ${c.id} from ${c} where ${c.status} = 'sending')
        returning status`);
      const unknown = result.filter((row) => row.status === 'unknown').length;
      return { requeued: result.length - unknown, unknown };
    },

    /**
     * Claims up to `limit` pending rows with one conditional UPDATE … RETURNING: a row another
     * process claimed first is skipped, so no row is ever handed to two senders.
     */
    async claim(campaignId: number, limit: number): Promise<ClaimedRecipient[]> {
      const result = await queryRows<{ subscriptionId: number; email: string }>(db, sql`
        with picked as (
          select subscription_id from ${r}
          where campaign_id = ${campaignId} and status = 'pending'
          order by subscription_id
          limit ${limit}
          for update skip locked
        )
        update ${r} set status = 'sending', claimed_at = now(), attempts = ${r.attempts} + 1
        from picked
        where ${r.campaignId} = ${campaignId} and ${r.subscriptionId} = picked.subscription_id and ${r.status} = 'pending'
        returning ${r.subscriptionId} as "subscriptionId", ${r.email} as email`);
      return result.map((row) => ({ subscriptionId: Number(row.subscriptionId), email: row.email }));
    },

    /** Subscription ids among `ids` that are still active (someone may unsubscribe mid-campaign). */
    async stillActive(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const s = newsletterSubscriptions;
      const rows = await db
        .select({ id: s.id })
        .from(s)
        .where(and(inArray(s.id, ids), eq(s.status, 'active')));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Records a send's outcome; a row a sweep of another process requeued or marked 'unknown'
     * meanwhile gets the true outcome (so it is not sent again).
     */
    async markOutcome(campaignId: number, subscriptionId: number, outcome: { sent: true } | { sent: false; error: string }): Promise<void> {
      await db
        .update(r)
        .set(
          outcome.sent
            ? { status: 'sent', sentAt: sql`now()`, error: null }
            : { status: 'failed', error: outcome.error.slice(0, 500) },
        )
        .where(and(eq(r.campaignId, campaignId), eq(r.subscriptionId, subscriptionId), inArray(r.status, ['pending', 'sending', 'unknown'])));
    },

    /**
     * The admin's retry: failed and unknown recipients become pending again (their idempotency
     * key stays, so a copy can be dropped by the receiver) and the campaign is being sent again,
     * in one transaction. 409 for a draft or when there is nothing to retry.
     */
    async retryProblems(id: number, audit: Audit): Promise<number> {
      return db.transaction(async (tx) => {
        const row = (await tx.select({ status: c.status }).from(c).where(eq(c.id, id)).for('update'))[0];
        if (!row) throw AppError.notFound(NOT_FOUND);
        if (row.status === 'draft') throw new AppError('CONFLICT', 409, 'A draft has not been sent yet; there is nothing to retry');
        const retried = await tx
          .update(r)
          .set({ status: 'pending', error: null, claimedAt: null, attempts: 0 })
          .where(and(eq(r.campaignId, id), inArray(r.status, ['failed', 'unknown'])))
          .returning({ id: r.subscriptionId });
        if (retried.length === 0) throw new AppError('CONFLICT', 409, 'No recipient of this campaign failed or is unknown; there is nothing to retry');
        await tx.update(c).set({ status: 'sending', finishedAt: null, updatedAt: sql`now()` }).where(eq(c.id, id));
        await audit(tx);
        return retried.length;
      });
    },

    /** Sending -> sent once no row is pending or being sent. */
    async finishIfDone(campaignId: number): Promise<boolean> {
      const done = await db
        .update(c)
        .set({ status: 'sent', finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(c.id, campaignId),
            eq(c.status, 'sending'),
            sql`not exists (select 1 from ${r} where ${r.campaignId} = ${campaignId} and ${r.status} in ('pending', 'sending'))`,
          ),
        )
        .returning({ id: c.id });
      return done.length > 0;
    },

    async progress(id: number): Promise<CampaignProgress> {
      const row = await getRow(id);
      const counts = (await countsFor([id])).get(id) ?? emptyCounts();
      const recent = await db
        .select()
        .from(r)
        .where(eq(r.campaignId, id))
        .orderBy(sql`coalesce(${r.sentAt}, ${r.claimedAt}) desc nulls last`, r.subscriptionId)
        .limit(100);
      const problems = await db
        .select()
        .from(r)
        .where(and(eq(r.campaignId, id), inArray(r.status, ['failed', 'unknown'])))
        .orderBy(r.subscriptionId)
        .limit(100);
      return {
        id: row.id,
        status: row.status,
        startedAt: iso(row.startedAt),
        finishedAt: iso(row.finishedAt),
        counts,
        recipients: recent.map(toRecipient),
        problems: problems.map(toRecipient),
      };
    },
  };
}

export type CampaignRepo = ReturnType<typeof createCampaignRepo>;
