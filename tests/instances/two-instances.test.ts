import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../../src/server/net/outbound';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { startS3Server } from '../support/s3-server';
import { createScratchDatabase } from '../support/scratch-database';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';

/**
 * Issue 20's proof: two compiled servers (dist/server/main.js, as production runs) on one
 * PostgreSQL database, one Redis and one S3-compatible bucket (s3rver, started here), started
 * together. Needs `npm run build`, the machine's PostgreSQL (TEST_DATABASE_URL, else
 * 127.0.0.1:5432) and Redis (TEST_REDIS_URL, else 127.0.0.1:6379); .ci/run starts both.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = path.resolve('dist/server/main.js');
const LOGIN_LIMIT = 6;
const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
const ADMIN = { email: 'admin@sprig.example', password: 'admin-password-1' };

interface Instance {
  origin: string;
  process: ChildProcess;
  dataDir: string;
}

const BUCKET = 'sprig-instances';
const JOBS = ['housekeeping', 'credit expiry', 'stale AI credit holds'];

describe('two instances on one database, one Redis, one bucket', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let smtp: SmtpCatcher;
  let a: Instance;
  let b: Instance;
  const keyPrefix = `sprig-instances-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`no compiled server at ${MAIN}: run npm run build first`);
    scratch = await createScratchDatabase(SERVER_URL, 'sprig_instances');
    smtp = await startSmtpCatcher();
    s3 = await startS3Server([BUCKET, 'sprig-restored']);
    // Started together: they migrate and seed one after the other (Database.exclusively).
    [a, b] = await Promise.all([start(3291), start(3292)]);
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) if (instance) await stop(instance);
    await smtp?.close();
    await s3?.close();
    await scratch?.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }, 60_000);

  async function start(port: number): Promise<Instance> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sprig-instance-'));
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: scratch.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        METRICS_TOKEN,
        LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
        APP_SECRET: 'instances-secret-instances-secret-0000',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: `smtp://${smtp.host}:${smtp.port}`,
        MAIL_FROM: 'Sprig <mail@sprig.example>',
        // The SMTP catcher and the S3 server listen on loopback.
        ALLOW_PRIVATE_NETWORKS: 'true',
        LOG_LEVEL: 'warn',
        ...s3.env(BUCKET),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    const until = Date.now() + 200_000;
    while (!(await fetch(`${origin}/readyz`).then((r) => r.ok, () => false))) {
      if (child.exitCode !== null) throw new Error(`the instance on ${port} exited with ${child.exitCode}`);
      if (Date.now() > until) throw new Error(`the instance on ${port} was not ready in time`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { origin, process: child, dataDir };
  }

  async function stop(instance: Instance): Promise<void> {
    if (instance.process.exitCode === null) {
      const exited = new Promise((resolve) => instance.process.once('exit', resolve));
      instance.process.kill('SIGTERM');
      await exited;
    }
    rmSync(instance.dataDir, { recursive: true, force: true });
  }

  /** A command of the project (backup, restore) as an operator runs it, with these settings. */
  const run = (args: string[], env: NodeJS.ProcessEnv) =>
    new Promise<void>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', ...args], { env, timeout: 90_000 }, (err, stdout, stderr) => (err ? reject(new Error(`${args[0]}: ${stderr || stdout || err.message}`)) : resolve())),
    );

  const post = (instance: Instance, url: string, body: unknown, cookie?: string) =>
    fetch(`${instance.origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

  /** Sign-ins made from this address so far, on either instance: each counts towards the limit. */
  let signIns = 0;
  async function signIn(instance: Instance): Promise<string> {
    signIns++;
    const res = await post(instance, '/api/auth/login', ADMIN);
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('sprig_session='))!;
  }

  it('shows a recipe changed through one on the other at its next view, kept page and list included', async () => {
    const { items } = (await (await fetch(`${b.origin}/api/recipes`)).json()) as { items: { id: number; title: string }[] };
    const recipe = items[0]!;
    // B keeps the page and the list it served.
    expect(await (await fetch(`${b.origin}/recipes/${recipe.id}`)).text()).toContain(recipe.title);
    const cookie = await signIn(a);
    const deleted = await fetch(`${a.origin}/api/recipes/${recipe.id}`, { method: 'DELETE', headers: { cookie } });
    expect(deleted.status).toBe(204);
    // The change reaches B through the database's NOTIFY, in well under the time of a page view.
    await expect.poll(async () => (await fetch(`${b.origin}/api/recipes/${recipe.id}`)).status, { timeout: 2_000, interval: 20 }).toBe(404);
    expect(await (await fetch(`${b.origin}/recipes/${recipe.id}`)).text()).not.toContain(recipe.title);
    const after = (await (await fetch(`${b.origin}/api/recipes`)).json()) as { items: { id: number }[] };
    expect(after.items.map((item) => item.id)).not.toContain(recipe.id);
  });

  it('sends a newsletter campaign to every subscriber exactly once with both instances running', async () => {
    const subscribers = Array.from({ length: 40 }, (_, i) => `reader${i}@example.com`);
    // A few through each instance (the sign-up form allows 10 a minute per address, counted once
    // for both), the rest straight into the table.
    for (const [i, email] of subscribers.slice(0, 8).entries()) expect((await post(i % 2 === 0 ? a : b, '/api/newsletter/subscribe', { email })).status).toBeLessThan(300);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query('insert into newsletter_subscriptions (email) select unnest($1::text[])', [subscribers.slice(8)]);
    await client.end();
    const cookie = await signIn(b);
    const created = await post(b, '/api/admin/newsletter/campaigns', { subject: 'Two instances', markdown: 'Hello from both' }, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await post(b, `/api/admin/newsletter/campaigns/${id}/send`, {}, cookie)).status).toBeLessThan(300);
    const campaignMail = () => smtp.messages.filter((m) => m.subject === 'Two instances');
    await expect.poll(() => campaignMail().length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(subscribers.length);
    // Both senders keep looking (every 30 s and when kicked): nothing more may come.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const received = campaignMail().flatMap((m) => m.envelopeTo);
    expect([...received].sort()).toEqual([...subscribers].sort());
  }, 90_000);

  it('serves an avatar uploaded through one from the other', async () => {
    const cookie = await signIn(a);
    const form = new FormData();
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7d44' } }).png().toBuffer();
    form.append('avatar', new Blob([picture], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${a.origin}/api/users/avatar`, { method: 'POST', body: form, headers: { cookie } });
    expect(uploaded.status).toBe(200);
    const key = ((await uploaded.json()) as { user: { avatar_url: string } }).user.avatar_url;
    const fromA = await fetch(`${a.origin}/uploads/${key}`);
    const fromB = await fetch(`${b.origin}/uploads/${key}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('runs each background job once across both, soon after they start', async () => {
    const runsOn = async (instance: Instance) => {
      const text = await (await fetch(`${instance.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      return JOBS.map((job) => Number(new RegExp(`^sprig_background_job_runs_total\\{job="${job}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN));
    };
    const total = async () => {
      const [onA, onB] = await Promise.all([runsOn(a), runsOn(b)]);
      return JOBS.map((_, i) => onA[i]! + onB[i]!);
    };
    await expect.poll(total, { timeout: 20_000, interval: 250 }).toEqual([1, 1, 1]);
    // Both instances look again now and then: none of them may run a job a second time this period.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await total()).toEqual([1, 1, 1]);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select name from job_runs order by name');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual([...JOBS].sort());
  });

  it('takes a backup from either one that restores the data and the pictures into an empty database and bucket', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sprig-instances-backup-'));
    const restored = await createScratchDatabase(SERVER_URL, 'sprig_restored');
    const outbound = createOutbound({ allowPrivateNetworks: true });
    const [site, copy] = await Promise.all([createS3Storage(s3.config(BUCKET), outbound), createS3Storage(s3.config('sprig-restored'), outbound)]);
    try {
      // As an operator runs it with either instance's settings: here B's.
      const archive = path.join(folder, 'site.tar.gz');
      const settings = { ...process.env, DATABASE_URL: scratch.url, DATA_DIR: b.dataDir, ALLOW_PRIVATE_NETWORKS: 'true', ...s3.env(BUCKET) };
      await run(['scripts/backup.ts', archive], settings);
      await run(['scripts/restore.ts', archive], { ...settings, DATABASE_URL: restored.url, ...s3.env('sprig-restored') });

      const count = async (url: string, query: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query<{ value: string }>(query);
        await client.end();
        return rows.map((row) => row.value);
      };
      const everything = 'select (select count(*) from recipes) || \' \' || (select count(*) from users) || \' \' || (select count(*) from newsletter_subscriptions) as value';
      expect(await count(restored.url, everything)).toEqual(await count(scratch.url, everything));
      const pictures = await count(scratch.url, `select avatar_url as value from users where avatar_url like 'avatars/%'`);
      expect(pictures.length).toBeGreaterThan(0);
      for (const key of pictures) expect((await copy.get(key))?.equals((await site.get(key))!), key).toBe(true);
    } finally {
      site.close();
      copy.close();
      await outbound.close();
      await restored.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers /metrics with the token on both, and 401 without it', async () => {
    for (const instance of [a, b]) {
      expect((await fetch(`${instance.origin}/api/recipes?tag=vegan`)).status).toBe(200);
      expect((await fetch(`${instance.origin}/metrics`)).status).toBe(401);
      const res = await fetch(`${instance.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('sprig_http_request_duration_seconds_count{method="GET",route="/api/recipes",status="200"}');
      expect(text).toMatch(/^sprig_db_pool_connections\{state="total"\} [1-9]/m);
    }
  });
  // Last: it uses up this address's sign-ins.
  it('reaches a sign-in limit of N after N attempts spread over both', async () => {
    const wrong = { email: 'nobody@sprig.example', password: 'not the password' };
    for (let i = signIns; i < LOGIN_LIMIT; i++) expect((await post(i % 2 === 0 ? a : b, '/api/auth/login', wrong)).status).toBe(401);
    expect((await post(a, '/api/auth/login', wrong)).status).toBe(429);
    expect((await post(b, '/api/auth/login', wrong)).status).toBe(429);
  });

});
