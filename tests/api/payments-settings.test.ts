import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPacksSchema, DEFAULT_CREDIT_PACKS, paymentSettingsSchema, publicCreditPacksSchema } from '../../src/contracts/payments';
import { creditCheckouts, siteSettings } from '../../src/db/schema';
import { createSecretBox } from '../../src/server/secret-box';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';
import { createMember } from './sessions';

/** Without STRIPE_* keys: packs are shown, buying is off until the admin enters keys. */
let ctx: TestContext;
let admin: { id: string; cookie: string };
let memberCookie: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
  memberCookie = (await createMember(ctx.database.db)).cookie;
});

afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: { ...headers, ...(cookie ? { cookie } : {}) }, remoteAddress: freshAddress() });
}

async function publicPacks() {
  const res = await call('GET', '/api/credits/packs');
  expect(res.statusCode, res.body).toBe(200);
  return publicCreditPacksSchema.strict().parse(res.json());
}

const pack = (over: Record<string, unknown> = {}) => ({ id: 'family', name: 'Family', credits: 500, priceCents: 2999, currency: 'eur', active: true, ...over });

describe('credit packs', () => {
  it('offers the default packs to everyone, with purchases disabled while no keys are set', async () => {
    expect(await publicPacks()).toEqual({ packs: DEFAULT_CREDIT_PACKS, purchasesEnabled: false });
  });

  it('lets only admins read and replace the packs', async () => {
    expectApiError(await call('GET', '/api/admin/credits/packs'), 401, 'UNAUTHORIZED');
    expectApiError(await call('GET', '/api/admin/credits/packs', memberCookie), 403, 'FORBIDDEN');
    expectApiError(await call('PUT', '/api/admin/credits/packs', undefined, { packs: [pack()] }), 401, 'UNAUTHORIZED');
    expectApiError(await call('PUT', '/api/admin/credits/packs', memberCookie, { packs: [pack()] }), 403, 'FORBIDDEN');
    const res = await call('GET', '/api/admin/credits/packs', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(creditPacksSchema.parse(res.json()).packs).toEqual(DEFAULT_CREDIT_PACKS);
  });

  it('stores the admin packs; the public list shows only active ones; currency and active default', async () => {
    const packs = [pack(), pack({ id: 'old-deal', name: 'Old deal', active: false }), { id: 'tiny', name: 'Tiny', credits: 10, priceCents: 99 }];
    const res = await call('PUT', '/api/admin/credits/packs', admin.cookie, { packs });
    expect(res.statusCode, res.body).toBe(200);
    const saved = creditPacksSchema.parse(res.json()).packs;
    expect(saved[2]).toEqual({ id: 'tiny', name: 'Tiny', credits: 10, priceCents: 99, currency: 'usd', active: true });
    const adminView = creditPacksSchema.parse((await call('GET', '/api/admin/credits/packs', admin.cookie)).json());
    expect(adminView.packs.map((p) => p.id)).toEqual(['family', 'old-deal', 'tiny']);
    expect((await publicPacks()).packs.map((p) => p.id)).toEqual(['family', 'tiny']);
  });

  it.each([
    ['packs.0.credits', pack({ credits: 0 })],
    ['packs.0.credits', pack({ credits: 1.5 })],
    ['packs.0.priceCents', pack({ priceCents: -1 })],
    ['packs.0.priceCents', pack({ priceCents: '499' })],
    ['packs.0.currency', pack({ currency: 'USD' })],
    ['packs.0.currency', pack({ currency: 'dollars' })],
    ['packs.0.id', pack({ id: 'Big Pack!' })],
    ['packs.0.name', pack({ name: '  ' })],
    ['packs.0.active', pack({ active: 'yes' })],
    ['packs.0.bonus', pack({ bonus: 5 })],
  ])('rejects a bad %s with a 400 naming it, changing nothing', async (field, bad) => {
    const before = (await call('GET', '/api/admin/credits/packs', admin.cookie)).json();
    const res = await call('PUT', '/api/admin/credits/packs', admin.cookie, { packs: [bad] });
    const error = expectApiError(res, 400, 'VALIDATION_ERROR');
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(error.message).toContain(field);
    expect((await call('GET', '/api/admin/credits/packs', admin.cookie)).json()).toEqual(before);
  });

  it('rejects two packs with one id, and a body without packs', async () => {
    const dup = expectApiError(await call('PUT', '/api/admin/credits/packs', admin.cookie, { packs: [pack(), pack()] }), 400, 'VALIDATION_ERROR');
    expect(dup.message).toContain('packs.1.id');
    const none = expectApiError(await call('PUT', '/api/admin/credits/packs', admin.cookie, {}), 400, 'VALIDATION_ERROR');
    expect(none.message).toContain('packs');
  });
});

describe('without Stripe keys', () => {
  it('answers checkout and confirm with 503 PAYMENTS_NOT_CONFIGURED, and the webhook with 503', async () => {
    const checkout = expectApiError(await call('POST', '/api/credits/checkout', memberCookie, { packId: 'family' }), 503, 'PAYMENTS_NOT_CONFIGURED');
    expect(checkout.message).toMatch(/not available/);
    const confirm = await call('POST', '/api/credits/checkout/confirm', memberCookie, { sessionId: 'cs_test_unknown' });
    expectApiError(confirm, 404, 'NOT_FOUND');
    const hook = await call('POST', '/api/payments/stripe/webhook', undefined, '{"id":"evt_1"}', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' });
    expectApiError(hook, 503, 'PAYMENTS_NOT_CONFIGURED');
    expect(await ctx.database.db.select().from(creditCheckouts)).toHaveLength(0);
  });
});

describe('Stripe keys in the admin settings', () => {
  const secretKey = 'sk_test_51AdminEnteredKeyAbcd';
  const webhookSecret = 'whsec_AdminEnteredSecretWxyz';

  it('are admin only', async () => {
    expectApiError(await call('GET', '/api/admin/payments/settings'), 401, 'UNAUTHORIZED');
    expectApiError(await call('GET', '/api/admin/payments/settings', memberCookie), 403, 'FORBIDDEN');
    expectApiError(await call('PUT', '/api/admin/payments/settings', memberCookie, { secretKey, webhookSecret }), 403, 'FORBIDDEN');
  });

  it.each([
    ['secretKey', { secretKey: 'pk_test_publishable123', webhookSecret }],
    ['webhookSecret', { secretKey, webhookSecret: 'secret' }],
    ['webhookSecret', { secretKey, webhookSecret: '' }],
    ['secretKey', { webhookSecret }],
  ])('reject a bad %s with a 400 naming it', async (field, body) => {
    const error = expectApiError(await call('PUT', '/api/admin/payments/settings', admin.cookie, body), 400, 'VALIDATION_ERROR');
    expect(error.message).toContain(field);
  });

  it('are stored encrypted, shown only as set + last 4, and switch purchases on', async () => {
    const res = await call('PUT', '/api/admin/payments/settings', admin.cookie, { secretKey, webhookSecret });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      fromEnvironment: false,
      secretKey: { set: true, last4: 'Abcd' },
      webhookSecret: { set: true, last4: 'Wxyz' },
      webhookPath: '/api/payments/stripe/webhook',
    };
    expect(paymentSettingsSchema.parse(res.json())).toEqual(expected);
    const read = await call('GET', '/api/admin/payments/settings', admin.cookie);
    expect(read.json()).toEqual(expected);
    expect(read.body).not.toContain('AdminEntered');

    const [stored] = await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'stripe_keys'));
    const text = JSON.stringify(stored?.value);
    expect(text).not.toContain('AdminEntered');
    const value = stored!.value as { secretKey: string };
    expect(createSecretBox('test-secret-test-secret-test-secret-000', 'sprig stripe keys').open(value.secretKey)).toBe(secretKey);
    expect(createSecretBox('another-app-secret-another-app-secret', 'sprig stripe keys').open(value.secretKey)).toBeNull();

    expect((await publicPacks()).purchasesEnabled).toBe(true);
  });

  it('are removed by empty strings, switching purchases off again', async () => {
    const res = await call('PUT', '/api/admin/payments/settings', admin.cookie, { secretKey: '', webhookSecret: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ secretKey: { set: false, last4: null }, webhookSecret: { set: false, last4: null } });
    expect((await publicPacks()).purchasesEnabled).toBe(false);
  });
});

describe('Stripe keys from the environment', () => {
  it('win over the admin settings, which then cannot be changed', async () => {
    const env = await createTestContext({ seed: false, stripe: { secretKey: 'sk_test_fromEnv1234', webhookSecret: 'whsec_fromEnv5678' } });
    try {
      const envAdmin = await createMember(env.database.db, 'admin');
      const read = await env.app.inject({ method: 'GET', url: '/api/admin/payments/settings', headers: { cookie: envAdmin.cookie } });
      expect(read.json()).toMatchObject({ fromEnvironment: true, secretKey: { set: true, last4: '1234' }, webhookSecret: { set: true, last4: '5678' } });
      const put = await env.app.inject({
        method: 'PUT',
        url: '/api/admin/payments/settings',
        headers: { cookie: envAdmin.cookie },
        payload: { secretKey: 'sk_test_other12345678', webhookSecret: 'whsec_other12345678' },
      });
      expectApiError(put, 409, 'CONFLICT');
      const packs = await env.app.inject({ method: 'GET', url: '/api/credits/packs' });
      expect(packs.json()).toMatchObject({ purchasesEnabled: true });
    } finally {
      await env.close();
    }
  });
});

describe('the secret box', () => {
  it('seals with a fresh IV each time and refuses a changed byte', () => {
    const box = createSecretBox('app-secret-app-secret-app-secret-123', 'test');
    const a = box.seal('hello');
    expect(box.seal('hello')).not.toBe(a);
    expect(box.open(a)).toBe('hello');
    const bytes = Buffer.from(a.slice(3), 'base64url');
    const last = bytes.length - 1;
    bytes.writeUInt8(bytes.readUInt8(last) ^ 1, last);
    expect(box.open(`v1:${bytes.toString('base64url')}`)).toBeNull();
    expect(box.open('garbage')).toBeNull();
    expect(createSecretBox('app-secret-app-secret-app-secret-123', 'other').open(a)).toBeNull();
  });
});
