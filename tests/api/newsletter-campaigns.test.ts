import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignRecipients, newsletterCampaigns, newsletterSubscriptions } from '../../src/db/schema';
import type { Mailer, MailMessage } from '../../src/server/modules/mail/mailer';
import { NOT_AUDITED } from '../../src/server/modules/admin/audit';
import { CampaignSender } from '../../src/server/modules/newsletter/campaign-sender';
import { createCampaignRepo } from '../../src/server/modules/newsletter/campaigns';
import { createNewsletterMail } from '../../src/server/modules/newsletter/mail';
import { signUnsubscribeToken } from '../../src/server/modules/newsletter/unsubscribe';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

const SECRET = 'test-secret-test-secret-test-secret-000';
let ctx: TestContext;
/** Everything the app's own mailer was given. */
const appSent: MailMessage[] = [];
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    publicUrl: 'https://sprig.example',
    mailer: {
      async send(message) {
        appSent.push(message);
      },
    },
  });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
});

afterAll(async () => {
  await ctx?.close();
});

function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
}

async function addSubscribers(prefix: string, active: number, unsubscribed: number): Promise<void> {
  const rows = [
    ...Array.from({ length: active }, (_, i) => ({ email: `${prefix}${i}@example.com`, status: 'active' })),
    ...Array.from({ length: unsubscribed }, (_, i) => ({ email: `${prefix}-gone${i}@example.com`, status: 'unsubscribed' })),
  ];
  await ctx.database.db.insert(newsletterSubscriptions).values(rows);
}

async function activeEmails(): Promise<string[]> {
  const rows = await ctx.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.status, 'active'));
  return rows.map((r) => r.email).sort();
}

function perAddress(addresses: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of addresses) counts.set(a, (counts.get(a) ?? 0) + 1);
  return counts;
}

describe('campaign drafts', () => {
  it('creates, reads, updates, lists and deletes a draft; validation names the fields', async () => {
    const created = await api('POST', '/api/admin/newsletter/campaigns', { subject: ' Spring menu ', markdown: '# Hello' });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({ subject: 'Spring menu', markdown: '# Hello', status: 'draft' });
    const updated = await api('PUT', `/api/admin/newsletter/campaigns/${campaign.id}`, { subject: 'Summer menu', markdown: 'Hi *there*' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}`)).json()).toMatchObject({ subject: 'Summer menu', markdown: 'Hi *there*' });
    const list = (await api('GET', '/api/admin/newsletter/campaigns')).json();
    expect(list.items.map((c: { id: number }) => c.id)).toContain(campaign.id);

    const missing = expectApiError(await api('POST', '/api/admin/newsletter/campaigns', { subject: '  ' }), 400, 'VALIDATION_ERROR');
    expect(missing.message).toContain('subject');
    expect(missing.message).toContain('markdown');
    const extra = expectApiError(await api('PUT', `/api/admin/newsletter/campaigns/${campaign.id}`, { subject: 'a', markdown: 'b', status: 'sent' }), 400, 'VALIDATION_ERROR');
    expect(extra.message).toContain('status');
    const long = expectApiError(await api('POST', '/api/admin/newsletter/campaigns', { subject: 'x'.repeat(201), markdown: 'b' }), 400, 'VALIDATION_ERROR');
    expect(long.message).toContain('subject');
    expectApiError(await api('GET', '/api/admin/newsletter/campaigns/999999'), 404, 'NOT_FOUND');
    expectApiError(await api('PUT', '/api/admin/newsletter/campaigns/999999', { subject: 'a', markdown: 'b' }), 404, 'NOT_FOUND');
    expect(expectApiError(await api('GET', '/api/admin/newsletter/campaigns/x'), 400, 'VALIDATION_ERROR').message).toContain('id');

    expect((await api('DELETE', `/api/admin/newsletter/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expectApiError(await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}`), 404, 'NOT_FOUND');
  });

  it('preview renders Markdown as the mail does, with raw HTML escaped and unsafe links dropped', async () => {
    const res = await api('POST', '/api/admin/newsletter/campaigns/preview', {
      subject: 'S',
      markdown: '# Title\n\n**bold** <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[ok](https://sprig.example/recipes) [bad](javascript:alert(3))',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bodyHtml, html, text } = res.json();
    expect(bodyHtml).toContain('<h1>Title</h1>');
    expect(bodyHtml).toContain('<strong>bold</strong>');
    expect(bodyHtml).toContain('&lt;script&gt;');
    expect(bodyHtml).not.toMatch(/<script|<img|javascript:/i);
    expect(bodyHtml).toContain('href="https://sprig.example/recipes"');
    expect(html).toContain(bodyHtml);
    expect(html).toContain('Unsubscribe');
    expect(text).toContain('Unsubscribe: https://sprig.example/newsletter/unsubscribe');
  });
});

describe('sending a campaign', () => {
  it('test send goes to one address only; send goes to every active subscriber exactly once; drafts-only afterwards', async () => {
    await addSubscribers('reader', 7, 3);
    const campaign = (await api('POST', '/api/admin/newsletter/campaigns', { subject: 'News', markdown: 'Fresh **recipes**' })).json();

    appSent.length = 0;
    const test = await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/test`, { to: 'Editor@Example.com' });
    expect(test.statusCode, test.body).toBe(200);
    expect(appSent).toHaveLength(1);
    expect(appSent[0]).toMatchObject({ to: 'editor@example.com', subject: '[Test] News', category: 'test' });
    expect(expectApiError(await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/test`, { to: 'nope' }), 400, 'VALIDATION_ERROR').message).toContain('to');

    appSent.length = 0;
    const send = await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`);
    expect(send.statusCode, send.body).toBe(202);
    expect(send.json()).toMatchObject({ status: 'sending' });
    await vi.waitFor(async () => expect((await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}/progress`)).json().status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    const progress = (await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}/progress`)).json();
    expect(progress.counts).toEqual({ total: 7, pending: 0, sending: 0, sent: 7, failed: 0, unknown: 0 });
    expect(progress.finishedAt).not.toBeNull();
    expect(progress.recipients).toHaveLength(7);

    const counts = perAddress(appSent.map((m) => m.to));
    expect([...counts.keys()].sort()).toEqual(await activeEmails());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const m of appSent) {
      expect(m.category).toBe('campaign');
      expect(m.subject).toBe('News');
      expect(m.html).toContain('<strong>recipes</strong>');
      const row = (await ctx.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, m.to)))[0]!;
      const token = encodeURIComponent(signUnsubscribeToken(SECRET, row));
      expect(m.headers).toEqual({
        'List-Unsubscribe': `<https://sprig.example/api/newsletter/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(m.text).toContain(`https://sprig.example/newsletter/unsubscribe?token=${token}`);
    }

    // Once sent: no edit, no delete, no second send.
    expectApiError(await api('PUT', `/api/admin/newsletter/campaigns/${campaign.id}`, { subject: 'a', markdown: 'b' }), 409, 'CONFLICT');
    expectApiError(await api('DELETE', `/api/admin/newsletter/campaigns/${campaign.id}`), 409, 'CONFLICT');
    expectApiError(await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`), 409, 'CONFLICT');
  });

  it('two senders over one campaign never send anyone twice', async () => {
    const repo = createCampaignRepo(ctx.database.db);
    const campaign = await repo.create({ subject: 'Race', markdown: 'x' }, (await createMember(ctx.database.db, 'admin')).id, NOT_AUDITED);
    await repo.startSending(campaign.id, NOT_AUDITED);
    const deliveries: string[] = [];
    const slowMailer: Mailer = {
      async send(m) {
        deliveries.push(m.to);
        await new Promise((r) => setTimeout(r, 2));
      },
    };
    const senders = [1, 2, 3].map((i) => newSender(slowMailer, { batchSize: 3 + i }));
    for (const s of senders) s.start();
    await Promise.all(senders.map((s) => s.idle()));
    await Promise.all(senders.map((s) => s.stop()));
    const counts = perAddress(deliveries);
    expect([...counts.keys()].sort()).toEqual(await activeEmails());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await repo.getRow(campaign.id)).status).toBe('sent');
  });
});

function newSender(mailer: Mailer, options: { batchSize?: number; staleOnStartMs?: number } = {}) {
  const mail = createNewsletterMail({ appSecret: SECRET, origin: () => 'https://sprig.example', siteName: async () => 'Sprig' });
  return new CampaignSender({
    repo: createCampaignRepo(ctx.database.db),
    mailer,
    mail,
    log: ctx.app.log,
    batchSize: options.batchSize ?? 20,
    intervalMs: 60_000,
    staleOnStartMs: options.staleOnStartMs ?? 0,
  });
}

describe('resume after a crash', () => {
  it('a sender stopped mid-campaign (its provider hung) is resumed by a new one: everyone gets the mail exactly once, unknown rows are not resent', async () => {
    await addSubscribers('crash', 53, 4);
    const everyone = await activeEmails(); // 60 active: 7 readers + 53
    expect(everyone).toHaveLength(60);
    const repo = createCampaignRepo(ctx.database.db);
    const campaign = await repo.create({ subject: 'Crash', markdown: 'x' }, (await createMember(ctx.database.db, 'admin')).id, NOT_AUDITED);
    await repo.startSending(campaign.id, NOT_AUDITED);

    // Every address a mailer was handed counts as delivered (a hung send may have gone out).
    const handed: string[] = [];
    const hang = new Promise<void>(() => {});
    let sends = 0;
    const crashing: Mailer = {
      async send(m) {
        handed.push(m.to);
        sends += 1;
        if (sends > 25) await hang; // the process "dies" with these sends in the provider's hands
      },
    };
    const first = newSender(crashing);
    first.start();
    await vi.waitFor(() => expect(handed).toHaveLength(40), { timeout: 10_000, interval: 10 });
    await first.stop(50);

    const mid = await repo.progress(campaign.id);
    expect(mid.status).toBe('sending');
    expect(mid.counts).toMatchObject({ sent: 25, sending: 15, pending: 20 });

    const resumedSends: string[] = [];
    const healthy: Mailer = {
      async send(m) {
        handed.push(m.to);
        resumedSends.push(m.to);
      },
    };
    const second = newSender(healthy);
    second.start();
    await second.idle();
    await second.stop();

    const after = await repo.progress(campaign.id);
    expect(after.status).toBe('sent');
    expect(after.finishedAt).not.toBeNull();
    expect(after.counts).toEqual({ total: 60, pending: 0, sending: 0, sent: 45, failed: 0, unknown: 15 });
    expect(after.problems.filter((p) => p.status === 'unknown')).toHaveLength(15);

    const unknown = await ctx.database.db
      .select()
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.status, 'unknown')));
    for (const row of unknown) expect(resumedSends).not.toContain(row.email);
    expect(resumedSends).toHaveLength(20);

    const counts = perAddress(handed);
    expect([...counts.keys()].sort()).toEqual(everyone);
    expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect((await ctx.database.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, campaign.id)))[0]!.status).toBe('sent');
  });

  it('the app resumes campaigns in sending at start (its sender picks up pending rows)', async () => {
    const repo = createCampaignRepo(ctx.database.db);
    const campaign = await repo.create({ subject: 'Resume', markdown: 'y' }, (await createMember(ctx.database.db, 'admin')).id, NOT_AUDITED);
    await repo.startSending(campaign.id, NOT_AUDITED);
    appSent.length = 0;
    // A new app over the same database is a restart.
    const { buildApp } = await import('../../src/server/app');
    const restarted = await buildApp(ctx.database, {
      logLevel: 'silent',
      webDist: '/nonexistent',
      uploadsDir: ctx.uploadsDir,
      appSecret: SECRET,
      publicUrl: 'https://sprig.example',
      mailer: { send: async (m) => void appSent.push(m) },
    });
    await restarted.ready();
    try {
      await vi.waitFor(async () => expect((await repo.getRow(campaign.id)).status).toBe('sent'), { timeout: 10_000, interval: 50 });
    } finally {
      await restarted.close();
    }
    const counts = perAddress(appSent.filter((m) => m.subject === 'Resume').map((m) => m.to));
    expect([...counts.keys()].sort()).toEqual(await activeEmails());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});
