#!/usr/bin/env node
// The server, compiled once at build time into dist/server/main.js (ADR 0016): src/server/main.ts
// and everything it imports from src/ in one ES module for Node, with packages left to
// node_modules, so production starts with plain node and no TypeScript loader.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: join(root, 'src/server/main.ts'),
    outDir: join(root, 'dist/server'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // Source maps beside the code: NODE_OPTIONS=--enable-source-maps makes stack traces name src/.
    sourcemap: true,
    // Modules main.ts imports while the database opens become chunks of their own.
    rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
