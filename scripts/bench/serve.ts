// Child process of the benchmark: fills a scratch PGlite with 100k recipes, then starts the compiled
// server on it as production runs it (dist/server/main.js with the built web app, ADR 0016) and a
// bare node:http server answering the same bytes and headers the app sent, per address and
// encoding, and reports their ports and the server's cold start on that data directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { fillScratchDatabase } from './scratch-db';

const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web');
const compiledServer = path.resolve('dist/server/main.js');
for (const { file, what } of [
  { file: path.join(webDist, 'index.html'), what: 'web build' },
  { file: compiledServer, what: 'compiled server' },
]) {
  if (!existsSync(file)) {
    console.error(`bench: no ${what} at ${file}; run 'npm run build' first.`);
    process.exit(1);
  }
}

const total = Number(process.env.BENCH_RECIPES ?? 100_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir: dir });
const nutrition = createNutritionEngine(database.db);
const started = Date.now();
const count = await fillScratchDatabase(database, nutrition, total);
const seedSeconds = (Date.now() - started) / 1000;
// 200 public recipes spread over the whole table (a fixed, repeatable pick).
const picked = await queryRows<{ id: number }>(
  database.db,
  sql`select id from recipes where privacy_level = 'public' order by (id * 7919) % 100003 limit 200`,
);
const ids = picked.map((r) => String(r.id));
// The server takes the data directory (and its lock) over.
await database.close();

const appPort = await freePort();
const launched = performance.now();
const app = spawn(process.execPath, [compiledServer], {
  env: {
    ...process.env,
    DATA_DIR: dir,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    WEB_DIST: webDist,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  },
  stdio: 'inherit',
});
const appExited = new Promise((resolve) => app.once('exit', resolve));
await waitReady(`http://127.0.0.1:${appPort}/readyz`);
const coldStartMs = performance.now() - launched;

const paths = [
  '/',
  '/api/recipes',
  '/api/recipes?search=chicken',
  ...ids.flatMap((id) => [`/recipes/${id}`, `/api/recipes/${id}`]),
];

// The bare server answers each address, per encoding, with exactly the bytes and headers the app sent.
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];
const ENCODINGS = { plain: undefined, compressed: 'br, gzip' } as const;
const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
for (const url of paths) {
  for (const [arm, accept] of Object.entries(ENCODINGS)) {
    const res = await fetchRaw(`http://127.0.0.1:${appPort}${url}`, accept);
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    bodies.set(`${arm} ${url}`, res);
  }
}
const bare = http.createServer((req, res) => {
  const arm = (req.headers['accept-encoding'] ?? '').includes('br') ? 'compressed' : 'plain';
  const hit = bodies.get(`${arm} ${req.url ?? ''}`);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...hit.headers, 'content-length': hit.body.length }).end(hit.body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as AddressInfo).port;

/** The answer as sent (fetch would decompress it), with the headers a client sees. */
function fetchRaw(url: string, acceptEncoding: string | undefined): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers });
        });
      })
      .on('error', reject);
  });
}

/** A port nothing listens on now, for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (app.exitCode !== null) throw new Error(`the server exited with ${app.exitCode} before it was ready`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The server's resident set, from the kernel (Linux). */
function serverRss(): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

process.send?.({ appPort, barePort, count, seedSeconds, coldStartMs, ids });
// Never outlive the benchmark that started this process.
process.on('disconnect', () => {
  app.kill('SIGTERM');
  process.exit(0);
});
process.on('message', async (message) => {
  if (message === 'rss') {
    process.send?.({ rss: serverRss() });
    return;
  }
  bare.close();
  app.kill('SIGTERM');
  await appExited;
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
