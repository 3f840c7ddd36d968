import type pg from 'pg';

/**
 * Calls `ended` with each query's text and duration (seconds) when a connection of the pool finishes
 * it: promise and callback calls alike (pg-pool's own query() passes a callback). A submittable
 * (cursor, stream) reports its end by events the app does not use: it is reported when sent.
 * The one wrapper on a pool's connections; the write counter and the metrics' timing both use it.
 */
export function onQueryEnd(pool: pg.Pool, ended: (text: string | undefined, seconds: number) => void): void {
  pool.on('connect', (client) => {
    const query = client.query as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
      const started = performance.now();
      const done = () => ended(typeof text === 'string' ? text : undefined, (performance.now() - started) / 1000);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          (callback as (...results: unknown[]) => void)(...results);
        };
        return query.apply(this, args);
      }
      const result = query.apply(this, args);
      if (result instanceof Promise) return result.finally(done);
      done();
      return result;
    };
  });
}

/** Where each query's duration goes (set by the instance's metrics; nobody when they are off). */
export function timeQueries(pool: pg.Pool): { observe: ((seconds: number) => void) | null } {
  const timing: { observe: ((seconds: number) => void) | null } = { observe: null };
  onQueryEnd(pool, (_text, seconds) => timing.observe?.(seconds));
  return timing;
}
