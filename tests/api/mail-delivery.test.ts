import { createServer } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { MailDeliveryError, type MailMessage } from '../../src/server/modules/mail/mailer';
import { createOutboxMailer, createOutboxRepo, REDACTED } from '../../src/server/modules/mail/outbox';
import { createMailSettings } from '../../src/server/modules/mail/settings';
import { createSecretBox } from '../../src/server/secret-box';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';
import { createOutbound } from '../../src/server/net/outbound';

/** Delivery through a real SMTP server on loopback (smtp-server), and what the outbox records. */
let ctx: TestContext;
let catcher: SmtpCatcher;
let admin: string;

beforeAll(async () => {
  catcher = await startSmtpCatcher({ requireAuth: { user: 'sprig', pass: 'catcher-pass-4321' } });
  ctx = await createTestContext({ seed: false });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  await catcher?.close();
});

const put = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: '/api/admin/email/settings', headers: { cookie: admin }, payload });
const testSend = (to: string) => ctx.app.inject({ method: 'POST', url: '/api/admin/email/test', headers: { cookie: admin }, payload: { to } });
const latestRows = (n: number) => ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(n);

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('no provider configured', () => {
  it('stores the message in the outbox only and reports no error', async () => {
    const res = await testSend('nobody@sprig.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, provider: 'outbox' });
    expect(res.json()).not.toHaveProperty('error');
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ toAddress: 'nobody@sprig.example', provider: 'outbox', status: 'stored', error: null, category: 'test' });
    expect(catcher.messages).toHaveLength(0);
  });

  it('keeps a password reset link in the outbox copy: the outbox is where the mail is read', async () => {
    const user = await createMember(ctx.database.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: `${user.id}@test.example` } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ provider: 'outbox', status: 'stored', category: 'password_reset' });
    expect(row!.text).toMatch(/\/reset-password\?token=[\w-]{43}/);
    expect(row!.text).not.toContain(REDACTED);
  });

  it('writes the message, link included, to the server log: whoever runs a site without a provider can still sign up', async () => {
    const info = vi.spyOn(ctx.app.log, 'info');
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'new-cook@test.example', password: 'a long enough password' } });
      expect(res.statusCode, res.body).toBe(202);
      const logged = info.mock.calls.map(([fields]) => fields as unknown as { to?: string; text?: string });
      expect(logged.find((f) => f.to === 'new-cook@test.example')?.text).toMatch(/\/sign-up\/confirm\?token=[\w-]{43}/);
    } finally {
      info.mockRestore();
    }
  });

  it('logs no link in production (logs travel further than the outbox), and never a message without one', async () => {
    const settings = createMailSettings({ db: ctx.database.db, env: undefined, box: createSecretBox('x'.repeat(32)), log: console });
    const logged: object[] = [];
    const log = { info: (fields: object) => void logged.push(fields), warn: () => {}, error: () => {} };
    const outbound = createOutbound({ allowPrivateNetworks: true });
    const link: MailMessage = { to: 'a@test.example', subject: 'Reset', text: 'Open https://x.example/reset-password?token=abc', category: 'password_reset', secrets: ['abc'] };
    const plain: MailMessage = { to: 'b@test.example', subject: 'Welcome', text: 'Hello there', category: 'welcome' };
    for (const logLinks of [false, true]) {
      const mailer = createOutboxMailer({ repo: createOutboxRepo(ctx.database.db), provider: () => settings.current(), outbound, log, logLinks });
      await mailer.send(link);
      await mailer.send(plain);
    }
    expect(logged.map((f) => ('text' in f ? f.text : null))).toEqual([null, null, link.text, null]);
    expect(logged).toContainEqual(expect.objectContaining({ to: 'b@test.example', subject: 'Welcome' }));
  });
});

describe('SMTP on loopback', () => {
  it('a test send arrives with its subject, from and to, and is recorded as sent', async () => {
    const saved = await put({
      provider: 'smtp',
      fromAddress: 'kitchen@sprig.example',
      fromName: 'Sprig Kitchen',
      smtpHost: catcher.host,
      smtpPort: catcher.port,
      smtpSecure: false,
      smtpUser: 'sprig',
      smtpPassword: 'catcher-pass-4321',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await testSend('cook@example.org');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as { ok: boolean; provider: string; ms: number; outboxId: number };
    expect(result).toMatchObject({ ok: true, provider: 'smtp' });
    expect(result.ms).toBeGreaterThanOrEqual(0);

    const [message] = await catcher.waitFor(1);
    expect(message!.subject).toBe('Sprig test e-mail');
    expect(message!.from).toBe('Sprig Kitchen <kitchen@sprig.example>');
    expect(message!.to).toBe('cook@example.org');
    expect(message!.envelopeTo).toEqual(['cook@example.org']);
    expect(message!.text).toContain('e-mail delivery works');
    expect(message!.html).toContain('<strong>Sprig</strong>');
    expect(message!.authUser).toBe('sprig');

    const [row] = await latestRows(1);
    expect(row).toMatchObject({ id: result.outboxId, toAddress: 'cook@example.org', provider: 'smtp', status: 'sent', error: null, category: 'test' });
  });

  it('a password reset mail arrives with its link; the outbox copy has the link removed', async () => {
    const user = await createMember(ctx.database.db);
    const email = `${user.id}@test.example`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
    const messages = await catcher.waitFor(2);
    const reset = messages[1]!;
    expect(reset.to).toBe(email);
    expect(reset.subject).toBe('Reset your password');
    const token = /\/reset-password\?token=([\w-]{43})/.exec(reset.text)?.[1];
    expect(token).toBeDefined();
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ toAddress: email, subject: 'Reset your password', provider: 'smtp', status: 'sent', category: 'password_reset' });
    expect(row!.text).toBe(reset.text.replace(token!, REDACTED));
    expect(row!.text).not.toContain(token!);
  });

  it('wrong SMTP credentials: a failed row and the server\'s answer as the error', async () => {
    const saved = await put({ provider: 'smtp', fromAddress: 'kitchen@sprig.example', smtpHost: catcher.host, smtpPort: catcher.port, smtpUser: 'sprig', smtpPassword: 'wrong' });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await testSend('cook@example.org');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, provider: 'smtp', error: expect.stringMatching(/Invalid (login|username)/i) });
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ provider: 'smtp', status: 'failed', error: expect.stringMatching(/Invalid/) });
    expect(catcher.messages).toHaveLength(2);
  });

  it('SMTP down (closed port): a failed row, a clear error, and the reset form still answers the same', async () => {
    const port = await closedPort();
    const saved = await put({ provider: 'smtp', fromAddress: 'kitchen@sprig.example', smtpHost: '127.0.0.1', smtpPort: port, smtpUser: '', smtpPassword: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await testSend('cook@example.org');
    expect(res.json()).toMatchObject({ ok: false, provider: 'smtp', error: expect.stringMatching(/ECONNREFUSED/) });
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ toAddress: 'cook@example.org', provider: 'smtp', status: 'failed', error: expect.stringMatching(/ECONNREFUSED/) });

    const user = await createMember(ctx.database.db);
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: `${user.id}@test.example` } });
    expect(reset.statusCode, reset.body).toBe(200);
    const [resetRow] = await latestRows(1);
    expect(resetRow).toMatchObject({ toAddress: `${user.id}@test.example`, status: 'failed' });
    expect(resetRow!.text).toContain(REDACTED);
  });

  it('with no user it sends without AUTH', async () => {
    const open = await startSmtpCatcher();
    try {
      expect((await put({ provider: 'smtp', fromAddress: 'open@sprig.example', smtpHost: open.host, smtpPort: open.port })).statusCode).toBe(200);
      expect((await testSend('x@example.org')).json()).toMatchObject({ ok: true, provider: 'smtp' });
      const [message] = await open.waitFor(1);
      expect(message!.authUser).toBeUndefined();
      expect(message!.from).toBe('open@sprig.example');
    } finally {
      await open.close();
    }
  });
});

describe('SMTP_URL and MAIL_FROM from the environment', () => {
  it('win over the stored settings, and a provider failure is thrown to the caller', async () => {
    const envCatcher = await startSmtpCatcher({ requireAuth: { user: 'env user', pass: 'p@ss' } });
    const env = await createTestContext({
      seed: false,
      mail: { smtpUrl: `smtp://env%20user:p%40ss@127.0.0.1:${envCatcher.port}`, from: 'Env Sender <env@sprig.example>' },
    });
    try {
      const envAdmin = (await createMember(env.database.db, 'admin')).cookie;
      const view = await env.app.inject({ method: 'GET', url: '/api/admin/email/settings', headers: { cookie: envAdmin } });
      expect(view.json()).toMatchObject({ source: 'environment', active: 'smtp', environment: { provider: 'smtp', host: `127.0.0.1:${envCatcher.port}`, from: 'Env Sender <env@sprig.example>' } });
      expect(view.body).not.toContain('p@ss');
      const res = await env.app.inject({ method: 'POST', url: '/api/admin/email/test', headers: { cookie: envAdmin }, payload: { to: 'r@example.org' } });
      expect(res.json()).toMatchObject({ ok: true, provider: 'smtp' });
      const [message] = await envCatcher.waitFor(1);
      expect(message!.from).toBe('Env Sender <env@sprig.example>');
      expect(message!.authUser).toBe('env user');
    } finally {
      await env.close();
      await envCatcher.close();
    }

    // What the newsletter relies on: the app's mailer throws when the provider fails (and records it).
    const settings = createMailSettings({ db: ctx.database.db, env: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }, box: createSecretBox('x'.repeat(32)), log: console });
    const mailer = createOutboxMailer({ repo: createOutboxRepo(ctx.database.db), provider: () => settings.current(), outbound: createOutbound({ allowPrivateNetworks: true }), log: { info: () => {}, warn: () => {}, error: () => {} } });
    const message: MailMessage = { to: 'sub@example.org', subject: 'Campaign', text: 'Hello', category: 'campaign', campaignId: 7, headers: { 'List-Unsubscribe': '<https://x.example/u>' } };
    const error = await mailer.send(message).then(() => null, (err: unknown) => err);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toMatch(/E-mail delivery through smtp failed: .*ECONNREFUSED/);
    const [row] = await latestRows(1);
    expect(row).toMatchObject({ status: 'failed', provider: 'smtp', category: 'campaign', campaignId: 7, headers: { 'List-Unsubscribe': '<https://x.example/u>' } });
    expect((error as MailDeliveryError).outboxId).toBe(row!.id);
    mailer.close();
  }, 180_000);
});

describe('a mailer passed in code (AppOptions.mailer)', () => {
  it('delivers instead of the provider, and messages are still recorded', async () => {
    const got: MailMessage[] = [];
    const custom = await createTestContext({ seed: false, mailer: { send: async (m) => void got.push(m) } });
    try {
      const user = await createMember(custom.database.db);
      await custom.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: `${user.id}@test.example` } });
      expect(got.map((m) => m.subject)).toEqual(['Reset your password']);
      const rows = await custom.database.db.select().from(mailOutbox);
      expect(rows).toMatchObject([{ provider: 'custom', status: 'sent', subject: 'Reset your password' }]);
    } finally {
      await custom.close();
    }
  }, 180_000);
});
