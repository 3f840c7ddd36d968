import { API_LATENCY_BUCKETS_MS } from '../../../contracts/admin-analytics';
import { bucketIndex } from '../../../domain/latency-histogram';

const MINUTE_MS = 60_000;

/** One (minute, method, route, status class) cell, as api_usage stores it. */
export interface UsageEntry {
  bucket: number;
  method: string;
  route: string;
  statusClass: string;
  count: number;
  totalMs: number;
  histogram: number[];
}

/** '2xx'..'5xx' (1xx counts as 2xx: a switch to WebSocket is a success). */
export function statusClass(statusCode: number): string {
  if (statusCode >= 500) return '5xx';
  if (statusCode >= 400) return '4xx';
  if (statusCode >= 300) return '3xx';
  return '2xx';
}

/**
 * What a request is counted as: its route pattern for /api/* (never the raw URL, so ids do not
 * make new rows), '(unmatched)' for an /api path no route matched, '(pages)' for every web page
 * (server-rendered or the SPA fallback), null (not counted) for static files, uploads and the
 * OpenAPI docs.
 */
export function usageRoute(routePattern: string | undefined, rawUrl: string): string | null {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (path.startsWith('/api/')) {
    if (path.startsWith('/api/docs')) return null;
    return routePattern?.startsWith('/api/') ? routePattern : '(unmatched)';
  }
  if (path.startsWith('/uploads/') || path.startsWith('/assets/')) return null;
  const lastSlash = path.lastIndexOf('/');
  if (path.indexOf('.', lastSlash) !== -1) return null; // a file: /sw.js, /favicon.ico, /robots.txt
  return '(pages)';
}

/**
 * The in-memory side of API usage: O(1) per request (one string key, one Map lookup, a scan of
 * ten bounds). Cells are drained by the flusher and given back when a flush fails.
 */
export class ApiUsageAggregator {
  private entries = new Map<string, UsageEntry>();

  constructor(private readonly maxEntries = 50_000) {}

  get size(): number {
    return this.entries.size;
  }

  record(method: string, route: string, statusCode: number, ms: number, now = Date.now()): void {
    const bucket = now - (now % MINUTE_MS);
    const cls = statusClass(statusCode);
    const key = `${bucket}|${method}|${cls}|${route}`;
    let entry = this.entries.get(key);
    if (!entry) {
      // Route patterns keep this small; the cap only matters when the database is down for hours.
      if (this.entries.size >= this.maxEntries) return;
      entry = { bucket, method, route, statusClass: cls, count: 0, totalMs: 0, histogram: new Array<number>(API_LATENCY_BUCKETS_MS.length + 1).fill(0) };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    entry.totalMs += ms;
    entry.histogram[bucketIndex(API_LATENCY_BUCKETS_MS, ms)]! += 1;
  }

  /** Takes every cell out (the next requests start new ones). */
  drain(): UsageEntry[] {
    const out = [...this.entries.values()];
    this.entries = new Map();
    return out;
  }

  /** Gives back cells a failed flush could not write, adding to any recorded since. */
  restore(entries: readonly UsageEntry[]): void {
    for (const e of entries) {
      const key = `${e.bucket}|${e.method}|${e.statusClass}|${e.route}`;
      const current = this.entries.get(key);
      if (!current) {
        this.entries.set(key, { ...e, histogram: [...e.histogram] });
        continue;
      }
      current.count += e.count;
      current.totalMs += e.totalMs;
      for (let i = 0; i < current.histogram.length; i++) current.histogram[i]! += e.histogram[i] ?? 0;
    }
  }
}
