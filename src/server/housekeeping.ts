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

/** After the server starts listening, the first look at each job waits this long (the first requests come first). */
const FIRST_LOOK_DELAY_MS = 3_000;

export interface BackgroundJob {
  name: string;
  everyMs: number;
  task: () => Promise<unknown>;
}

export interface Housekeeping {
  /** Deletes what is no longer needed, hourly from now on; `name` says what in the log when it fails. */
  add(name: string, task: () => Promise<unknown>): void;
  /**
   * Runs the job once per period across all instances sharing the database (claimRun): looked at
   * shortly after the server starts listening, then every period. A site restarted more often than
   * a job's period still runs it. The timers never keep the process alive; a failure is logged.
   */
  every(job: BackgroundJob): void;
  /** How many times this instance ran each job since it started (the metrics' sprig_background_job_runs_total). */
  runs(): { job: string; runs: number }[];
}

/**
 * The site's background jobs, each run by one instance per period, and the hourly housekeeping job
 * among them: each module adds its own tasks to it, one failing leaves the others.
 */
export function registerHousekeeping(app: FastifyInstance, db: Db): Housekeeping {
  const ran = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onClose', async () => timers.forEach(clearTimeout));

  function every(job: BackgroundJob): void {
    ran.set(job.name, 0);
    const tick = () => {
      claimRun(db, job.name, job.everyMs)
        .then(async (claimed) => {
          if (!claimed) return;
          ran.set(job.name, ran.get(job.name)! + 1);
          await job.task();
        })
        .catch((err: unknown) => app.log.warn({ err, job: job.name }, `background job ${job.name} failed`));
    };
    // Only a listening server runs jobs: an app driven by inject() (the API tests) never does.
    app.addHook('onListen', async () => {
      timers.push(setTimeout(tick, FIRST_LOOK_DELAY_MS).unref(), setInterval(tick, job.everyMs).unref());
    });
  }

  const tasks = new Map<string, () => Promise<unknown>>();
  every({
    name: 'housekeeping',
    everyMs: PURGE_INTERVAL_MS,
    task: async () => {
      for (const [name, task] of tasks) {
        await task().catch((err: unknown) => app.log.warn({ err, task: name }, `housekeeping: deleting ${name} failed`));
      }
    },
  });
  return {
    add: (name, task) => void tasks.set(name, task),
    every,
    runs: () => [...ran].map(([job, runs]) => ({ job, runs })),
  };
}
