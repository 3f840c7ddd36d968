import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANALYTICS_DAYS, REPORT_RETENTION_DAYS } from '../../src/contracts/admin-analytics';
import { analyticsEvents, apiUsage, mailOutbox, recipes } from '../../src/db/schema';
import { createAnalyticsReportRepo } from '../../src/server/modules/analytics/report-repo';
import { createApiUsageRepo } from '../../src/server/modules/api-usage/repo';
import { createOutboxRepo } from '../../src/server/modules/mail/outbox';
import { createAuthoringRepo } from '../../src/server/modules/recipes/authoring-repo';
import { createOrphanImageSweep, ORPHAN_IMAGE_GRACE_MS } from '../../src/server/modules/recipes/image-sweep';
import { createTestContext, type TestContext } from './harness';

/** The hourly housekeeping's tasks that need the database: orphan recipe pictures, old outbox mail, old report data. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('orphan recipe pictures', () => {
  const folder = () => path.join(ctx.uploadsDir, 'recipes');
  const DAY = 24 * 60 * 60 * 1000;

  function file(name: string, ageMs: number): void {
    mkdirSync(folder(), { recursive: true });
    const at = path.join(folder(), name);
    writeFileSync(at, 'picture');
    const seconds = (Date.now() - ageMs) / 1000;
    utimesSync(at, seconds, seconds);
  }

  it('removes old files no recipe uses and crashed writes, keeps used and recent ones', async () => {
    file('used-by-private.webp', 10 * DAY);
    file('used-by-public.webp', 10 * DAY);
    file('replaced-long-ago.webp', ORPHAN_IMAGE_GRACE_MS + DAY);
    file('uploaded-an-hour-ago.webp', 60 * 60 * 1000);
    file('.half-written.webp.1a2b3c4d.tmp', 3 * DAY);
    await ctx.database.db.insert(recipes).values([
      { title: 'Private with picture', privacyLevel: 'private', featuredImage: '/uploads/recipes/used-by-private.webp' },
      { title: 'Public with picture', featuredImage: '/uploads/recipes/used-by-public.webp' },
      { title: 'Outside picture', featuredImage: 'https://images.example.org/replaced-long-ago.webp' },
    ]);

    const sweep = createOrphanImageSweep({ uploadsDir: ctx.uploadsDir, referenced: createAuthoringRepo(ctx.database.db).imagesInUse });
    expect(await sweep.sweep()).toBe(2);
    expect(readdirSync(folder()).sort()).toEqual(['used-by-private.webp', 'used-by-public.webp', 'uploaded-an-hour-ago.webp'].sort());
    // Nothing left to do: a second sweep (another process, say) removes nothing.
    expect(await sweep.sweep()).toBe(0);
  });

  it('does nothing when no picture was ever uploaded', async () => {
    const empty = path.join(ctx.uploadsDir, 'never-used');
    const sweep = createOrphanImageSweep({ uploadsDir: empty, referenced: async () => new Set() });
    expect(await sweep.sweep()).toBe(0);
    expect(existsSync(empty)).toBe(false);
  });
});

describe('old outbox messages', () => {
  it('deletes messages written before the date and keeps the rest', async () => {
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000);
    const message = { subject: 'Hello', text: 'Hello', provider: 'outbox', status: 'stored' as const };
    await ctx.database.db.insert(mailOutbox).values([
      { ...message, toAddress: 'old@example.org', createdAt: old },
      { ...message, toAddress: 'new@example.org' },
    ]);
    const repo = createOutboxRepo(ctx.database.db);
    expect(await repo.purgeBefore(new Date(Date.now() - 90 * 24 * 60 * 60 * 1000))).toBe(1);
    const left = await ctx.database.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    expect(left).toEqual([{ to: 'new@example.org' }]);
  });
});

describe('old report data', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const cutoff = () => new Date(Date.now() - REPORT_RETENTION_DAYS * DAY);

  it('deletes page-view events recorded before the date and keeps the rest', async () => {
    await ctx.database.db.insert(analyticsEvents).values([
      { eventType: 'page_view', path: '/old', createdAt: new Date(Date.now() - (REPORT_RETENTION_DAYS + 1) * DAY) },
      { eventType: 'affiliate_click', path: '/old-click', createdAt: new Date(Date.now() - (REPORT_RETENTION_DAYS + 30) * DAY) },
      { eventType: 'page_view', path: '/kept', createdAt: new Date(Date.now() - (REPORT_RETENTION_DAYS - 1) * DAY) },
    ]);
    const repo = createAnalyticsReportRepo(ctx.database.db);
    expect(await repo.purgeBefore(cutoff())).toBe(2);
    expect(await ctx.database.db.select({ path: analyticsEvents.path }).from(analyticsEvents)).toEqual([{ path: '/kept' }]);
    expect(await repo.purgeBefore(cutoff())).toBe(0);
  });

  it('deletes API usage minutes before the date and keeps the rest', async () => {
    const minute = (ago: number) => ({ method: 'GET', route: '/api/recipes', statusClass: '2xx', count: 3, totalMs: 12, histogram: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], bucket: new Date(Date.now() - ago) });
    await ctx.database.db.insert(apiUsage).values([minute((REPORT_RETENTION_DAYS + 2) * DAY), minute((REPORT_RETENTION_DAYS + 1) * DAY), minute(DAY)]);
    const repo = createApiUsageRepo(ctx.database.db);
    expect(await repo.purgeBefore(cutoff())).toBe(2);
    const left = await ctx.database.db.select({ count: apiUsage.count }).from(apiUsage);
    expect(left).toEqual([{ count: 3 }]);
  });

  it('keeps far more than the longest report range', () => {
    expect(REPORT_RETENTION_DAYS).toBeGreaterThan(MAX_ANALYTICS_DAYS);
  });
});
