#!/usr/bin/env node
// The release path end to end (ADR 0016), run by CI: `node scripts/start.mjs` (what `npm start`
// runs) on a scratch data directory, behind scripts/release-guard.mjs so the start fails if it
// loads tsx, esbuild or a TypeScript source. start.mjs builds whatever is missing or stale; then
// /readyz, the home page and the recipe list must answer, and a SIGTERM must stop the server
// cleanly. A second start on the same, now existing, data directory must do the same; its time to
// /readyz is printed, not judged (a bench is not a test).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.RELEASE_CHECK_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sprig-release-'));
// Builds (a clean clone has none) and a first start that loads the demo catalogue come first.
const READY_WITHIN_MS = 240_000;

function fail(message) {
  console.error(`check-release: ${message}`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function startAndCheck(label) {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', pathToFileURL(join(root, 'scripts/release-guard.mjs')).href, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  let gone = null;
  void exited.then((how) => (gone = how));

  while (!(await ok('/readyz'))) {
    if (gone) fail(`${label}: the server exited (${gone.signal ?? `code ${gone.code}`}) before it was ready`);
    if (performance.now() - started > READY_WITHIN_MS) fail(`${label}: not ready within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;

  const home = await fetch(`${origin}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<div id="root">')) fail(`${label}: GET / answered ${home.status} without the page`);
  const list = await fetch(`${origin}/api/recipes`);
  const body = await list.json().catch(() => null);
  if (list.status !== 200 || !Array.isArray(body?.items) || body.items.length === 0) fail(`${label}: GET /api/recipes answered ${list.status} without recipes`);

  server.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) fail(`${label}: SIGTERM ended the server with ${signal ?? `code ${code}`}, not a clean stop`);
  console.log(`check-release: ${label}: ready in ${(readyMs / 1000).toFixed(2)} s; /, /api/recipes answered; stopped cleanly`);
}

async function ok(path) {
  try {
    return (await fetch(`${origin}${path}`)).ok;
  } catch {
    return false;
  }
}

await startAndCheck('first start (builds when needed, empty data directory)');
await startAndCheck('start on the existing data directory');
rmSync(dataDir, { recursive: true, force: true });
