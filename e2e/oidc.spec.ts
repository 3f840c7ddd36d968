import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Provider from 'oidc-provider';
import { expect, test } from './support/test';

// OpenID Connect sign-in end to end: a real provider (oidc-provider) on loopback, and a second
// site started with OIDC_* set, driven by the browser through the provider's own login and
// consent pages and back.

const CLIENT_ID = 'sprig-e2e';
const CLIENT_SECRET = 'sprig-e2e-client-secret';
const ACCOUNT = { sub: 'olive-sub', email: 'olive@oidc.e2e.example', given_name: 'Olive', family_name: 'Idris' };

let providerServer: Server;
let site: ChildProcess;
let siteUrl: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the OIDC site did not become ready');
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Starting a second site (and its database) is slow on a busy machine.
  test.setTimeout(180_000);
  providerServer = createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  siteUrl = `http://127.0.0.1:${await freePort()}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${siteUrl}/api/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['oidc-e2e-cookie-key-0123456789'] },
    // The development login page signs in whoever's login is typed; only this one account exists.
    findAccount: (_ctx, sub) =>
      sub === ACCOUNT.sub ? { accountId: sub, claims: () => ({ ...ACCOUNT, email_verified: true }) } : undefined,
  });
  providerServer.on('request', provider.callback());

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprig-e2e-oidc-'));
  site = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: new URL(siteUrl).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      // The provider runs on loopback, which the outbound address policy refuses unless allowed.
      ALLOW_PRIVATE_NETWORKS: 'true',
    },
    stdio: 'inherit',
  });
  await waitReady(siteUrl);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
  }
  providerServer?.closeAllConnections();
  await new Promise((resolve) => providerServer?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a visitor signs in at the provider, comes back signed in to the page they asked for, and signs out', async ({ page }) => {
  await page.goto(`${siteUrl}/profile`);
  // Signed-out visitors of a member page are sent to /auth, which remembers where they were going.
  await expect(page).toHaveURL(`${siteUrl}/auth`);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();

  // The provider's own pages: its development login form, then its consent page.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  expect(new URL(page.url()).origin).not.toBe(siteUrl);
  await page.locator('input[name="login"]').fill(ACCOUNT.sub);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(`${siteUrl}/profile`);
  const me = await page.request.get(`${siteUrl}/api/auth/user`);
  expect(me.status()).toBe(200);
  // A public username from the provider's name, never from the e-mail address (issue 14); the bar names the member by it.
  expect(await me.json()).toMatchObject({ email: ACCOUNT.email, first_name: 'Olive', last_name: 'Idris', role: 'member', username: 'olive_idris' });
  await expect(page.getByRole('banner')).toContainText('olive_idris');

  await page.goto(`${siteUrl}/api/logout`);
  await expect(page).toHaveURL(`${siteUrl}/`);
  expect((await page.request.get(`${siteUrl}/api/auth/user`)).status()).toBe(401);
});

test('a sign-in that cannot be finished lands on the sign-in page saying why', async ({ page }) => {
  // The provider's answer arriving without the sign-in this browser started (expired, or begun elsewhere).
  await page.goto(`${siteUrl}/api/auth/oidc/callback?code=abc&state=xyz`);
  await expect(page).toHaveURL(`${siteUrl}/auth?error=expired`);
  await expect(page.getByRole('alert')).toHaveText('This sign-in has expired or was started in another browser. Sign in again.');
  // Only known reasons are shown: nobody can put their own words on the page.
  await page.goto(`${siteUrl}/auth?error=Call%20555-0100%20to%20unlock`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
