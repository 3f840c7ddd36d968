#!/usr/bin/env node
// `npm run build [-- <outDir>]`: the browser bundle into <outDir> (default dist/web) and the
// server-rendering bundle beside it in <outDir>-ssr, which the server uses to send the first view
// of a page as HTML (src/server/modules/seo/ssr.ts). Both always come from the same sources.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, process.argv[2] ?? 'dist/web');
const vite = join(root, 'node_modules/vite/bin/vite.js');

for (const args of [
  ['build', '--outDir', outDir, '--emptyOutDir'],
  ['build', '--ssr', 'entry-server.tsx', '--outDir', `${outDir}-ssr`, '--emptyOutDir'],
]) {
  const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
