import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { jobRuns } from '../db/schema';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * A claim is granted when the last run is at least this share of the period old: each instance's
 * timer fires a little late or early against the database's clock, and one run per period must not
 * become none.
 */
const CLAIM_AFTER_SHARE = 0.9;
/** Who claimed a run, in job_runs.ran_by. */
const INSTANCE = `${hostname()}:${process.pid}`;

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * Whether this instance may run `name` now: at most one claim per period across every instance on
 * the database, made in one statement (the row's lock orders concurrent claims; a later one sees
 * the new `ran_at` and gets nothing).
 */
export async function claimRun(db: Db, name: string, everyMs: number, by = INSTANCE): Promise<boolean> {
  const claimed = await queryRows<{ name: string }>(
    db,
    sql`insert into ${jobRuns} (name, ran_at, ran_by) values (${name}, now(), ${by})
        on conflict (name) do update set ran_at = now(), ran_by = excluded.ran_by
        where ${jobRuns.ranAt} <= now() - make_interval(secs => ${(everyMs * CLAIM_AFTER_SHARE) / 1000})
        returning name`,
  );
  return claimed.length > 0;
}

/**
 * Runs `task` every `everyMs` while the app is open, once per period across all instances sharing
 * the database (claimRun); the timer never keeps the process alive. A failed claim or task is logged.
 */
export function everyPeriodOnce(app: FastifyInstance, db: Db, job: { name: string; everyMs: number; task: () => Promise<unknown> }): void {
  const tick = async () => {
    if (await claimRun(db, job.name, job.everyMs)) await job.task();
  };
  const timer = setInterval(() => {
    tick().catch((err: unknown) => app.log.warn({ err, job: job.name }, `background job ${job.name} failed`));
  }, job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export interface Housekeeping {
  /** Deletes what is no longer needed, hourly from now on; `name` says what in the log when it fails. */
  add(name: string, task: () => Promise<unknown>): void;
}

/**
 * What is no longer needed is deleted hourly, by one instance of the site; each module adds its own
 * tasks, one failing leaves the others.
 */
export function registerHousekeeping(app: FastifyInstance, db: Db): Housekeeping {
  const tasks = new Map<string, () => Promise<unknown>>();
  everyPeriodOnce(app, db, {
    name: 'housekeeping',
    everyMs: PURGE_INTERVAL_MS,
    task: async () => {
      for (const [name, task] of tasks) {
        await task().catch((err: unknown) => app.log.warn({ err, task: name }, `housekeeping: deleting ${name} failed`));
      }
    },
  });
  return { add: (name, task) => void tasks.set(name, task) };
}
