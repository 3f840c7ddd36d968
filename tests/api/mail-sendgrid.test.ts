import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { sendgridSend } from '../../src/server/modules/mail/sendgrid';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';
import { createOutbound } from '../../src/server/net/outbound';

/**
 * SendGrid's Web API through a loopback HTTP stand-in (SENDGRID_API_URL): sending, failures, and
 * the admin's key and sender check.
 */

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

const GOOD_KEY = 'SG.good-key-WXYZ';
const NO_SEND_KEY = 'SG.read-only-key-RO12';
/** The stand-in is on loopback: the outbound policy must allow private networks to reach it. */
const outbound = createOutbound({ allowPrivateNetworks: true });

let server: Server;
let apiUrl: string;
const requests: Recorded[] = [];
/** Answer for POST /v3/mail/send. */
let sendAnswer: { status: number; body?: unknown } = { status: 202 };

function answer(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const path = (req.url ?? '').split('?')[0]!;
  requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
  const key = req.headers.authorization?.replace(/^Bearer /, '');
  if (key !== GOOD_KEY && key !== NO_SEND_KEY) return answer(res, 401, { errors: [{ field: null, message: 'authorization grant is invalid, expired, or revoked' }] });
  if (req.method === 'POST' && path === '/v3/mail/send') return answer(res, sendAnswer.status, sendAnswer.body);
  if (path === '/v3/scopes') return answer(res, 200, { scopes: key === GOOD_KEY ? ['mail.send', 'sender_verification_eligible'] : ['user.profile.read'] });
  if (path === '/v3/verified_senders') {
    return answer(res, 200, { results: [{ id: 1, from_email: 'verified@sprig.example', verified: true }, { id: 2, from_email: 'pending@sprig.example', verified: false }] });
  }
  if (path === '/v3/whitelabel/domains') return answer(res, 200, [{ id: 9, domain: 'authed.example', valid: true }]);
  return answer(res, 404, { errors: [{ message: 'not found' }] });
}

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestContext({ seed: false, mail: { sendgridApiUrl: apiUrl } });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

const put = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: '/api/admin/email/settings', headers: { cookie: admin }, payload });
const testSend = (to: string) => ctx.app.inject({ method: 'POST', url: '/api/admin/email/test', headers: { cookie: admin }, payload: { to } });
const verify = () => ctx.app.inject({ method: 'POST', url: '/api/admin/email/sendgrid-verify', headers: { cookie: admin } });

describe('sending through SendGrid', () => {
  it('posts the message to /v3/mail/send with the key and records it as sent', async () => {
    expect((await put({ provider: 'sendgrid', fromAddress: 'verified@sprig.example', fromName: 'Sprig', sendgridApiKey: GOOD_KEY })).statusCode).toBe(200);
    const res = await testSend('cook@example.org');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, provider: 'sendgrid' });
    const sent = requests.filter((r) => r.path === '/v3/mail/send');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe(`Bearer ${GOOD_KEY}`);
    expect(sent[0]!.body).toMatchObject({
      personalizations: [{ to: [{ email: 'cook@example.org' }] }],
      from: { email: 'verified@sprig.example', name: 'Sprig' },
      subject: 'Sprig test e-mail',
      content: [{ type: 'text/plain' }, { type: 'text/html' }],
      categories: ['test'],
    });
    const [row] = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ provider: 'sendgrid', status: 'sent', toAddress: 'cook@example.org' });
  });

  it("a refusal is a failed row with SendGrid's reason", async () => {
    sendAnswer = { status: 400, body: { errors: [{ field: 'from', message: 'The from address does not match a verified Sender Identity.' }] } };
    try {
      const res = await testSend('cook@example.org');
      expect(res.json()).toMatchObject({ ok: false, provider: 'sendgrid', error: 'SendGrid answered 400: from: The from address does not match a verified Sender Identity.' });
      const [row] = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(row).toMatchObject({ provider: 'sendgrid', status: 'failed', error: expect.stringContaining('verified Sender Identity') });
    } finally {
      sendAnswer = { status: 202 };
    }
  });
});

describe('a campaign mail through SendGrid', () => {
  it('carries its idempotency key as a custom arg and a header, the same on every try', async () => {
    sendAnswer = { status: 202 };
    const message = {
      to: 'reader@example.org',
      subject: 'News',
      text: 'Hi',
      headers: { 'List-Unsubscribe': '<https://sprig.example/u>' },
      category: 'campaign',
      campaignId: 7,
      idempotencyKey: 'sprig-campaign-7-42-0123456789abcdef',
    };
    const before = requests.length;
    await sendgridSend(outbound.fetch, { apiKey: GOOD_KEY, apiUrl }, message, { address: 'verified@sprig.example', name: 'Sprig' });
    await sendgridSend(outbound.fetch, { apiKey: GOOD_KEY, apiUrl }, message, { address: 'verified@sprig.example', name: 'Sprig' });
    const tries = requests.slice(before).filter((r) => r.path === '/v3/mail/send');
    expect(tries).toHaveLength(2);
    for (const t of tries) {
      expect(t.body).toMatchObject({
        custom_args: { campaign_id: '7', idempotency_key: 'sprig-campaign-7-42-0123456789abcdef' },
        headers: { 'List-Unsubscribe': '<https://sprig.example/u>', 'X-Idempotency-Key': 'sprig-campaign-7-42-0123456789abcdef' },
      });
    }
  });
});

describe('POST /api/admin/email/sendgrid-verify', () => {
  it('passes for a key with mail.send and a verified single sender', async () => {
    const res = await verify();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { ok: boolean; checks: { name: string; ok: boolean; detail: string }[]; keyLast4: string };
    expect(body).toMatchObject({ ok: true, source: 'settings', keyLast4: 'WXYZ', fromAddress: 'verified@sprig.example' });
    expect(body.checks.map((c) => [c.name, c.ok])).toEqual([['API key', true], ['Send permission', true], ['Sender', true]]);
    expect(res.body).not.toContain('good-key');
  });

  it('passes for an address on an authenticated domain; fails for an unverified sender', async () => {
    await put({ provider: 'sendgrid', fromAddress: 'news@mail.authed.example' });
    expect((await verify()).json()).toMatchObject({ ok: true, checks: [{ ok: true }, { ok: true }, { name: 'Sender', ok: true, detail: expect.stringContaining('authenticated domain') }] });
    await put({ provider: 'sendgrid', fromAddress: 'pending@sprig.example' });
    expect((await verify()).json()).toMatchObject({ ok: false, checks: [{ ok: true }, { ok: true }, { name: 'Sender', ok: false, detail: expect.stringContaining('awaiting verification') }] });
  });

  it('reports a key without the send permission, and a refused key', async () => {
    await put({ provider: 'sendgrid', fromAddress: 'verified@sprig.example', sendgridApiKey: NO_SEND_KEY });
    expect((await verify()).json()).toMatchObject({ ok: false, checks: [{ ok: true }, { name: 'Send permission', ok: false }, { ok: true }] });
    await put({ provider: 'sendgrid', fromAddress: 'verified@sprig.example', sendgridApiKey: 'SG.revoked-0000' });
    const refused = (await verify()).json() as { ok: boolean; checks: { name: string; ok: boolean; detail: string }[] };
    expect(refused.ok).toBe(false);
    expect(refused.checks).toEqual([{ name: 'API key', ok: false, detail: expect.stringMatching(/refused the key.*401/) }]);
  });

  it('says so when no key is configured', async () => {
    await put({ provider: 'none', fromAddress: 'verified@sprig.example' });
    expect((await verify()).json()).toMatchObject({ ok: false, source: 'none', keyLast4: null, checks: [{ name: 'API key', ok: false, detail: expect.stringContaining('No SendGrid API key') }] });
  });
});
