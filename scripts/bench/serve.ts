// Child process of the benchmark: fills a scratch database with 100k recipes (PGlite, or a new
// database on the PostgreSQL server at BENCH_POSTGRES_URL, dropped at the end), then starts the
// compiled server on it as production runs it (dist/server/main.js with the built web app, ADR 0016)
// and a bare node:http server answering the same bytes and headers the app sent, per address,
// encoding and viewer (visitor or one of two members). Reports their ports, the members' cookies and
// the server's cold start on that database; answers 'rss' and 'cpu' for either server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { SESSION_COOKIE } from '../../src/server/modules/auth/session-cookie';
import { createSessionStore } from '../../src/server/modules/auth/sessions';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';
import { createRecipeRepo } from '../../src/server/modules/recipes/repo';
import { recipeViewOf } from '../../src/server/modules/recipes/service';
import { createScratchDatabase } from '../../tests/support/scratch-database';
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
const serverUrl = process.env.BENCH_POSTGRES_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'sprig_bench') : undefined;
const scratchUrl = scratch?.url;
const database = await openDatabase(scratchUrl ? { kind: 'postgres', url: scratchUrl, poolSize: 4 } : { kind: 'pglite', dataDir: dir });
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
// Members' sessions, made the way sign-in makes one: the first author whose lists are a visitor's
// (answered from what is kept; the recipes module's rule says so, as it does for the server) and one who owns
// private recipes (theirs read and merged into the kept answer).
const sessions = createSessionStore(database.db);
const recipeRepo = createRecipeRepo(database.db);
const sessionOf = async (userId: string) => {
  const { token } = await sessions.create(userId, 'bench');
  const user = (await sessions.resolve(token))!;
  return { cookie: `${SESSION_COOKIE}=${token}`, view: recipeViewOf(user, await recipeRepo.ownership(user.id)) };
};
let memberCookie: string | undefined;
for (const { id } of await queryRows<{ id: string }>(database.db, sql`select id from users order by created_at`)) {
  const session = await sessionOf(id);
  if (session.view === 'visitors') {
    memberCookie = session.cookie;
    break;
  }
}
const [owner] = await queryRows<{ id: string }>(database.db, sql`select author_id as id from recipes where privacy_level = 'private' limit 1`);
if (!memberCookie || !owner) throw new Error('bench: the catalogue needs an author whose recipes are all public and one with a private recipe');
const ownerCookie = (await sessionOf(owner.id)).cookie;
// The server takes the data directory (and its lock) over.
await database.close();

const appPort = await freePort();
const launch = (node = process.execPath) =>
  spawn(node, [compiledServer], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      ...(scratchUrl ? { DATABASE_URL: scratchUrl } : {}),
      PORT: String(appPort),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    },
    stdio: 'inherit',
  });
/** Milliseconds from launch to the first 200 from /readyz. */
const timeStart = async (server: ChildProcess, launched: number) => {
  await waitReady(`http://127.0.0.1:${appPort}/readyz`, server);
  return performance.now() - launched;
};
/** `count` starts and stops of the compiled server on `node`, each timed to its first /readyz. */
async function timedStarts(count: number, node?: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const child = launch(node);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    times.push(await timeStart(child, started));
    child.kill('SIGTERM');
    await exited;
  }
  return times;
}
// One start varies by a few hundred milliseconds on this machine: four starts and stops, then the
// one that serves the load; the median of the five is reported.
const COLD_STARTS = 5;
const coldStarts = await timedStarts(COLD_STARTS - 1);
// BENCH_OTHER_NODE names another Node.js binary (the release image's Node 24, issue 20) to time the
// same starts with; the load below runs on this process's own Node.
const otherNode = process.env.BENCH_OTHER_NODE;
const otherColdStarts = otherNode ? await timedStarts(COLD_STARTS, otherNode) : [];
const launched = performance.now();
const app = launch();
const appExited = new Promise((resolve) => app.once('exit', resolve));
coldStarts.push(await timeStart(app, launched));

// Idle after its start: what it holds before anyone asks for anything.
await new Promise((r) => setTimeout(r, 3000));
const idleRss = serverRss();

const paths = [
  '/',
  '/api/recipes',
  '/api/recipes?search=chicken',
  ...ids.flatMap((id) => [`/recipes/${id}`, `/api/recipes/${id}`]),
];
/** Searches a signed-in member makes: timed as each kind of member (see viewers). */
const memberPaths = (process.env.BENCH_MEMBER_SEARCHES ?? '').split('\n').filter(Boolean);

// The bare server answers each address, per encoding, with exactly the bytes and headers the app sent
// (security headers included); node:http adds its own date, connection and length as it does for the app.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const ENCODINGS = { plain: undefined, compressed: 'br, gzip' } as const;
const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
const viewers = [
  { viewer: 'visitor', cookie: undefined, urls: paths },
  { viewer: 'member', cookie: memberCookie, urls: memberPaths },
  { viewer: 'owner', cookie: ownerCookie, urls: memberPaths },
];
const viewerOf = (cookie: string | undefined) => viewers.find((v) => v.cookie === cookie)?.viewer ?? 'visitor';
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
  const viewer = viewerOf(req.headers.cookie);
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

/** A port nothing listens on now, for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before it was ready`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The server's resident set, from the kernel (Linux). */
function serverRss(): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** CPU time (user + system, µs) of the server process, from the kernel (Linux; ticks of 10 ms). */
function serverCpu(): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${app.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

const nodeVersion = (node: string) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const coldStartRuns = [
  { node: process.version, starts: coldStarts },
  ...(otherNode ? [{ node: nodeVersion(otherNode), starts: otherColdStarts }] : []),
];
process.send?.({ appPort, barePort, count, seedSeconds, coldStartRuns, idleRss, ids, memberCookie, ownerCookie });
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
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: { app: serverCpu(), bare: user + system } });
    return;
  }
  bare.close();
  app.kill('SIGTERM');
  await appExited;
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
