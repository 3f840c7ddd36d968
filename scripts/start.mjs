// `npm start`: builds the web app when the build is missing or older than its sources, then
// runs the server in this same process (no extra child). Under `npm start`, npm forwards the
// signals it gets, so a signal to the process group still arrives twice: src/server/shutdown.ts
// treats the repeat as the same stop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/web-ssr/entry-server.js');
const sources = ['src/web', 'src/contracts', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const needsBuild = !existsSync(builtIndex) || !existsSync(builtRenderer) || sources.some((s) => newestMtime(s) > statSync(builtIndex).mtimeMs);
if (needsBuild) {
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
