import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (no browser download). Run them with
 * `npm run test:e2e` (scripts/e2e.mjs), which builds the web app first: the server under test
 * serves dist/web.
 */
// E2E_PORT, E2E_DATA_DIR and E2E_WEB_DIST let several runs share one machine without colliding.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'dist/web';
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A new context per test would install the service worker each time, and its precache fetches
    // every built file (180 requests) while the test runs. Only the installed-app specs need it
    // (e2e/pwa.spec.ts allows it); page.route also sees every API request with none answering first.
    serviceWorkers: 'block',
    // A trace recorded for every test (to keep the failures') took a quarter of the suite's CPU
    // time; a failing spec re-run with `--trace on` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The site with local stand-ins for the AI provider and Stripe (e2e/support/server.ts).
    command: 'npx tsx e2e/support/server.ts',
    url: `${BASE_URL}/readyz`,
    // A demo author is also the admin (e2e/support/accounts.ts): tests sign in as a recipe's author.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'tomas@sprig.example',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // Every spec signs up fresh members from one address.
      SIGNUP_RATE_LIMIT: '1000',
      // ...and signs in as the admin and members many times.
      LOGIN_RATE_LIMIT: '1000',
      // Recipe import reads pages the tests serve on this machine (e2e/my-recipes.spec.ts).
      IMPORT_ALLOW_PRIVATE_NETWORKS: 'true',
      // The tests' API clients (the admin's, kept per worker) reuse sockets across tests; a socket
      // the server closes for idling just as a client reuses it is a 'socket hang up'. The e2e
      // server keeps idle sockets for the longest time the setting allows.
      KEEP_ALIVE_TIMEOUT_MS: '600000',
    },
    reuseExistingServer: false,
    // A fresh data directory renders the demo artwork first; slow on a loaded machine.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
