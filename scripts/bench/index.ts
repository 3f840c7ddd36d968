// `npm run bench` (after `npm run build`): seeds 100k generated recipes into a scratch PGlite (in a
// child process that starts the compiled server on it, as production runs, and a bare node:http
// baseline sending the app's own bytes), then
// measures both from this process, with and without compression; last, the nutrition engine's
// accuracy (nutrition-accuracy.ts). `npm run bench -- nutrition` runs only that.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runNutritionAccuracy } from './nutrition-accuracy';

if (process.argv[2] === 'nutrition') process.exit((await runNutritionAccuracy()) ? 0 : 1);

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCHES = [
  { label: 'free text, common (chicken)', path: '/api/recipes?search=chicken' },
  { label: 'free text, rare (miso)', path: '/api/recipes?search=miso' },
  { label: 'username (@maya)', path: '/api/recipes?search=%40maya' },
  { label: 'category + tag', path: '/api/recipes?category=Vegetarian&tag=high-protein' },
  { label: 'text + category (lemon, Seafood)', path: '/api/recipes?search=lemon&category=Seafood' },
];

type Ready = { appPort: number; barePort: number; count: number; seedSeconds: number; coldStartMs: number; ids: string[] };

const child = fork(path.join(here, 'serve.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (m) => resolve(m as Ready));
  child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
});
console.log(`scratch database: ${ready.count} recipes, seeded in ${ready.seedSeconds.toFixed(1)} s`);
console.log(`cold start of the compiled server on it: ${(ready.coldStartMs / 1000).toFixed(2)} s to /readyz (target <= 1.5 s)`);
const DETAIL_IDS = ready.ids;

/** One row of issue 17's table: what a client asks for, and how to tell the app's answer is right. */
const ROWS: { label: string; paths: string[]; target: number }[] = [
  { label: 'GET / (home page)', paths: ['/'], target: 0.5 },
  { label: 'GET /recipes/{id} (page)', paths: DETAIL_IDS.map((id) => `/recipes/${id}`), target: 0.5 },
  { label: 'GET /api/recipes', paths: ['/api/recipes'], target: 0.3 },
  { label: 'GET /api/recipes?search=chicken', paths: ['/api/recipes?search=chicken'], target: 0.3 },
  { label: 'GET /api/recipes/{id}', paths: DETAIL_IDS.map((id) => `/api/recipes/${id}`), target: 0.8 },
];

async function load(port: number, paths: string[], compressed: boolean) {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration: DURATION,
    headers: compressed ? { 'accept-encoding': 'br, gzip' } : {},
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rss = () =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => resolve((m as { rss: number }).rss));
    child.send('rss');
  });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const rssBefore = await rss();
console.log(`\nSame bytes as a bare node:http server, 32 connections, ${DURATION} s a round (ratio = app / bare; targets of issue 17)`);
console.log('  request                              encoding     app req/s  bare req/s   ratio  target  app p99 ms');
for (const row of ROWS) {
  for (const compressed of [false, true]) {
    // Warm both (JIT, database and page caches), then one round each.
    await load(ready.appPort, row.paths, compressed);
    const bare = await load(ready.barePort, row.paths, compressed);
    const app = await load(ready.appPort, row.paths, compressed);
    console.log(
      `  ${row.label.padEnd(36)} ${(compressed ? 'br, gzip' : 'none').padEnd(10)} ${app.rps.toFixed(0).padStart(10)} ${bare.rps.toFixed(0).padStart(11)} ` +
        `${(app.rps / bare.rps).toFixed(3).padStart(7)} ${`>= ${row.target}`.padStart(7)} ${String(app.p99).padStart(11)}`,
    );
  }
}
console.log(`\nRSS of the server process (100k recipes in its database): ${mb(rssBefore)} before the load, ${mb(await rss())} after`);

/** Exact percentiles from every response time autocannon reports (its own histogram is whole ms). */
async function latencies(url: string, amount: number): Promise<number[]> {
  const times: number[] = [];
  const instance = autocannon({ url, connections: 1, amount }, () => {});
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) throw new Error(`${url}: HTTP ${statusCode}`);
    times.push(responseTime);
  });
  await new Promise((resolve) => instance.on('done', resolve));
  return times.sort((a, b) => a - b);
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log('\nGET /api/recipes?search=… (first page of 24; 1 connection, 300 requests each; target p95 <= 30 ms)');
console.log('  query                                   p50 ms   p95 ms   matches on page');
for (const search of SEARCHES) {
  const url = `http://127.0.0.1:${ready.appPort}${search.path}`;
  await latencies(url, 30);
  const sorted = await latencies(url, 300);
  const page = (await (await fetch(url)).json()) as { items: unknown[] };
  console.log(
    `  ${search.label.padEnd(38)} ${pct(sorted, 50).toFixed(1).padStart(6)} ${pct(sorted, 95).toFixed(1).padStart(8)}   ${page.items.length}`,
  );
}

child.send('stop');
await new Promise((resolve) => child.once('exit', resolve));

await runNutritionAccuracy();
