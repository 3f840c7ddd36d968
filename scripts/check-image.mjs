#!/usr/bin/env node
// The release image's runtime steps without building an image (the machines here cannot), run by
// CI after `npm run build`: the Dockerfile's last stage is read, its `COPY --from=build /app/...`
// lines copy from this tree into a clean temporary folder, its `npm ...` RUN lines run there (the
// image's user and volume lines are the image's own and are skipped, named), then the server starts
// the way its CMD says, with its ENV, on a new data directory: /readyz, the home page and the recipe
// list must answer, the HEALTHCHECK's command must pass, and SIGTERM must stop it cleanly. So a file
// the server needs at run time and the image does not copy, or a package it loads that is only a
// devDependency, fails CI.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.IMAGE_CHECK_PORT ?? 3191);
const origin = `http://127.0.0.1:${port}`;
const READY_WITHIN_MS = 240_000;
const work = mkdtempSync(join(tmpdir(), 'sprig-image-'));
const app = join(work, 'app');
const data = join(work, 'data');
mkdirSync(app);
mkdirSync(data);

function fail(message) {
  console.error(`check-image: ${message}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

// The Dockerfile's instructions (continued lines joined), from its last FROM on.
const instructions = readFileSync(join(root, 'Dockerfile'), 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const runtime = instructions.slice(instructions.findLastIndex((line) => line.startsWith('FROM ')) + 1);

// npm's cache in the folder too: the RUN's `npm cache clean` is the image's, not this machine's.
const env = { ...process.env, DATA_DIR: data, npm_config_cache: join(work, 'npm-cache') };
let command = null;
let healthcheck = null;
for (const line of runtime) {
  const [keyword, ...rest] = line.split(/\s+/);
  const args = line.slice(keyword.length).trim();
  if (keyword === 'COPY') {
    if (rest[0] !== '--from=build') fail(`a COPY not from the build stage: ${line}`);
    const [dest, ...sources] = rest.slice(1).reverse();
    for (const source of sources.reverse()) {
      if (!source.startsWith('/app/')) fail(`a COPY from outside /app: ${line}`);
      const from = join(root, source.slice('/app/'.length));
      const to = dest.endsWith('/') ? join(app, dest, source.split('/').at(-1)) : join(app, dest);
      cpSync(from, to, { recursive: true });
    }
  } else if (keyword === 'RUN') {
    if (!args.startsWith('npm ')) {
      console.log(`check-image: skipped (the image's own): RUN ${args}`);
      continue;
    }
    console.log(`check-image: RUN ${args}`);
    const run = spawnSync('sh', ['-c', args], { cwd: app, stdio: 'inherit', env });
    if (run.status !== 0) fail(`RUN ${args} failed`);
  } else if (keyword === 'ENV') {
    for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) if (name !== 'DATA_DIR') env[name] = value;
  } else if (keyword === 'CMD') {
    command = JSON.parse(args);
  } else if (keyword === 'HEALTHCHECK') {
    healthcheck = /CMD (.+)$/.exec(args)?.[1] ?? null;
  }
}
if (!command || command[0] !== 'node') fail('the Dockerfile has no CMD ["node", ...]');
if (!healthcheck) fail('the Dockerfile has no HEALTHCHECK');

// What an operator must give a production container (README, Deployment).
Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', APP_SECRET: 'image-check-secret-image-check-secret-0', PUBLIC_URL: origin, LOG_LEVEL: 'warn' });
const started = performance.now();
const server = spawn(process.execPath, command.slice(1), { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
let gone = null;
void exited.then((how) => (gone = how));
const ok = async (path) => fetch(`${origin}${path}`).then((res) => res.ok, () => false);
while (!(await ok('/readyz'))) {
  if (gone) fail(`the server exited (${gone.signal ?? `code ${gone.code}`}) before it was ready`);
  if (performance.now() - started > READY_WITHIN_MS) fail(`not ready within ${READY_WITHIN_MS / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const home = await fetch(`${origin}/`);
if (home.status !== 200 || !(await home.text()).includes('<div id="root">')) fail(`GET / answered ${home.status} without the page`);
const list = await fetch(`${origin}/api/recipes`).then((res) => res.json()).catch(() => null);
if (!Array.isArray(list?.items) || list.items.length === 0) fail('GET /api/recipes answered without recipes');
const health = spawnSync('sh', ['-c', healthcheck], { cwd: app, env, stdio: 'inherit' });
if (health.status !== 0) fail(`the HEALTHCHECK command failed: ${healthcheck}`);
server.kill('SIGTERM');
const { code, signal } = await exited;
if (code !== 0) fail(`SIGTERM ended the server with ${signal ?? `code ${code}`}, not a clean stop`);
console.log(`check-image: the runtime stage on Node ${process.version}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s; /readyz, /, /api/recipes and the HEALTHCHECK answered; stopped cleanly`);
rmSync(work, { recursive: true, force: true });
