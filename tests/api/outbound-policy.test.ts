import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/**
 * The address policy on the connections the server makes to addresses an admin or the operator
 * configured (issue 14, item 7). A trap on loopback counts every connection: with private networks
 * not allowed, pointing the AI provider or SMTP at it must be refused before any connection is
 * made. With ALLOW_PRIVATE_NETWORKS, loopback is fine but link-local and metadata stay refused.
 */

let trap: net.Server;
let trapPort: number;
let trapped = 0;

beforeAll(async () => {
  trap = net.createServer((socket) => {
    trapped += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => trap.close(() => resolve())));
beforeEach(() => {
  trapped = 0;
});

const aiAt = (baseUrl: string) => ({ baseUrl, apiKey: 'sk-outbound-test', textModel: 'stand-in/text', imageModel: '' });

async function adminOf(ctx: TestContext): Promise<string> {
  return (await createMember(ctx.database.db, 'admin')).cookie;
}

const testAi = (ctx: TestContext, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/ai/test', headers: { cookie }, payload: { prompt: 'Say hello' } });
const testMail = (ctx: TestContext, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/email/test', headers: { cookie }, payload: { to: 'someone@example.org' } });
const saveAi = (ctx: TestContext, cookie: string, baseUrl: string) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/ai/settings', headers: { cookie }, payload: { baseUrl, apiKey: 'sk-x', textModel: 'm' } });
const saveSmtp = (ctx: TestContext, cookie: string, smtpHost: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/email/settings',
    headers: { cookie },
    payload: { provider: 'smtp', fromAddress: 'hello@sprig.example', smtpHost, smtpPort: 2525 },
  });

function expectFieldRefused(res: Awaited<ReturnType<typeof saveAi>>, field: string, why: RegExp): void {
  const body = expectApiError(res, 400, 'VALIDATION_ERROR');
  expect(body.details).toEqual([{ field, message: expect.stringMatching(why) }]);
}

describe('with private networks not allowed (the default)', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      allowPrivateNetworks: false,
      ai: aiAt(`http://127.0.0.1:${trapPort}/v1`),
      mail: { smtpUrl: `smtp://127.0.0.1:${trapPort}`, from: 'hello@sprig.example' },
    });
    admin = await adminOf(ctx);
  });
  afterAll(async () => ctx?.close());

  it('an AI base URL on 127.0.0.1 is refused and never connected to', async () => {
    expectApiError(await testAi(ctx, admin), 502, 'AI_PROVIDER_ERROR');
    expect(trapped).toBe(0);
  });

  it('an SMTP host on 127.0.0.1 is refused and never connected to, saying how to allow it', async () => {
    const res = await testMail(ctx, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, provider: 'smtp', error: expect.stringMatching(/127\.0\.0\.1 is not an allowed address: loopback.*ALLOW_PRIVATE_NETWORKS/) });
    expect(trapped).toBe(0);
  });

  it.each([
    ['http://127.0.0.1:11434/v1', /loopback/],
    ['http://localhost:11434/v1', /loopback/],
    ['http://169.254.169.254/latest', /link-local/],
    ['http://[fd00:ec2::254]/v1', /unique local/],
    ['http://10.0.0.5/v1', /private network/],
  ])('saving the AI base URL %s answers 400 naming baseUrl', async (baseUrl, why) => {
    expectFieldRefused(await saveAi(ctx, admin, baseUrl), 'baseUrl', why);
  });

  it.each([
    ['127.0.0.1', /loopback/],
    ['169.254.169.254', /link-local/],
    ['192.168.1.20', /private network/],
  ])('saving the SMTP host %s answers 400 naming smtpHost', async (host, why) => {
    expectFieldRefused(await saveSmtp(ctx, admin, host), 'smtpHost', why);
  });
});

describe('with ALLOW_PRIVATE_NETWORKS', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      allowPrivateNetworks: true,
      ai: aiAt('http://169.254.169.254/v1'),
      mail: { smtpUrl: 'smtp://169.254.169.254:25', from: 'hello@sprig.example' },
    });
    admin = await adminOf(ctx);
  });
  afterAll(async () => ctx?.close());

  it('an AI base URL on the metadata address is still refused, at once', async () => {
    const started = performance.now();
    expectApiError(await testAi(ctx, admin), 502, 'AI_PROVIDER_ERROR');
    // Refused before connecting, not after waiting for an address nobody answers on.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('an SMTP host on the metadata address is still refused', async () => {
    const res = await testMail(ctx, admin);
    expect(res.json()).toMatchObject({ ok: false, error: expect.stringMatching(/169\.254\.169\.254 is not an allowed address: link-local/) });
    expect(res.json().error).not.toMatch(/ALLOW_PRIVATE_NETWORKS/);
  });

  it('saving loopback addresses works; metadata addresses still answer 400', async () => {
    expect((await saveAi(ctx, admin, 'http://127.0.0.1:11434/v1')).statusCode).toBe(200);
    expect((await saveSmtp(ctx, admin, 'localhost')).statusCode).toBe(200);
    expectFieldRefused(await saveAi(ctx, admin, 'http://169.254.169.254/v1'), 'baseUrl', /link-local/);
    expectFieldRefused(await saveAi(ctx, admin, 'http://100.100.100.200/v1'), 'baseUrl', /carrier-grade/);
    expectFieldRefused(await saveSmtp(ctx, admin, 'fe80::1'), 'smtpHost', /link-local/);
  });
});
