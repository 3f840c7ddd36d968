import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { onQueryEnd } from './query-timing';

/** LISTEN on one channel: see Database.listen. */
export interface Listening {
  stop(): Promise<void>;
  /**
   * True once every notification on the channel raised by a statement this process had completed
   * when it was called has reached the handler; false while the listening connection is lost
   * (what was missed is unknown, so nothing kept on the strength of it may be trusted).
   */
  caughtUp(): Promise<boolean>;
}

/** Statements that cannot raise a notification; anything else may (a trigger) and is counted. */
const READS = /^\s*(select|show)\b/i;
/** How long a process waits to hear its own notification before it stops trusting the channel. */
const HEARD_WITHIN_MS = 2000;
/** Payloads a process sends to itself (see caughtUp); never handed to a channel's handler. */
const MARKER = 'sprig-heard:';
/** How often a listener checks that its connection still hears (see listenOnServer). */
const PROBE_EVERY_MS = 3000;
const RECONNECT_AFTER_MS = 1000;

/**
 * Counts the statements a pool's connections complete that may write, so a listener can tell
 * whether this process has written since it last caught up. Counted when the statement ends, not
 * when it is sent: a write's notifications leave at its commit, which is a later statement of its
 * own (`commit`) inside a transaction.
 */
export function countWrites(pool: pg.Pool): { readonly completed: number } {
  const writes = { completed: 0 };
  onQueryEnd(pool, (text) => {
    if (text === undefined || !READS.test(text)) writes.completed++;
  });
  return writes;
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). After a lost
 * connection is re-established the handler gets '*' (notifications may have been missed).
 *
 * `caughtUp` sends a notification of its own on the channel after this process's writes and waits
 * to hear it: PostgreSQL delivers notifications in the order their transactions committed, so
 * once it arrives, so have those of every write before it. Its payload never reaches the handler.
 * A connection can also die without a word (a network partition, a frozen server process): TCP
 * keepalive and a marker sent every PROBE_EVERY_MS notice that, and a marker not heard in time
 * counts as a lost connection.
 */
export async function listenOnServer(
  driver: typeof pg,
  url: string,
  pool: pg.Pool,
  writes: { readonly completed: number },
  channel: string,
  handler: (payload: string) => void,
): Promise<Listening> {
  const marker = `${MARKER}${randomUUID()}:`;
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Writes this process had completed when the latest marker it heard was sent. */
  let heardUpTo = 0;
  let sent = 0;
  const waiting = new Map<string, () => void>();
  let inFlight: Promise<boolean> | undefined;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, RECONNECT_AFTER_MS);
  };
  /** Gives up on `which` if it is still the connection in use, and connects again a moment later. */
  const drop = (which: pg.Client): Promise<void> => {
    if (client !== which) return Promise.resolve();
    client = null;
    listening = false;
    for (const wake of waiting.values()) wake();
    waiting.clear();
    scheduleRetry();
    return which.end().catch(() => {});
  };
  const connect = async (reconnecting: boolean): Promise<void> => {
    if (stopped) return;
    const next = new driver.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: PROBE_EVERY_MS });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (!payload.startsWith(MARKER)) handler(payload);
      else waiting.get(payload)?.();
    });
    next.on('error', () => void drop(next));
    next.on('end', () => void drop(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      if (reconnecting) return void drop(next);
      // The first connection's failure is the caller's to report; nothing is retried.
      client = null;
      void next.end().catch(() => {});
      throw err;
    }
    if (client !== next) return;
    listening = true;
    if (reconnecting) handler('*');
  };

  /** Sends a marker covering the writes completed so far and waits to hear it back. */
  const hearOwnMarker = async (): Promise<boolean> => {
    const covers = writes.completed;
    const on = client;
    const payload = `${marker}${++sent}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const heard = new Promise<boolean | 'silent'>((resolve) => {
      waiting.set(payload, () => resolve(listening));
      timer = setTimeout(() => resolve('silent'), HEARD_WITHIN_MS);
    });
    try {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
      const outcome = await heard;
      if (outcome === 'silent') {
        if (on) void drop(on);
        return false;
      }
      if (outcome) heardUpTo = Math.max(heardUpTo, covers);
      return outcome;
    } catch {
      // The pool could not send it: the listening connection is not to blame.
      return false;
    } finally {
      clearTimeout(timer);
      waiting.delete(payload);
    }
  };
  const hear = () => (inFlight ??= hearOwnMarker().finally(() => (inFlight = undefined)));

  await connect(false);
  const probe = setInterval(() => {
    if (listening) void hear();
  }, PROBE_EVERY_MS);
  probe.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(probe);
      clearTimeout(retry);
      if (!client) return;
      // A server that has gone silent never answers the goodbye: the wait is bounded.
      const bounded = new Promise<void>((resolve) => setTimeout(resolve, HEARD_WITHIN_MS).unref());
      await Promise.race([drop(client), bounded]);
    },
    caughtUp: async () => {
      const target = writes.completed;
      // At most two rounds: one already in flight may have been sent before the latest write ended.
      while (heardUpTo < target) {
        if (!listening) return false;
        if (!(await hear())) return false;
      }
      return listening;
    },
  };
}
