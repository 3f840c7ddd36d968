import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANALYTICS_DAYS, REPORT_RETENTION_DAYS } from '../../src/contracts/admin-analytics';
import { analyticsEvents, apiUsage, mailOutbox, recipes } from '../../src/db/schema';
import { createAnalyticsReportRepo } from '../../src/server/modules/analytics/report-repo';
import { createApiUsageRepo } from '../../src/server/modules/api-usage/repo';
import { createOutboxRepo } from '../../src/server/modules/mail/outbox';
import { createAuthoringRepo } from '../../src/server/modules/recipes/authoring-repo';
import { RECIPE_IMAGE_FOLDER } from '../../src/server/modules/recipes/images';
import { createSettingsRepo } from '../../src/server/modules/settings/repo';
import { createSettingsService } from '../../src/server/modules/settings/service';
import { createSiteAssetSweep, SITE_ASSET_FOLDER } from '../../src/server/modules/settings/assets';
import { createOrphanFileSweep, ORPHAN_FILE_GRACE_MS } from '../../src/server/orphan-file-sweep';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { createTestContext, type TestContext } from './harness';
import { multipart } from './helpers';
import { createMember } from './sessions';

/** The hourly housekeeping's tasks that need the database: orphan uploads, old outbox mail, old report data. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** Makes a file in an uploads folder look written ageMs ago (a new one when it is not there). */
function aged(folder: string, name: string, ageMs: number): void {
  const at = path.join(ctx.uploadsDir, folder, name);
  mkdirSync(path.dirname(at), { recursive: true });
  if (!existsSync(at)) writeFileSync(at, 'picture');
  const seconds = (Date.now() - ageMs) / 1000;
  utimesSync(at, seconds, seconds);
}

describe('orphan recipe pictures', () => {
  const folder = () => path.join(ctx.uploadsDir, RECIPE_IMAGE_FOLDER);
  const file = (name: string, ageMs: number) => aged(RECIPE_IMAGE_FOLDER, name, ageMs);

  it('removes old files no recipe uses and crashed writes, keeps used and recent ones', async () => {
    file('used-by-private.webp', 10 * DAY);
    file('used-by-public.webp', 10 * DAY);
    file('used-by-public.w400.webp', 10 * DAY);
    file('replaced-long-ago.webp', ORPHAN_FILE_GRACE_MS + DAY);
    file('replaced-long-ago.w800.webp', ORPHAN_FILE_GRACE_MS + DAY);
    file('uploaded-an-hour-ago.webp', 60 * 60 * 1000);
    file('.half-written.webp.1a2b3c4d.tmp', 3 * DAY);
    await ctx.database.db.insert(recipes).values([
      { title: 'Private with picture', privacyLevel: 'private', featuredImage: '/uploads/recipes/used-by-private.webp' },
      { title: 'Public with picture', featuredImage: '/uploads/recipes/used-by-public.webp' },
      { title: 'Outside picture', featuredImage: 'https://images.example.org/replaced-long-ago.webp' },
    ]);

    const sweep = createOrphanFileSweep({ storage: createLocalStorage(ctx.uploadsDir), folder: RECIPE_IMAGE_FOLDER, referenced: createAuthoringRepo(ctx.database.db).imagesInUse });
    // A sized copy goes with its picture and stays while the picture is used.
    expect(await sweep.sweep()).toBe(3);
    expect(readdirSync(folder()).sort()).toEqual(['used-by-private.webp', 'used-by-public.webp', 'used-by-public.w400.webp', 'uploaded-an-hour-ago.webp'].sort());
    // Nothing left to do: a second sweep (another process, say) removes nothing.
    expect(await sweep.sweep()).toBe(0);
  });

  it('does nothing when no picture was ever uploaded', async () => {
    const empty = path.join(ctx.uploadsDir, 'never-used');
    const sweep = createOrphanFileSweep({ storage: createLocalStorage(empty), folder: RECIPE_IMAGE_FOLDER, referenced: async () => new Set() });
    expect(await sweep.sweep()).toBe(0);
    expect(existsSync(empty)).toBe(false);
  });
});

describe('orphan logos and favicons', () => {
  const upload = async (kind: 'logo' | 'favicon', cookie: string): Promise<string> => {
    const data = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3d7068' } }).png().toBuffer();
    const { payload, contentType } = multipart([{ name: kind, data, filename: `${kind}.png`, type: 'image/png' }]);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/settings/${kind}`, payload, headers: { 'content-type': contentType, cookie } });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { url: string }).url;
  };
  const fileOf = (url: string) => url.split('/').pop()!.split('?')[0]!;

  it('removes old uploads the settings never took, keeps the saved logo and favicon (with its large twin) and recent uploads', async () => {
    const admin = await createMember(ctx.database.db, 'admin');
    const logo = await upload('logo', admin.cookie);
    const favicon = await upload('favicon', admin.cookie);
    const neverSavedLogo = await upload('logo', admin.cookie);
    const neverSavedFavicon = await upload('favicon', admin.cookie);
    const justUploaded = await upload('logo', admin.cookie);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers: { cookie: admin.cookie },
      payload: { siteName: 'Sprig', logoUrl: logo, faviconUrl: favicon, themeColor: '#3d7068' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const folder = path.join(ctx.uploadsDir, SITE_ASSET_FOLDER);
    for (const name of readdirSync(folder)) if (name !== fileOf(justUploaded)) aged(SITE_ASSET_FOLDER, name, ORPHAN_FILE_GRACE_MS + DAY);
    const settings = createSettingsService(createSettingsRepo(ctx.database.db), async () => {});
    const sweep = createSiteAssetSweep(createLocalStorage(ctx.uploadsDir), () => settings.publicSite());

    // The never-saved logo, and the never-saved favicon with its 192 px twin.
    expect(await sweep.sweep()).toBe(3);
    const twin = (url: string) => fileOf(url).replace('.png', '-192.png');
    expect(readdirSync(folder).sort()).toEqual([fileOf(logo), fileOf(favicon), twin(favicon), fileOf(justUploaded)].sort());
    expect(readdirSync(folder)).not.toContain(fileOf(neverSavedLogo));
    expect(readdirSync(folder)).not.toContain(twin(neverSavedFavicon));
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
