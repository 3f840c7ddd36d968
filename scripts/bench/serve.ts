// Child process of the benchmark: opens a scratch PGlite with 100k recipes, then serves the real
// app and a bare node:http server answering the same bytes, and reports their ports.
import { mkdtempSync, rmSync } from 'node:fs';
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

const app = await buildApp(database, {
  logLevel: 'silent',
  webDist: path.join(dir, 'no-web'),
  uploadsDir: path.join(dir, 'uploads'),
  appSecret: 'bench-secret-bench-secret-bench-secret-00',
}, { analyzer: nutrition.analyzer });
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as AddressInfo).port;

// The bare server answers each id with exactly the bytes and headers the app sent for it.
// 200 public recipes spread over the whole table (a fixed, repeatable pick).
const picked = await queryRows<{ id: number }>(
  database.db,
  sql`select id from recipes where privacy_level = 'public' order by (id * 7919) % 100003 limit 200`,
);
const ids = picked.map((r) => String(r.id));
const bodies = new Map<string, { body: Buffer; type: string }>();
for (const id of ids) {
  const res = await fetch(`http://127.0.0.1:${appPort}/api/recipes/${id}`);
  bodies.set(`/api/recipes/${id}`, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' });
}
const bare = http.createServer((req, res) => {
  const hit = bodies.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length }).end(hit.body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as AddressInfo).port;

process.send?.({ appPort, barePort, count, seedSeconds, ids });
// Never outlive the benchmark that started this process.
process.on('disconnect', () => process.exit(0));
process.on('message', async () => {
  bare.close();
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
