// `npm run bench`: seeds 100k generated recipes into a scratch PGlite (in a child process that
// serves the app and a bare node:http baseline), then measures both from this process; last, the
// nutrition engine's accuracy (nutrition-accuracy.ts). `npm run bench -- nutrition` runs only that.
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

type Ready = { appPort: number; barePort: number; count: number; seedSeconds: number; ids: string[] };

const child = fork(path.join(here, 'serve.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (m) => resolve(m as Ready));
  child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
});
console.log(`scratch database: ${ready.count} recipes, seeded in ${ready.seedSeconds.toFixed(1)} s`);
const DETAIL_IDS = ready.ids;

async function throughput(port: number): Promise<number> {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 32,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/recipes/${DETAIL_IDS[i++ % DETAIL_IDS.length]}` }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

// Warm both servers (JIT, database caches) before measuring.
await throughput(ready.appPort);
const bareRps = await throughput(ready.barePort);
const appRps = await throughput(ready.appPort);
console.log('\nGET /api/recipes/{id} (200 ids, 32 connections)');
console.log(`  bare node:http   ${bareRps.toFixed(0)} req/s`);
console.log(`  Sprig            ${appRps.toFixed(0)} req/s`);
console.log(`  ratio            ${(appRps / bareRps).toFixed(2)} (target >= 0.60)`);

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
