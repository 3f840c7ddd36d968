import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, siteSettings } from '../../src/db/schema';
import { MAIL_SETTING } from '../../src/server/modules/mail/settings';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/** /api/admin/email/*: who may call them, what the settings accept, what is never sent back, the outbox list. */
let ctx: TestContext;
let admin: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
  member = (await createMember(ctx.database.db)).cookie;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const SMTP = { provider: 'smtp', fromAddress: 'kitchen@sprig.example', fromName: 'Sprig Kitchen', smtpHost: 'smtp.sprig.example', smtpPort: 587, smtpSecure: false, smtpUser: 'mailer' };

describe('every e-mail admin endpoint refuses visitors (401) and members (403)', () => {
  const endpoints: [Method, string, Record<string, unknown>?][] = [
    ['GET', '/api/admin/email/settings'],
    ['PUT', '/api/admin/email/settings', { ...SMTP, smtpPassword: 'pw' }],
    ['POST', '/api/admin/email/test', { to: 'a@b.example' }],
    ['POST', '/api/admin/email/sendgrid-verify'],
    ['GET', '/api/admin/email/outbox'],
    ['GET', '/api/admin/email/outbox/1'],
  ];
  for (const [method, url, body] of endpoints) {
    it(`${method} ${url}`, async () => {
      expectApiError(await call(method, url, undefined, body), 401, 'UNAUTHORIZED');
      expectApiError(await call(method, url, member, body), 403, 'FORBIDDEN');
    });
  }

  it('nothing was sent or stored by the refused calls', async () => {
    expect(await ctx.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('settings', () => {
  it('defaults: no provider, nothing set', async () => {
    const res = await call('GET', '/api/admin/email/settings', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toMatchObject({ source: 'none', active: 'none', provider: 'none', fromAddress: 'no-reply@sprig.localhost', smtp: { password: { set: false } }, sendgrid: { apiKey: { set: false } } });
    // What the form shows can be saved as it is.
    const { provider, fromAddress, fromName } = res.json() as { provider: string; fromAddress: string; fromName: string };
    expect((await call('PUT', '/api/admin/email/settings', admin, { provider, fromAddress, fromName })).statusCode).toBe(200);
  });

  it('bad input answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SMTP, provider: 'pigeon' }, 'provider'],
      [{ ...SMTP, fromAddress: 'not-an-address' }, 'fromAddress'],
      [{ ...SMTP, smtpHost: '' }, 'smtpHost'],
      [{ ...SMTP, smtpHost: 'smtp://smtp.example.com' }, 'smtpHost'],
      [{ ...SMTP, smtpPort: 70000 }, 'smtpPort'],
      [{ ...SMTP, smtpSecure: 'yes' }, 'smtpSecure'],
      [{ ...SMTP, fromName: 'x'.repeat(101) }, 'fromName'],
      [{ ...SMTP, smtpPassword: 'p', surprise: 1 }, 'surprise'],
      // A user needs a password the first time.
      [SMTP, 'smtpPassword'],
      [{ provider: 'sendgrid', fromAddress: 'a@b.example' }, 'sendgridApiKey'],
    ];
    for (const [body, field] of cases) {
      const error = expectApiError(await call('PUT', '/api/admin/email/settings', admin, body), 400, 'VALIDATION_ERROR');
      expect(error.message, JSON.stringify(body)).toContain(field);
    }
    for (const [body, field] of [
      [{ to: 'nobody' }, 'to'],
      [{}, 'to'],
    ] as const) {
      const error = expectApiError(await call('POST', '/api/admin/email/test', admin, body), 400, 'VALIDATION_ERROR');
      expect(error.message).toContain(field);
    }
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['cursor=-3', 'cursor'],
      ['cursor=0x10', 'cursor'],
      ['cursor=1e1', 'cursor'],
      ['status=lost', 'status'],
    ] as const) {
      const error = expectApiError(await call('GET', `/api/admin/email/outbox?${query}`, admin), 400, 'VALIDATION_ERROR');
      expect(error.message).toContain(field);
    }
    expect(expectApiError(await call('GET', '/api/admin/email/outbox/abc', admin), 400, 'VALIDATION_ERROR').message).toContain('id');
    expectApiError(await call('GET', '/api/admin/email/outbox/999999', admin), 404, 'NOT_FOUND');
  });

  it('stores the SMTP password sealed and shows only its last 4', async () => {
    const res = await call('PUT', '/api/admin/email/settings', admin, { ...SMTP, smtpPassword: 'smtp-secret-9876' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'settings',
      active: 'smtp',
      provider: 'smtp',
      fromAddress: 'kitchen@sprig.example',
      fromName: 'Sprig Kitchen',
      smtp: { host: 'smtp.sprig.example', port: 587, secure: false, user: 'mailer', password: { set: true, last4: '9876' } },
    });
    expect(res.body).not.toContain('smtp-secret');
    expect((await call('GET', '/api/admin/email/settings', admin)).body).not.toContain('smtp-secret');
    const [row] = await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, MAIL_SETTING));
    expect(JSON.stringify(row!.value)).not.toContain('smtp-secret');
  });

  it('an empty password keeps the stored one for the same host and port only', async () => {
    const same = await call('PUT', '/api/admin/email/settings', admin, { ...SMTP, fromName: 'Renamed', smtpPassword: '' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ fromName: 'Renamed', smtp: { password: { set: true, last4: '9876' } } });

    const newHost = expectApiError(await call('PUT', '/api/admin/email/settings', admin, { ...SMTP, smtpHost: 'evil.example' }), 400, 'VALIDATION_ERROR');
    expect(newHost.message).toMatch(/smtpPassword.*again/);
    const newPort = expectApiError(await call('PUT', '/api/admin/email/settings', admin, { ...SMTP, smtpPort: 2525 }), 400, 'VALIDATION_ERROR');
    expect(newPort.message).toContain('smtpPassword');
    // The refused saves changed nothing.
    expect((await call('GET', '/api/admin/email/settings', admin)).json()).toMatchObject({ smtp: { host: 'smtp.sprig.example', port: 587 } });
  });

  it('a SendGrid key is sealed, kept while the provider stays, and asked for again after a switch', async () => {
    const res = await call('PUT', '/api/admin/email/settings', admin, { provider: 'sendgrid', fromAddress: 'a@sprig.example', sendgridApiKey: 'SG.secret-key-ABCD' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: 'sendgrid', sendgrid: { apiKey: { set: true, last4: 'ABCD' } }, smtp: { password: { set: false } } });
    expect(res.body).not.toContain('SG.secret');
    const kept = await call('PUT', '/api/admin/email/settings', admin, { provider: 'sendgrid', fromAddress: 'b@sprig.example' });
    expect(kept.json()).toMatchObject({ fromAddress: 'b@sprig.example', sendgrid: { apiKey: { set: true, last4: 'ABCD' } } });

    // Back to SMTP on the host used before: the old password was dropped with the switch.
    expectApiError(await call('PUT', '/api/admin/email/settings', admin, SMTP), 400, 'VALIDATION_ERROR');
    const none = await call('PUT', '/api/admin/email/settings', admin, { provider: 'none', fromAddress: 'a@sprig.example' });
    expect(none.json()).toMatchObject({ active: 'none', source: 'none', sendgrid: { apiKey: { set: false } } });
    expectApiError(await call('PUT', '/api/admin/email/settings', admin, { provider: 'sendgrid', fromAddress: 'a@sprig.example' }), 400, 'VALIDATION_ERROR');
  });
});

describe('the outbox list', () => {
  it('pages newest first by cursor, searches recipient and subject, and shows one message', async () => {
    // No provider: test sends are stored only.
    for (const to of ['one@list.example', 'two@list.example', 'three@other.example']) {
      const res = await call('POST', '/api/admin/email/test', admin, { to });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, provider: 'outbox' });
    }
    const first = await call('GET', '/api/admin/email/outbox?limit=2', admin);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as { items: { id: number; to: string }[]; nextCursor: number | null };
    expect(page1.items.map((i) => i.to)).toEqual(['three@other.example', 'two@list.example']);
    expect(page1.nextCursor).toBe(page1.items[1]!.id);
    const page2 = (await call('GET', `/api/admin/email/outbox?limit=2&cursor=${page1.nextCursor}`, admin)).json() as typeof page1;
    expect(page2.items.map((i) => i.to)).toEqual(['one@list.example']);
    expect(page2.nextCursor).toBeNull();

    const found = (await call('GET', '/api/admin/email/outbox?search=LIST.example', admin)).json() as typeof page1;
    expect(found.items.map((i) => i.to)).toEqual(['two@list.example', 'one@list.example']);
    // LIKE wildcards are literal.
    expect(((await call('GET', '/api/admin/email/outbox?search=%25', admin)).json() as typeof page1).items).toEqual([]);
    expect(((await call('GET', '/api/admin/email/outbox?status=failed', admin)).json() as typeof page1).items).toEqual([]);

    const one = await call('GET', `/api/admin/email/outbox/${page2.items[0]!.id}`, admin);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ to: 'one@list.example', status: 'stored', provider: 'outbox', category: 'test', error: null });
    expect((one.json() as { html: string }).html).toContain('<p>');
    expect((one.json() as { text: string }).text).toContain('test message');
  });
});

describe('OpenAPI', () => {
  it('documents the e-mail admin endpoints', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/admin/email/settings']).toHaveProperty('put');
    expect(doc.paths['/api/admin/email/test']).toHaveProperty('post');
    expect(doc.paths['/api/admin/email/sendgrid-verify']).toHaveProperty('post');
    expect(doc.paths['/api/admin/email/outbox']).toHaveProperty('get');
    expect(doc.paths['/api/admin/email/outbox/{id}']).toHaveProperty('get');
  });
});
