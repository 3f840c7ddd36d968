import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminActions, campaignRecipients, newsletterSubscriptions } from '../../src/db/schema';
import type { Mailer, MailMessage } from '../../src/server/modules/mail/mailer';
import { NOT_AUDITED } from '../../src/server/modules/admin/audit';
import { CampaignSender } from '../../src/server/modules/newsletter/campaign-sender';
import { createCampaignRepo } from '../../src/server/modules/newsletter/campaigns';
import { createSmtpTransport, type SmtpTransport } from '../../src/server/modules/mail/smtp';
import { createNewsletterMail } from '../../src/server/modules/newsletter/mail';
import { signUnsubscribeToken } from '../../src/server/modules/newsletter/unsubscribe';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';
import { createOutbound } from '../../src/server/net/outbound';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';

const SECRET = 'test-secret-test-secret-test-secret-000';
/** The SMTP catcher is on loopback: the outbound policy must allow private networks to reach it. */
const outbound = createOutbound({ allowPrivateNetworks: true });
let ctx: TestContext;
/** Everything the app's own mailer was given. */
const appSent: MailMessage[] = [];
/** Addresses the app's mailer refuses (a provider's permanent failure). */
const refused = new Set<string>();
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    publicUrl: 'https://sprig.example',
    mailer: {
      async send(message) {
        appSent.push(message);
        if (refused.has(message.to)) throw new Error(`550 Mailbox ${message.to} unavailable`);
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
    // Several senders are several processes on one database, which never treat each other's rows
    // in flight as interrupted at start (staleOnStartMs 0 is for a process alone on PGlite): with 0,
    // a sender starting a moment later sent a row another had just claimed again (seen on PostgreSQL).
    const senders = [1, 2, 3].map((i) => newSender(slowMailer, { batchSize: 3 + i, staleOnStartMs: 60_000 }));
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
  it('a send interrupted by a restart is resumed: every recipient gets the mail at least once, a resent mail carries the same Message-ID', async () => {
    await addSubscribers('crash', 20, 4);
    const everyone = await activeEmails(); // 7 readers + 20
    expect(everyone).toHaveLength(27);
    const repo = createCampaignRepo(ctx.database.db);
    const campaign = await repo.create({ subject: 'Crash', markdown: 'x' }, (await createMember(ctx.database.db, 'admin')).id, NOT_AUDITED);
    await repo.startSending(campaign.id, NOT_AUDITED);

    // A slow SMTP server: it keeps each message but acknowledges it 400 ms later.
    const catcher = await startSmtpCatcher();
    catcher.ackDelayMs = 400;
    const from = { address: 'news@sprig.example', name: 'Sprig' };
    const overSmtp = (transport: SmtpTransport): Mailer => ({ send: (m) => transport.send(m, from) });
    try {
      const firstTransport = createSmtpTransport({ host: catcher.host, port: catcher.port, secure: false, user: '', password: '' }, outbound);
      // After the process "dies" its sends never come back to record anything.
      let dead = false;
      const never = new Promise<void>(() => {});
      const dying: Mailer = {
        send: (m) =>
          overSmtp(firstTransport)
            .send(m)
            .then(
              () => (dead ? never : undefined),
              (err: unknown) => (dead ? never : Promise.reject(err instanceof Error ? err : new Error(String(err)))),
            ),
      };
      const first = newSender(dying);
      first.start();
      await catcher.waitFor(4, 10_000);
      // The process dies: its connections drop with mail unacknowledged or still queued.
      dead = true;
      await first.stop(0);
      firstTransport.close();
      const mid = await repo.progress(campaign.id);
      expect(mid.status).toBe('sending');
      expect(mid.counts.sending).toBeGreaterThan(0);

      catcher.ackDelayMs = 0;
      const secondTransport = createSmtpTransport({ host: catcher.host, port: catcher.port, secure: false, user: '', password: '' }, outbound);
      const second = newSender(overSmtp(secondTransport));
      second.start();
      await second.idle();
      await second.stop();
      secondTransport.close();

      const after = await repo.progress(campaign.id);
      expect(after.status).toBe('sent');
      expect(after.counts).toEqual({ total: 27, pending: 0, sending: 0, sent: 27, failed: 0, unknown: 0 });

      const mails = catcher.messages.filter((m) => m.subject === 'Crash');
      const byAddress = new Map<string, string[]>();
      for (const m of mails) byAddress.set(m.to, [...(byAddress.get(m.to) ?? []), m.headers['message-id']!]);
      expect([...byAddress.keys()].sort()).toEqual(everyone);
      // A mail sent twice (its first try was interrupted) has one Message-ID, so the receiver can drop the copy.
      expect([...byAddress.values()].some((ids) => ids.length > 1)).toBe(true);
      for (const ids of byAddress.values()) {
        expect(ids[0]).toMatch(/^<sprig-campaign-\d+-\d+-[0-9a-f]{16}@sprig\.example>$/);
        expect(new Set(ids).size).toBe(1);
      }
      expect(new Set([...byAddress.values()].map((ids) => ids[0])).size).toBe(27);
    } finally {
      await catcher.close();
    }
  });

  it('a mail interrupted again and again becomes unknown instead of being sent forever', async () => {
    const repo = createCampaignRepo(ctx.database.db);
    const campaign = await repo.create({ subject: 'Poison', markdown: 'x' }, (await createMember(ctx.database.db, 'admin')).id, NOT_AUDITED);
    const total = await repo.startSending(campaign.id, NOT_AUDITED);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await repo.claim(campaign.id, 1000)).toHaveLength(total);
      const swept = await repo.requeueInterrupted(0);
      expect(swept).toEqual(attempt < 3 ? { requeued: total, unknown: 0 } : { requeued: 0, unknown: total });
    }
    const progress = await repo.progress(campaign.id);
    expect(progress.counts).toMatchObject({ pending: 0, sending: 0, unknown: total });
    expect(progress.problems[0]!.error).toContain('3 times');
    expect(await repo.finishIfDone(campaign.id)).toBe(true);
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
    }, { analyzer: createNutritionEngine(ctx.database.db).analyzer });
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

describe('graceful shutdown', () => {
  it('closing the app (SIGTERM) drains the batch in flight: every mail handed to the provider is recorded, the rest stays pending', async () => {
    const repo = createCampaignRepo(ctx.database.db);
    const campaign = await repo.create({ subject: 'Drain', markdown: 'z' }, (await createMember(ctx.database.db, 'admin')).id, NOT_AUDITED);
    const total = await repo.startSending(campaign.id, NOT_AUDITED);
    const handed: string[] = [];
    const { buildApp } = await import('../../src/server/app');
    const app = await buildApp(ctx.database, {
      logLevel: 'silent',
      webDist: '/nonexistent',
      uploadsDir: ctx.uploadsDir,
      appSecret: SECRET,
      publicUrl: 'https://sprig.example',
      mailer: {
        async send(m) {
          handed.push(m.to);
          await new Promise((resolve) => setTimeout(resolve, 300)); // a slow provider
        },
      },
    }, { analyzer: createNutritionEngine(ctx.database.db).analyzer });
    await app.ready();
    await vi.waitFor(() => expect(handed.length).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    await app.close();
    const progress = await repo.progress(campaign.id);
    expect(progress.counts.sending).toBe(0);
    expect(progress.counts.sent).toBe(handed.length);
    expect(progress.counts.pending).toBe(total - handed.length);
    expect(progress.status).toBe('sending');
    // The next start sends the rest.
    const rest = newSender({ send: async (m) => void handed.push(m.to) });
    rest.start();
    await rest.idle();
    await rest.stop();
    expect((await repo.progress(campaign.id)).counts).toMatchObject({ sent: total, pending: 0 });
    expect(new Set(handed).size).toBe(total);
  });
});

describe('retrying failed and unknown recipients', () => {
  it('the admin retries them: each is sent again with its first idempotency key, the change is audited, and the status tells the truth meanwhile', async () => {
    const campaign = (await api('POST', '/api/admin/newsletter/campaigns', { subject: 'Retry me', markdown: 'x' })).json();
    const everyone = await activeEmails();
    const [bounced, alsoBounced, interrupted] = everyone;
    refused.add(bounced!).add(alsoBounced!);
    appSent.length = 0;
    expect((await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/send`)).statusCode).toBe(202);
    await vi.waitFor(async () => expect((await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}/progress`)).json().status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    // An 'unknown' row as an older version left it after a restart.
    await ctx.database.db
      .update(campaignRecipients)
      .set({ status: 'unknown', error: 'Interrupted by a restart while being sent; not resent' })
      .where(and(eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.email, interrupted!)));
    const firstKeys = new Map(appSent.filter((m) => m.subject === 'Retry me').map((m) => [m.to, m.idempotencyKey]));
    expect(new Set(firstKeys.values()).size).toBe(everyone.length);

    const listed = (await api('GET', '/api/admin/newsletter/campaigns')).json().items.find((c: { id: number }) => c.id === campaign.id);
    expect(listed.counts).toMatchObject({ sent: everyone.length - 3, failed: 2, unknown: 1 });

    // Bad ids and drafts change nothing.
    expect(expectApiError(await api('POST', '/api/admin/newsletter/campaigns/x/retry'), 400, 'VALIDATION_ERROR').message).toContain('id');
    expectApiError(await api('POST', '/api/admin/newsletter/campaigns/999999/retry'), 404, 'NOT_FOUND');
    const draft = (await api('POST', '/api/admin/newsletter/campaigns', { subject: 'Draft', markdown: 'x' })).json();
    expectApiError(await api('POST', `/api/admin/newsletter/campaigns/${draft.id}/retry`), 409, 'CONFLICT');

    refused.clear();
    appSent.length = 0;
    const retry = await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/retry`);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(retry.json()).toMatchObject({ id: campaign.id, status: 'sending' });
    await vi.waitFor(async () => expect((await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}/progress`)).json().status).toBe('sent'), {
      timeout: 15_000,
      interval: 50,
    });
    const after = (await api('GET', `/api/admin/newsletter/campaigns/${campaign.id}/progress`)).json();
    expect(after.counts).toEqual({ total: everyone.length, pending: 0, sending: 0, sent: everyone.length, failed: 0, unknown: 0 });
    expect(after.problems).toEqual([]);
    const resent = appSent.filter((m) => m.subject === 'Retry me');
    expect(resent.map((m) => m.to).sort()).toEqual([bounced, alsoBounced, interrupted].sort());
    for (const m of resent) expect(m.idempotencyKey).toBe(firstKeys.get(m.to));

    const audit = await ctx.database.db.select().from(adminActions).where(eq(adminActions.route, 'POST /api/admin/newsletter/campaigns/:id/retry'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target: String(campaign.id) });

    // Nothing left to retry.
    expectApiError(await api('POST', `/api/admin/newsletter/campaigns/${campaign.id}/retry`), 409, 'CONFLICT');
  });
});
