// Child process of the benchmark: opens a scratch PGlite with 100k recipes, then serves the real
// app (with the built web app, so pages are rendered as in production) and a bare node:http server
// answering the same bytes and headers the app sent, per address and encoding, and reports their ports.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { buildApp } from '../../src/server/app';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { fillScratchDatabase } from './scratch-db';

const total = Number(process.env.BENCH_RECIPES ?? 100_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'sprig-bench-'));
const database = await openDatabase({ kind: 'pglite', dataDir: dir });
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

process.send?.({ appPort, barePort, count, seedSeconds, ids });
// Never outlive the benchmark that started this process.
process.on('disconnect', () => process.exit(0));
process.on('message', async (message) => {
  if (message === 'rss') {
    process.send?.({ rss: process.memoryUsage().rss });
    return;
  }
  bare.close();
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
