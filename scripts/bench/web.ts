// `npm run bench:web`: builds the site (web app and compiled server, as `npm run build`), starts the
// compiled server as production runs it on a scratch data directory and runs
// Lighthouse (mobile form factor, simulated throttling) with Debian's Chromium on the home page
// and a recipe page, printing the performance score, FCP, LCP, CLS and TBT.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** A row of Lighthouse's LCP element audit: the element, or one phase of its timing. */
type LcpRow = { node?: { snippet?: string }; phase?: string; timing?: number };

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);
const origin = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprig-bench-web-'));

for (const build of ['scripts/build-server.mjs', 'scripts/build-web.mjs']) {
  if (spawnSync(process.execPath, [build], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
// Node itself (not an npx wrapper) so SIGTERM reaches the server and it shuts down before cleanup.
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitReady(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready');
}

const chrome = await (async () => {
  await waitReady();
  return chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
})();

try {
  const featured = (await (await fetch(`${origin}/api/recipes/featured`)).json()) as { id: number }[];
  const pages = [
    { label: 'home', url: `${origin}/` },
    { label: 'recipe', url: `${origin}/recipes/${featured[0]!.id}` },
  ];
  let benchmarkIndex = 0;
  console.log('\npage      score   FCP ms   LCP ms   CLS     TBT ms   (Lighthouse mobile; target score >= 98, LCP <= 1500 ms)');
  for (const page of pages) {
    // A first visit warms the server's caches so the measured run reflects steady state.
    await fetch(page.url);
    const result = await lighthouse(page.url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result!.lhr;
    benchmarkIndex = lhr.environment.benchmarkIndex;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    console.log(
      `${page.label.padEnd(9)} ${String(Math.round((lhr.categories.performance?.score ?? 0) * 100)).padStart(5)} ` +
        `${audit('first-contentful-paint').toFixed(0).padStart(8)} ${audit('largest-contentful-paint').toFixed(0).padStart(8)} ${audit('cumulative-layout-shift').toFixed(3).padStart(7)} ` +
        `${audit('total-blocking-time').toFixed(0).padStart(8)}`,
    );
    // What the largest paint is, and where its time goes (Lighthouse's phases: TTFB, load delay, load time, render delay).
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: LcpRow[] }[] } | undefined;
    const [element, phases] = [lcp?.items?.[0]?.items?.[0], lcp?.items?.[1]?.items ?? []];
    console.log(`          LCP element: ${element?.node?.snippet ?? 'unknown'}`);
    console.log(`          LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ')}`);
  }
  // Lighthouse's CPU benchmark of this machine: simulated mobile throttling multiplies task times,
  // so a slow host (index well under ~1000) scores lower than a typical laptop would.
  console.log(`host CPU benchmarkIndex ${benchmarkIndex.toFixed(0)}`);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
