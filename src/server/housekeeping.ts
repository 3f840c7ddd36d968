import type { FastifyInstance } from 'fastify';

/** Calls `tick` every `everyMs` for as long as the app is open; the timer never keeps the process alive. */
export function repeat(app: FastifyInstance, everyMs: number, tick: () => void): void {
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

export interface Housekeeping {
  /** Deletes what is no longer needed, hourly from now on; `name` says what in the log when it fails. */
  add(name: string, task: () => Promise<unknown>): void;
}

/** What is no longer needed is deleted hourly; each module adds its own tasks, one failing leaves the others. */
export function registerHousekeeping(app: FastifyInstance): Housekeeping {
  const tasks = new Map<string, () => Promise<unknown>>();
  repeat(app, PURGE_INTERVAL_MS, () => {
    for (const [name, task] of tasks) {
      task().catch((err: unknown) => app.log.warn({ err, task: name }, `housekeeping: deleting ${name} failed`));
    }
  });
  return { add: (name, task) => void tasks.set(name, task) };
}
