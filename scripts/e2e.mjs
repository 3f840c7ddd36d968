#!/usr/bin/env node
// End-to-end tests: check the browser, build the web app, start from an empty data directory,
// then run Playwright (extra arguments are passed through) and exit with its code.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM = '/usr/bin/chromium';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(CHROMIUM)) {
  console.error(
    `e2e: ${CHROMIUM} was not found. The end-to-end tests drive Debian's Chromium; install it ` +
      '(apt-get install chromium) and run again. This is a failure, not a skip.',
  );
  process.exit(1);
}

function run(label, command, args) {
  console.log(`e2e: ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) {
    console.error(`e2e: ${label} could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.signal) {
    console.error(`e2e: ${label} was stopped by ${result.signal}`);
    process.exit(1);
  }
  return result.status ?? 1;
}

const webDist = process.env.E2E_WEB_DIST ?? 'dist/web';
const buildStatus = run('build', process.execPath, ['scripts/build-web.mjs', join(root, webDist)]);
if (buildStatus !== 0) {
  console.error('e2e: the web build failed');
  process.exit(buildStatus);
}

rmSync(join(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'), { recursive: true, force: true });

process.exit(run('playwright', 'npx', ['playwright', 'test', ...process.argv.slice(2)]));
