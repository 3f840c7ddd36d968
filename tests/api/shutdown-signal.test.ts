import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';

/**
 * The real server process (src/server/main.ts) stopped by SIGTERM while it sends a newsletter
 * through a slow SMTP server. A signal to the process group arrives twice under `npm start` (npm
 * forwards its own to the server), so the test sends two.
 */

const ADMIN = { email: 'admin@sprig.example', password: 'admin-password-123' };
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Server {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string, catcher: SmtpCatcher): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_SECRET: 'signal-test-secret-signal-test-secret-00',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://${catcher.host}:${catcher.port}`,
      // The catcher is on loopback, which the outbound address policy refuses unless allowed.
      ALLOW_PRIVATE_NETWORKS: 'true',
      MAIL_FROM: 'news@sprig.example',
      SENDGRID_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await vi.waitFor(
    () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) throw new Error(`not listening yet:\n${output.slice(-2000)}`);
      return match[1]!;
    },
    { timeout: 90_000, interval: 100 },
  );
  return { child, origin, output: () => output, exited };
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function call(origin: string, cookie: string, method: string, url: string, body?: object) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { cookie, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

let catcher: SmtpCatcher;
let dataDir: string;
const running: Server[] = [];

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprig-signal-'));
});

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await catcher?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM while a newsletter is being sent', () => {
  it('a SIGTERM delivered twice waits for the mail in flight, exits 0, and the next start sends the rest: everyone gets it', { timeout: 240_000 }, async () => {
    const first = await startServer(dataDir, catcher);
    running.push(first);
    const cookie = await signIn(first.origin);
    const readers = Array.from({ length: 9 }, (_, i) => `reader${i}@example.org`);
    for (const email of readers) {
      const res = await call(first.origin, cookie, 'POST', '/api/newsletter/subscribe', { email });
      expect(res.status, res.text).toBe(201);
    }
    await catcher.waitFor(readers.length, 30_000); // the welcome mails

    catcher.ackDelayMs = 1_500; // a slow SMTP server: three connections, 1.5 s a mail
    const created = await call(first.origin, cookie, 'POST', '/api/admin/newsletter/campaigns', { subject: 'Signal', markdown: 'Hello' });
    expect(created.status, created.text).toBe(201);
    const id = created.json().id as number;
    expect((await call(first.origin, cookie, 'POST', `/api/admin/newsletter/campaigns/${id}/send`)).status).toBe(202);
    await vi.waitFor(() => expect(catcher.messages.filter((m) => m.subject === 'Signal').length).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });

    first.child.kill('SIGTERM');
    // Signals sent at once are merged by the kernel; npm's forwarded copy comes a moment later.
    await vi.waitFor(() => expect(first.output()).toContain('SIGTERM: '), { timeout: 5_000, interval: 10 });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).not.toContain('exiting without waiting');
    expect(first.output()).toContain('SIGTERM again: still stopping');

    catcher.ackDelayMs = 0;
    const second = await startServer(dataDir, catcher);
    running.push(second);
    const again = await signIn(second.origin);
    const progress = await vi.waitFor(
      async () => {
        const p = (await call(second.origin, again, 'GET', `/api/admin/newsletter/campaigns/${id}/progress`)).json();
        expect(p.status).toBe('sent');
        return p;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(progress.counts).toEqual({ total: 9, pending: 0, sending: 0, sent: 9, failed: 0, unknown: 0 });
    const received = new Set(catcher.messages.filter((m) => m.subject === 'Signal').map((m) => m.to));
    expect([...received].sort()).toEqual(readers);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
