// `npm start`: builds the web app and the compiled server when either is missing or older than its
// sources, then runs the compiled server (dist/server/main.js) with plain node in this same process
// (no extra child, no TypeScript loader: ADR 0016). Under `npm start`, npm forwards the signals it
// gets, so a signal to the process group still arrives twice: src/server/shutdown.ts treats the
// repeat as the same stop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each build: what it writes (the first output dates it), what it is made from, and its script. */
const builds = [
  {
    label: 'the web app',
    outputs: ['dist/web/index.html', 'dist/web-ssr/entry-server.js'],
    sources: ['src/web', 'src/contracts', 'src/domain', 'vite.config.ts', 'scripts/vite', 'package-lock.json'],
    script: 'scripts/build-web.mjs',
  },
  {
    label: 'the server',
    outputs: ['dist/server/main.js'],
    sources: ['src/server', 'src/db', 'src/contracts', 'src/domain', 'scripts/build-server.mjs', 'package-lock.json'],
    script: 'scripts/build-server.mjs',
  },
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

for (const build of builds) {
  const outputs = build.outputs.map((o) => path.join(root, o));
  const stale = !outputs.every((o) => existsSync(o)) || build.sources.some((s) => newestMtime(s) > statSync(outputs[0]).mtimeMs);
  if (!stale) continue;
  console.log(`Building ${build.label}…`);
  const result = spawnSync(process.execPath, [path.join(root, build.script)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
