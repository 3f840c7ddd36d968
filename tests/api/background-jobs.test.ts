import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { jobRuns } from '../../src/db/schema';
import { claimRun } from '../../src/server/housekeeping';
import { createTestContext, type TestContext } from './harness';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 20: background work runs once per period across every instance on the database. Two
 * instances here are two connections to one database (on PGlite, the one process's database).
 */
describe('background jobs across instances', () => {
  let ctx: TestContext;
  let other: Database;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
    other = await ctx.otherProcess();
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  /** The period passes: the last run moves an hour back. */
  const periodPasses = (name: string) => ctx.database.db.update(jobRuns).set({ ranAt: sql`${jobRuns.ranAt} - interval '1 hour'` }).where(eq(jobRuns.name, name));

  it('grants one claim per period when instances ask at once, and the next after the period', async () => {
    const ask = () => Promise.all(Array.from({ length: 8 }, (_, i) => claimRun(i % 2 === 0 ? ctx.database.db : other.db, 'sweep', HOUR, i % 2 === 0 ? 'a' : 'b')));
    expect((await ask()).filter(Boolean)).toHaveLength(1);
    expect((await ask()).filter(Boolean)).toHaveLength(0);
    await periodPasses('sweep');
    expect((await ask()).filter(Boolean)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.name, 'sweep'));
    expect(['a', 'b']).toContain(row!.ranBy);
  });

  it('runs a job once a period over five periods, with two instances ticking each period', async () => {
    let runs = 0;
    for (let period = 0; period < 5; period++) {
      for (const [db, by] of [[ctx.database.db, 'a'], [other.db, 'b']] as const) if (await claimRun(db, 'hourly', HOUR, by)) runs++;
      await periodPasses('hourly');
    }
    expect(runs).toBe(5);
  });

  it('keeps each job to itself: one job claimed says nothing of another', async () => {
    expect(await claimRun(ctx.database.db, 'one job', HOUR)).toBe(true);
    expect(await claimRun(other.db, 'another job', HOUR)).toBe(true);
    expect(await claimRun(other.db, 'one job', HOUR)).toBe(false);
  });

  it('lets instances starting together migrate and seed one at a time', async () => {
    const spans: { start: number; end: number }[] = [];
    const work = async () => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 150));
      spans.push({ start, end: performance.now() });
    };
    await Promise.all([ctx.database.exclusively(work), other.exclusively(work), ctx.database.exclusively(work)]);
    spans.sort((a, b) => a.start - b.start);
    // On PGlite one process holds the database, and each start runs alone anyway.
    if (ctx.database.kind === 'postgres') for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
    expect(spans).toHaveLength(3);
  });
});
