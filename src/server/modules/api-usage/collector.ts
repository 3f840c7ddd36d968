import type { FastifyInstance } from 'fastify';
import { ApiUsageAggregator, usageRoute } from './aggregator';
import type { ApiUsageRepo } from './repo';

export const DEFAULT_FLUSH_INTERVAL_MS = 30_000;

export interface ApiUsageCollector {
  aggregator: ApiUsageAggregator;
  /** Writes what is in memory; on failure keeps it for the next try (and rethrows). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** API usage collection of this process (tests call flush()). */
    apiUsage: ApiUsageCollector;
  }
}

/**
 * Counts every response by method, route pattern and status class into one-minute cells in memory
 * (the onResponse hook does no I/O) and adds them to api_usage every `intervalMs` and on close.
 */
export function registerApiUsageCollector(
  app: FastifyInstance,
  repo: ApiUsageRepo,
  intervalMs = DEFAULT_FLUSH_INTERVAL_MS,
): ApiUsageCollector {
  const aggregator = new ApiUsageAggregator();

  app.addHook('onResponse', (request, reply, done) => {
    const route = usageRoute(request.routeOptions.url, request.url);
    if (route !== null) aggregator.record(request.method, route, reply.statusCode, reply.elapsedTime);
    done();
  });

  let running: Promise<void> | null = null;
  const flushOnce = async (): Promise<void> => {
    const entries = aggregator.drain();
    if (entries.length === 0) return;
    let written = 0;
    try {
      await repo.add(entries, (n) => (written = n));
    } catch (err) {
      // Nothing counted is lost: what was not written goes back, to be added next time.
      aggregator.restore(entries.slice(written));
      throw err;
    }
  };
  const flush = (): Promise<void> => {
    // One flush at a time; a caller arriving during one waits for it and then flushes what is new.
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(flushOnce);
    const tracked = next.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return tracked;
  };

  const timer = setInterval(() => {
    flush().catch((err: unknown) => app.log.warn({ err, pending: aggregator.size }, 'writing API usage failed; kept for the next try'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush().catch((err: unknown) => app.log.warn({ err, lost: aggregator.size }, 'writing API usage on close failed'));
  });

  const collector = { aggregator, flush };
  app.decorate('apiUsage', collector);
  return collector;
}
