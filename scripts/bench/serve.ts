// Child process of the benchmark: opens a scratch database with 100k recipes (PGlite, or a new
// database on the PostgreSQL server at BENCH_POSTGRES_URL, dropped at the end), then serves the real
// app (with the built web app, so pages are rendered as in production) and a bare node:http server
// answering the same bytes and headers the app sent, per address, encoding and viewer (visitor or
// signed-in member), and reports their ports and the member's cookie.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { buildApp } from '../../src/server/app';
import { SESSION_COOKIE } from '../../src/server/modules/auth/session-cookie';
import { createSessionStore } from '../../src/server/modules/auth/sessions';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { fillScratchDatabase } from './scratch-db';

const total = Number(process.env.BENCH_RECIPES ?? 100_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-bench-'));
const serverUrl = process.env.BENCH_POSTGRES_URL;
const scratchName = `sprig_bench_${process.pid}`;
const scratchUrl = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const database = await openDatabase(scratchUrl ? { kind: 'postgres', url: scratchUrl, poolSize: 10 } : { kind: 'pglite', dataDir: dir });

async function createScratchDatabase(url: string): Promise<string> {
  await adminQuery(url, `create database ${scratchName}`);
  const scratch = new URL(url);
  scratch.pathname = `/${scratchName}`;
  return scratch.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
const nutrition = createNutritionEngine(database.db);
const started = Date.now();
const count = await fillScratchDatabase(database, nutrition, total);
const seedSeconds = (Date.now() - started) / 1000;

const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`bench: no web build at ${webDist}; run 'npm run build' first (the page rows need it).`);
  process.exit(1);
}
const app = await buildApp(database, {
  logLevel: 'silent',
  webDist,
  uploadsDir: path.join(dir, 'uploads'),
  appSecret: 'bench-secret-bench-secret-bench-secret-00',
}, { analyzer: nutrition.analyzer });
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as AddressInfo).port;

// 200 public recipes spread over the whole table (a fixed, repeatable pick).
const picked = await queryRows<{ id: number }>(
  database.db,
  sql`select id from recipes where privacy_level = 'public' order by (id * 7919) % 100003 limit 200`,
);
const ids = picked.map((r) => String(r.id));
const paths = [
  '/',
  '/api/recipes',
  '/api/recipes?search=chicken',
  ...ids.flatMap((id) => [`/recipes/${id}`, `/api/recipes/${id}`]),
];
/** Searches a signed-in member makes: never kept, so these time the query itself. */
const memberPaths = (process.env.BENCH_MEMBER_SEARCHES ?? '').split('\n').filter(Boolean);

// A member's session, made the way sign-in makes one.
const [member] = await queryRows<{ id: string }>(database.db, sql`select id from users order by created_at limit 1`);
const { token } = await createSessionStore(database.db).create(member!.id, 'bench');
const memberCookie = `${SESSION_COOKIE}=${token}`;

// The bare server answers each address, per encoding, with exactly the bytes and headers the app sent
// (security headers included); node:http adds its own date, connection and length as it does for the app.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const ENCODINGS = { plain: undefined, compressed: 'br, gzip' } as const;
const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
const viewers = [
  { viewer: 'visitor', cookie: undefined, urls: paths },
  { viewer: 'member', cookie: memberCookie, urls: memberPaths },
];
for (const { viewer, cookie, urls } of viewers) {
  for (const url of urls) {
    for (const [arm, accept] of Object.entries(ENCODINGS)) {
      const res = await fetchRaw(`http://127.0.0.1:${appPort}${url}`, accept, cookie);
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      bodies.set(`${viewer} ${arm} ${url}`, res);
    }
  }
}
const bare = http.createServer((req, res) => {
  const arm = (req.headers['accept-encoding'] ?? '').includes('br') ? 'compressed' : 'plain';
  const viewer = req.headers.cookie ? 'member' : 'visitor';
  const hit = bodies.get(`${viewer} ${arm} ${req.url ?? ''}`);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length }).end(hit.body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as AddressInfo).port;

/** The answer as sent (fetch would decompress it), with the headers a client sees. */
function fetchRaw(
  url: string,
  acceptEncoding: string | undefined,
  cookie: string | undefined,
): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const sent = { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) };
    http
      .get(url, { headers: sent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string' && !OWN_HEADERS.has(name)) headers[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}

process.send?.({ appPort, barePort, count, seedSeconds, ids, memberCookie });
// Never outlive the benchmark that started this process.
process.on('disconnect', () => process.exit(0));
process.on('message', async (message) => {
  if (message === 'rss') {
    process.send?.({ rss: process.memoryUsage().rss });
    return;
  }
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
    return;
  }
  bare.close();
  await app.close();
  await database.close();
  if (serverUrl) await adminQuery(serverUrl, `drop database ${scratchName}`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
