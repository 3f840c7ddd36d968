import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSubscriptions } from '../../src/db/schema';
import type { MailMessage } from '../../src/server/modules/mail/mailer';
import { signUnsubscribeToken } from '../../src/server/modules/newsletter/unsubscribe';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';
import { createMember } from './sessions';

const SECRET = 'test-secret-test-secret-test-secret-000';
let ctx: TestContext;
const sent: MailMessage[] = [];
let failNext = false;
let admin: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    publicUrl: 'https://sprig.example',
    mailer: {
      async send(message) {
        if (failNext) {
          failNext = false;
          throw new Error('SMTP down');
        }
        sent.push(message);
      },
    },
  });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
  member = (await createMember(ctx.database.db)).cookie;
});

afterAll(async () => {
  await ctx?.close();
});

function subscribe(payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, remoteAddress: freshAddress() });
}

async function subscription(email: string) {
  const rows = await ctx.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return rows[0]!;
}

describe('welcome e-mail and unsubscribe', () => {
  it('a new subscriber gets one welcome mail with a signed one-click unsubscribe link; a repeat gets none', async () => {
    expect((await subscribe({ email: 'welcome@example.com' })).statusCode).toBe(201);
    await vi.waitFor(() => expect(sent.filter((m) => m.to === 'welcome@example.com')).toHaveLength(1));
    expect((await subscribe({ email: 'WELCOME@example.com' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const mails = sent.filter((m) => m.to === 'welcome@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.category).toBe('newsletter_welcome');
    const row = await subscription('welcome@example.com');
    const token = signUnsubscribeToken(SECRET, row);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<https://sprig.example/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}>`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`https://sprig.example/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail.html).toContain(`https://sprig.example/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
  });

  it('a failing mail provider does not fail the subscription', async () => {
    failNext = true;
    const res = await subscribe({ email: 'mailfails@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await subscription('mailfails@example.com')).status).toBe('active');
  });

  it('the web page token unsubscribes; resubscribing reactivates and welcomes again', async () => {
    const row = await subscription('welcome@example.com');
    const token = signUnsubscribeToken(SECRET, row);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'welcome@example.com' });
    expect((await subscription('welcome@example.com')).status).toBe('unsubscribed');
    // Twice is fine.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })).statusCode).toBe(200);
    expect((await subscribe({ email: 'welcome@example.com' })).statusCode).toBe(201);
    expect((await subscription('welcome@example.com')).status).toBe('active');
    await vi.waitFor(() => expect(sent.filter((m) => m.to === 'welcome@example.com')).toHaveLength(2));
  });

  it('RFC 8058 one-click: POST ?token= with a form body List-Unsubscribe=One-Click, no Origin', async () => {
    const row = await subscription('welcome@example.com');
    const token = signUnsubscribeToken(SECRET, row);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscription('welcome@example.com')).status).toBe('unsubscribed');
    // Multipart, as some clients send it.
    await subscribe({ email: 'welcome@example.com' });
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await subscription('welcome@example.com')).status).toBe('unsubscribed');
    // Forms stay refused elsewhere.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=x@example.com',
      remoteAddress: freshAddress(),
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('forged, malformed, another address\'s and missing tokens answer 400 and change nothing', async () => {
    await subscribe({ email: 'victim@example.com' });
    const victim = await subscription('victim@example.com');
    const other = await subscription('mailfails@example.com');
    const forged = [
      signUnsubscribeToken('another-secret-another-secret-0000000', victim),
      `${victim.id}.${signUnsubscribeToken(SECRET, other).split('.')[1]}`,
      signUnsubscribeToken(SECRET, { id: victim.id, email: 'attacker@example.com' }),
      `${victim.id}`,
      'garbage',
      '999999.' + 'A'.repeat(43),
    ];
    for (const token of forged) {
      const body = expectApiError(await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } }), 400, 'VALIDATION_ERROR');
      expect(body.message).toContain('unsubscribe link is not valid');
    }
    const missing = expectApiError(await ctx.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: {} }), 400, 'VALIDATION_ERROR');
    expect(missing.message).toContain('token');
    expect((await subscription('victim@example.com')).status).toBe('active');
  });
});

const ADMIN_ENDPOINTS: [string, string, object?][] = [
  ['GET', '/api/admin/newsletter/subscribers'],
  ['GET', '/api/admin/newsletter/subscribers.csv'],
  ['POST', '/api/admin/newsletter/subscribers/1/unsubscribe'],
  ['GET', '/api/admin/newsletter/campaigns'],
  ['POST', '/api/admin/newsletter/campaigns', { subject: 's', markdown: 'm' }],
  ['POST', '/api/admin/newsletter/campaigns/preview', { markdown: 'm' }],
  ['GET', '/api/admin/newsletter/campaigns/1'],
  ['PUT', '/api/admin/newsletter/campaigns/1', { subject: 's', markdown: 'm' }],
  ['DELETE', '/api/admin/newsletter/campaigns/1'],
  ['POST', '/api/admin/newsletter/campaigns/1/preview'],
  ['POST', '/api/admin/newsletter/campaigns/1/test', { to: 'a@example.com' }],
  ['POST', '/api/admin/newsletter/campaigns/1/send'],
  ['GET', '/api/admin/newsletter/campaigns/1/progress'],
];

describe('admin newsletter endpoints', () => {
  it('refuse visitors (401) and members (403)', async () => {
    for (const [method, url, payload] of ADMIN_ENDPOINTS) {
      const visitor = await ctx.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expectApiError(visitor, 401, 'UNAUTHORIZED');
      const asMember = await ctx.app.inject({ method: method as 'GET', url, headers: { cookie: member }, ...(payload ? { payload } : {}) });
      expectApiError(asMember, 403, 'FORBIDDEN');
    }
  });

  it('lists subscribers with search, status filter and keyset paging', async () => {
    for (let i = 0; i < 7; i++) await subscribe({ email: `pager${i}@example.com`, firstName: i === 3 ? 'Zelda' : 'P' });
    const get = (q: string) => ctx.app.inject({ method: 'GET', url: `/api/admin/newsletter/subscribers?${q}`, headers: { cookie: admin } });
    const first = (await get('search=pager&limit=3')).json();
    expect(first.items).toHaveLength(3);
    expect(first.total).toBe(7);
    expect(first.nextCursor).toBe(String(first.items[2].id));
    const emails: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { email: string }[]; nextCursor: string | null } = (await get(`search=pager&limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json();
      emails.push(...page.items.map((s: { email: string }) => s.email));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(emails).size).toBe(7);
    expect((await get('search=zelda')).json().items.map((s: { email: string }) => s.email)).toEqual(['pager3@example.com']);
    const unsub = (await get('status=unsubscribed')).json();
    expect(unsub.items.map((s: { email: string }) => s.email)).toEqual(['welcome@example.com']);
    expect(unsub.counts.unsubscribed).toBe(1);
    // A LIKE wildcard is literal.
    expect((await get('search=%25')).json().total).toBe(0);
    const bad = expectApiError(await get('status=gone&limit=0'), 400, 'VALIDATION_ERROR');
    expect(bad.message).toContain('status');
    expect(bad.message).toContain('limit');
    // Decimal ids only, and none past the column's range (PostgreSQL would fail the query: a 500).
    for (const cursor of ['abc', '0x10', '1e1', '9999999999']) {
      expect(expectApiError(await get(`cursor=${cursor}`), 400, 'VALIDATION_ERROR').message).toContain('cursor');
    }
  });

  it('admin unsubscribe: 200 and the status changes; 404 for an unknown id; 400 for a bad id', async () => {
    const row = await subscription('pager0@example.com');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/newsletter/subscribers/${row.id}/unsubscribe`, headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'pager0@example.com', status: 'unsubscribed' });
    expectApiError(await ctx.app.inject({ method: 'POST', url: '/api/admin/newsletter/subscribers/999999/unsubscribe', headers: { cookie: admin } }), 404, 'NOT_FOUND');
    const bad = expectApiError(await ctx.app.inject({ method: 'POST', url: '/api/admin/newsletter/subscribers/abc/unsubscribe', headers: { cookie: admin } }), 400, 'VALIDATION_ERROR');
    expect(bad.message).toContain('id');
  });

  it('exports CSV with quoting and a formula guard', async () => {
    await ctx.database.db.insert(newsletterSubscriptions).values([
      { email: 'csv1@example.com', firstName: '=HYPERLINK("http://evil","x")', lastName: 'O"Brien, Jr.' },
      { email: 'csv2@example.com', firstName: '+1', lastName: '-2\nnext', interests: ['recipes', 'tips'] },
      { email: 'csv3@example.com', firstName: '@SUM(A1)', lastName: ' spaced ' },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv?search=csv', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,first_name,last_name,interests,status,subscribed_at,updated_at');
    expect(lines[1]).toMatch(/^csv1@example\.com,"'=HYPERLINK\(""http:\/\/evil"",""x""\)","O""Brien, Jr\.",,active,/);
    expect(res.body).toContain(`csv2@example.com,'+1,"'-2\nnext",recipes;tips,active,`);
    expect(res.body).toContain(`csv3@example.com,'@SUM(A1)," spaced ",,active,`);
    const only = await ctx.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv?status=unsubscribed', headers: { cookie: admin } });
    expect(only.body.trim().split('\r\n').slice(1).every((l) => l.includes(',unsubscribed,'))).toBe(true);
  });
});
