import type pg from 'pg';

/**
 * Times every query the pool's connections run and hands each duration (seconds) to whoever
 * `observe` names at the time (the instance's metrics; nobody when they are off). Promise and
 * callback calls alike (pg-pool's own query() passes a callback); a submittable (cursor, stream)
 * is not timed.
 */
export function timeQueries(pool: pg.Pool): { observe: ((seconds: number) => void) | null } {
  const timing: { observe: ((seconds: number) => void) | null } = { observe: null };
  pool.on('connect', (client) => {
    const query = client.query as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
      const observe = timing.observe;
      if (!observe) return query.apply(this, args);
      const started = performance.now();
      const done = () => observe((performance.now() - started) / 1000);
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
      return result;
    };
  });
  return timing;
}
