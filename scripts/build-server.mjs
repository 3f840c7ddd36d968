#!/usr/bin/env node
// The server, compiled once at build time into dist/server (ADR 0016): src/server/main.ts and
// everything it imports from src/ as ES modules for Node, with packages left to node_modules, so
// production starts with plain node and no TypeScript loader.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist/server');

const built = await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: join(root, 'src/server/main.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // Source maps beside the code: NODE_OPTIONS=--enable-source-maps makes stack traces name src/.
    sourcemap: true,
    // main.ts imports the app while the database opens, so the app is chunks of its own. The
    // entry goes with them: the chunks import what they share with it, and dist/server/main.js
    // (below) only imports it, so however main.js is loaded main() runs once.
    rolldownOptions: { output: { entryFileNames: 'chunks/[name]-[hash].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
const { output } = Array.isArray(built) ? built[0] : built;
const entry = output.find((file) => file.type === 'chunk' && file.isEntry);
// Node 22.1 and later keep the compiled code of the server's modules between starts (on disk, in the
// system's temporary folder): about 0.2 s of a cold start on Node 24. Node 20 has no such cache.
writeFileSync(
  join(outDir, 'main.js'),
  `// The compiled server (scripts/build-server.mjs).\nimport module from 'node:module';\n\nmodule.enableCompileCache?.();\nawait import('./${entry.fileName}');\n`,
);
