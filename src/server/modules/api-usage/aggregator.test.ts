import { describe, expect, it } from 'vitest';
import { ApiUsageAggregator, statusClass, usageRoute } from './aggregator';

describe('usageRoute', () => {
  it('counts API calls by their route pattern, never the raw URL', () => {
    expect(usageRoute('/api/recipes/:id', '/api/recipes/12?x=1')).toBe('/api/recipes/:id');
    expect(usageRoute(undefined, '/api/nope/12')).toBe('(unmatched)');
    expect(usageRoute('/*', '/api/nope')).toBe('(unmatched)');
  });

  it('groups web pages and skips files, uploads and the API docs', () => {
    expect(usageRoute('/recipes/:id', '/recipes/12')).toBe('(pages)');
    expect(usageRoute(undefined, '/admin/analytics')).toBe('(pages)');
    expect(usageRoute('/*', '/')).toBe('(pages)');
    expect(usageRoute('/*', '/assets/index-abc.js')).toBeNull();
    expect(usageRoute('/uploads/*', '/uploads/a.webp')).toBeNull();
    expect(usageRoute('/*', '/sw.js')).toBeNull();
    expect(usageRoute('/api/docs/*', '/api/docs/static/index.html')).toBeNull();
  });
});

describe('statusClass', () => {
  it('maps codes to classes', () => {
    expect([200, 204, 301, 304, 400, 404, 500, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
  });
});

describe('ApiUsageAggregator', () => {
  const t0 = Date.UTC(2026, 0, 1, 12, 0, 10);

  it('adds requests of one minute, route and status class into one cell with a histogram', () => {
    const agg = new ApiUsageAggregator();
    agg.record('GET', '/api/recipes/:id', 200, 3, t0);
    agg.record('GET', '/api/recipes/:id', 204, 40, t0 + 30_000);
    agg.record('GET', '/api/recipes/:id', 404, 2, t0);
    agg.record('GET', '/api/recipes/:id', 200, 7000, t0 + 60_000); // next minute
    const cells = agg.drain();
    expect(cells).toHaveLength(3);
    const ok = cells.find((c) => c.statusClass === '2xx' && c.bucket === Date.UTC(2026, 0, 1, 12, 0))!;
    expect(ok).toMatchObject({ method: 'GET', route: '/api/recipes/:id', count: 2, totalMs: 43 });
    expect(ok.histogram).toEqual([1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    const slow = cells.find((c) => c.bucket === Date.UTC(2026, 0, 1, 12, 1))!;
    expect(slow.histogram.at(-1)).toBe(1);
    expect(agg.size).toBe(0);
  });

  it('gives drained cells back after a failed flush, adding to newer counts', () => {
    const agg = new ApiUsageAggregator();
    agg.record('POST', '/api/x', 200, 1, t0);
    const drained = agg.drain();
    agg.record('POST', '/api/x', 200, 1, t0);
    agg.restore(drained);
    const [cell] = agg.drain();
    expect(cell).toMatchObject({ count: 2, totalMs: 2 });
    expect(cell!.histogram[0]).toBe(2);
  });

  it('stops opening new cells past its cap', () => {
    const agg = new ApiUsageAggregator(2);
    agg.record('GET', '/a', 200, 1, t0);
    agg.record('GET', '/b', 200, 1, t0);
    agg.record('GET', '/c', 200, 1, t0);
    agg.record('GET', '/a', 200, 1, t0);
    expect(agg.size).toBe(2);
  });
});
