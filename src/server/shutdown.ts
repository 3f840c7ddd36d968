/** How long a graceful stop may take (the campaign sender drains within 10 s) before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 15_000;

export interface ShutdownOptions {
  /** Closes the app (which drains the newsletter sender) and then the database. */
  close: () => Promise<void>;
  log: { info(msg: string): void; warn(msg: string): void; error(obj: object, msg: string): void };
  exit: (code: number) => void;
  deadlineMs?: number;
}

/**
 * The SIGTERM / SIGINT handler: the first signal starts a graceful stop, bounded by a deadline.
 * A signal to the process group reaches the server more than once (npm forwards what it got to
 * its child, which got it too), so a repeated signal never cuts the drain short: it is logged and
 * the deadline still bounds the wait.
 */
export function createShutdown({ close, log, exit, deadlineMs = SHUTDOWN_DEADLINE_MS }: ShutdownOptions): (signal: string) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) {
      log.info(`${signal} again: still stopping (at most ${Math.ceil(deadlineMs / 1000)} s in all)`);
      return;
    }
    stopping = true;
    log.info(`${signal}: finishing the mail being sent, then closing the server and the database`);
    const deadline = setTimeout(() => {
      log.warn(`Shutdown did not finish within ${Math.ceil(deadlineMs / 1000)} s: exiting without waiting`);
      exit(1);
    }, deadlineMs);
    close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
}
