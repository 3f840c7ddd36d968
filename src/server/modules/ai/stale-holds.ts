import { and, asc, eq, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { creditTransactions as ct } from '../../../db/schema';
import type { CreditService } from '../credits/service';

/**
 * A hold is settled or released by the request that made it, within the AI time limit. A process
 * that crashed (or lost its database) mid-call leaves the hold open, and the member's credits
 * with it; this sweep releases every hold older than the time limit plus a margin that has no
 * closing row. A hold a request is still finishing cannot be that old, and releasing twice is
 * refused by the ledger (one closing row per hold), so several processes may sweep.
 */

/** Beyond the AI time limit: room for the caller's accept step (storing a picture) and slow settling. */
export const STALE_HOLD_MARGIN_MS = 10 * 60 * 1000;
const BATCH = 200;

const closer = alias(ct, 'closer');

export interface StaleHoldSweepOptions {
  db: Db;
  credits: Pick<CreditService, 'release'>;
  /** config.aiTimeoutMs: a hold older than this plus the margin is stale. */
  timeoutMs: number;
  marginMs?: number;
  now?: () => Date;
  log: { warn(obj: object, msg: string): void };
}

export function createStaleHoldSweep({ db, credits, timeoutMs, marginMs = STALE_HOLD_MARGIN_MS, now = () => new Date(), log }: StaleHoldSweepOptions) {
  async function staleHolds(before: Date, afterId: number) {
    return db
      .select({ id: ct.id, userId: ct.userId })
      .from(ct)
      .where(
        and(
          eq(ct.kind, 'hold'),
          lt(ct.createdAt, before),
          sql`${ct.id} > ${afterId}`,
          notExists(db.select({ one: sql`1` }).from(closer).where(eq(closer.relatedId, ct.id))),
        ),
      )
      .orderBy(asc(ct.id))
      .limit(BATCH);
  }

  return {
    /** Releases the stale holds; answers how many this sweep released. */
    async sweep(): Promise<number> {
      const before = new Date(now().getTime() - timeoutMs - marginMs);
      let released = 0;
      let afterId = 0;
      for (;;) {
        const holds = await staleHolds(before, afterId);
        for (const hold of holds) {
          try {
            await credits.release(hold.id);
            released += 1;
            log.warn({ holdId: hold.id, userId: hold.userId }, 'released a stale AI credit hold');
          } catch (err) {
            // Settled or released meanwhile (409), or its member deleted: nothing to give back.
            log.warn({ err, holdId: hold.id }, 'a stale AI credit hold could not be released');
          }
        }
        if (holds.length < BATCH) return released;
        afterId = holds.at(-1)!.id;
      }
    },
  };
}

export type StaleHoldSweep = ReturnType<typeof createStaleHoldSweep>;
